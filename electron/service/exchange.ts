// Export and import of a whole game as a game file (exchangeFormat.ts). Export writes everything,
// superseded phases and the events log included. Import checks the whole file first (format and
// version, shape, consistency, every position with the engine's validatePosition, the rule options), then writes it
// in one transaction: a broken file, or one from a newer Adjutant, changes nothing.
import { type GameMap, phaseName, READER_LANGUAGES, type ReaderLanguageCode, type RuleOptions, validatePosition } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import { DEFAULT_ACTOR, type GameContext, loadGame, logEvent, storedRulesSaid } from './context';
import { mapOf, optionsOf } from './engine';
import {
  consistencyFaults,
  fileVersion,
  name as gameName,
  GAME_FILE_FORMAT,
  GAME_FILE_VERSION,
  GAME_FILE_VERSION_WITH_VARIANT,
  GAME_FILE_VERSION_WITH_LANGUAGES,
  gameFileShape,
  type GameFile,
  type GameFilePhase,
} from './exchangeFormat';
import { gameDetail } from './gameViews';
import { blankName, refusals, serveChecked, snapshot, success, transact, type Failure, type ServiceError, type ServiceResult } from './result';
import type { GameDetail, HistoryCheckView, ReasonSaid } from './types';
import { anything, bool, check, object, optional, str } from './validate';
import { chainDifferences, chainOf, PART_WORDS } from './historyChain';
import { chainEvents, chainPhase, CHAIN_PARTS, storedChain } from '../archive/historySeal';
import { historyProblem, phaseOptions } from './exchangeCheck';
import { replayGameFile } from './replayFile';
import { gameRefShape } from './shapes';
import { checkVariantFile, storeVariant, variantMap } from './variants';
import { reportLanguageOf } from '../reports/reportLanguages';
import { listSaid, positionSaid, reasonEnglish, saidOf } from './interchange/reasons';

export type { GameFile } from './exchangeFormat';

const refuse = refusals('exchange', {
  'carried-variant': 'the variant the game file carries: {{said}}',
  'carried-variant-as-given': 'the variant the game file carries: {{detail}}',
  'other-variant': "the game file carries variant '{{id}}' but the game is played on '{{variant}}'",
  'no-variant':
    "the game is played on the '{{variant}}' map, which this Adjutant does not have and the file does not carry (import the variant first: adjutant variant import)",
  'not-json': 'the game file is not valid JSON: {{detail}}',
  'not-a-game-file': 'not an Adjutant game file: "format" should be "{{format}}"',
  'no-version': 'not an Adjutant game file: "version" should be a whole number',
  newer:
    'the game file is format version {{version}}, written by a newer Adjutant; this one reads versions {{versions}} and {{last}}. Upgrade Adjutant to import it',
  broken: 'the game file is broken: {{checked}}',
  'v1-variant': 'the game file is version 1 but carries a variant, which version 2 files do',
  'languages-early': "the game file is version {{version}} but carries the game's languages, which version 3 files do",
  rules: "the game's rule options: {{said}}",
  // `{{reasons}}` / `{{reason}}`: sentences of interchange/reasons.ts, which the window reads back and words.
  inconsistent: 'the game file is inconsistent: {{reasons}}',
  history: "the game file's history does not hold: {{reason}}; nothing was imported",
  'no-map': "the game is played on the '{{variant}}' map, which this Adjutant does not have",
  'made-inconsistent': 'the game made from the file is inconsistent: {{reasons}}',
  'variant-differs':
    "the game file carries its variant '{{id}}', and this archive holds a different variant under the same id (variants are never replaced); nothing was imported",
  'text-or-data': 'give the game file as text or as data, one of the two',
  'replay-or-accept': 'take the file as it is or play it again, not both',
  'name-taken': "a game named '{{name}}' is already in the archive; import it under another name",
  'chain-broken': {
    one: "the game file's history chain does not verify ({{count}} difference); nothing was imported:\n{{reasons}}",
    other: "the game file's history chain does not verify ({{count}} differences); nothing was imported:\n{{reasons}}",
  },
  constraint: 'the game file breaks a rule of the archive ({{detail}}); nothing was imported',
});

function phasesOf(repos: Repositories, gameId: number): GameFilePhase[] {
  return repos.phases.all(gameId).map((p) => ({
    ...(chainPhase(repos, p) as Pick<GameFilePhase, 'id' | 'seq' | 'position' | 'status' | 'submissions' | 'adjudications'>),
    createdAt: p.createdAt,
    supersededAt: p.supersededAt,
    drawVotes: repos.drawVotes.forPhase(p.id).map(({ id: _i, phaseId: _p, ...v }) => v),
  }));
}

export function exportGame(archive: Archive, input: { gameId: number }): Promise<ServiceResult<GameFile>> {
  return readOneGame(archive, input, (repos, ctx) => {
    // The game's languages go in a version 3 file, and only when they are not the defaults (none, English),
    // so that a file that needs no version 3 field is read by every Adjutant.
    const { id: gameId, readerLanguages = [], reportLanguage = 'en', ...rest } = ctx.game;
    const languages = readerLanguages.length > 0 || reportLanguage !== 'en';
    const readable = readerLanguages.filter((l): l is ReaderLanguageCode => (READER_LANGUAGES as readonly string[]).includes(l));
    const game = languages ? { ...rest, readerLanguages: readable, reportLanguage: reportLanguageOf(reportLanguage) } : rest;
    const phases = phasesOf(repos, gameId);
    const events = repos.events.forGame(gameId).map(({ at, actor, action, details }) => ({ at, actor, action, details }));
    // A GM's own variant goes with the game (version 2), so that another archive can play it.
    const own = mapOf(game.variant) ? undefined : repos.variants.get(game.variant);
    const variantFile = own
      ? { data: JSON.parse(own.data) as Record<string, unknown>, geometry: own.geometry === null ? null : (JSON.parse(own.geometry) as unknown) }
      : undefined;
    return success({
      format: GAME_FILE_FORMAT,
      version: languages ? GAME_FILE_VERSION_WITH_LANGUAGES : variantFile ? GAME_FILE_VERSION_WITH_VARIANT : GAME_FILE_VERSION,
      ...(variantFile ? { variantFile } : {}),
      exportedAt: archive.now(),
      game,
      powers: repos.players.powers(gameId),
      players: repos.players.forGame(gameId).map(({ id: _i, gameId: _g, ...p }) => p),
      phases,
      events,
      chain: chainOf({ phases, events }),
    });
  });
}

export interface ImportGameInput {
  /** The file's text (JSON), or `data`, the file already parsed. */
  text?: string;
  data?: unknown;
  /** A new name, when the file's name is taken in this archive. */
  name?: string;
  /**
   * A file whose history chain does not verify is refused, every difference named; `true` takes
   * it as it is, the differences kept in the import's log entry (the GM's choice, after reading them).
   */
  acceptBrokenChain?: boolean;
  /**
   * A file whose history chain does not verify is played again from its first position (its orders
   * as received, adjudicated anew): the replayed game is stored, and the import's log entry keeps
   * every difference with the file's recorded results (replayFile.ts).
   */
  replay?: boolean;
  actor?: string;
}

/**
 * The map of a game file's variant: shipped, else the variant the file carries (version 2), else one
 * of the archive's own (`own`, when the caller has an archive).
 */
/** A refusal of the variant a game file carries, framed: its own words inside the frame's. */
function refuseInside(key: 'carried-variant', inner: ServiceError, details: unknown) {
  if (inner.said === undefined) return refuse('bad-file', 'carried-variant-as-given', { detail: inner.message }, details);
  return refuse('bad-file', key, { said: inner.said.key, ...inner.said.params }, details);
}

export type VariantSource = (file: GameFile) => ServiceResult<GameMap>;

export const shippedOrCarried: VariantSource = (file) => {
  const shipped = mapOf(file.game.variant);
  if (shipped) return success(shipped);
  if (file.variantFile) {
    const carried = checkVariantFile(file.variantFile);
    if (!carried.ok) return refuseInside('carried-variant', carried.error, carried.error.details);
    if (carried.value.map.id !== file.game.variant) return refuse('bad-file', 'other-variant', { id: carried.value.map.id, variant: file.game.variant });
    return success(carried.value.map);
  }
  return refuse('unknown-variant', 'no-variant', { variant: file.game.variant });
};

/** A game file's first reading, which needs neither its variant nor an archive: JSON, version, shape. */
function shapedGameFile(input: ImportGameInput): ServiceResult<GameFile> {
  let data = input.data;
  if (input.text !== undefined) {
    try {
      data = JSON.parse(input.text);
    } catch (e) {
      return refuse('bad-file', 'not-json', { detail: (e as Error).message });
    }
  }
  const version = fileVersion(data);
  if (!version.ok) return refuse(version.error.code, version.error.why, version.error.params);
  const shaped = check(gameFileShape, data);
  if (!shaped.ok) return refuse('bad-file', 'broken', { checked: shaped.error });
  const file = shaped.value;
  if (file.version === GAME_FILE_VERSION && file.variantFile) return refuse('bad-file', 'v1-variant');
  if (file.version < GAME_FILE_VERSION_WITH_LANGUAGES && (file.game.readerLanguages !== undefined || file.game.reportLanguage !== undefined))
    return refuse('bad-file', 'languages-early', { version: file.version });
  return success(file);
}

/**
 * How importGame would refuse `input` before it reads the archive (the input's shape, the file's
 * JSON, version and shape), or null when the answer needs the archive (the file's variant, what it
 * stores) or the first reading found nothing: the command line says a bad file without opening one.
 */
export function importRefusalWithoutArchive(input: ImportGameInput): Failure | null {
  const checked = check(importShape, input);
  if (!checked.ok || (checked.value.text === undefined) === (checked.value.data === undefined)) return null;
  if (checked.value.replay === true && checked.value.acceptBrokenChain === true) return null;
  try {
    const shaped = shapedGameFile(checked.value);
    return shaped.ok ? null : shaped;
  } catch {
    return null;
  }
}

/**
 * Reads and checks a game file completely; nothing is written. `played` (for `--replay`) gets the
 * file, its map and the options of each phase before its recorded history is proved, to play it
 * again: the history proved is then the replayed one.
 */
export function readGameFile(
  input: ImportGameInput,
  variantOf: VariantSource = shippedOrCarried,
  played?: (file: GameFile, map: GameMap, optionsAt: (seq: number) => RuleOptions) => GameFile,
): ServiceResult<GameFile> {
  const shaped = shapedGameFile(input);
  if (!shaped.ok) return shaped;
  const file = shaped.value;
  const found = variantOf(file);
  if (!found.ok) return found;
  const map = found.value;
  const options = optionsOf(file.game.ruleOptions);
  if (!options.ok) return refuse('bad-rule-options', 'rules', storedRulesSaid(options.error));
  const problems = consistencyFaults(file);
  for (const p of file.phases) {
    const valid = validatePosition(map, p.position);
    if (!valid.ok) for (const f of valid.error) problems.push(saidOf('file.phase-position', { id: p.id, reason: positionSaid([f]) }));
    for (const a of p.adjudications) {
      const next = a.nextPosition ? validatePosition(map, a.nextPosition) : null;
      if (next && !next.ok) for (const f of next.error) problems.push(saidOf('file.next-position', { id: p.id, reason: positionSaid([f]) }));
    }
  }
  const powers = map.powers.map((p) => p.name);
  for (const p of file.powers) if (!powers.includes(p)) problems.push(saidOf('file.not-power', { value: p, mapName: map.name }));
  if (problems.length > 0) return refuseFaults('inconsistent', problems, map);
  // Only a file whose every part is sound is played again: the engine trusts its input.
  let proved = file;
  if (played) {
    const optionsAt = phaseOptions(file, options.value);
    if (!optionsAt.ok) return refuse('bad-file', 'history', { reason: optionsAt.error });
    proved = played(file, map, optionsAt.value);
  }
  const history = historyProblem(proved, map, options.value);
  if (history) return refuse('bad-file', 'history', { reason: history });
  return success(proved);
}

/**
 * The check of a game file Adjutant has just made by playing a foreign game again (interchange/replay.ts):
 * every adjudication in it is the engine's own, made this moment, so it is not played a second time
 * and its frame is the type's; what is checked is what any file must hold together (one line of play,
 * legal positions, the map's powers).
 */
export function checkReplayedFile(file: GameFile): ServiceResult<GameFile> {
  const map = mapOf(file.game.variant);
  if (!map) return refuse('unknown-variant', 'no-map', { variant: file.game.variant });
  const problems = consistencyFaults(file);
  for (const p of file.phases) {
    const valid = validatePosition(map, p.position);
    if (!valid.ok) for (const f of valid.error) problems.push(saidOf('file.phase-position', { id: p.id, reason: positionSaid([f]) }));
  }
  if (problems.length > 0) return refuseFaults('made-inconsistent', problems, map);
  return success(file);
}

/**
 * A game file's inconsistencies refused: the first five in English as `{{reasons}}` (the CLI, the log:
 * as before), every one in English as the details, the five as data beside (`said.reasons.reasons`)
 * with the file's map, for the window to word.
 */
function refuseFaults(why: 'inconsistent' | 'made-inconsistent', problems: readonly ReasonSaid[], map: GameMap): Failure {
  const shown = listSaid(problems.slice(0, 5));
  const refusal = refuse('bad-file', why, { reasons: reasonEnglish(shown) }, problems.map(reasonEnglish), map);
  if (refusal.error.said) refusal.error.said.reasons = { reasons: shown };
  return refusal;
}

function writeGame(repos: Repositories, file: GameFile, name: string): number {
  const gameId = repos.games.insert({ ...file.game, name });
  for (const p of file.powers) repos.players.insertPower(gameId, p);
  for (const p of file.players) repos.players.insert({ ...p, gameId });
  const phaseIds = new Map<number, number>();
  const submissionIds = new Map<number, number>();
  const phases = [...file.phases].sort((a, b) => a.id - b.id);
  for (const p of phases) {
    phaseIds.set(
      p.id,
      repos.phases.insert({ gameId, seq: p.seq, position: p.position, status: p.status, createdAt: p.createdAt, supersededAt: p.supersededAt }),
    );
  }
  const submissions = phases.flatMap((p) => p.submissions.map((s) => ({ ...s, phaseId: phaseIds.get(p.id)! }))).sort((a, b) => a.id - b.id);
  for (const { id, ...s } of submissions) {
    const copiedFrom = s.copiedFrom === null ? null : submissionIds.get(s.copiedFrom)!;
    submissionIds.set(id, repos.submissions.insert({ ...s, copiedFrom, diagnostics: s.diagnostics as never }));
  }
  for (const p of phases) {
    const phaseId = phaseIds.get(p.id)!;
    for (const a of p.adjudications) repos.adjudications.insert({ ...a, phaseId });
    for (const v of p.drawVotes) repos.drawVotes.insert({ ...v, phaseId });
  }
  for (const e of file.events) repos.events.insert({ ...e, gameId });
  return gameId;
}

/** As large as the IPC boundary lets a payload be (MAX_PAYLOAD_BYTES). */
const MAX_FILE_CHARS = 32 * 1024 * 1024;

export const importShape = object({
  text: optional(str({ max: MAX_FILE_CHARS })),
  data: optional(anything),
  name: optional(gameName),
  acceptBrokenChain: optional(bool),
  replay: optional(bool),
  actor: optional(str({ min: 1, max: 100 })),
});

/**
 * The variant of a game file imported into this archive: shipped; else the one the file carries,
 * unless the archive holds a different variant under its id (variants are never replaced); else the
 * archive's own of that id.
 */
function variantIn(archive: Archive): VariantSource {
  return (file) => {
    const id = file.game.variant;
    if (mapOf(id)) return shippedOrCarried(file);
    return snapshot(archive, (repos) => {
      const row = repos.variants.get(id);
      if (file.variantFile) {
        const carried = shippedOrCarried(file);
        if (!carried.ok || !row) return carried;
        const geometry = file.variantFile.geometry === null ? null : JSON.stringify(file.variantFile.geometry);
        if (row.data !== JSON.stringify(file.variantFile.data) || row.geometry !== geometry) return refuse('name-taken', 'variant-differs', { id });
      }
      const own = row ? variantMap(repos, id) : null;
      return own ? success(own) : shippedOrCarried(file);
    });
  };
}

export function importGame(archive: Archive, input: ImportGameInput): Promise<ServiceResult<GameDetail>> {
  return serveChecked(importShape, input, (v) => {
    if ((v.text === undefined) === (v.data === undefined)) return refuse('invalid-input', 'text-or-data');
    if (v.replay === true && v.acceptBrokenChain === true) return refuse('invalid-input', 'replay-or-accept');
    let replayed: string[] = [];
    let chainDiffs: string[] = [];
    const read = readGameFile(
      v,
      variantIn(archive),
      v.replay === true
        ? (f, map, optionsAt) => {
            chainDiffs = f.chain ? chainDifferences(f.chain, f) : [];
            if (chainDiffs.length === 0) return f;
            const r = replayGameFile(f, map, optionsAt);
            replayed = r.differences;
            return r.file;
          }
        : undefined,
    );
    if (!read.ok) return read;
    const file = read.value;
    const name = (v.name ?? file.game.name).trim();
    if (!name) return blankName();
    if (v.replay === true && chainDiffs.length > 0) {
      const origin = { chain: 'replayed', chainDifferences: chainDiffs, replayDifferences: replayed };
      return storeGameFile(archive, file, name, v.actor ?? DEFAULT_ACTOR, origin);
    }
    const differences = file.chain ? chainDifferences(file.chain, file) : [];
    if (differences.length && v.acceptBrokenChain !== true) {
      const listed = differences.map((d) => `  ${d}`).join('\n');
      return refuse('bad-file', 'chain-broken', { count: differences.length, reasons: listed }, { chain: differences });
    }
    const chain = !file.chain ? { chain: 'none' } : differences.length ? { chain: 'broken', chainDifferences: differences } : { chain: 'verified' };
    return storeGameFile(archive, file, name, v.actor ?? DEFAULT_ACTOR, chain);
  });
}

/**
 * Writes a game file already read and checked (readGameFile) in one transaction, and logs its
 * import; `origin` adds to the log entry (where a game from another program came from, its audit).
 */
export function storeGameFile(archive: Archive, file: GameFile, name: string, actor: string, origin: Record<string, unknown>): ServiceResult<GameDetail> {
  return constraintsAsBadFile(() =>
    transact(archive, (repos) => {
      if (repos.games.byName(name)) {
        return refuse('name-taken', 'name-taken', { name });
      }
      // The GM's own variant the file carries joins the archive with the game, when the archive lacks it.
      const carried = file.variantFile && !mapOf(file.game.variant) && !repos.variants.get(file.game.variant) ? checkVariantFile(file.variantFile) : null;
      if (carried && !carried.ok) return carried;
      if (carried) storeVariant(archive, repos, carried.value, actor, { withGame: name });
      const gameId = writeGame(repos, file, name);
      logEvent(archive, repos, gameId, actor, 'game-imported', {
        as: name,
        originalName: file.game.name,
        fileVersion: file.version,
        exportedAt: file.exportedAt,
        phases: file.phases.length,
        ...origin,
      });
      return gameDetail(repos, gameId);
    }),
  );
}

/** The archive's own constraints are the last check of a file: a breach is the file's fault. */
function constraintsAsBadFile<T>(fn: () => ServiceResult<T>): ServiceResult<T> {
  try {
    return fn();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
      return refuse('bad-file', 'constraint', { detail: (e as Error).message });
    }
    throw e;
  }
}

/**
 * The game's history chain now, checked against the chain stored with its phases (an edit of the
 * archive file behind Adjutant's back shows as the first phase where they differ), and how its
 * chain stood when it was imported.
 */
export function historyCheck(archive: Archive, input: { gameId: number }): Promise<ServiceResult<HistoryCheckView>> {
  return readOneGame(archive, input, (repos, ctx) => {
    const phases = phasesOf(repos, ctx.game.id);
    const events = repos.events.forGame(ctx.game.id);
    const chain = chainOf({ phases, events: chainEvents(repos, ctx.game.id) });
    const stored = storedChain(archive.db, ctx.game.id);
    const names = phases.map((p) => phaseName(p.position.phase));
    const at = chain.links.findIndex((l, i) => stored[i]?.phaseId !== l.phaseId || stored[i].hash !== l.hash);
    const firstDifference =
      at < 0
        ? null
        : {
            id: chain.links[at].phaseId,
            seq: chain.links[at].seq,
            name: names[at],
            parts: CHAIN_PARTS.filter((k) => stored[at]?.parts?.[k] !== chain.links[at][k]),
          };
    const importedAs = events.find((e) => e.action === 'game-imported')?.details;
    const imported = importedAs && typeof importedAs.chain === 'string' ? (importedAs.chain as HistoryCheckView['imported']) : null;
    return success({
      phases: chain.links.map((l, i) => ({
        id: l.phaseId,
        seq: l.seq,
        name: names[i],
        status: phases[i].status,
        hash: l.hash,
        stored: stored[i]?.hash ?? null,
      })),
      head: chain.links.at(-1)?.hash ?? null,
      verified: at < 0 && stored.length === chain.links.length,
      through: at < 0 ? (names.at(-1) ?? null) : at > 0 ? names[at - 1] : null,
      firstDifference: firstDifference && { ...firstDifference, why: firstDifference.parts.map((k) => PART_WORDS[k]) },
      imported,
      differences: Array.isArray(importedAs?.chainDifferences) ? (importedAs.chainDifferences as string[]) : [],
      replayed: Array.isArray(importedAs?.replayDifferences) ? (importedAs.replayDifferences as string[]) : [],
    });
  });
}

/** Reads one game in a snapshot, the input checked first. */
function readOneGame<T>(
  archive: Archive,
  input: { gameId: number },
  read: (repos: Repositories, ctx: GameContext) => ServiceResult<T>,
): Promise<ServiceResult<T>> {
  return serveChecked(gameRefShape, input, (checked) => {
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, checked.gameId);
      return ctx.ok ? read(repos, ctx.value) : ctx;
    });
  });
}
