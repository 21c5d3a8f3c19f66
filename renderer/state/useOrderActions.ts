// What the GM does to a phase's orders, each sent to the host at once so nothing typed or dragged
// is ever only in the window: board edits (one change, the power's whole list replaces its earlier
// sets), text handed in, undo and redo of board edits, preview and commit. Board edits show at once
// (the orders drawn are the ones as they will be once every edit sent has landed) and are sent one
// after another, each from the list as the edits before it left it: a drag started right after a
// drop is a drag, and neither edit is lost.
import { i18n } from '../i18n';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AdjudicationView } from '../../electron/ipc/contract';
import type { GameMap, GivenOrder, Power } from '../../engine/index';
import { problemText } from '../i18n/readerWords';
import { call, whatFailed, ServiceFailure, useApi } from './api';
import { canRedo, canUndo, emptyHistory, record, redo, undo, type OrderHistory } from '../interaction/history';
import { applyChanges } from '../interaction/orders';
import type { OrderChange } from '../interaction/types';
import type { GameState } from './useGame';

export interface OrderActions {
  change(change: OrderChange): Promise<void>;
  /** The orders as they will be once every board edit sent has landed: what the board draws. */
  orders: GivenOrder[];
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
  /** The acknowledgement to mail back for the text last entered, one block per power (acknowledge.ts). */
  reply: string | null;
}

export function useOrderActions(gameId: number, state: GameState, map: GameMap | null): OrderActions {
  const api = useApi();
  // Undo and redo belong to the phase being ordered: a new phase starts a new history.
  const history = useRef<{ seq: number | null; value: OrderHistory }>({ seq: null, value: emptyHistory() });
  const seq = state.phase?.head.seq ?? null;
  if (history.current.seq !== seq) history.current = { seq, value: emptyHistory() };
  const [, bump] = useState(0);
  const [pending, setPending] = useState<AdjudicationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OrderActions['message']>(null);
  const [reply, setReply] = useState<string | null>(null);
  const phaseOrders = state.phase?.orders;
  const orders = useMemo(() => phaseOrders ?? [], [phaseOrders]);
  // Every write names the phase on screen: the host refuses it if the game moved on elsewhere.
  const headSeq = state.phase?.head.seq;
  const phaseId = state.phase?.head.id;
  const expect = useMemo(() => (headSeq !== undefined && phaseId !== undefined ? { seq: headSeq, phaseId } : undefined), [headSeq, phaseId]);

  const run = useCallback(async (what: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await what();
      setMessage(null);
      return true;
    } catch (e) {
      setMessage({ tone: 'error', text: whatFailed(e) });
      return false;
    } finally {
      setBusy(false);
      bump((n) => n + 1);
    }
  }, []);

  const send = useCallback(
    async (power: Power, list: GivenOrder[]) => {
      await call(api, 'orders:submit', { gameId, power, orders: list, combine: 'replace', by: 'board', expect });
      await state.reload();
    },
    [api, gameId, state, expect],
  );

  // The orders after every board edit sent so far, while any is on its way; the host's otherwise.
  const [ahead, setAhead] = useState<GivenOrder[] | null>(null);
  const latest = useRef(orders);
  const inFlight = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  if (inFlight.current === 0) latest.current = orders;

  /** Applies `changes` now and sends the lists of the powers they touch, after the edits before them. */
  const submit = useCallback(
    async (changes: OrderChange[]): Promise<{ ok: boolean; before: GivenOrder[] }> => {
      const before = latest.current;
      const after = applyChanges(before, changes);
      latest.current = after;
      setAhead(after);
      inFlight.current++;
      const job = queue.current.then(() =>
        run(async () => {
          for (const power of new Set(changes.map((c) => c.power)))
            await send(
              power,
              after.filter((o) => o.power === power),
            );
        }),
      );
      queue.current = job;
      const ok = await job;
      if (--inFlight.current === 0) setAhead(null);
      return { ok, before };
    },
    [run, send],
  );

  const change = useCallback(
    async (c: OrderChange) => {
      const { ok, before } = await submit([c]);
      if (ok) history.current.value = record(history.current.value, [c], before);
    },
    [submit],
  );

  const step = useCallback(
    async (which: 'undo' | 'redo') => {
      const next = which === 'undo' ? undo(history.current.value) : redo(history.current.value);
      if (next && (await submit(next.changes)).ok) history.current.value = next.history;
    },
    [submit],
  );

  const enterText = useCallback(
    (text: string, power: Power | null, replace: boolean) =>
      run(async () => {
        const input = { gameId, text, ...(power ? { power } : {}), combine: replace ? ('replace' as const) : ('add' as const), expect };
        const views = await call(api, 'orders:submit', input).catch(async (e: unknown) => {
          // A set that could change a result by accident: the GM confirms it, naming its powers.
          const confirm =
            e instanceof ServiceFailure && e.error.code === 'needs-confirmation' ? (e.error.details as { confirm?: string[] })?.confirm : undefined;
          if (!confirm?.length || !window.confirm(i18n.t('orders:confirmStore', { problem: whatFailed(e), powers: confirm.join(', ') }))) throw e;
          return call(api, 'orders:submit', { ...input, confirm });
        });
        await state.reload();
        setReply(views.map((v) => v.acknowledgement.text).join('\n'));
        const problems = views.flatMap((v) => v.problems);
        if (problems.length)
          throw new Error(
            i18n.t('orders:enteredWithProblems', {
              count: problems.length,
              lines: problems.map((p) => i18n.t('orders:line', { line: p.line, message: problemText(p, map) })).join('; '),
            }),
          );
      }),
    [api, gameId, run, state, expect, map],
  );

  const preview = useCallback(
    () => run(async () => setPending(await call(api, 'phase:preview', { gameId, expect }))).then(() => undefined),
    [api, gameId, run, expect],
  );
  const commit = useCallback(
    () =>
      run(async () => {
        if (!pending) return;
        // Bound to the phase the preview was made for, not to whatever the screen shows now.
        const made = { seq: pending.phase.seq, phaseId: pending.phase.id };
        // The dialog's confirmation, ticked, answers the questions the preview named (powers without
        // orders, a deadline not passed); anything new since is asked again by the service.
        const confirmed = { confirmMissing: pending.missing.length > 0, beforeDeadline: (pending.confirm?.beforeDeadline ?? null) !== null };
        // Stay on the phase just adjudicated, its results drawn on the board for the room to see
        // (from the answer itself: no second round trip); the toolbar offers the next phase.
        const stay = (done: { next: unknown; phase: { seq: number } }) => (done.next ? done.phase.seq : null);
        const done = await state
          .write(
            () => call(api, 'phase:adjudicate', { gameId, expect: made, ...confirmed }),
            (d) => d.shown && { ...d.shown, seq: stay(d) },
          )
          .finally(() => setPending(null));
        if (!done.shown) state.view(stay(done));
      }).then(() => undefined),
    [api, gameId, run, state, pending],
  );

  return {
    change,
    orders: ahead ?? orders,
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
    reply,
  };
}
