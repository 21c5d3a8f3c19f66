// What the GM does to a phase's orders, each sent to the host at once so nothing typed or dragged
// is ever only in the window: board edits (one change, the power's whole list replaces its earlier
// sets), text handed in, undo and redo of board edits, preview and commit.
import { useCallback, useRef, useState } from 'react';
import type { AdjudicationView } from '../../electron/ipc/contract';
import type { GivenOrder, Power } from '../../engine/index';
import { call, useApi } from './api';
import { canRedo, canUndo, emptyHistory, record, redo, undo, type OrderHistory } from '../interaction/history';
import { applyChanges } from '../interaction/orders';
import type { OrderChange } from '../interaction/types';
import type { GameState } from './useGame';

export interface OrderActions {
  change(change: OrderChange): Promise<void>;
  enterText(text: string, power: Power | null, replace: boolean): Promise<boolean>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
  preview(): Promise<void>;
  commit(): Promise<void>;
  cancelPreview(): void;
  pending: AdjudicationView | null;
  busy: boolean;
  message: { tone: 'error' | 'ok'; text: string } | null;
}

export function useOrderActions(gameId: number, state: GameState): OrderActions {
  const api = useApi();
  // Undo and redo belong to the phase being ordered: a new phase starts a new history.
  const history = useRef<{ seq: number | null; value: OrderHistory }>({ seq: null, value: emptyHistory() });
  const seq = state.phase?.head.seq ?? null;
  if (history.current.seq !== seq) history.current = { seq, value: emptyHistory() };
  const [, bump] = useState(0);
  const [pending, setPending] = useState<AdjudicationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OrderActions['message']>(null);
  const orders = state.phase?.orders ?? [];

  const run = useCallback(
    async (what: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await what();
        setMessage(null);
        return true;
      } catch (e) {
        setMessage({ tone: 'error', text: (e as Error).message });
        return false;
      } finally {
        setBusy(false);
        bump((n) => n + 1);
      }
    },
    [],
  );

  const send = useCallback(
    async (power: Power, list: GivenOrder[]) => {
      await call(api, 'orders:submit', { gameId, power, orders: list, combine: 'replace', by: 'board' });
      await state.reload();
    },
    [api, gameId, state],
  );

  /** Sends the lists of the powers `changes` touch, as they are after the changes. */
  const sendChanges = useCallback(
    async (changes: OrderChange[]) => {
      const after = applyChanges(orders, changes);
      for (const power of new Set(changes.map((c) => c.power))) await send(power, after.filter((o) => o.power === power));
    },
    [orders, send],
  );

  const change = useCallback(
    async (c: OrderChange) => {
      const before = orders;
      if (await run(() => sendChanges([c]))) history.current.value = record(history.current.value, [c], before);
    },
    [orders, run, sendChanges],
  );

  const step = useCallback(
    async (which: 'undo' | 'redo') => {
      const next = which === 'undo' ? undo(history.current.value) : redo(history.current.value);
      if (next && (await run(() => sendChanges(next.changes)))) history.current.value = next.history;
    },
    [run, sendChanges],
  );

  const enterText = useCallback(
    (text: string, power: Power | null, replace: boolean) =>
      run(async () => {
        const views = await call(api, 'orders:submit', { gameId, text, ...(power ? { power } : {}), combine: replace ? 'replace' : 'add' });
        await state.reload();
        const problems = views.flatMap((v) => v.problems);
        if (problems.length) throw new Error(`entered, with ${problems.length} line${problems.length === 1 ? '' : 's'} not read: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
      }),
    [api, gameId, run, state],
  );

  const preview = useCallback(() => run(async () => setPending(await call(api, 'phase:preview', { gameId }))).then(() => undefined), [api, gameId, run]);
  const commit = useCallback(
    () =>
      run(async () => {
        const done = await call(api, 'phase:adjudicate', { gameId });
        setPending(null);
        // Stay on the phase just adjudicated, its results drawn on the board for the room to see;
        // the toolbar offers the next phase.
        state.view(done.next ? done.phase.seq : null);
      }).then(() => undefined),
    [api, gameId, run, state],
  );

  return {
    change,
    enterText,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: canUndo(history.current.value),
    canRedo: canRedo(history.current.value),
    preview,
    commit,
    cancelPreview: () => setPending(null),
    pending,
    busy,
    message,
  };
}
