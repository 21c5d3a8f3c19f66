// Draw votes as the Judge takes them: each survivor votes for or against the draw (DIAS), or names
// the powers of the draw it accepts (NoDIAS; a list of one is a concession to that power). The
// tally says who is still to vote; a passing vote ends the game, and a drawn game can be resumed.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import type { DrawStatus } from '../../../electron/ipc/contract';
import { type GameMap, type Power } from '../../../engine/index';
import { call, whatFailed, useApi } from '../../state/api';
import { usePlaceNames, type PlaceNames } from '../../i18n/placeNames';

interface Props {
  gameId: number;
  /** The game's board, to name the powers in the window's language. */
  map: GameMap;
  /** Changes after every change to the game, to read the votes again. */
  version: string;
  onError(message: string): void;
}

function tallyText(s: DrawStatus, t: TFunction<'mend'>, names: PlaceNames): string {
  const list = (powers: readonly string[]) => powers.map(names.power).join(', ');
  if (s.status === 'drawn' || s.status === 'finished') {
    const o = s.outcome;
    if (o?.kind === 'draw') return t('draw.drawn', { powers: list(o.powers) });
    if (o?.kind === 'concession') return t('draw.conceded', { power: names.power(o.to) });
    return t(`draw.status.${s.status}`);
  }
  const tally = s.tally;
  if (tally.kind !== 'none') return '';
  const parts = [];
  if (tally.waitingFor.length) parts.push(t('draw.waiting', { powers: list(tally.waitingFor) }));
  if (tally.vetoedBy.length) parts.push(t('draw.vetoed', { powers: list(tally.vetoedBy) }));
  return parts.length ? t('draw.notYetBecause', { reasons: parts.join('; ') }) : t('draw.notYet');
}

export function DrawPanel({ gameId, map, version, onError }: Props) {
  const { t } = useTranslation('mend');
  const names = usePlaceNames(map);
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
      <h3>{t(status.drawType === 'dias' ? 'draw.titleDias' : 'draw.titleNodias')}</h3>
      <table>
        <tbody>
          {status.survivors.map((p) => {
            const v = status.votes.find((x) => x.power === p);
            return (
              <tr key={p} data-power={p}>
                <th>{names.power(p)}</th>
                <td className="vote">
                  {v ? (v.vote === 'draw' ? `${t('draw.draw')}${v.drawList ? ` (${v.drawList.map(names.power).join(', ')})` : ''}` : t('draw.noDraw')) : '—'}
                </td>
                {status.drawType === 'nodias' && active && (
                  <td>
                    <select
                      multiple
                      aria-label={t('draw.list', { power: names.power(p) })}
                      value={lists[p] ?? status.survivors}
                      onChange={(e) => setLists({ ...lists, [p]: [...e.target.selectedOptions].map((o) => o.value) })}
                    >
                      {status.survivors.map((q) => (
                        <option key={q} value={q}>
                          {names.power(q)}
                        </option>
                      ))}
                    </select>
                  </td>
                )}
                {active && (
                  <td className="buttons">
                    <button data-testid={`vote-draw-${p}`} onClick={() => void vote(p, 'draw')}>
                      {t('draw.voteDraw')}
                    </button>
                    <button data-testid={`vote-nodraw-${p}`} onClick={() => void vote(p, 'nodraw')}>
                      {t('draw.voteNoDraw')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint" data-testid="draw-tally">
        {tallyText(status, t, names)}
      </p>
      {status.status === 'drawn' && (
        <button onClick={() => void resume()} data-testid="draw-resume">
          {t('draw.resume')}
        </button>
      )}
    </section>
  );
}
