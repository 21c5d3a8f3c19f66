// What a game file claims about its history, proved before it is imported. Every stored
// adjudication is played again (engine `adjudicate`, from the phase's position and the adjudicated
// orders, under the rule options of that phase) and must give exactly the stored results and next
// position; each live phase must start from the position its predecessor's adjudication left; the
// line must end in an open phase (or in a solo); the `rules-changed` entries of the log, which later
// decide the rules a correction replays under, must chain from the game's first options to its
// current ones. The answer is the FIRST fault, named by phase, order or unit, and field.
import { phaseName, type GameMap, formatOrder, type RuleOptions } from '../../engine/index';
import { runPhase, optionsOf } from './engine';
import type { GameFile, GameFilePhase } from './exchangeFormat';
import { RULES_CHANGED } from './ruleChanges';
import { check, int, nullable, object, record, str, array } from './validate';

type Adjudication = GameFilePhase['adjudications'][number];

const rulesChangeShape = object({
  from: record(str({ max: 64 })),
  to: record(str({ max: 64 })),
  fromSeq: int({ min: 0 }),
  changed: array(str({ max: 64 }), { max: 200 }),
  reason: nullable(str({ max: 2000 })),
});

interface RulesChange {
  from: RuleOptions;
  to: RuleOptions;
  fromSeq: number;
}

const same = (a: unknown, b: unknown): boolean => firstDifference(a, b, '') === null;

/** The rule changes of the log, checked: shapes, options that exist, each starting where the last ended. */
function rulesChanges(file: GameFile): { ok: true; value: RulesChange[] } | { ok: false; error: string } {
  const out: RulesChange[] = [];
  for (const [i, e] of file.events.entries()) {
    if (e.action !== RULES_CHANGED) continue;
    const where = `events[${i}] (${RULES_CHANGED})`;
    const shaped = check(rulesChangeShape, e.details, `${where}.details`);
    if (!shaped.ok) return shaped;
    const from = optionsOf(shaped.value.from);
    const to = optionsOf(shaped.value.to);
    if (!from.ok) return { ok: false, error: `${where}.details.from: ${from.error.message}` };
    if (!to.ok) return { ok: false, error: `${where}.details.to: ${to.error.message}` };
    const before = out.at(-1);
    if (before && !same(before.to, from.value))
      return { ok: false, error: `${where}: it changes the rules from options that are not the ones the previous change set` };
    if (before && shaped.value.fromSeq < before.fromSeq)
      return { ok: false, error: `${where}: it applies from phase ${shaped.value.fromSeq}, before the previous change (phase ${before.fromSeq})` };
    out.push({ from: from.value, to: to.value, fromSeq: shaped.value.fromSeq });
  }
  return { ok: true, value: out };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where two JSON values first differ (`results[3].outcome`), or null when they are the same. */
export function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return `${path}[${i}]`;
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    // JSON drops a field whose value is undefined: such a field is absent on either side.
    for (const k of Object.keys(a)) {
      const d = firstDifference(a[k], Object.hasOwn(b, k) ? b[k] : undefined, path ? `${path}.${k}` : k);
      if (d !== null) return d;
    }
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k) && b[k] !== undefined) return path ? `${path}.${k}` : k;
    }
    return null;
  }
  return path || '(the whole value)';
}

/** The value at a path `results[3].outcome`, for the message. */
function at(root: unknown, path: string): unknown {
  let v = root;
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    const key = m[1] ?? Number(m[2]);
    if (typeof v !== 'object' || v === null || !Object.hasOwn(v, key)) return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

const shown = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 120));

/** The order or unit a path into a result is about: `results[3]` names the order. */
function subject(map: GameMap, result: unknown, path: string): string {
  const m = /^(results|units|dislodged|removed)\[(\d+)\]/.exec(path);
  if (!m) return '';
  const item = at(result, `${m[1]}[${m[2]}]`) as { order?: unknown; power?: string; type?: string; province?: string } | undefined;
  if (!item) return '';
  if (m[1] === 'results' && item.order) {
    try {
      return ` (${item.power} ${formatOrder(item.order as never, map, 'short')})`;
    } catch {
      return '';
    }
  }
  return item.province ? ` (${item.power} ${item.type} ${item.province})` : '';
}

/** Plays one stored adjudication again; the first difference, or null. */
function replayProblem(map: GameMap, phase: GameFilePhase, a: Adjudication, options: RuleOptions): string | null {
  const { next, ...result } = runPhase(map, phase.position, a.orders, options);
  const name = `phase ${phase.id} (${phaseName(phase.position.phase)}, seq ${phase.seq})`;
  const inResult = firstDifference(a.result, result, '');
  if (inResult !== null) {
    return `${name}: the stored result differs from adjudicating the phase again: result.${inResult}${subject(map, result, inResult) || subject(map, a.result, inResult)}: the file says ${shown(at(a.result, inResult))}, the adjudication gives ${shown(at(result, inResult))}`;
  }
  const inNext = firstDifference(a.nextPosition, next, '');
  if (inNext !== null) {
    return `${name}: the stored next position differs from adjudicating the phase again: nextPosition.${inNext}${subject(map, next, inNext) || subject(map, a.nextPosition, inNext)}: the file says ${shown(at(a.nextPosition, inNext))}, the adjudication gives ${shown(at(next, inNext))}`;
  }
  return null;
}

/** The options phase `seq` of the live line is played under: the first options, with each change from its phase on. */
function optionsForSeq(first: RuleOptions, changes: RulesChange[], seq: number): RuleOptions {
  let options = first;
  for (const c of changes) if (c.fromSeq <= seq) options = c.to;
  return options;
}

/** The options each phase of the live line is played under, from the log's rule changes; an error names a bad change. */
export function phaseOptions(file: GameFile, current: RuleOptions): { ok: true; value: (seq: number) => RuleOptions } | { ok: false; error: string } {
  const changes = rulesChanges(file);
  if (!changes.ok) return changes;
  const first = changes.value[0]?.from ?? current;
  return { ok: true, value: (seq) => optionsForSeq(first, changes.value, seq) };
}

/** The first reason not to trust the file's history, or null when every claim holds. */
export function historyProblem(file: GameFile, map: GameMap, current: RuleOptions): string | null {
  const changes = rulesChanges(file);
  if (!changes.ok) return changes.error;
  const first = changes.value[0]?.from ?? current;
  const last = changes.value.at(-1);
  if (last && !same(last.to, current)) return `the game's rule options are not the ones its last ${RULES_CHANGED} entry set`;
  const live = file.phases.filter((p) => p.status !== 'superseded').sort((a, b) => a.seq - b.seq);
  const end = live.at(-1);
  if (!end) return 'the game has no phases';
  if (end.status !== 'open') {
    const over = end.adjudications.find((a) => a.supersededAt === null);
    if (!over || over.nextPosition !== null)
      return `the game has no open phase: its last phase, ${end.id} (seq ${end.seq}), is ${end.status} and the game goes on after it`;
  }
  for (const p of live) {
    if (p.status === 'open' && p !== end) return `phase ${p.id} (seq ${p.seq}) is open, but it is not the last phase of the game`;
  }
  for (const [i, p] of live.entries()) {
    const options = optionsForSeq(first, changes.value, p.seq);
    for (const a of p.adjudications) {
      // A superseded adjudication may have been made under the rules of its day, before a later change that a rollback brought forward.
      const candidates = a.supersededAt === null ? [options] : [options, first, ...changes.value.map((c) => c.to)];
      const problems = candidates.map((o) => replayProblem(map, p, a, o));
      if (!problems.includes(null)) return problems[0];
    }
    const current = p.adjudications.find((a) => a.supersededAt === null);
    const next = live[i + 1];
    if (current && next && !same(current.nextPosition, next.position)) {
      const d = firstDifference(current.nextPosition, next.position, '');
      return `phase ${next.id} (seq ${next.seq}) does not start where phase ${p.id} ended: position.${d}: the file says ${shown(at(next.position, d ?? ''))}, the adjudication of phase ${p.id} left ${shown(at(current.nextPosition, d ?? ''))}`;
    }
    if (current && !next && current.nextPosition !== null) return `phase ${p.id} (seq ${p.seq}) is adjudicated, but the phase that follows it is missing`;
  }
  for (const p of file.phases.filter((x) => x.status === 'superseded')) {
    for (const a of p.adjudications) {
      const problems = [first, ...changes.value.map((c) => c.to)].map((o) => replayProblem(map, p, a, o));
      if (!problems.includes(null)) return problems[0];
    }
  }
  return null;
}
