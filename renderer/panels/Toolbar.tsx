// The bar above the board: the phase shown, the gesture mode, undo/redo, fit, adjudicate, export. On a
// phone or tablet (mobile.css) all but the way back, the phase and Adjudicate fold into a menu.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
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

const MODES: { mode: GestureMode; key: string }[] = [
  { mode: 'move', key: 'M' },
  { mode: 'support', key: 'S' },
  { mode: 'convoy', key: 'C' },
];

/** A command chosen in the folded menu closes it (the mode buttons too: the GM sees the board again). */
function fold(e: React.MouseEvent, setOpen: (open: boolean) => void): void {
  const button = (e.target as HTMLElement).closest('button');
  if (button && !button.getAttribute('aria-haspopup')) setOpen(false);
}

export function Toolbar(p: Props) {
  const { t } = useTranslation('toolbar');
  const { t: tm } = useTranslation('mobile');
  const [open, setOpen] = useState(false);
  return (
    <header className="toolbar">
      <button onClick={p.onClose} title={t('games.title')}>
        ◀ {t('games.label')}
      </button>
      <h1 title={p.title}>{p.title}</h1>
      <span className="phase-name" data-testid="phase-name" title={p.phaseName}>
        {p.phaseName}
      </span>
      {p.current && (
        <button className="next" onClick={p.onCurrent} data-testid="back-to-current" title={t('current')}>
          {p.current} ▶
        </button>
      )}
      <button
        className="toolbar-menu"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="toolbar-fold"
        title={open ? tm('menuClose') : tm('menuLabel')}
        data-testid="toolbar-menu"
      >
        ☰ {tm('menu')}
      </button>
      {/* On a wide screen its children sit in the bar (display: contents); on a phone or tablet they fold into the menu. */}
      <div className={open ? 'toolbar-fold open' : 'toolbar-fold'} id="toolbar-fold" onClick={(e) => fold(e, setOpen)}>
        <div className="segmented" role="radiogroup" aria-label={t('mode.group')}>
          {MODES.map((m) => (
            <button
              key={m.mode}
              role="radio"
              aria-checked={p.mode === m.mode}
              className={p.mode === m.mode ? 'on' : ''}
              onClick={() => p.onMode(m.mode)}
              title={`${t(`mode.${m.mode}`)} (${m.key})`}
              data-testid={`mode-${m.mode}`}
            >
              {t(`mode.${m.mode}`)}
            </button>
          ))}
        </div>
        <button onClick={p.onUndo} disabled={!p.canUndo || p.busy} title={t('undo.title')} data-testid="undo">
          {t('undo.label')}
        </button>
        <button onClick={p.onRedo} disabled={!p.canRedo || p.busy} title={t('redo.title')} data-testid="redo">
          {t('redo.label')}
        </button>
        <button onClick={p.onFit} title={t('fit.title')}>
          {t('fit.label')}
        </button>
        <button onClick={p.onExport} title={t('export.title')}>
          {t('export.label')}
        </button>
        {p.reports}
      </div>
      <button className="primary" onClick={p.onAdjudicate} disabled={!p.editable || p.busy} title={t('adjudicate.title')} data-testid="adjudicate">
        {t('adjudicate.label')}
      </button>
    </header>
  );
}
