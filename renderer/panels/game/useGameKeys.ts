// The game screen's keys and menu commands, bound to the latest handlers: the bindings are made
// once, and each key calls what the screen rendered last (so nothing is stale and nothing rebinds).
import { useEffect, useMemo, useRef } from 'react';
import type { MenuCommand } from '../../../electron/ipc/contract';
import { useShortcuts } from '../../state/useShortcuts';
import { SHORTCUTS, type ShortcutKey } from './shortcuts';

export type KeyHandlers = Record<ShortcutKey, () => void>;
export type CommandHandlers = Partial<Record<MenuCommand, () => void>>;

export function useGameKeys(keys: KeyHandlers, commands: CommandHandlers, command: { command: MenuCommand; n: number } | null, enabled: boolean) {
  const latest = useRef({ keys, commands });
  useEffect(() => {
    latest.current = { keys, commands };
  });
  const shortcuts = useMemo(() => Object.fromEntries(SHORTCUTS.map(({ key }) => [key, () => latest.current.keys[key]()])), []);
  useShortcuts(shortcuts, enabled);
  // Each menu command runs once, when it comes.
  useEffect(() => {
    if (command) latest.current.commands[command.command]?.();
  }, [command]);
}
