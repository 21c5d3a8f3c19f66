// Reads a game's history as the email judges (njudge, DPjudge) print it: results mails one after
// another (a HISTORY), each phase opening with `Movement results for Spring of 1901.`, one line per
// order `Austria: Army Vienna -> Galicia.  (*bounce*)` with its flags, the dislodged units, the
// ownership of supply centers; and a SUMMARY's history of supply-center counts. Mail headers and
// prose between phases are passed over; a line that names a power but cannot be read is an error
// naming its line, never skipped.
import { placeSaid, placeText, readerSaid, refused, type Refused } from './reasons';
import { type GameMap, parseOrder, resolvePower, resolveProvince, type Phase, type PhaseType, type Power, type Season } from '../../../engine/index';
import type { CenterCount, ForeignGame, ForeignPhase, ForeignUnit } from './foreign';

export const JUDGE_HEADER = /^\s*(Movement|Retreat|Adjustment) (?:results|orders) for (Spring|Summer|Fall|Autumn|Winter) of (\d{3,4})\.(?:\s+\((.*)\))?\s*$/i;
export const SUMMARY_HEADER = /^\s*Summary of game '(.+)' through .*$/i;
const DISLODGED_HEADER = /^\s*The following units were dislodged:?\s*$/i;
const OWNERSHIP_HEADER = /^\s*Ownership of supply cent(?:er|re)s:?\s*$/i;
const POWER_LINE = /^\s*([A-Za-z][A-Za-z .'-]*?):\s*(.*?)\s*$/;
const FLAG = /\s*\(\*([^*]+)\*\)/g;
const OVER = /\bthe game\b.*\b(is over|has ended)\b/i;
/** The rules an Adjutant export names: `Rules: Adjutant preset datc; options: convoy-paths=written.` */
const RULES_LINE = /^\s*Rules: Adjutant preset ([A-Za-z0-9_-]+)(?:; options: (.*?))?\.\s*$/;
// njudge's summary prints `History of Supply Center Counts`, then blocks of up to ten years: a header
// `Power    1901 '02 '03 ...  Player` and a row per power, `Austria     3    4 ...  Name`, each count
// followed by one character (a blank, or a mark for unused builds). A power's row stops at the year it
// has no center left.
const COUNTS_TITLE = /^\s*History of Supply Center Counts\s*$/i;
const COUNTS_HEADER = /^\s*Power\s+(\d{4})((?:\s+'\d\d)*)/;
const COUNTS_ROW = /^\s*([A-Za-z][A-Za-z .'-]*?)\s+(\d.*)$/;
const COUNT = /^(\d+)[^\d\s]?$/;
/** A power's row carried on after a change of player: indented to the column of its next year. */
const COUNTS_CONTINUED = /^( {10,})(\d+[^\d\s]?(?:\s+\d+[^\d\s]?)*)(?:\s+\S.*)?$/;

const SEASONS: Record<string, Season> = { spring: 'spring', summer: 'spring', fall: 'fall', autumn: 'fall', winter: 'winter' };
const TYPES: Record<string, PhaseType> = { movement: 'movement', retreat: 'retreat', adjustment: 'adjustment' };

type Section = 'orders' | 'dislodged' | 'centers' | 'other';

interface State {
  map: GameMap;
  game: ForeignGame;
  phase: ForeignPhase | null;
  section: Section;
  /** An ownership line, which may go on over the indented lines after it. */
  pending: { power: Power; text: string; line: number } | null;
  /** An order line that goes on over the next line. */
  pendingOrder: { power: Power; text: string; line: number } | null;
  /** Inside the summary's center counts: the years of the block being read, or null outside it. */
  countYears: number[] | null;
  /** The power whose counts row was read last (a continuation line carries it on). */
  countPower: Power | null;
  /** The last line read into an ownership list. */
  lastListLine: number | null;
}

export type JudgeRead = { ok: true; value: ForeignGame } | Refused;

function powerOf(map: GameMap, word: string): Power | null {
  const m = resolvePower(map, word.trim());
  return m.kind === 'exact' ? m.id : null;
}

function gameName(inParens: string | undefined): string | null {
  if (!inParens) return null;
  // njudge writes `(name.001)`, Adjutant `(name, #12)`: the name is what comes before either.
  return (
    inParens
      .replace(/, #\d+$/, '')
      .replace(/\.\d+$/, '')
      .trim() || null
  );
}

function openPhase(s: State, m: RegExpExecArray, line: number): void {
  const phase: Phase = { season: SEASONS[m[2].toLowerCase()], year: Number(m[3]), type: TYPES[m[1].toLowerCase()] };
  s.phase = { phase, place: placeSaid('line', { line }), orders: [], dislodged: null, centersAfter: null, unitsAfter: null };
  s.game.phases.push(s.phase);
  s.section = 'orders';
  s.game.name ??= gameName(m[4]);
}

/** `1 unusable build pending.`, `2 unusable builds waived.`: builds there was no room for, not orders. */
const UNUSABLE = /^\d+ unusable builds? (pending|waived)\.?$/i;
/** `2 builds waived.`: as many waives. */
const WAIVED = /^(\d+) builds? waived\.?$/i;

function orderLine(s: State, power: Power, rest: string, line: number): Refused | null {
  if (UNUSABLE.test(rest)) return null;
  const waived = WAIVED.exec(rest);
  if (waived) {
    for (let i = 0; i < Number(waived[1]); i++)
      s.phase!.orders.push({ power, order: { kind: 'waive' }, place: placeSaid('line', { line }), written: rest, flags: [] });
    return null;
  }
  // One group may hold several flags: `(*bounce, dislodged*)`.
  const flags = [...rest.matchAll(FLAG)]
    .flatMap((f) => f[1].split(',').map((w) => w.trim().toLowerCase()))
    .filter(Boolean)
    .sort();
  const written = rest.replace(FLAG, '').trim();
  const parsed = parseOrder(written, s.map, { phase: s.phase!.phase.type });
  if (!parsed.ok) return refused('judge.order-unreadable', { line, power, value: written, reason: readerSaid(parsed.error) });
  // A route (`Army Yorkshire -> North Sea -> Belgium.`) is how the judges write a move by convoy.
  const order = parsed.value.kind === 'move' && parsed.value.path ? { ...parsed.value, viaConvoy: true } : parsed.value;
  s.phase!.orders.push({ power, order, place: placeSaid('line', { line }), written, flags });
  return null;
}

/** `Army Serbia` (with anything after a comma), as a unit. */
function unitWords(s: State, power: Power, words: string, line: number): ForeignUnit | Refused {
  const text = words
    .replace(/,.*$/, '')
    .replace(/\.\s*$/, '')
    .trim();
  const parsed = parseOrder(`${text} HOLD`, s.map, { phase: 'movement' });
  if (!parsed.ok || parsed.value.kind !== 'hold' || parsed.value.unit.type === null) return refused('judge.dislodged-unreadable', { line, value: text });
  return { power, type: parsed.value.unit.type, province: parsed.value.unit.province, place: placeSaid('line', { line }) };
}

/** njudge's own form: `The Austrian Army in Serbia can retreat to ...` / `... with no valid retreats was destroyed.` */
function judgeDislodged(s: State, text: string, line: number): ForeignUnit | Refused | null {
  // A sea is written with its article: `The German Fleet in the North Sea can retreat to ...`.
  const m = /^\s*The (\S+) (Army|Fleet) (?:in|on|at) (?:the )?(.+?) (?:can retreat to|with no valid retreats)/i.exec(text);
  if (!m) return null;
  const adjective = m[1].toLowerCase();
  const power = s.map.powers.find((p) => p.adjective.toLowerCase() === adjective || p.name.toLowerCase() === adjective)?.name;
  if (!power) return refused('judge.no-power', { line, value: m[1], mapName: s.map.name });
  return unitWords(s, power, `${m[2]} ${m[3]}`, line);
}

function centerList(s: State, p: NonNullable<State['pending']>): Refused | null {
  const list = p.text
    .replace(/\.\s*$/, '')
    .split(/\s*,\s*/)
    .filter(Boolean);
  const ids: string[] = [];
  for (const name of list) {
    const m = resolveProvince(s.map, name);
    if (m.kind !== 'exact') return refused('judge.no-center', { line: p.line, value: name, power: p.power, mapName: s.map.name });
    ids.push(m.id);
  }
  s.phase!.centersAfter![p.power] = ids.sort();
  return null;
}

function finishPending(s: State): Refused | null {
  const p = s.pending;
  s.pending = null;
  return p ? centerList(s, p) : null;
}

function summaryLine(s: State, text: string, line: number): Refused | null {
  if (COUNTS_TITLE.test(text)) {
    s.countYears = [];
    return null;
  }
  if (s.countYears === null) return null;
  const header = COUNTS_HEADER.exec(text);
  if (header) {
    const first = Number(header[1]);
    const century = first - (first % 100);
    // '02 after 1999 is 2002: each year is the first one after the year before that ends in those digits.
    const years = [first];
    for (const yy of header[2].match(/'\d\d/g) ?? []) {
      let y = century + Number(yy.slice(1));
      while (y <= years[years.length - 1]) y += 100;
      years.push(y);
    }
    s.countYears = years;
    return null;
  }
  const continued = COUNTS_CONTINUED.exec(text);
  // The row goes on at column 10 + 4i, where year i starts; its count is right-aligned in 3 of the 4.
  if (continued && s.countPower) return countRow(s, s.countPower, continued[2], Math.floor((continued[1].length - 10) / 4), line);
  const row = COUNTS_ROW.exec(text);
  const power = row ? powerOf(s.map, row[1]) : null;
  if (!row || !power || s.countYears.length === 0) return null;
  s.countPower = power;
  return countRow(s, power, row[2], 0, line);
}

/** Counts from `text` (up to a player's name or a `\`) for the years of the block from `from` on. */
function countRow(s: State, power: Power, text: string, from: number, line: number): null {
  const years = s.countYears!;
  let i = from;
  for (const t of text.trim().split(/\s+/)) {
    const m = COUNT.exec(t);
    if (!m || i >= years.length) break;
    const c = countsOf(s, years[i++], line);
    c.counts[power] = Number(m[1]);
    (c.rows ??= {})[power] = `line ${line}`;
  }
  return null;
}

/** The counts of a year, made when the year is first met. */
function countsOf(s: State, year: number, line: number): CenterCount {
  let c = s.game.centerCounts.find((x) => x.year === year);
  if (!c) s.game.centerCounts.push((c = { year, counts: {}, place: placeSaid('line', { line }) }));
  return c;
}

function phaseLine(s: State, text: string, line: number): Refused | null {
  if (DISLODGED_HEADER.test(text)) {
    s.section = 'dislodged';
    s.phase!.dislodged = [];
    return null;
  }
  if (OWNERSHIP_HEADER.test(text)) {
    s.section = 'centers';
    s.phase!.centersAfter = {};
    return null;
  }
  if (OVER.test(text)) s.game.over = true;
  if (s.section === 'dislodged') {
    const njudge = judgeDislodged(s, text, line);
    if (njudge && 'said' in njudge) return njudge;
    if (njudge) {
      s.phase!.dislodged!.push(njudge);
      return null;
    }
  }
  const m = POWER_LINE.exec(text);
  const power = m ? powerOf(s.map, m[1]) : null;
  if (!m || !power) return null;
  if (s.section === 'orders') {
    if (/(\.|\*\))\s*$/.test(m[2])) return orderLine(s, power, m[2], line);
    // A long order goes on over the next line(s), until its full stop.
    s.pendingOrder = { power, text: m[2], line };
    return null;
  }
  if (s.section === 'dislodged') {
    const u = unitWords(s, power, m[2], line);
    if ('said' in u) return u;
    s.phase!.dislodged!.push(u);
    return null;
  }
  // `Austria:   3 Supply centers,  3 Units:  Builds   0 units.` is the adjustment summary, not ownership.
  if (s.section === 'centers' && !/\d/.test(m[2])) {
    s.pending = { power, text: m[2], line };
    s.lastListLine = line;
    return null;
  }
  return null;
}

function readLine(s: State, text: string, line: number): Refused | null {
  if (s.pendingOrder) {
    const p = s.pendingOrder;
    const joined = text.trim() !== '' && !POWER_LINE.test(text) && !JUDGE_HEADER.test(text);
    if (joined) p.text += ` ${text.trim()}`;
    if (joined && !/(\.|\*\))\s*$/.test(p.text)) return null;
    s.pendingOrder = null;
    const done = orderLine(s, p.power, p.text, p.line);
    if (done || joined) return done;
  }
  if (s.pending) {
    // The list goes on while lines are indented; a full stop does not end it (`St.` / `Petersburg.`).
    if (/^\s+\S/.test(text) && !POWER_LINE.test(text)) {
      s.pending.text += ` ${text.trim()}`;
      s.lastListLine = line;
      return null;
    }
    const done = finishPending(s);
    if (done) return done;
  }
  const header = JUDGE_HEADER.exec(text);
  if (header) {
    openPhase(s, header, line);
    return null;
  }
  const rules = RULES_LINE.exec(text);
  if (rules) {
    const options = Object.fromEntries((rules[2] ?? '').split(/\s*,\s*/).flatMap((kv) => (kv.includes('=') ? [kv.split('=').map((x) => x.trim())] : [])));
    s.game.rules = { preset: rules[1], options, place: placeSaid('line', { line }) };
    return null;
  }
  const summary = SUMMARY_HEADER.exec(text);
  if (summary) {
    s.game.name ??= summary[1];
    s.phase = null;
    s.section = 'other';
    s.countYears = null;
    return null;
  }
  if (!s.phase) return summaryLine(s, text, line);
  if (text.trim() === '') {
    // The blank line after the heading is the layout's; the one after the list ends it.
    if (s.section === 'centers' && Object.keys(s.phase.centersAfter ?? {}).length > 0) s.section = 'other';
    return null;
  }
  return phaseLine(s, text, line);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const MARKUP = /<\s*(br|pre|\/pre|p|\/p|html|body|div|\/div|tt|\/tt|font|\/font|hr)\b[^>]*>|&(?:gt|lt|amp|quot|nbsp|#\d+);/i;

/**
 * A mail pasted from a web archive: HTML (`<pre>`, `<br>`, `&gt;`) around the judge's text. The markup
 * is removed (a `<br>` and the line break after it are one line break, so line numbers stay those of
 * the page's lines), the entities decoded; null when the text has none.
 */
export function withoutMarkup(text: string): string | null {
  if (!MARKUP.test(text)) return null;
  return text
    .replace(/<\s*br\s*\/?\s*>(\r\n|\r|\n)?/gi, '\n')
    .replace(/<[^>\n]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name.startsWith('#')) {
        const code = Number(name.slice(1));
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
      }
      return Object.hasOwn(ENTITIES, name.toLowerCase()) ? ENTITIES[name.toLowerCase()] : all;
    });
}

/** A Judge history (or one results mail) as a foreign game; the first line that cannot be read is the error. */
export function readJudge(text: string, map: GameMap): JudgeRead {
  const s: State = {
    map,
    game: { format: 'judge', name: null, start: null, phases: [], over: false, centerCounts: [], inPlay: null, drawn: null, notes: [] },
    phase: null,
    section: 'other',
    pending: null,
    pendingOrder: null,
    countYears: null,
    countPower: null,
    lastListLine: null,
  };
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, line] of lines.entries()) {
    const problem = readLine(s, line, i + 1);
    if (problem) return problem;
  }
  const order = s.pendingOrder;
  if (order) return refused('judge.cut-order', { line: order.line, power: order.power, value: order.text.trim() });
  const last = finishPending(s);
  if (last) return last;
  // A Judge mail goes on after the ownership list (the next phase, the deadline): a file whose last
  // line is in that list was cut short, and the list may be incomplete; it is not compared.
  const lastText = lines.findLastIndex((l) => l.trim() !== '') + 1;
  if (s.phase?.centersAfter && s.lastListLine !== null && s.lastListLine === lastText) {
    s.game.notes.push(
      `the file ends at line ${lastText}, in the middle of the list of supply centers of the phase at ${placeText(s.phase.place)}: it looks cut short; that list was not compared`,
    );
    s.phase.centersAfter = null;
  }
  if (s.game.phases.length === 0 && s.game.centerCounts.length > 0) return refused('judge.summary-only', { place: s.game.centerCounts[0].place });
  if (s.game.phases.length === 0) return refused('judge.no-results');
  return { ok: true, value: s.game };
}
