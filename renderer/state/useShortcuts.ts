// Keyboard shortcuts for what a GM does every phase. Keys typed into a text box stay there.
import { useEffect } from 'react';

export type Shortcuts = Record<string, () => void>;

/** `ctrl+z`, `ctrl+shift+z`, `m`...: Cmd counts as Ctrl on a Mac. */
export function keyName(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): string {
  const parts: string[] = [];
  if (e.ctrlKey || e.metaKey) parts.push('ctrl');
  if (e.altKey) parts.push('alt');
  if (e.shiftKey && e.key.length > 1) parts.push('shift');
  if (e.shiftKey && e.key.length === 1 && (e.ctrlKey || e.metaKey)) parts.push('shift');
  parts.push(e.key.toLowerCase());
  return parts.join('+');
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

export function useShortcuts(shortcuts: Shortcuts, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const name = keyName(e);
      // In a text box only the function keys are ours: the box keeps its own keys, Ctrl+Z and
      // Ctrl+Enter (which enters orders) included.
      if (typing(e.target) && !/^f\d+$/.test(name)) return;
      const action = shortcuts[name];
      if (action) {
        e.preventDefault();
        action();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts, enabled]);
}
