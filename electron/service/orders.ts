// Orders handed in for the open phase: as text (a mail, a sheet, one order) read with the order
// reader, or as structured orders (the board). Every set is stored as received, with what the
// reader made of each line, and never overwritten: which sets count is decided when the phase is
// adjudicated (combine.ts). Text without a power is split by the power of each order.
// A set that could change a result by accident waits for the GM to confirm it, naming the power:
// one that reads no orders, a sheet's set for a power that already has orders, and a set with
// lines not read that would come after a good one. Each stored set comes back with the
// acknowledgement to mail to its player (acknowledge.ts).
import type { SubmitOrdersInput } from './types';
export type { SubmitOrdersInput } from './types';
import {
  type GameMap,
  entriesOf,
  readSheet,
  gameReadOptions,
  type LineDiagnostic,
  type RuleOptions,
  type GivenOrder,
  type Position,
  type Power,
  type Say,
} from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import { COMBINE_MODES, type PhaseWithPosition, type StoredDiagnostic, type SubmissionRecord } from '../archive/types';
import { acknowledge, type Acknowledgement } from './acknowledge';
import { deadlineWords, latePolicy, missedDeadline } from './deadlines';
import { addressOf, heldBySender, powersOfSender } from './senders';
import { activeGame, DEFAULT_ACTOR, head, logEvent, powerNamed, refuse as refuseGame } from './context';
import { failure, invalidInput, refusals, saidInEnglish, serve, success, transact, type RefusalEnglish, type ServiceResult, type ServiceSaid } from './result';
import { givenOrderShape } from './shapes';
import type { SubmissionView } from './types';
import { check, array, bool, int, object, oneOf, optional, str, type Checked } from './validate';

export const submitShape = object({
  gameId: int({ min: 1 }),
  power: optional(str({ min: 1, max: 64 })),
  text: optional(str({ max: 200_000 })),
  orders: optional(array(givenOrderShape, { max: 1000 })),
  combine: optional(oneOf(COMBINE_MODES)),
  sameTime: optional(bool),
  by: optional(str({ min: 1, max: 200 })),
  confirm: optional(array(str({ min: 1, max: 64 }), { max: 50 })),
  receivedAt: optional(str({ min: 10, max: 40 })),
  from: optional(str({ min: 3, max: 400 })),
  actor: optional(str({ min: 1, max: 100 })),
});

interface ReadSet {
  power: Power;
  orders: GivenOrder[];
  diagnostics: StoredDiagnostic[];
}

/**
 * One line as stored. `power` is whose line it is: the order's power, else the power whose header
 * the line stands under, so a line not understood is shown to the power it was meant for.
 */
function storedDiagnostic(d: LineDiagnostic, under: Power | null, power: Power | null): StoredDiagnostic {
  const out: StoredDiagnostic = { line: d.line, start: d.start, end: d.end, status: d.status };
  if (d.say) readerSays.set(out, d.say);
  if (d.code) out.code = d.code;
  if (d.message) out.message = d.message;
  if (d.candidates) out.candidates = d.candidates;
  if (d.header) out.header = d.header;
  const owner = d.order?.power ?? d.header ?? under;
  if (owner) out.power = owner;
  if (d.order && power && d.order.power !== power) {
    const params = { powerOrder: d.order.power, power };
    return {
      ...out,
      status: 'error',
      code: 'other-power',
      message: saidInEnglish(ORDERS_ENGLISH['other-power'], params),
      said: { key: 'orders.other-power', params },
    };
  }
  return out;
}

/**
 * The reader's message of each line just read, as data (engine/orders/says.ts), for the window to
 * word in the GM's language: kept beside the stored line, not in it, so what is stored stays as it
 * was. A line read from the archive has none; its English message is shown.
 */
const readerSays = new WeakMap<StoredDiagnostic, Say>();

/** The reader's message of a line just read, as data (none for a line read from the archive). */
export const readerSayOf = (d: StoredDiagnostic): Say | undefined => readerSays.get(d);

export const isProblem = (d: Pick<StoredDiagnostic, 'status'>): boolean => d.status === 'error' || d.status === 'ambiguous';

export function readText(
  map: GameMap,
  position: Position,
  text: string,
  power: Power | null,
  rules: RuleOptions,
  names: readonly string[],
  languages: readonly string[],
) {
  const sheet = readSheet(text, map, gameReadOptions(position, { power, rules, names, languages }));
  let under: Power | null = null;
  const diagnostics = entriesOf(sheet.lines).map((d) => {
    if (d.header) under = d.header;
    return storedDiagnostic(d, under, power);
  });
  const orders = power ? sheet.orders.filter((o) => o.power === power) : sheet.orders;
  // A power whose every line went unread still gets its set, so it cannot vanish unnoticed.
  const unread = diagnostics.filter((d) => isProblem(d) && d.power !== undefined).map((d) => d.power as Power);
  const powers = power ? [power] : [...new Set([...orders.map((o) => o.power), ...unread])];
  const sets = powers.map((p) => ({
    power: p,
    orders: orders.filter((o) => o.power === p),
    // A sheet for several powers: each keeps its own lines and the lines that are no one's.
    diagnostics: power ? diagnostics : diagnostics.filter((d) => d.power === undefined || d.power === p),
  }));
  return { sets, diagnostics };
}

export function problemsOf(s: Pick<SubmissionRecord, 'diagnostics'>): SubmissionView['problems'] {
  return s.diagnostics.filter(isProblem).map((d) => {
    const say = d.said ? undefined : readerSays.get(d);
    return { line: d.line, message: d.message ?? d.code ?? d.status, ...(d.said ? { said: d.said } : {}), ...(say ? { say } : {}) };
  });
}

/** How lines were read where it changes what a unit does (`read 'Bre' as Brest`, two orders for one unit). */
export function notesOf(s: Pick<SubmissionRecord, 'diagnostics'>): SubmissionView['notes'] {
  return s.diagnostics.filter((d) => d.status === 'note' && d.message).map((d) => ({ line: d.line, message: d.message! }));
}

export type Sets = { sets: ReadSet[]; diagnostics: StoredDiagnostic[] };

function structuredSets(map: GameMap, orders: GivenOrder[], power: Power | null): ServiceResult<Sets> {
  const named: GivenOrder[] = [];
  for (const o of orders) {
    const p = powerNamed(map, o.power);
    if (!p) return refuseGame('not-a-power', 'not-a-power', { written: o.power, mapName: map.name });
    if (power && p !== power) return refuse('bad-orders', 'order-of-other', { powerOrder: p, power });
    named.push({ ...o, power: p });
  }
  const powers = power ? [power] : [...new Set(named.map((o) => o.power))];
  return success({ sets: powers.map((p) => ({ power: p, orders: named.filter((o) => o.power === p), diagnostics: [] })), diagnostics: [] });
}

/** The order sets a submission brings, by power; also used for corrections of past phases. */
export function setsOf(
  map: GameMap,
  rules: RuleOptions,
  phase: PhaseWithPosition,
  v: Pick<SubmitOrdersInput, 'power' | 'text' | 'orders'>,
  names: readonly string[] = [],
  /** The game's reader languages besides English. */
  languages: readonly string[] = [],
): ServiceResult<Sets> {
  const power = v.power === undefined ? null : powerNamed(map, v.power);
  if (v.power !== undefined && !power) return refuseGame('not-a-power', 'not-a-power', { written: v.power, mapName: map.name });
  const read =
    v.text !== undefined ? success(readText(map, phase.position, v.text, power, rules, names, languages)) : structuredSets(map, v.orders ?? [], power);
  if (!read.ok) return read;
  if (read.value.sets.length === 0) {
    return refuse('no-orders', 'no-orders', {}, read.value.diagnostics);
  }
  return read;
}

export function submitOrders(archive: Archive, input: SubmitOrdersInput): Promise<ServiceResult<SubmissionView[]>> {
  return serve(() => {
    const checked = checkSubmission(input);
    return checked.ok ? transact(archive, (repos) => fileOrders(archive, repos, checked.value)) : checked;
  });
}

export type CheckedSubmission = Checked<typeof submitShape> & { receivedAtIso: string | null; sender: string | null };

/** The input of a submission checked, its time and sender read. */
export function checkSubmission(input: SubmitOrdersInput): ServiceResult<CheckedSubmission> {
  const checked = check(submitShape, input);
  if (!checked.ok) return invalidInput(checked.error);
  const v = checked.value;
  if ((v.text === undefined) === (v.orders === undefined)) return refuse('invalid-input', 'text-or-orders');
  const receivedAt = v.receivedAt === undefined ? null : isoTime(v.receivedAt);
  if (receivedAt === '') return refuse('invalid-input', 'received-at', { written: v.receivedAt! });
  const sender = v.from === undefined ? null : addressOf(v.from);
  if (v.from !== undefined && sender === null) return refuse('invalid-input', 'from', { written: v.from });
  return success({ ...v, receivedAtIso: receivedAt, sender });
}

/** Files a checked submission inside the caller's transaction (the mail intake files a mail and its record together). */
export function fileOrders(archive: Archive, repos: Repositories, v: CheckedSubmission): ServiceResult<SubmissionView[]> {
  const receivedAt = v.receivedAtIso;
  const sender = v.sender;
  const open = activeGame(repos, v.gameId, 'take orders');
  if (!open.ok) return open;
  const { ctx, phase } = open.value;
  const players = repos.players.forGame(v.gameId);
  const named = (p: Power | null) => players.filter((x) => p === null || x.power === p).map((x) => x.name);
  const power = v.power === undefined ? null : powerNamed(ctx.map, v.power);
  const read = setsOf(ctx.map, ctx.options, phase, v, named(power), ctx.game.readerLanguages ?? []);
  if (!read.ok) return read;
  const earlier = repos.submissions.forPhase(phase.id);
  // Only text can surprise: structured orders come from the board, where the GM sees each change.
  const ok = confirmed(ctx.map, v.confirm);
  const unconfirmed = v.text === undefined ? [] : toConfirm(read.value.sets, earlier, power === null, ok);
  const actor = v.actor ?? DEFAULT_ACTOR;
  const now = archive.now();
  // Orders after the deadline are marked late; the game says whether they are taken without asking.
  const events = repos.events.forGame(v.gameId);
  const late = missedDeadline(events, phase.id, receivedAt ?? now);
  if (late && latePolicy(events) === 'refuse') unconfirmed.push(...lateRefusals(read.value.sets, ok, unconfirmed, late));
  if (sender !== null) {
    const senderPowers = powersOfSender(players, phase.seq, sender);
    const held = heldBySender(
      sender,
      senderPowers,
      read.value.sets.map((s) => s.power),
    );
    // Who sent it is the first thing to say about a power's set: it replaces any other reason.
    const bySender = held
      .filter((h) => !ok.has(h.power))
      .map((h) =>
        senderPowers.length === 0
          ? unconfirmedAs(h.power, 'sender-unknown', { address: sender })
          : unconfirmedAs(h.power, 'sender-other', { address: sender, powersSender: senderPowers.join(' and ') }),
      );
    unconfirmed.splice(0, unconfirmed.length, ...bySender, ...unconfirmed.filter((u) => !bySender.some((h) => h.power === u.power)));
  }
  if (unconfirmed.length) return refusal(unconfirmed, read.value.diagnostics);
  const stored = read.value.sets.map((set) => {
    const record: Omit<SubmissionRecord, 'id'> = {
      phaseId: phase.id,
      power: set.power,
      source: v.text !== undefined ? 'text' : 'structured',
      rawText: v.text ?? null,
      combine: v.combine ?? 'unspecified',
      sameTime: v.sameTime ?? false,
      orders: set.orders,
      diagnostics: set.diagnostics,
      submittedBy: v.by ?? actor,
      submittedAt: now,
      copiedFrom: null,
    };
    return { ...record, id: repos.submissions.insert(record) };
  });
  logEvent(archive, repos, v.gameId, actor, 'orders-submitted', {
    phase: head(phase),
    submissions: stored.map((s) => ({ id: s.id, power: s.power, orders: s.orders.length })),
    source: stored[0].source,
    combine: v.combine ?? 'unspecified',
    sameTime: v.sameTime ?? false,
    problems: read.value.diagnostics.filter((d) => d.status === 'error' || d.status === 'ambiguous').length,
    ...(receivedAt ? { receivedAt } : {}),
    ...(sender ? { from: sender } : {}),
    ...(late ? { late } : {}),
  });
  const all = [...earlier, ...stored];
  const position = phase.position;
  return success(
    stored.map((s) => ({
      submission: s,
      problems: problemsOf(s),
      notes: notesOf(s),
      late,
      acknowledgement: markedLate(acknowledge(ctx.map, position, ctx.options, s.power, all), late),
    })),
  );
}

interface Unconfirmed {
  power: Power;
  why: string;
  /** `why` as data: the key of REASONS and its particulars. */
  reason: { key: ReasonKey; params: Record<string, string | number> };
}

/** Why a set waits for the GM, in English (`{{power}}`: its power). */
const REASONS = {
  'no-orders': '{{power}}: no orders read',
  'no-orders-unread': {
    one: '{{power}}: no orders read ({{count}} line not read: {{lines}})',
    other: '{{power}}: no orders read ({{count}} lines not read: {{lines}})',
  },
  'no-orders-after': "{{power}}: no orders read, and it would come after {{power}}'s orders in set #{{set}}",
  'no-orders-unread-after': {
    one: "{{power}}: no orders read ({{count}} line not read: {{lines}}), and it would come after {{power}}'s orders in set #{{set}}",
    other: "{{power}}: no orders read ({{count}} lines not read: {{lines}}), and it would come after {{power}}'s orders in set #{{set}}",
  },
  'has-orders': '{{power}} already has orders (set #{{set}}), and this sheet brings others',
  unread: { one: '{{power}}: {{count}} line not read ({{lines}})', other: '{{power}}: {{count}} lines not read ({{lines}})' },
  'unread-after': {
    one: "{{power}}: {{count}} line not read ({{lines}}), and it would come after {{power}}'s orders in set #{{set}}",
    other: "{{power}}: {{count}} lines not read ({{lines}}), and it would come after {{power}}'s orders in set #{{set}}",
  },
  late: '{{power}}: received after the deadline ({{time}}), and the game takes late orders only when the GM confirms them',
  // senders.ts heldBySender's reasons.
  'sender-unknown': '{{power}}: the mail is from {{address}}, who plays no power in this game: held for the GM',
  'sender-other': '{{power}}: orders for {{power}} in a mail from {{address}}, who plays {{powersSender}}: held for the GM',
} as const;
type ReasonKey = keyof typeof REASONS;

const nothingStored = (english: RefusalEnglish): RefusalEnglish =>
  typeof english === 'string'
    ? `nothing stored: ${english}. Confirm {{power}} to store it as read.`
    : {
        one: `nothing stored: ${english.one}. Confirm {{power}} to store it as read.`,
        other: `nothing stored: ${english.other}. Confirm {{power}} to store it as read.`,
      };

const unconfirmedAs = (power: Power, key: ReasonKey, params: Record<string, string | number>): Unconfirmed => {
  const all = { power, ...params };
  return { power, why: saidInEnglish(REASONS[key], all), reason: { key, params: all } };
};

const ORDERS_ENGLISH = {
  'other-power': "an order for {{powerOrder}} among {{power}}'s orders: not counted",
  'order-of-other': "an order for {{powerOrder}} among {{power}}'s orders",
  'no-orders': 'no orders found: name the power, or put a power header (England:) above its orders',
  'text-or-orders': 'give the orders as text or as structured orders, one of the two',
  'received-at': "receivedAt: '{{written}}' is not a time (ISO 8601, 2026-12-01T18:00:00Z)",
  from: "from: '{{written}}' holds no mail address",
  'confirm-several': 'nothing stored: the sets of {{powers}} need confirming. Confirm {{powers}} to store them as read.',
  ...(Object.fromEntries(Object.entries(REASONS).map(([key, english]) => [`confirm-${key}`, nothingStored(english)])) as Record<
    `confirm-${ReasonKey}`,
    RefusalEnglish
  >),
};
const refuse = refusals('orders', ORDERS_ENGLISH);

function confirmed(map: GameMap, written: string[] | undefined): Set<Power> {
  return new Set((written ?? []).map((w) => powerNamed(map, w)).filter((p): p is Power => p !== null));
}

/**
 * The sets that could change a result by accident, unless the GM confirmed their power: no orders
 * read; a sheet's set for a power that already has orders (a quoted or forwarded block in one
 * player's mail must not replace another's orders); lines not read in a set that comes after a good one.
 */
function toConfirm(sets: ReadSet[], earlier: SubmissionRecord[], sheet: boolean, ok: Set<Power>): Unconfirmed[] {
  const out: Unconfirmed[] = [];
  for (const set of sets) {
    if (ok.has(set.power)) continue;
    const good = earlier.filter((s) => s.power === set.power && s.orders.length > 0).at(-1);
    const unread = set.diagnostics.filter((d) => isProblem(d) && (d.power === undefined || d.power === set.power));
    const unreadParams = { count: unread.length, lines: unread.map((d) => d.line).join(', ') };
    const after = good ? { set: good.id } : null;
    if (set.orders.length === 0) {
      const key = unread.length ? (after ? 'no-orders-unread-after' : 'no-orders-unread') : after ? 'no-orders-after' : 'no-orders';
      out.push(unconfirmedAs(set.power, key, { ...(unread.length ? unreadParams : {}), ...after }));
    } else if (good && sheet) out.push(unconfirmedAs(set.power, 'has-orders', { set: good.id }));
    else if (good && unread.length) out.push(unconfirmedAs(set.power, 'unread-after', { ...unreadParams, set: good.id }));
  }
  return out;
}

function refusal(unconfirmed: Unconfirmed[], diagnostics: StoredDiagnostic[]) {
  const powers = unconfirmed.map((u) => u.power);
  const details = { confirm: powers, reasons: unconfirmed.map(({ power, why }) => ({ power, why })), problems: diagnostics.filter(isProblem) };
  if (unconfirmed.length === 1) return refuse('needs-confirmation', `confirm-${unconfirmed[0].reason.key}`, unconfirmed[0].reason.params, details);
  const message = `nothing stored: ${unconfirmed.map((u) => u.why).join('; ')}. Confirm ${powers.join(', ')} to store it as read.`;
  const said: ServiceSaid = { key: 'orders.confirm-several', params: { powers: powers.join(', ') } };
  return failure('needs-confirmation', message, details, said);
}

/** A time as ISO 8601 in UTC, or '' when it is none. */
function isoTime(written: string): string {
  const t = new Date(written);
  return /^\d{4}-\d{2}-\d{2}T/.test(written) && !Number.isNaN(t.getTime()) ? t.toISOString() : '';
}

/** Under a game that refuses late orders, each set received after the deadline waits for the GM. */
function lateRefusals(sets: ReadSet[], ok: Set<Power>, already: Unconfirmed[], deadline: string): Unconfirmed[] {
  return sets.filter((s) => !ok.has(s.power) && !already.some((u) => u.power === s.power)).map((s) => unconfirmedAs(s.power, 'late', { time: deadline }));
}

/** The acknowledgement of a set received after the deadline says so, under its first line. */
function markedLate(a: Acknowledgement, deadline: string | null): Acknowledgement {
  if (!deadline) return a;
  const [first, ...rest] = a.text.split('\n');
  return { ...a, text: [first, `Received after the deadline (${deadlineWords(deadline)}): marked late.`, ...rest].join('\n') };
}
