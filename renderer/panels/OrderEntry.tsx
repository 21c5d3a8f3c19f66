// The text box: type an order from a slip, or paste a whole mail. Every line is read as it is typed
// (the engine's own reader) and checked against the phase and the ordering power's units
// (orderCheck.ts); a flagged line is never filed. Enter at the end of the box files the last line
// (or, for a power header, selects the power) or, when it is flagged, sets it aside in the "not
// filed" list with its reason; Ctrl+Enter files every good line of a pasted mail.
// Typing is lossless: a line leaves the box the moment Enter is pressed, before it is sent, so keys
// typed while it travels land on a fresh line; a line the host refuses comes back to the top.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gameReadOptions,
  readSheet,
  resolveOptions,
  type GivenOrder,
  type LineDiagnostic,
  type GameMap,
  type Position,
  type Power,
  type RuleOptions,
} from '../../engine/index';
import { checkOrder, type OrderFlag } from './orderCheck';
import { wordLine } from '../i18n/readerWords';
import { planEnterAll, planEnterLast, type HeldLine } from './entryPlan';
import { NotFiledList, type Held } from './NotFiledList';
import { withKeys } from './orderText';
import { Choices } from './Choices';
import { usePlaceNames } from '../i18n/placeNames';

interface Props {
  map: GameMap;
  position: Position;
  powers: Power[];
  onSubmit(text: string, power: Power | null, replace: boolean): Promise<boolean>;
  /** Changes when the GM presses the key that focuses the box. */
  focusSignal: number;
  /** The phase on screen (`seq:id`) and its name: text typed for one phase is never filed in another. */
  phaseKey: string;
  phaseName: string;
  /** The orders already filed this phase, and the game's rule options: the live check adjudicates with them. */
  orders?: GivenOrder[];
  ruleOptions?: Record<string, string>;
  /** The game's reader languages besides English (`fr`, `de`, `it`): the box reads with them, as the service files. */
  readerLanguages?: readonly string[];
}

export interface Filed {
  orders: readonly GivenOrder[];
  options?: RuleOptions;
  /** The game's reader languages besides English; none: English only. */
  languages?: readonly string[];
}

export interface CheckedLine extends LineDiagnostic {
  flag: OrderFlag | null;
}

/**
 * The checks already made for the box, by order (and, in an adjustment phase, the orders counted before
 * it): a key typed re-reads the whole box, but a line it left as it was is not adjudicated again.
 * Good for one map, position, filed orders and language only.
 */
export type CheckCache = Map<string, OrderFlag | null>;

/** Each line read and checked; a good line counts with the filed orders when the next is checked (builds due). */
export function checkLines(
  text: string,
  map: GameMap,
  position: Position,
  power: Power | '',
  filed: Filed = { orders: [] },
  cache?: CheckCache,
): CheckedLine[] {
  if (!text.trim()) return [];
  // Read as the service reads what it files (the same units, rule options and reader languages).
  const sheet = readSheet(text, map, gameReadOptions(position, { power: power || null, rules: filed.options, languages: filed.languages }));
  const others = [...filed.orders];
  // Only an adjustment phase's check counts the orders before it (orderLegality).
  const counted = position.phase.type === 'adjustment';
  const check = (order: GivenOrder): OrderFlag | null => {
    const key = cache && JSON.stringify(counted ? [order, others] : order);
    if (key && cache!.has(key)) return cache!.get(key)!;
    const flag = checkOrder(order, position, map, { others, options: filed.options });
    if (key) cache!.set(key, flag);
    return flag;
  };
  return sheet.lines.map((l) => {
    const flag = l.order ? check(l.order) : null;
    if (l.order && !flag) others.push(l.order);
    // The reader's messages in the GM's language, as the check's reason is.
    return { ...wordLine(l, map), flag };
  });
}

export function OrderEntry({ map, position, powers, onSubmit, focusSignal, phaseKey, phaseName, orders: filedOrders, ruleOptions, readerLanguages }: Props) {
  const filed = useMemo<Filed>(() => {
    const options = resolveOptions({ options: ruleOptions ?? {} });
    return { orders: filedOrders ?? [], languages: readerLanguages ?? [], ...(options.ok ? { options: options.value } : {}) };
  }, [filedOrders, ruleOptions, readerLanguages]);
  const { t, i18n } = useTranslation('orders');
  const names = usePlaceNames(map);
  const [text, setTextState] = useState('');
  const [power, setPower] = useState<Power | ''>('');
  const [replace, setReplace] = useState(false);
  const [sending, setSending] = useState(0);
  const [held, setHeld] = useState<Held[]>([]);
  // What the last Enter did, for a screen reader (a live region): filed, set aside and why, or the power.
  const [said, setSaid] = useState('');
  const nextHeld = useRef(1);
  const textRef = useRef('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The phase the box's text was typed for, and that phase's name.
  const [typedFor, setTypedFor] = useState({ key: phaseKey, name: phaseName });
  const setText = (next: string | ((cur: string) => string)) => {
    const before = textRef.current;
    textRef.current = typeof next === 'function' ? next(textRef.current) : next;
    if (!before.trim() && textRef.current.trim()) setTypedFor({ key: phaseKey, name: phaseName });
    setTextState(textRef.current);
  };
  const stale = !!text.trim() && typedFor.key !== phaseKey;
  useEffect(() => box.current?.focus(), [focusSignal]);

  // The language is a dependency: the messages are worded in it.
  const language = i18n.language;
  // The checks made so far, good while the map, position, filed orders and language (the messages are
  // worded in it) stay the same.
  const cached = useRef<{ for: unknown[]; checks: CheckCache }>({ for: [], checks: new Map() });
  const made = [map, position, filed, language];
  if (made.some((v, i) => v !== cached.current.for[i])) cached.current = { for: made, checks: new Map() };
  const checks = cached.current.checks;
  const lines = useMemo(() => (language ? checkLines(text, map, position, power, filed, checks) : []), [text, map, position, power, filed, language, checks]);
  const shown = lines.filter((l) => l.text.trim() !== '');
  const flagged = shown.filter((l) => l.flag || l.status === 'error' || l.status === 'ambiguous').length;
  const orders = shown.filter((l) => l.order && !l.flag).length;

  /** Sends text already taken out of the box; on refusal it goes back to the top of the box. */
  const send = async (sent: string, as: Power | null) => {
    const forPhase = { key: phaseKey, name: phaseName };
    setSending((n) => n + 1);
    const ok = await onSubmit(sent, as, replace);
    setSending((n) => n - 1);
    if (ok) return;
    setText((cur) => (cur.trim() ? `${sent}\n${cur}` : sent));
    // It stays marked as typed for the phase it was sent for, which may have gone meanwhile.
    setTypedFor(forPhase);
  };

  const enterLast = () => {
    if (stale) return;
    const current = textRef.current;
    const plan = planEnterLast(current, checkLines(current, map, position, power, filed, checks), power || null);
    setText(plan.keep);
    if (plan.power) setPower(plan.power);
    if (plan.send) void send(plan.send.text, plan.send.power ?? (power || null));
    if (plan.hold) hold(plan.hold);
    // What Enter did, for a screen reader, in the window's language.
    if (plan.send) setSaid(i18n.t('entrySaid:filed', { text: plan.send.text.trim() }));
    else if (plan.hold) setSaid(i18n.t('entrySaid:notFiled', { text: plan.hold.text, reason: plan.hold.reason }));
    else if (plan.power) setSaid(i18n.t('entrySaid:power', { power: names.power(plan.power) }));
  };

  const hold = (line: HeldLine) => {
    const id = nextHeld.current++;
    setHeld((cur) => [...cur, { ...line, id, phaseKey: typedFor.key, phaseName: typedFor.name }]);
  };

  /** A set-aside line goes back to the end of the box, under its power, to be mended. */
  const edit = (line: Held) => {
    setHeld((cur) => cur.filter((h) => h.id !== line.id));
    const wasEmpty = !textRef.current.trim();
    setText((cur) => (cur.trim() ? `${cur.replace(/\n*$/, '')}\n${line.text}` : line.text));
    if (wasEmpty) setTypedFor({ key: line.phaseKey, name: line.phaseName });
    if (line.power) setPower(line.power);
    box.current?.focus();
  };

  // Stable, so the power row (a memo) is not drawn again for each key typed in the box.
  const choosePower = useCallback((next: Power | '') => {
    setPower(next);
    box.current?.focus();
  }, []);

  const enterAll = () => {
    if (stale) return;
    const current = textRef.current;
    const plan = planEnterAll(current, checkLines(current, map, position, power, filed, checks), power || null);
    setText(plan.keep);
    plan.holds?.forEach(hold);
    if (plan.send) void send(plan.send.text, plan.send.power);
    const setAside = plan.holds?.length ?? 0;
    if (plan.send || setAside)
      setSaid(`${plan.send ? t('entry.filedGood') : t('entry.nothingFiled')}${setAside ? `; ${t('entry.setAside', { count: setAside })}` : ''}`);
  };

  return (
    <div className="order-entry">
      <EntryHead map={map} powers={powers} power={power} replace={replace} onPower={choosePower} onReplace={setReplace} />
      <textarea
        ref={box}
        data-testid="order-text"
        aria-label={t('entry.orders')}
        spellCheck={false}
        autoFocus
        rows={5}
        placeholder={t('entry.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Esc leaves the box (its text stays): the single-key shortcuts are the screen's again; / comes back.
          if (e.key === 'Escape') {
            e.preventDefault();
            e.currentTarget.blur();
            return;
          }
          if (e.key !== 'Enter' || e.shiftKey || e.altKey) return;
          const el = e.currentTarget;
          if (e.ctrlKey || e.metaKey) {
            e.preventDefault();
            enterAll();
          } else if (el.selectionStart === el.value.length && el.selectionEnd === el.value.length) {
            e.preventDefault();
            enterLast();
          }
        }}
      />
      {stale && (
        <p className="banner warn" role="alert" data-testid="entry-stale">
          {t('entry.stale', { typed: typedFor.name, phase: phaseName })}{' '}
          <button onClick={() => setTypedFor({ key: phaseKey, name: phaseName })} data-testid="entry-keep">
            {t('entry.fileIn', { phase: phaseName })}
          </button>{' '}
          {t('entry.orClear')}
        </p>
      )}
      <p className="sr-only" role="status" data-testid="entry-said">
        {said}
      </p>
      {shown.length > 0 && <Diagnostics lines={shown} />}
      <NotFiledList held={held} phaseKey={phaseKey} onEdit={edit} onDrop={(line) => setHeld((cur) => cur.filter((h) => h.id !== line.id))} />
      <div className="actions">
        <span className="hint" data-testid="entry-hint">
          {shown.length ? `${t('entry.toFile', { count: orders })}${flagged ? `, ${t('entry.flagged', { count: flagged })}` : ''}` : ''}
          {sending > 0 ? ` · ${t('entry.sending', { count: sending })}` : ''}
        </span>
        <button className="primary" data-testid="enter-orders" disabled={!text.trim() || stale} onClick={enterAll} title={t('entry.enterTitle')}>
          {t('entry.enter')}
        </button>
      </div>
    </div>
  );
}

/** The power to order for and the "replaces" box: nothing in them changes as a key is typed, so a key does not draw them. */
const EntryHead = memo(function EntryHead({
  map,
  powers,
  power,
  replace,
  onPower,
  onReplace,
}: {
  map: GameMap;
  powers: Power[];
  power: Power | '';
  replace: boolean;
  onPower(power: Power | ''): void;
  onReplace(replace: boolean): void;
}) {
  const { t } = useTranslation('orders');
  const names = usePlaceNames(map);
  return (
    <div className="row">
      <select aria-label={t('entry.power')} value={power} onChange={(e) => onPower(e.target.value)} data-testid="entry-power">
        <option value="">{t('entry.headers')}</option>
        <Choices values={powers} shown={names.power} />
      </select>
      <label className="inline" title={t('entry.replacesTitle')}>
        <input type="checkbox" checked={replace} onChange={(e) => onReplace(e.target.checked)} /> {t('entry.replaces')}
      </label>
    </div>
  );
});

function Diagnostics({ lines }: { lines: CheckedLine[] }) {
  return (
    <ul className="diagnostics" data-testid="diagnostics">
      {lines.map((l) => (
        <Diagnostic key={l.line} line={l} />
      ))}
    </ul>
  );
}

/** Whether a line reads the same as before (every line is read again at each key; most have not changed). */
function sameLine({ line: a }: { line: CheckedLine }, { line: b }: { line: CheckedLine }): boolean {
  const notes = (l: CheckedLine) => (l.notes ?? []).map((n) => n.message).join('\n');
  return (
    a.line === b.line &&
    a.text === b.text &&
    a.status === b.status &&
    a.flag?.message === b.flag?.message &&
    a.message === b.message &&
    notes(a) === notes(b) &&
    a.candidates?.join(', ') === b.candidates?.join(', ')
  );
}

/** One line of the box as read: drawn again only when its reading changes. */
const Diagnostic = memo(function Diagnostic({ line: l }: { line: CheckedLine }) {
  const { t } = useTranslation('orders');
  const status = l.flag ? 'flagged' : l.status;
  return (
    <li className={`diag ${status}`} data-status={status}>
      <span className="line-no">{l.line}</span>
      <span className="status">{t(`entry.status.${status}`)}</span>
      <span className="text">{l.text.trim()}</span>
      {l.flag && <span className="message flag">{l.flag.message}</span>}
      {/* A line's notes are its message (joined): each is shown once, on its own. */}
      {l.message && !l.notes?.length && <span className="message">{l.message}</span>}
      {withKeys(l.notes ?? [], (n) => n.message).map(([key, n]) => (
        <span key={key} className="message">
          {n.message}
        </span>
      ))}
      {l.candidates && <span className="message">{t('entry.couldBe', { candidates: l.candidates.join(', ') })}</span>}
    </li>
  );
}, sameLine);
