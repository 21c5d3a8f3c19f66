// Games as a whole: create one (from the standard start or a position the GM sets up), list and
// search them, find one by name or number, switch DIAS/NoDIAS, abandon one.
import type { CreateGameInput, ListGamesInput } from './types';
export type { CreateGameInput, ListGamesInput } from './types';
import { parseLanguages, validatePosition, resolveOptions, type GameMap, type Position } from '../../engine/index';
import type { Archive } from '../archive/db';
import { repositories, type Repositories } from '../archive/repositories/index';
import { DRAW_TYPES, GAME_STATUSES, type GameRecord } from '../archive/types';
import { changeGame, DEFAULT_ACTOR, logEvent, powerNamed, refuse as refuseGame, rulesRefused } from './context';
import { mapOf, startPosition, VARIANTS } from './engine';
import { variantIds, variantMapIn } from './variants';
import { gameDetail, summaryOf } from './gameViews';
import { blankName, invalidInput, refusals, serve, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import { gameRefShape, positionShape } from './shapes';
import type { GameDetail, GameList } from './types';
import { REPORT_LANGUAGES, type ReportLanguage } from '../reports/reportLanguages';
import { array, check, int, name as nameText, object, oneOf, optional, record, str } from './validate';

const refuse = refusals('games', {
  'unknown-variant': "unknown variant '{{variant}}'; Adjutant has: {{variants}}",
  'bad-languages': 'languages: {{problem}}',
  'bad-position': 'the position cannot start a game: {{faults}}',
  'player-not-a-power': "players: '{{written}}' is not a power of the {{mapName}} map",
  'name-taken': "a game named '{{name}}' is already in the archive",
  'no-game': "no game '{{game}}' in the archive",
  'already-abandoned': "game '{{game}}' is already abandoned",
});

const actorShape = optional(str({ min: 1, max: 100 }));

export const createShape = object({
  name: nameText(),
  variant: optional(str({ min: 1, max: 64 })),
  rules: optional(object({ preset: optional(str({ max: 64 })), options: optional(record(str({ max: 64 }))) })),
  languages: optional(array(str({ min: 1, max: 16 }), { max: 8 })),
  reportLanguage: optional(oneOf(REPORT_LANGUAGES)),
  drawType: optional(oneOf(DRAW_TYPES)),
  position: optional(positionShape),
  players: optional(record(object({ name: nameText(), contact: optional(str({ max: 200 })) }))),
  actor: actorShape,
});

export interface NewGame {
  name: string;
  variant: string;
  options: Record<string, string>;
  /** The reader languages besides English (engine/orders/languages/). */
  languages: string[];
  /** The language of its reports, order sheets and printed map. */
  reportLanguage: ReportLanguage;
  drawType: 'dias' | 'nodias';
  position: Position;
  setUp: boolean;
  powers: string[];
  players: [string, { name: string; contact?: string }][];
  actor: string;
}

/** The variants Adjutant ships: what a new game can be played on without an archive to look in. */
const SHIPPED = { map: mapOf, ids: () => VARIANTS };

/** The variants of an archive: the shipped ones and the GM's own. */
export function archiveVariants(archive: Archive): { map: (id: string) => GameMap | null; ids: () => readonly string[] } {
  return {
    map: (id) => variantMapIn(archive, id),
    ids: () => variantIds(repositories(archive.db)),
  };
}

/** Everything about a new game that can be checked before the archive is touched. */
export function checkNewGame(
  input: CreateGameInput,
  variants: { map: (id: string) => GameMap | null; ids: () => readonly string[] } = SHIPPED,
): ServiceResult<NewGame> {
  const checked = check(createShape, input);
  if (!checked.ok) return invalidInput(checked.error);
  const v = checked.value;
  const name = v.name.trim();
  if (!name) return blankName();
  const variant = v.variant ?? 'standard';
  const map = variants.map(variant);
  if (!map) return refuse('unknown-variant', 'unknown-variant', { variant, variants: variants.ids().join(', ') });
  const options = resolveOptions(v.rules ?? {});
  if (!options.ok) return rulesRefused(options.error);
  const languages = parseLanguages((v.languages ?? []).join(','));
  if (!languages.ok) return refuse('invalid-input', 'bad-languages', { problem: languages.error });
  const position = v.position ?? startPosition(map, variant);
  // The engine's own check, once, where the position comes in; details carry each fault's code and place.
  const valid = validatePosition(map, position);
  if (!valid.ok) return refuse('bad-position', 'bad-position', { faults: valid.error.map((f) => f.message).join('; ') }, valid.error, map);
  const players: NewGame['players'] = [];
  for (const [written, player] of Object.entries(v.players ?? {})) {
    const power = powerNamed(map, written);
    if (!power) return refuse('not-a-power', 'player-not-a-power', { written, mapName: map.name });
    players.push([power, player]);
  }
  const powers = map.powers.map((p) => p.name);
  const drawType = v.drawType ?? 'dias';
  return success({
    name,
    variant,
    options: { ...options.value },
    languages: languages.value,
    reportLanguage: v.reportLanguage ?? 'en',
    drawType,
    position,
    setUp: Boolean(v.position),
    powers,
    players,
    actor: v.actor ?? DEFAULT_ACTOR,
  });
}

export function createGame(archive: Archive, input: CreateGameInput): Promise<ServiceResult<GameDetail>> {
  return serve(() => {
    const checked = checkNewGame(input, archiveVariants(archive));
    if (!checked.ok) return checked;
    const g = checked.value;
    return transact(archive, (repos) => {
      const id = insertGame(archive, repos, g);
      return id.ok ? gameDetail(repos, id.value) : id;
    });
  });
}

/** Writes a checked new game inside the caller's transaction (a tournament round writes several in one). */
export function insertGame(archive: Archive, repos: Repositories, g: NewGame): ServiceResult<number> {
  if (repos.games.byName(g.name)) return refuse('name-taken', 'name-taken', { name: g.name });
  const now = archive.now();
  const record: Omit<GameRecord, 'id'> = {
    name: g.name,
    variant: g.variant,
    ruleOptions: g.options,
    readerLanguages: g.languages,
    reportLanguage: g.reportLanguage,
    drawType: g.drawType,
    status: 'active',
    outcome: null,
    createdAt: now,
    updatedAt: now,
  };
  const id = repos.games.insert(record);
  for (const power of g.powers) repos.players.insertPower(id, power);
  for (const [power, p] of g.players) repos.players.insert({ gameId: id, power, name: p.name, contact: p.contact ?? null, sinceSeq: 0, createdAt: now });
  repos.phases.insert({ gameId: id, seq: 0, position: g.position, status: 'open', createdAt: now });
  logEvent(archive, repos, id, g.actor, 'game-created', {
    name: g.name,
    variant: g.variant,
    drawType: g.drawType,
    start: g.setUp ? 'set-up' : 'standard',
    phase: g.position.phase,
  });
  return success(id);
}

export const listShape = object({
  status: optional(oneOf(GAME_STATUSES)),
  variant: optional(str({ max: 64 })),
  search: optional(str({ max: 200 })),
  limit: optional(int({ min: 1, max: 1_000_000 })),
  offset: optional(int({ min: 0 })),
});

/** Games matching the filter, most recently updated first. */
export function listGames(archive: Archive, input: ListGamesInput = {}): Promise<ServiceResult<GameList>> {
  return serveChecked(listShape, input, (v) => {
    const filter = { status: v.status ?? null, variant: v.variant ?? null, search: v.search?.trim() || null };
    return snapshot(archive, (repos) => {
      const rows = repos.games.list({ ...filter, limit: v.limit ?? 1000, offset: v.offset ?? 0 });
      return success({ games: rows.map(summaryOf), total: repos.games.count(filter) });
    });
  });
}

/** A game by number (`12`, `#12`) or by name (any case). */
export function findGame(archive: Archive, ref: string | number): Promise<ServiceResult<GameDetail>> {
  return serve(() =>
    snapshot(archive, (repos) => {
      const id = resolveRef(repos, ref);
      if (id === null) return refuse('not-found', 'no-game', { game: String(ref) });
      return gameDetail(repos, id);
    }),
  );
}

function resolveRef(repos: Repositories, ref: string | number): number | null {
  if (typeof ref === 'number') return Number.isInteger(ref) && repos.games.get(ref) ? ref : null;
  if (typeof ref !== 'string') return null;
  const byName = repos.games.byName(ref.trim());
  if (byName) return byName.id;
  const m = /^#?(\d+)$/.exec(ref.trim());
  return m && repos.games.get(Number(m[1])) ? Number(m[1]) : null;
}

export function getGame(archive: Archive, input: { gameId: number }): Promise<ServiceResult<GameDetail>> {
  return serveChecked(gameRefShape, input, (v) => {
    return snapshot(archive, (repos) => gameDetail(repos, v.gameId));
  });
}

export const drawTypeShape = object({ gameId: int({ min: 1 }), drawType: oneOf(DRAW_TYPES), actor: actorShape });

/** SET DIAS / SET NODIAS: the moderator's choice; votes standing in the open phase are cleared. */
export function setDrawType(archive: Archive, input: { gameId: number; drawType: 'dias' | 'nodias'; actor?: string }): Promise<ServiceResult<GameDetail>> {
  return changeGame(archive, drawTypeShape, input, (v, repos, { game }) => {
    if (game.drawType === v.drawType) return gameDetail(repos, game.id);
    const now = archive.now();
    repos.games.setDrawType(game.id, v.drawType, now);
    const open = repos.phases.open(game.id);
    const cleared = open ? repos.drawVotes.clear(open.id, now) : 0;
    logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, 'draw-type-set', { from: game.drawType, to: v.drawType, votesCleared: cleared });
    return gameDetail(repos, game.id);
  });
}

export const reportLanguageShape = object({ gameId: int({ min: 1 }), language: oneOf(REPORT_LANGUAGES), actor: actorShape });

/** The language of the game's reports, order sheets and printed map, changed at any time. */
export function setReportLanguage(archive: Archive, input: { gameId: number; language: ReportLanguage; actor?: string }): Promise<ServiceResult<GameDetail>> {
  return changeGame(archive, reportLanguageShape, input, (v, repos, { game }) => {
    const from = game.reportLanguage ?? 'en';
    if (from === v.language) return gameDetail(repos, game.id);
    repos.games.setReportLanguage(game.id, v.language, archive.now());
    logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, 'report-language-set', { from, to: v.language });
    return gameDetail(repos, game.id);
  });
}

export const abandonShape = object({ gameId: int({ min: 1 }), reason: str({ min: 1, max: 2000 }), actor: actorShape });

export function abandonGame(archive: Archive, input: { gameId: number; reason: string; actor?: string }): Promise<ServiceResult<GameDetail>> {
  return changeGame(archive, abandonShape, input, (v, repos, { game }) => {
    if (game.status === 'abandoned') return refuse('game-not-active', 'already-abandoned', { game: game.name });
    repos.games.setStatus(game.id, 'abandoned', { kind: 'abandoned', reason: v.reason }, archive.now());
    logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, 'game-abandoned', { reason: v.reason, was: game.status });
    return gameDetail(repos, game.id);
  });
}

export const playerShape = object({
  gameId: int({ min: 1 }),
  power: str({ min: 1, max: 64 }),
  name: nameText(),
  contact: optional(str({ max: 200 })),
  actor: actorShape,
});

/** Who plays a power from the current phase on; an earlier player stays on record. */
export function setPlayer(
  archive: Archive,
  input: { gameId: number; power: string; name: string; contact?: string; actor?: string },
): Promise<ServiceResult<GameDetail>> {
  return changeGame(archive, playerShape, input, (v, repos, ctx) => {
    const power = powerNamed(ctx.map, v.power);
    if (!power) return refuseGame('not-a-power', 'not-a-power', { written: v.power, mapName: ctx.map.name });
    const line = repos.phases.live(v.gameId);
    const sinceSeq = line.length ? line[line.length - 1].seq : 0;
    repos.players.insert({ gameId: v.gameId, power, name: v.name, contact: v.contact ?? null, sinceSeq, createdAt: archive.now() });
    logEvent(archive, repos, v.gameId, v.actor ?? DEFAULT_ACTOR, 'player-set', { power, name: v.name, sinceSeq });
    return gameDetail(repos, v.gameId);
  });
}
