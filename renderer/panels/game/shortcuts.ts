// Every keyboard shortcut of the game screen, with what it does: the keys (useGameKeys.ts) and the
// help that `?` opens (ShortcutHelp.tsx) are both made from this list, so the help names every key.
// Single keys act only outside a text box (Esc leaves the order box); function keys and Ctrl keys
// act everywhere.

export const SHORTCUTS = [
  { key: 'm', label: 'M', does: 'drag gestures give moves' },
  { key: 's', label: 'S', does: 'drag gestures give supports' },
  { key: 'c', label: 'C', does: 'drag gestures give convoys' },
  { key: 'f', label: 'F', does: 'fit the board to the window' },
  { key: '1', label: '1', does: 'the orders tab' },
  { key: '2', label: '2', does: 'the results tab' },
  { key: '3', label: '3', does: 'the history tab' },
  { key: '4', label: '4', does: 'the mend tab' },
  { key: 'p', label: 'P', does: 'the projector view (Esc leaves it)' },
  { key: '/', label: '/', does: 'back to the order box' },
  { key: '?', label: '?', does: 'this list of shortcuts' },
  { key: 'f9', label: 'F9', does: 'preview the adjudication (commit from there)' },
  { key: 'ctrl+z', label: 'Ctrl+Z', does: 'undo the last order change' },
  { key: 'ctrl+shift+z', label: 'Ctrl+Shift+Z', does: 'redo' },
  { key: 'ctrl+y', label: 'Ctrl+Y', does: 'redo' },
  { key: 'ctrl+o', label: 'Ctrl+O', does: 'back to the list of games' },
  { key: 'ctrl+p', label: 'Ctrl+P', does: 'print the report' },
  { key: 'ctrl+e', label: 'Ctrl+E', does: 'export the game' },
  { key: 'ctrl+arrowright', label: 'Ctrl+→', does: 'back to the phase being played' },
] as const;

export type ShortcutKey = (typeof SHORTCUTS)[number]['key'];

/** Keys that belong to the order box and the board, listed in the help but handled where they act. */
export const OTHER_KEYS = [
  { label: 'Enter', does: 'in the order box: file the last line (a flagged line is set aside, with its reason)' },
  { label: 'Ctrl+Enter', does: 'in the order box: file every good line' },
  { label: 'Esc', does: 'leave the order box; close a dialog; cancel a drag' },
  { label: '+ / − / 0', does: 'on the board: zoom in, out, fit' },
  { label: 'Tab', does: 'move between controls' },
] as const;
