// The data behind every phase report: what the service knows about one phase (position, orders,
// stored result, draw votes, rule options) turned into plain rows a writer only has to lay out -
// orders by power with their outcome in words, dislodged units with their retreats, the supply-
// center table, adjustments due, the draw, the rules. Text, HTML and JSON all read this one model.
import {
  type GameMap,
  PRESETS,
  describeOptions,
  matchPreset,
  type RuleOptions,
  type GivenOrder,
  type Phase,
  type Position,
  type Power,
  type Unit,
} from '../../engine/index';
import type { DrawType, GameOutcome, StoredResult } from '../archive/types';
import { reportWords, type ReportLanguage, type ReportWords } from './language';
import { orderText, outcomeOf, unitText, type Mark } from './words';

export interface ReportGame {
  id: number;
  name: string;
  variant: string;
  drawType: DrawType;
  status: string;
  outcome: GameOutcome | null;
}

export interface ReportInput {
  map: GameMap;
  game: ReportGame;
  seq: number;
  position: Position;
  orders: GivenOrder[];
  /** The adjudication of the phase; null while it waits for orders. */
  result: StoredResult | null;
  /** The phase that followed, when there is one. */
  next: Phase | null;
  options: RuleOptions;
  /** Players by power, for the heading. */
  players?: Record<Power, string[]>;
  /** Votes cast in the phase and their tally; null or no votes: nothing to say. */
  draw?: { votes: ReportVote[]; survivors: Power[]; tally: ReportTally; secret?: boolean } | null;
  /** The game's report language (English when left out): the model's names and sentences are in it. */
  language?: ReportLanguage;
}

// What the reports need of a draw vote and its tally, declared here so that the reports depend on
// nothing above them: the service's DrawVoteView and DrawTally fit these shapes.
export interface ReportVote {
  power: Power;
  vote: 'draw' | 'nodraw';
  drawList: Power[] | null;
}
export type ReportTally = { kind: 'draw'; powers: Power[] } | { kind: 'concession'; to: Power } | { kind: 'none'; waitingFor: Power[]; vetoedBy: Power[] };

export interface OrderLine {
  /** `A Mun - Bur`. */
  order: string;
  /** `bounced: 2 against 2 with F Mar - Bur`. */
  phrase: string;
  mark: Mark;
  /** The order and its outcome as one sentence. */
  sentence: string;
}

export interface PowerSection {
  /** The power as the map names it (`Germany`), for its colour; `power` is its name in the report's language. */
  id: Power;
  power: Power;
  adjective: string;
  players: string[];
  lines: OrderLine[];
}

export interface DislodgedRow {
  /** The power as the map names it, for its colour. */
  id: Power;
  power: Power;
  adjective: string;
  unit: string;
  /** Where the attacker came from. */
  attackerFrom: string;
  viaConvoy: boolean;
  /** `Alb`, `Bul/ec`; empty when it cannot retreat. */
  retreats: string[];
  /** The same in full (`Albania`). */
  retreatNames: string[];
}

export interface CenterRow {
  /** The power as the map names it, for its colour. */
  id: Power;
  power: Power;
  /** Supply centers owned after the phase. */
  count: number;
  /** Against the start of the phase. */
  change: number;
  gained: string[];
  lost: string[];
  centers: string[];
  /** Units on the board after the phase. */
  units: number;
}

export interface AdjustmentRow {
  power: Power;
  centers: number;
  units: number;
  /** Builds (> 0) or removals (< 0) due. */
  due: number;
  /** In an adjustment phase: how many were carried out. */
  done: number | null;
  /** Where it may build (owned, empty home centers), when it has builds due. */
  buildSites: string[];
}

export interface DrawSection {
  drawType: DrawType;
  survivors: Power[];
  /** Who voted what; empty when the votes are secret. */
  votes: { power: Power; vote: 'draw' | 'nodraw'; list: Power[] | null }[];
  /** The tally in words: `no draw: waiting for Italy and Turkey`; with secret votes only the outcome. */
  standing: string;
  /** The game keeps its votes secret: only a draw agreed (or a concession) is told. */
  secret: boolean;
}

export interface PhaseReport {
  /** The language its names and sentences are in. */
  language: ReportLanguage;
  game: ReportGame & { mapName: string };
  phase: { seq: number; code: string; name: string; type: Phase['type']; season: Phase['season']; year: number };
  adjudicated: boolean;
  powers: PowerSection[];
  dislodged: DislodgedRow[];
  standoffs: string[];
  removed: { power: Power; adjective: string; unit: string; why: 'disbanded' | 'civil disorder' }[];
  /** Whether supply-center ownership was brought up to date at the end of this phase. */
  centersUpdated: boolean;
  centers: CenterRow[];
  unowned: string[];
  /** Builds and removals: due after this phase (`next`), or made in it (`this`). */
  adjustments: { when: 'next' | 'this'; rows: AdjustmentRow[] } | null;
  draw: DrawSection | null;
  next: string | null;
  winner: Power | null;
  eliminated: Power[];
  rules: { summary: string; deviations: string[] };
}

export function phaseCode(p: Phase): string {
  return `${p.season[0]}${p.year}${p.type[0]}`.toUpperCase();
}

export function buildPhaseReport(input: ReportInput): PhaseReport {
  const { map, position, result } = input;
  const w = reportWords(input.language ?? 'en', map);
  const place = (p: string, coast: string | null = null) => w.place(p, coast);
  const after = result ? result.supplyCenters : position.supplyCenters;
  const unitsAfter = result ? result.units : position.units;
  const centers = map.powers.map((p): CenterRow => {
    const before = position.supplyCenters[p.name] ?? [];
    const now = after[p.name] ?? [];
    return {
      id: p.name,
      power: w.power(p.name),
      count: now.length,
      change: now.length - before.length,
      gained: now.filter((c) => !before.includes(c)).map((c) => place(c)),
      lost: before.filter((c) => !now.includes(c)).map((c) => place(c)),
      centers: [...now].sort().map((c) => place(c)),
      units: unitsAfter.filter((u) => u.power === p.name).length,
    };
  });
  const owned = new Set(Object.values(after).flat());
  const ph = position.phase;
  return {
    language: w.lang,
    game: { ...input.game, mapName: map.name },
    phase: { seq: input.seq, code: phaseCode(ph), name: w.phase(ph), type: ph.type, season: ph.season, year: ph.year },
    adjudicated: result !== null,
    powers: powerSections(input, w),
    dislodged: (result?.dislodged ?? []).map((d) => ({
      id: d.power,
      power: w.power(d.power),
      adjective: w.adjective(d.power),
      unit: unitText(d, w),
      attackerFrom: place(d.attackerFrom),
      viaConvoy: d.viaConvoy,
      retreats: (d.retreats ?? []).map((l) => place(l.split('/')[0], l.split('/')[1] ?? null)),
      retreatNames: (d.retreats ?? []).map((l) => fullName(w, l)),
    })),
    standoffs: (result?.standoffs ?? []).map((p) => place(p)),
    removed: (result?.removed ?? []).map((u) => ({
      power: w.power(u.power),
      adjective: w.adjective(u.power),
      unit: unitText(u, w),
      why: ph.type === 'adjustment' ? 'civil disorder' : 'disbanded',
    })),
    centersUpdated: result !== null && ph.season === 'fall' && !(ph.type === 'movement' && result.dislodged.length > 0),
    centers,
    unowned: map.provinces.filter((p) => p.supplyCenter && !owned.has(p.id)).map((p) => place(p.id)),
    adjustments: adjustmentsOf(input, centers, w),
    draw: drawSection(input, w),
    next: input.next ? w.phase(input.next) : null,
    winner: result?.winner ? w.power(result.winner) : null,
    eliminated: (result?.eliminated ?? []).map(w.power),
    rules: rulesOf(input.options, w),
  };
}

function fullName(w: ReportWords, location: string): string {
  const [id, coast] = location.split('/');
  const name = w.name(id);
  return coast ? `${name} (${w.lang === 'en' ? coast : w.coast(coast)})` : name;
}

function powerSections(input: ReportInput, w: ReportWords): PowerSection[] {
  const { map, position, result } = input;
  const known = map.powers.map((p) => p.name);
  const named = [...(result?.results ?? []), ...input.orders].map((r) => r.power);
  const powers = [...known, ...named.filter((p, i) => !known.includes(p) && named.indexOf(p) === i)];
  return powers
    .map((power) => ({
      id: power,
      power: w.power(power),
      adjective: w.adjective(power),
      players: input.players?.[power] ?? [],
      lines: linesOf(input, power, w),
    }))
    .filter((s) => s.lines.length > 0 || (position.phase.type === 'movement' && position.units.some((u) => u.power === s.id)));
}

function line(order: string, phrase: string, mark: Mark): OrderLine {
  return { order, phrase, mark, sentence: phrase ? `${order} ${phrase}.` : order };
}

function linesOf(input: ReportInput, power: Power, w: ReportWords): OrderLine[] {
  const { map, position, result } = input;
  if (!result) {
    return input.orders.filter((o) => o.power === power).map((o) => line(orderText(o.order, map, w), '', 'pending'));
  }
  const own = result.results.filter((r) => r.power === power);
  const lines = own.map((r) => {
    const o = outcomeOf(r, result.results, map, w);
    return line(orderText(r.order, map, w), o.phrase, o.mark);
  });
  const ordered = (u: Unit) => own.some((r) => r.unit !== null && r.unit.province === u.province);
  const type = position.phase.type;
  if (type === 'movement') {
    for (const u of position.units.filter((x) => x.power === power && !ordered(x))) {
      const d = result.dislodged.find((x) => x.province === u.province);
      const phrase = d ? w.t('outcome.noOrderDislodged', { from: w.place(d.attackerFrom) }) : w.t('outcome.noOrderHeld');
      lines.push(line(unitText(u, w), phrase, d ? 'dislodged' : 'no-order'));
    }
  } else if (type === 'retreat') {
    for (const u of position.dislodged.filter((x) => x.power === power && !ordered(x))) {
      lines.push(line(unitText(u, w), w.t('outcome.noOrderDisbanded'), 'no-order'));
    }
  } else {
    for (const u of result.removed.filter((x) => x.power === power)) {
      lines.push(line(unitText(u, w), w.t('outcome.civilDisorder'), 'no-order'));
    }
  }
  return lines;
}

function adjustmentsOf(input: ReportInput, centers: CenterRow[], w: ReportWords): PhaseReport['adjustments'] {
  const { map, position, result } = input;
  if (position.phase.type === 'adjustment') {
    const rows = map.powers.map((p) => {
      const centersNow = position.supplyCenters[p.name]?.length ?? 0;
      const units = position.units.filter((u) => u.power === p.name).length;
      const done = result?.adjustments?.[p.name]?.done ?? null;
      return { power: w.power(p.name), centers: centersNow, units, due: centersNow - units, done, buildSites: buildSites(map, position, p.name, w) };
    });
    return { when: 'this', rows: rows.filter((r) => r.due !== 0) };
  }
  if (!result || !input.next || input.next.type !== 'adjustment') return null;
  const rows = centers
    .filter((c) => c.count !== c.units)
    .map((c) => ({
      power: c.power,
      centers: c.count,
      units: c.units,
      due: c.count - c.units,
      done: null,
      buildSites: buildSites(map, { ...position, units: result.units, supplyCenters: result.supplyCenters }, c.id, w),
    }));
  return { when: 'next', rows };
}

/** Owned centers the build rule allows (home centers, or any) with no unit on them: where a power may build. */
export function buildSites(map: GameMap, position: Pick<Position, 'units' | 'supplyCenters'>, power: Power, w: ReportWords = reportWords('en', map)): string[] {
  const owned = position.supplyCenters[power] ?? [];
  return owned
    .filter((c) => map.canBuildIn(power, c) && !position.units.some((u) => u.province === c))
    .sort()
    .map((c) => w.place(c));
}

function drawSection(input: ReportInput, w: ReportWords): DrawSection | null {
  const d = input.draw;
  if (!d || d.votes.length === 0) return null;
  const t = d.tally;
  const secret = d.secret === true;
  const names = (powers: Power[]) => w.list(powers.map(w.power));
  const standing =
    secret && t.kind !== 'draw' && t.kind !== 'concession'
      ? w.t('draw.noDraw')
      : t.kind === 'draw'
        ? w.t('draw.agreed', { list: names(t.powers) })
        : t.kind === 'concession'
          ? w.t('draw.conceded', { power: w.power(t.to) })
          : t.vetoedBy.length
            ? w.t('draw.vetoed', { list: names(t.vetoedBy) })
            : t.waitingFor.length
              ? w.t('draw.waiting', { list: names(t.waitingFor) })
              : w.t('draw.disagree');
  return {
    drawType: input.game.drawType,
    survivors: d.survivors.map(w.power),
    votes: secret ? [] : d.votes.map((v) => ({ power: w.power(v.power), vote: v.vote, list: v.drawList && v.drawList.map(w.power) })),
    standing,
    secret,
  };
}

function rulesOf(options: RuleOptions, w: ReportWords): PhaseReport['rules'] {
  const preset = matchPreset(options);
  const label = preset ? (PRESETS.find((p) => p.id === preset)?.label ?? preset) : null;
  const deviations = describeOptions(options).map((d) => `${d.id} ${d.title}: ${d.letter ? `(${d.letter}) ` : ''}${d.label}`);
  const summary = label ? w.t('rules.preset', { label }) : w.t('rules.except', { count: deviations.length });
  return { summary, deviations };
}
