// Whether a board's result can be true of its game: the one check every result passes before it is
// stored, typed by a director or read from the game (and reused wherever results come in: the
// event console, imports). Every fault is listed at once, each with a code, its place in the result
// and a sentence naming the power, like the engine's validatePosition. The sentence is data too
// (`said`: a key of RESULT_FAULT_ENGLISH and its particulars), worded in the window's language.
import { err, ok, type Result } from '../../../engine/index';
import { refusals, saidInEnglish, type ServiceSaid } from '../result';
import type { BoardOutcome } from './scoring/types';

export const RESULT_FAULT_CODES = [
  'unknown-power',
  'centers-missing',
  'too-many-centers',
  'eliminated-with-centers',
  'solo-needs-winner',
  'solo-short-of-victory',
  'victory-not-solo',
  'winner-not-solo',
  'draw-needs-members',
  'draw-member-twice',
  'draw-member-out',
  'members-not-draw',
  'year-outside-game',
] as const;
export type ResultFaultCode = (typeof RESULT_FAULT_CODES)[number];

/**
 * Each fault's sentence in English, by the key its `said` carries (`results.<key>`); `faults` frames
 * them all (the window lists each fault after its field, resultFaultText's way).
 */
export const RESULT_FAULT_ENGLISH = {
  faults: 'the result cannot be true of its game',
  'unknown-power': "'{{written}}' is not a power of this board",
  'centers-missing': 'no center count for {{power}}; give one (0 for none), or the year {{power}} was eliminated',
  'too-many-centers': '{{total}} supply centers owned in all, and the map has {{mapCenters}}',
  'eliminated-with-centers': '{{power}}: eliminated in {{year}}, yet {{centers}} centers at the end',
  'eliminated-before-start': "{{power}}'s elimination in {{year}} is before the game began ({{firstYear}})",
  'eliminated-after-end': "{{power}}'s elimination in {{year}} is after the game ended ({{end}})",
  'eliminated-after-reach': "{{power}}'s elimination in {{year}} is after the game could have reached ({{last}})",
  'end-before-start': "the game's end in {{year}} is before the game began ({{firstYear}})",
  'end-after-reach': "the game's end in {{year}} is after the game could have reached ({{last}})",
  'solo-needs-winner': 'a solo needs the power that won, got {{got}}',
  'solo-short-of-victory': '{{power}}: a solo needs {{victory}} centers, and {{power}} has {{centers}}',
  'winner-not-solo-draw': 'only a solo has a winner (this is a draw)',
  'winner-not-solo-time': 'only a solo has a winner (this is a time)',
  'victory-not-solo-draw': '{{power}}: {{centers}} centers is a solo victory ({{victory}}), not a draw',
  'victory-not-solo-time': '{{power}}: {{centers}} centers is a solo victory ({{victory}}), not a time',
  'members-not-draw-solo': 'only a draw has members (this is a solo)',
  'members-not-draw-time': 'only a draw has members (this is a time)',
  'draw-needs-members': 'a draw needs its members',
  'draw-member-twice': "{{power}}: named twice among the draw's members",
  'draw-member-out': '{{power}} has no supply centers, so cannot be in the draw',
} as const;
type FaultKey = Exclude<keyof typeof RESULT_FAULT_ENGLISH, 'faults'>;
type Params = Record<string, string | number>;

// Declared with the service's refusals, for the window's words (the `said` namespace). A result with
// faults is refused with resultFaultText in English and the said `results.faults`, the faults in
// its details, each with its own said (renderer/i18n errorText lists them after their fields).
refusals('results', RESULT_FAULT_ENGLISH);

export interface ResultFault {
  code: ResultFaultCode;
  /** Where in the result: `centers.Italy`, `members[2]`, `eliminated.Austria`, `winner`, `year`. */
  path: string;
  /** A sentence without the place (resultFaultText puts it in front). */
  message: string;
  /** The sentence as data (`results.<key>`), its powers named on `map`. */
  said: ServiceSaid;
}

/** The faults as one message, each after its place (`outcome.members[1]: ...`), the way forms find the field. */
export function resultFaultText(faults: readonly ResultFault[]): string {
  return faults.map((f) => `${f.path === 'year' ? 'year' : `outcome.${f.path}`}: ${f.message}`).join('; ');
}

/** What the board's game and map say a result must agree with. */
export interface ResultContext {
  /** The board's powers, as the map names them. */
  powers: readonly string[];
  /** Supply centers on the map (34 on the standard map). */
  totalCenters: number;
  /** Centers a solo needs (18 on the standard map). */
  victoryCenters: number;
  /** The game's first year: nothing can happen before it. */
  firstYear: number;
  /** The last year the game can have reached (the round's last year, or the game's own), or null when open. */
  lastYear: number | null;
  /** The map's id, which names the powers in the window's language (`standard`). */
  map?: string;
}

/**
 * The result, its center counts completed (a power eliminated and left out of the counts has 0), or
 * every fault found. `year` is the year the game ended, when given. Never throws.
 */
export function checkBoardResult(o: BoardOutcome, year: number | null, ctx: ResultContext): Result<BoardOutcome, ResultFault[]> {
  const faults: ResultFault[] = [];
  const add: Add = (code, path, key, params = {}) => {
    const said = { key: `results.${key}`, params: ctx.map ? { ...params, map: ctx.map } : { ...params } };
    faults.push({ code, path, message: saidInEnglish(RESULT_FAULT_ENGLISH[key], params), said });
  };
  const known = (p: string) => ctx.powers.includes(p);
  const centers: Record<string, number> = {};
  for (const [p, n] of Object.entries(o.centers)) {
    if (!known(p)) add('unknown-power', `centers.${p}`, 'unknown-power', { written: p });
    else centers[p] = n;
  }
  const eliminated = o.eliminated ?? {};
  for (const [p, y] of Object.entries(eliminated)) {
    if (!known(p)) add('unknown-power', `eliminated.${p}`, 'unknown-power', { written: p });
    else if (y !== null) yearFault(add, `eliminated.${p}`, { power: p, year: y }, year, ctx);
  }
  const out = (p: string) => Object.hasOwn(eliminated, p) && eliminated[p] !== null;
  for (const p of ctx.powers) {
    if (Object.hasOwn(centers, p)) {
      if (out(p) && centers[p] > 0)
        add('eliminated-with-centers', `centers.${p}`, 'eliminated-with-centers', { power: p, year: eliminated[p]!, centers: centers[p] });
    } else if (out(p)) centers[p] = 0;
    else add('centers-missing', `centers.${p}`, 'centers-missing', { power: p });
  }
  const total = Object.values(centers).reduce((a, b) => a + b, 0);
  if (total > ctx.totalCenters) add('too-many-centers', 'centers', 'too-many-centers', { total, mapCenters: ctx.totalCenters });
  if (year !== null) yearFault(add, 'year', { year }, null, ctx);
  outcomeFaults(o, centers, out, ctx, add);
  return faults.length > 0 ? err(faults) : ok({ ...o, centers });
}

type Add = (code: ResultFaultCode, path: string, key: FaultKey, params?: Params) => void;

/** A year outside the game: `what` has the power whose elimination it is, or nothing for the game's end. */
function yearFault(add: Add, path: string, what: { power?: string; year: number }, end: number | null, ctx: ResultContext): void {
  const last = end ?? ctx.lastYear;
  const y = what.year;
  const whose = what.power !== undefined ? 'eliminated' : 'end';
  if (y < ctx.firstYear) add('year-outside-game', path, `${whose}-before-start`, { ...what, firstYear: ctx.firstYear });
  else if (end !== null && y > end) add('year-outside-game', path, 'eliminated-after-end', { ...what, end });
  else if (last !== null && y > last) add('year-outside-game', path, `${whose}-after-reach`, { ...what, last });
}

function outcomeFaults(o: BoardOutcome, centers: Record<string, number>, out: (p: string) => boolean, ctx: ResultContext, add: Add): void {
  const top = Object.entries(centers).find(([, n]) => n >= ctx.victoryCenters);
  const victory = ctx.victoryCenters;
  if (o.kind === 'solo') {
    if (!o.winner || !ctx.powers.includes(o.winner)) add('solo-needs-winner', 'winner', 'solo-needs-winner', { got: JSON.stringify(o.winner ?? null) });
    else if ((centers[o.winner] ?? 0) < victory)
      add('solo-short-of-victory', 'winner', 'solo-short-of-victory', { power: o.winner, victory, centers: centers[o.winner] ?? 0 });
  } else {
    if (o.winner !== undefined) add('winner-not-solo', 'winner', `winner-not-solo-${o.kind}`);
    if (top) add('victory-not-solo', `centers.${top[0]}`, `victory-not-solo-${o.kind}`, { power: top[0], centers: top[1], victory });
  }
  if (o.kind !== 'draw') {
    if (o.members !== undefined) add('members-not-draw', 'members', `members-not-draw-${o.kind}`);
    return;
  }
  if (!o.members || o.members.length === 0) return add('draw-needs-members', 'members', 'draw-needs-members');
  const seen = new Set<string>();
  o.members.forEach((m, i) => {
    const path = `members[${i}]`;
    if (!ctx.powers.includes(m)) add('unknown-power', path, 'unknown-power', { written: m });
    else if (seen.has(m)) add('draw-member-twice', path, 'draw-member-twice', { power: m });
    else if (out(m) || (centers[m] ?? 0) === 0) add('draw-member-out', path, 'draw-member-out', { power: m });
    seen.add(m);
  });
}
