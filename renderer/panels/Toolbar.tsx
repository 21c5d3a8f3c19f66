// The bar above the board: the phase shown, the gesture mode, undo/redo, fit, adjudicate, export.
import type { GestureMode } from '../board/Board';

interface Props {
  title: string;
  phaseName: string;
  /** The current phase's name when a past one is shown. */
  current: string | null;
  mode: GestureMode;
  onMode(mode: GestureMode): void;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  editable: boolean;
  onUndo(): void;
  onRedo(): void;
  onFit(): void;
  onAdjudicate(): void;
  onCurrent(): void;
  onExport(): void;
  onClose(): void;
  /** The reports menu, placed before Adjudicate. */
  reports: React.ReactNode;
}

const MODES: { mode: GestureMode; label: string; key: string }[] = [
  { mode: 'move', label: 'Move', key: 'M' },
  { mode: 'support', label: 'Support', key: 'S' },
  { mode: 'convoy', label: 'Convoy', key: 'C' },
];

export function Toolbar(p: Props) {
  return (
    <header className="toolbar">
      <button onClick={p.onClose} title="All games (Ctrl+O)">
        ◀ Games
      </button>
      <h1 title={p.title}>{p.title}</h1>
      <span className="phase-name" data-testid="phase-name">
        {p.phaseName}
      </span>
      {p.current && (
        <button className="next" onClick={p.onCurrent} data-testid="back-to-current" title="Go to the phase to play (Ctrl+→)">
          {p.current} ▶
        </button>
      )}
      <div className="segmented" role="radiogroup" aria-label="Drag gives">
        {MODES.map((m) => (
          <button
            key={m.mode}
            role="radio"
            aria-checked={p.mode === m.mode}
            className={p.mode === m.mode ? 'on' : ''}
            onClick={() => p.onMode(m.mode)}
            title={`${m.label} (${m.key})`}
            data-testid={`mode-${m.mode}`}
          >
            {m.label}
          </button>
        ))}
      </div>
      <button onClick={p.onUndo} disabled={!p.canUndo || p.busy} title="Undo (Ctrl+Z)" data-testid="undo">
        Undo
      </button>
      <button onClick={p.onRedo} disabled={!p.canRedo || p.busy} title="Redo (Ctrl+Shift+Z)" data-testid="redo">
        Redo
      </button>
      <button onClick={p.onFit} title="Fit the board (F)">
        Fit
      </button>
      <button onClick={p.onExport} title="Save the game as a file (Ctrl+E)">
        Export
      </button>
      {p.reports}
      <button
        className="primary"
        onClick={p.onAdjudicate}
        disabled={!p.editable || p.busy}
        title="Adjudicate: preview, then commit (F9)"
        data-testid="adjudicate"
      >
        Adjudicate (F9)
      </button>
    </header>
  );
}
