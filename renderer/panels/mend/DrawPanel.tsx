// Draw votes as the Judge takes them: each survivor votes for or against the draw (DIAS), or names
// the powers of the draw it accepts (NoDIAS; a list of one is a concession to that power). The
// tally says who is still to vote; a passing vote ends the game, and a drawn game can be resumed.
import { useCallback, useEffect, useState } from 'react';
import type { DrawStatus } from '../../../electron/ipc/contract';
import { type Power } from '../../../engine/index';
import { call, whatFailed, useApi } from '../../state/api';

interface Props {
  gameId: number;
  /** Changes after every change to the game, to read the votes again. */
  version: string;
  onError(message: string): void;
}

function tallyText(s: DrawStatus): string {
  if (s.status === 'drawn' || s.status === 'finished') {
    const o = s.outcome;
    if (o?.kind === 'draw') return `The game is drawn between ${o.powers.join(', ')}.`;
    if (o?.kind === 'concession') return `The game is conceded to ${o.to}.`;
    return `The game is ${s.status}.`;
  }
  const t = s.tally;
  if (t.kind !== 'none') return '';
  const parts = [];
  if (t.waitingFor.length) parts.push(`waiting for ${t.waitingFor.join(', ')}`);
  if (t.vetoedBy.length) parts.push(`vetoed by ${t.vetoedBy.join(', ')}`);
  return parts.length ? `No draw yet: ${parts.join('; ')}.` : 'No draw yet.';
}

export function DrawPanel({ gameId, version, onError }: Props) {
  const api = useApi();
  const [status, setStatus] = useState<DrawStatus | null>(null);
  const [lists, setLists] = useState<Record<Power, Power[]>>({});
  const load = useCallback(async () => {
    try {
      setStatus(await call(api, 'draw:status', { gameId }));
    } catch (e) {
      onError(whatFailed(e));
    }
  }, [api, gameId, onError]);
  useEffect(() => void load(), [load, version]);
  if (!status) return null;
  const vote = async (power: Power, kind: 'draw' | 'nodraw') => {
    try {
      const drawList = status.drawType === 'nodias' && kind === 'draw' ? (lists[power] ?? status.survivors) : undefined;
      setStatus(await call(api, 'draw:vote', { gameId, power, vote: kind, ...(drawList ? { drawList } : {}) }));
    } catch (e) {
      onError(whatFailed(e));
    }
  };
  const resume = async () => {
    try {
      setStatus(await call(api, 'draw:resume', { gameId }));
    } catch (e) {
      onError(whatFailed(e));
    }
  };
  const active = status.status === 'active';
  return (
    <section className="draws" data-testid="draws">
      <h3>Draw votes ({status.drawType === 'dias' ? 'DIAS: a draw includes all survivors' : 'NoDIAS: each vote names the powers'})</h3>
      <table>
        <tbody>
          {status.survivors.map((p) => {
            const v = status.votes.find((x) => x.power === p);
            return (
              <tr key={p} data-power={p}>
                <th>{p}</th>
                <td className="vote">{v ? (v.vote === 'draw' ? `draw${v.drawList ? ` (${v.drawList.join(', ')})` : ''}` : 'no draw') : '—'}</td>
                {status.drawType === 'nodias' && active && (
                  <td>
                    <select
                      multiple
                      aria-label={`${p}'s draw list`}
                      value={lists[p] ?? status.survivors}
                      onChange={(e) => setLists({ ...lists, [p]: [...e.target.selectedOptions].map((o) => o.value) })}
                    >
                      {status.survivors.map((q) => (
                        <option key={q}>{q}</option>
                      ))}
                    </select>
                  </td>
                )}
                {active && (
                  <td className="buttons">
                    <button data-testid={`vote-draw-${p}`} onClick={() => void vote(p, 'draw')}>
                      Draw
                    </button>
                    <button data-testid={`vote-nodraw-${p}`} onClick={() => void vote(p, 'nodraw')}>
                      No draw
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint" data-testid="draw-tally">
        {tallyText(status)}
      </p>
      {status.status === 'drawn' && (
        <button onClick={() => void resume()} data-testid="draw-resume">
          Resume the game
        </button>
      )}
    </section>
  );
}
