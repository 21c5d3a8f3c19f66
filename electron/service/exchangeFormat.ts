// The game file: one whole game, its history included, as versioned JSON (`format:
// "adjutant-game", version: 1`). Ids inside the file are the file's own: they tie submissions,
// adjudications and votes to their phases, and a carried-over submission to its original.
// Checking a file here is shape and consistency only; positions are checked against the map by
// the importer.
import { type GivenOrder, type Position, err, ok, READER_LANGUAGES, type Result } from '../../engine/index';
import { placeSaid, reasonEnglish, saidOf, type ReasonParam } from './interchange/reasons';
import type { ReasonSaid } from './types';
import { REPORT_LANGUAGES } from '../reports/reportLanguages';
import { COMBINE_MODES, DRAW_TYPES, EVENT_ACTIONS, DRAW_VOTES, GAME_STATUSES, PHASE_STATUSES, type GameOutcome, type StoredResult } from '../archive/types';
import { givenOrderShape, json, phaseShape, positionShape, unitShape } from './shapes';
import { array, bool, int, name as nameText, nullable, object, oneOf, optional, record, str, tagged, type Check, type Checked } from './validate';

export const GAME_FILE_FORMAT = 'adjutant-game';
export const GAME_FILE_VERSION = 1;
/**
 * Version 2 adds `variantFile`: the variant itself, for a game played on a GM's own variant (one
 * that Adjutant does not ship), so that the game imports whole into another archive. A game on a
 * shipped variant is still written as version 1, which every Adjutant reads.
 */
export const GAME_FILE_VERSION_WITH_VARIANT = 2;
/**
 * Version 3 adds the game's languages (issue 32): `game.readerLanguages`, the languages its orders
 * are read in besides English, and `game.reportLanguage`, the language of its reports. A file is
 * written in the lowest version that carries all it holds: a game read in English with English
 * reports stays version 1 (or 2). Older files import with no reader languages and English reports.
 */
export const GAME_FILE_VERSION_WITH_LANGUAGES = 3;
const FILE_VERSIONS = [GAME_FILE_VERSION, GAME_FILE_VERSION_WITH_VARIANT, GAME_FILE_VERSION_WITH_LANGUAGES] as const;

const time = str({ min: 1, max: 40 });
/** A game's, player's or power's name, here and wherever a name comes in (an import under another name). */
export const name = nameText();
const id = str({ min: 1, max: 64 });
const hex = str({ min: 64, max: 64 });

const outcomeShape: Check<GameOutcome> = tagged<GameOutcome>('kind', {
  solo: object({ kind: oneOf(['solo'] as const), winner: name }),
  draw: object({ kind: oneOf(['draw'] as const), powers: array(name, { max: 64 }) }),
  concession: object({ kind: oneOf(['concession'] as const), to: name }),
  abandoned: object({ kind: oneOf(['abandoned'] as const), reason: str({ max: 2000 }) }),
});

/**
 * An engine result, less `next`: its frame is checked here; its content is checked by adjudicating
 * the phase again on import (exchangeCheck.ts), so nothing in it is taken on trust.
 */
const resultShape = object({
  phase: phaseShape,
  results: array(json, { max: 1000 }),
  units: array(unitShape, { max: 1000 }),
  dislodged: array(json, { max: 1000 }),
  standoffs: array(id, { max: 1000 }),
  removed: array(json, { max: 1000 }),
  adjustments: nullable(record(object({ due: int(), done: int() }))),
  supplyCenters: record(array(id, { max: 1000 })),
  winner: nullable(name),
  eliminated: array(name, { max: 64 }),
}) as unknown as Check<StoredResult>;

const submissionShape = object({
  id: int({ min: 1 }),
  power: name,
  source: oneOf(['text', 'structured'] as const),
  rawText: nullable(str({ max: 200_000 })),
  combine: oneOf(COMBINE_MODES),
  sameTime: bool,
  orders: array(givenOrderShape, { max: 1000 }) as Check<GivenOrder[]>,
  diagnostics: array(json, { max: 10_000 }),
  submittedBy: name,
  submittedAt: time,
  copiedFrom: nullable(int({ min: 1 })),
});

const adjudicationShape = object({
  orders: array(givenOrderShape, { max: 1000 }) as Check<GivenOrder[]>,
  result: resultShape,
  nextPosition: nullable(positionShape) as Check<Position | null>,
  adjudicatedAt: time,
  supersededAt: nullable(time),
});

const voteShape = object({
  power: name,
  vote: oneOf(DRAW_VOTES),
  drawList: nullable(array(name, { max: 64 })),
  castBy: name,
  castAt: time,
  clearedAt: nullable(time),
});

const filePhaseShape = object({
  id: int({ min: 1 }),
  seq: int({ min: 0 }),
  position: positionShape,
  status: oneOf(PHASE_STATUSES),
  createdAt: time,
  supersededAt: nullable(time),
  submissions: array(submissionShape),
  adjudications: array(adjudicationShape),
  drawVotes: array(voteShape),
});

export const gameFileShape = object({
  format: oneOf([GAME_FILE_FORMAT] as const),
  version: oneOf(FILE_VERSIONS),
  exportedAt: time,
  game: object({
    name,
    variant: str({ min: 1, max: 64 }),
    ruleOptions: record(str({ max: 64 })),
    /** Version 3: the languages its orders are read in besides English. */
    readerLanguages: optional(array(oneOf(READER_LANGUAGES), { max: READER_LANGUAGES.length })),
    /** Version 3: the language of its reports. */
    reportLanguage: optional(oneOf(REPORT_LANGUAGES)),
    drawType: oneOf(DRAW_TYPES),
    status: oneOf(GAME_STATUSES),
    outcome: nullable(outcomeShape),
    createdAt: time,
    updatedAt: time,
  }),
  powers: array(name, { max: 64 }),
  players: array(object({ power: name, name, contact: nullable(str({ max: 200 })), sinceSeq: int({ min: 0 }), createdAt: time })),
  phases: array(filePhaseShape),
  events: array(object({ at: time, actor: str({ min: 1, max: 100 }), action: oneOf(EVENT_ACTIONS), details: record(json) })),
  /** A GM's own variant the game is played on (version 2): its variant file and drawn board, as the archive keeps them. */
  variantFile: optional(object({ data: record(json), geometry: nullable(json) })),
  /** The history's hash chain (historyChain.ts); files written before it have none. */
  chain: optional(
    object({
      algorithm: oneOf(['sha256'] as const),
      links: array(
        object({
          phaseId: int({ min: 1 }),
          seq: int({ min: 0 }),
          position: hex,
          submissions: hex,
          adjudications: hex,
          corrections: hex,
          hash: hex,
        }),
      ),
    }),
  ),
});

type CheckedFile = Checked<typeof gameFileShape>;
/** A game file; `chain` may be left out (files written before the chain, games made from other programs' files). */
export type GameFile = Omit<CheckedFile, 'chain' | 'variantFile'> & { chain?: CheckedFile['chain']; variantFile?: CheckedFile['variantFile'] };
export type GameFilePhase = GameFile['phases'][number];

/** The file's format and version, before its body is read: a newer version is its own error. */
export function fileVersion(
  data: unknown,
): Result<
  number,
  { code: 'bad-file' | 'unsupported-version'; message: string; why: 'not-a-game-file' | 'no-version' | 'newer'; params: Record<string, string | number> }
> {
  const o = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  if (!o || o.format !== GAME_FILE_FORMAT)
    return err({
      code: 'bad-file',
      message: `not an Adjutant game file: "format" should be "${GAME_FILE_FORMAT}"`,
      why: 'not-a-game-file',
      params: { format: GAME_FILE_FORMAT },
    });
  if (typeof o.version !== 'number' || !Number.isInteger(o.version) || o.version < 1) {
    return err({ code: 'bad-file', message: 'not an Adjutant game file: "version" should be a whole number', why: 'no-version', params: {} });
  }
  if (o.version > GAME_FILE_VERSION_WITH_LANGUAGES) {
    const params = { version: o.version, versions: FILE_VERSIONS.slice(0, -1).join(', '), last: FILE_VERSIONS.at(-1)! };
    return err({
      code: 'unsupported-version',
      message: `the game file is format version ${o.version}, written by a newer Adjutant; this one reads versions ${params.versions} and ${params.last}. Upgrade Adjutant to import it`,
      why: 'newer',
      params,
    });
  }
  return ok(o.version);
}

/** Rules the archive would enforce, checked first so a bad file gets a sentence, not a constraint name. */
export function consistencyProblems(file: GameFile): string[] {
  return consistencyFaults(file).map(reasonEnglish);
}

/** A game file's inconsistencies as data (interchange/reasons.ts `file.*`, a phase's place as data), whose English consistencyProblems gives. */
export function consistencyFaults(file: GameFile): ReasonSaid[] {
  const problems: ReasonSaid[] = [];
  const say = (key: string, params: Readonly<Record<string, ReasonParam>> = {}) => problems.push(saidOf(`file.${key}`, params));
  const phase = (id: number) => placeSaid('file-phase-id', { id });
  const powers = new Set(file.powers);
  const live = file.phases.filter((p) => p.status !== 'superseded').sort((a, b) => a.seq - b.seq);
  live.forEach((p, i) => {
    if (p.seq !== i) say('numbering', { place: phase(p.id), seq: p.seq, index: i });
  });
  if (live.filter((p) => p.status === 'open').length > 1) say('open-twice');
  const phaseIds = new Set<number>();
  const allSubmissions = file.phases.flatMap((p) => p.submissions.map((s) => s.id));
  const submissionIds = new Set(allSubmissions);
  if (submissionIds.size !== allSubmissions.length) say('submission-twice');
  for (const p of file.phases) {
    if (phaseIds.has(p.id)) say('phase-twice', { id: p.id });
    phaseIds.add(p.id);
    if ((p.status === 'superseded') !== (p.supersededAt !== null)) say('superseded', { place: phase(p.id) });
    const current = p.adjudications.filter((a) => a.supersededAt === null).length;
    if (current > 1) say('current-twice', { place: phase(p.id) });
    if (p.status === 'adjudicated' && current !== 1) say('no-current', { place: phase(p.id) });
    for (const s of p.submissions) {
      if (!powers.has(s.power)) say('submission-power', { place: phase(p.id), id: s.id, value: s.power });
      if (s.copiedFrom !== null && (!submissionIds.has(s.copiedFrom) || s.copiedFrom >= s.id)) say('copied-from', { id: s.id, from: s.copiedFrom });
      if (s.source === 'text' && s.rawText === null) say('no-text', { id: s.id });
    }
    for (const v of p.drawVotes) if (!powers.has(v.power)) say('vote-power', { place: phase(p.id), value: v.power });
  }
  for (const pl of file.players) if (!powers.has(pl.power)) say('player-power', { name: pl.name, value: pl.power });
  return problems;
}
