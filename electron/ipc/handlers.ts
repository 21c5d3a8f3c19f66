// The contract's channels bound to the service: one function per channel, shared by Electron's
// ipcMain.handle and the browser host. `dispatch` is the boundary: an unknown channel, a payload
// that is not a plain JSON object or is too large, and anything the service refuses all come back
// as `{ ok: false, error }`; nothing thrown crosses it. The service checks each payload's shape.
import {
  abandonGame,
  adjudicatePhase,
  castDrawVote,
  commitCorrection,
  copyOrders,
  createGame,
  drawStatus,
  exportGame,
  historyCheck,
  gameEvents,
  getGame,
  getPhase,
  importAnyGame,
  importGame,
  listGames,
  ordersDue,
  previewAdjudication,
  previewCorrection,
  resumeGame,
  rollbackTo,
  setDeadline,
  setDrawType,
  setPlayer,
  setRuleOptions,
  submitOrders,
  supersededPhases,
  SCHEMA_VERSION,
  type Archive,
  type ServiceResult,
} from '../service/index';
import { acceptMail, inbox } from '../service/mail/intake';
import { approveMail, outbox } from '../service/mail/outbox';
import {
  addPlayers,
  boardGameOutcome,
  createTournament,
  getTournament,
  listTournaments,
  proposeSeating,
  recordResult,
  replacePlayer,
  roundConsole,
  scoringSystems,
  setScoring,
  startRound,
  tournamentStandings,
} from '../service/tournament/index';
import { CHANNELS, MAX_PAYLOAD_BYTES, type ArchiveInfo, type Channel, type Input, type Output } from './contract';
import { editPosition } from '../service/positionEdit';
import { getVariant, importVariant, listVariants } from '../service/variants';
import { boundToPhase } from './phaseBinding';
import { reportHistory, reportMap, reportPhase, reportSheets, reportTournament, type Renderer } from './reports';

export interface HandlerContext {
  archive: Archive;
  host: ArchiveInfo['host'];
  version: string;
  /** Who the log names for changes made from this window. */
  actor: string;
  /** Told after every change that succeeded, so other windows or tabs can refresh. */
  changed?: (gameId: number | null) => void;
  /** Makes PDF and PNG files; without it those formats answer an error. */
  render?: Renderer;
}

type Handler<C extends Channel> = (input: Input<C>, ctx: HandlerContext) => Promise<ServiceResult<Output<C>>>;
type Handlers = { [C in Channel]: Handler<C> };

const withActor = <T extends object>(input: T, ctx: HandlerContext): T & { actor: string } => ({ ...input, actor: ctx.actor });

const HANDLERS: Handlers = {
  'archive:info': async (_input, ctx) => ({ ok: true, value: { path: ctx.archive.file, schemaVersion: SCHEMA_VERSION, host: ctx.host, version: ctx.version } }),
  'game:list': (input, ctx) => listGames(ctx.archive, input),
  'game:create': (input, ctx) => createGame(ctx.archive, withActor(input, ctx)),
  'game:get': (input, ctx) => getGame(ctx.archive, input),
  'game:phase': (input, ctx) => getPhase(ctx.archive, input),
  'game:events': (input, ctx) => gameEvents(ctx.archive, input),
  'game:setRules': (input, ctx) => setRuleOptions(ctx.archive, withActor(input, ctx)),
  'game:setPlayer': (input, ctx) => setPlayer(ctx.archive, withActor(input, ctx)),
  'game:setDrawType': (input, ctx) => setDrawType(ctx.archive, withActor(input, ctx)),
  'game:abandon': (input, ctx) => abandonGame(ctx.archive, withActor(input, ctx)),
  'game:setDeadline': (input, ctx) => setDeadline(ctx.archive, withActor(input, ctx)),
  'game:ordersDue': (input, ctx) => ordersDue(ctx.archive, input),
  'game:historyCheck': (input, ctx) => historyCheck(ctx.archive, input),
  'mail:inbox': (input, ctx) => inbox(ctx.archive, input),
  'mail:accept': (input, ctx) => acceptMail(ctx.archive, withActor(input, ctx)),
  'mail:outbox': (input, ctx) => outbox(ctx.archive, input),
  'mail:approve': (input, ctx) => approveMail(ctx.archive, input),
  'orders:submit': (input, ctx) => boundToPhase(ctx.archive, input, 'the orders were not entered', (v) => submitOrders(ctx.archive, withActor(v, ctx))),
  'orders:copy': (input, ctx) => copyOrders(ctx.archive, withActor(input, ctx)),
  'game:superseded': (input, ctx) => supersededPhases(ctx.archive, input),
  'phase:preview': (input, ctx) => boundToPhase(ctx.archive, input, 'no preview', (v) => previewAdjudication(ctx.archive, v)),
  'phase:adjudicate': (input, ctx) => boundToPhase(ctx.archive, input, 'nothing was committed', (v) => adjudicatePhase(ctx.archive, withActor(v, ctx))),
  'phase:rollback': (input, ctx) => boundToPhase(ctx.archive, input, 'nothing was rolled back', (v) => rollbackTo(ctx.archive, withActor(v, ctx))),
  'position:edit': (input, ctx) => boundToPhase(ctx.archive, input, 'the position was not edited', (v) => editPosition(ctx.archive, withActor(v, ctx))),
  'correction:preview': (input, ctx) => previewCorrection(ctx.archive, input),
  'correction:commit': (input, ctx) => commitCorrection(ctx.archive, withActor(input, ctx)),
  'draw:vote': (input, ctx) => castDrawVote(ctx.archive, withActor(input, ctx)),
  'draw:status': (input, ctx) => drawStatus(ctx.archive, input),
  'draw:resume': (input, ctx) => resumeGame(ctx.archive, withActor(input, ctx)),
  'game:export': (input, ctx) => exportGame(ctx.archive, input),
  'game:import': (input, ctx) => importGame(ctx.archive, withActor(input, ctx)),
  'variant:list': (input, ctx) => listVariants(ctx.archive, input),
  'variant:get': (input, ctx) => getVariant(ctx.archive, input),
  'variant:import': (input, ctx) => importVariant(ctx.archive, withActor(input, ctx)),
  'game:importAny': (input, ctx) => importAnyGame(ctx.archive, withActor(input, ctx)),
  'report:phase': (input, ctx) => reportPhase(input, ctx),
  'report:sheets': (input, ctx) => reportSheets(input, ctx),
  'report:history': (input, ctx) => reportHistory(input, ctx),
  'report:map': (input, ctx) => reportMap(input, ctx),
  'tournament:list': (input, ctx) => listTournaments(ctx.archive, input),
  'tournament:get': (input, ctx) => getTournament(ctx.archive, input),
  'tournament:console': (input, ctx) => roundConsole(ctx.archive, input),
  'tournament:standings': (input, ctx) => tournamentStandings(ctx.archive, input),
  'tournament:systems': (input, ctx) => scoringSystems(ctx.archive, input),
  'tournament:create': (input, ctx) => createTournament(ctx.archive, withActor(input, ctx)),
  'tournament:addPlayers': (input, ctx) => addPlayers(ctx.archive, withActor(input, ctx)),
  'tournament:proposeSeating': (input, ctx) => proposeSeating(ctx.archive, input),
  'tournament:startRound': (input, ctx) => startRound(ctx.archive, withActor(input, ctx)),
  'tournament:boardOutcome': (input, ctx) => boardGameOutcome(ctx.archive, input),
  'tournament:recordResult': (input, ctx) => recordResult(ctx.archive, withActor(input, ctx)),
  'tournament:replacePlayer': (input, ctx) => replacePlayer(ctx.archive, withActor(input, ctx)),
  'tournament:setScoring': (input, ctx) => setScoring(ctx.archive, withActor(input, ctx)),
  'tournament:export': (input, ctx) => reportTournament(input, ctx),
};

/** Channels that change the archive: a success is announced to every window. */
const CHANGES: ReadonlySet<Channel> = new Set<Channel>([
  'game:create',
  'game:setRules',
  'game:setPlayer',
  'game:setDrawType',
  'game:abandon',
  'game:setDeadline',
  'orders:submit',
  'orders:copy',
  'mail:accept',
  'mail:approve',
  'phase:adjudicate',
  'phase:rollback',
  'position:edit',
  'correction:commit',
  'draw:vote',
  'draw:resume',
  'game:import',
  'game:importAny',
  'variant:import',
  'tournament:create',
  'tournament:addPlayers',
  'tournament:startRound',
  'tournament:recordResult',
  'tournament:replacePlayer',
  'tournament:setScoring',
]);

const KNOWN: ReadonlySet<string> = new Set(CHANNELS);

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && KNOWN.has(name);
}

function invalid(message: string): ServiceResult<never> {
  return { ok: false, error: { code: 'invalid-input', message } };
}

/** Why a payload cannot be handed to the service, or null when it is a plain JSON object. */
export function payloadProblem(payload: unknown): string | null {
  if (payload === undefined) return null;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return 'the payload must be an object';
  if (Object.getPrototypeOf(payload) !== Object.prototype && Object.getPrototypeOf(payload) !== null) return 'the payload must be a plain object';
  let text: string;
  try {
    text = JSON.stringify(payload);
  } catch {
    return 'the payload is not plain data (it refers to itself or holds values JSON cannot carry)';
  }
  if (text.length > MAX_PAYLOAD_BYTES) return `the payload is larger than ${MAX_PAYLOAD_BYTES / (1024 * 1024)} MB`;
  return null;
}

function gameOf(input: unknown, value: unknown): number | null {
  for (const v of [value, input]) {
    const id = (v as { gameId?: unknown; id?: unknown } | null)?.gameId ?? (v as { id?: unknown } | null)?.id;
    if (typeof id === 'number') return id;
  }
  return null;
}

/** Runs one request. Never throws. */
export async function dispatch(channel: unknown, payload: unknown, ctx: HandlerContext): Promise<ServiceResult<unknown>> {
  if (!isChannel(channel)) return invalid(`unknown channel ${JSON.stringify(String(channel)).slice(0, 80)}`);
  const problem = payloadProblem(payload);
  if (problem) return invalid(`${channel}: ${problem}`);
  // A structured clone of the payload, so the service never holds objects the caller can change.
  const input = payload === undefined ? {} : JSON.parse(JSON.stringify(payload));
  try {
    const handler = HANDLERS[channel] as (input: unknown, ctx: HandlerContext) => Promise<ServiceResult<unknown>>;
    const out = await handler(input, ctx);
    // A tournament's answer carries the tournament's id, not a game's: announce it as a change of the archive.
    if (out.ok && CHANGES.has(channel)) ctx.changed?.(channel.startsWith('tournament:') ? null : gameOf(input, out.value));
    return out;
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: `internal error on ${channel}: ${e instanceof Error ? e.message : String(e)}` } };
  }
}
