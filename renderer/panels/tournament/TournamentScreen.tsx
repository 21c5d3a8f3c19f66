// Tournaments in the workstation: pick one, then its round console. The boards are ordinary games:
// one click opens a board in the game screen, and closing it comes back here.
import { useEffect, useState } from 'react';
import { call, useApi } from '../../state/api';
import { RoundConsole } from './RoundConsole';

interface Props {
  onOpenGame(gameId: number): void;
  onClose(): void;
  projector: boolean;
  onProjector(on: boolean): void;
  /** The tournament to show first (from the address: #tournament=NAME). */
  initial?: string;
}

export function TournamentScreen({ onOpenGame, onClose, projector, onProjector, initial }: Props) {
  const api = useApi();
  const [list, setList] = useState<{ id: number; name: string }[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    call(api, 'tournament:list', {}).then(
      (l) => {
        setList(l);
        setChosen((c) => c ?? l[l.length - 1]?.name ?? null);
      },
      (e: Error) => setProblem(e.message),
    );
  }, [api]);

  return (
    <main className={`tournaments${projector ? ' projector' : ''}`}>
      {!projector && (
        <nav className="tournament-nav">
          <button onClick={onClose}>← Games</button>
          <select value={chosen ?? ''} onChange={(e) => setChosen(e.target.value)} aria-label="Tournament">
            {(list ?? []).map((t) => (
              <option key={t.id} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </nav>
      )}
      {problem && <div className="banner error" role="alert">{problem}</div>}
      {list && list.length === 0 && <p className="empty">No tournaments yet: adjutant tournament new NAME --scoring SYSTEM creates one.</p>}
      {chosen && <RoundConsole tournament={chosen} onOpenGame={onOpenGame} projector={projector} onProjector={onProjector} />}
    </main>
  );
}
