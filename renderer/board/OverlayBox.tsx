// The frame the board's choosers and menu share: a small panel over the canvas at the pointer, kept
// inside the board, that takes its own pointer events so they do not reach the gestures. On a touch
// screen it is a sheet along the board's foot instead, with buttons a finger can hit (48 px high).
import type { ReactNode } from 'react';

/** What every overlay over the board takes: where it stands, and what to call with the option chosen. */
export interface OverlayPlacement {
  x: number;
  y: number;
  /** Board size, to keep the box inside it. */
  width: number;
  height: number;
  /** The board is used by touch: an action sheet at the foot of the board. */
  sheet?: boolean;
  onChoose(option: string): void;
}

export interface OverlayBoxProps extends Omit<OverlayPlacement, 'onChoose'> {
  label: string;
  testId: string;
  children: ReactNode;
}

const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

const BOX_W = 150;
const BOX_H = 190;

export function OverlayBox({ x, y, width, height, label, testId, children, sheet }: OverlayBoxProps) {
  const left = Math.max(4, Math.min(x + 8, width - BOX_W - 4));
  const top = Math.max(4, Math.min(y + 8, height - BOX_H - 4));
  if (sheet) {
    return (
      <div
        role="menu"
        aria-label={label}
        data-testid={testId}
        className="action-sheet"
        onPointerDown={stop}
        onPointerUp={stop}
        onContextMenu={(e) => e.preventDefault()}
      >
        <div className="action-sheet-label">{label}</div>
        {children}
      </div>
    );
  }
  return (
    <div
      role="menu"
      aria-label={label}
      data-testid={testId}
      onPointerDown={(e) => e.stopPropagation()}
      onPointerUp={(e) => e.stopPropagation()}
      onContextMenu={(e) => e.preventDefault()}
      style={{
        position: 'absolute',
        left,
        top,
        minWidth: 120,
        zIndex: 10,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        padding: 4,
        background: '#fffdf8',
        border: '1px solid #8a8170',
        borderRadius: 6,
        boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
        font: '13px system-ui, sans-serif',
      }}
    >
      <div style={{ padding: '2px 6px', color: '#5b5346', fontSize: 11, textTransform: 'uppercase', letterSpacing: 0.5 }}>{label}</div>
      {children}
    </div>
  );
}

export function OverlayButton({ testId, onClick, children, autoFocus }: { testId: string; onClick(): void; children: ReactNode; autoFocus?: boolean }) {
  return (
    <button
      type="button"
      role="menuitem"
      data-testid={testId}
      onClick={onClick}
      autoFocus={autoFocus}
      style={{ textAlign: 'left', padding: '5px 8px', border: 0, borderRadius: 4, background: 'transparent', cursor: 'pointer', font: 'inherit' }}
      onMouseEnter={(e) => (e.currentTarget.style.background = '#efe6d2')}
      onMouseLeave={(e) => (e.currentTarget.style.background = 'transparent')}
    >
      {children}
    </button>
  );
}
