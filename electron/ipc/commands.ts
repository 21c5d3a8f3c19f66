// The command table: every IPC channel, once. Each entry is the channel's name, its input schema
// (the service's own zod schema), its output type, who may call it and its handler. The contract
// (contract.ts: `Contract`, `Input`, `Output`), the preload and the browser shim (`AdjutantApi`),
// Electron's ipcMain registrations and the browser host's routing (`CHANNELS`, `dispatch` in
// handlers.ts) and every payload check derive from it: a new channel is one entry here.
//
// Roles (command.ts): EVERYONE reads; STAFF writes to one game (a board GM to their own boards
// only: `game` names the game a request writes to); DIRECTOR is everything beyond one board.
//
// Import the service by name, never `import * as`: a namespace import stays in this file's
// declaration, which the renderer's type check reads, and would bring the archive (and Node) in.
import {
  abandonGame,
  adjudicatePhase,
  castDrawVote,
  commitCorrection,
  copyOrders,
  createGame,
  drawStatus,
  exportGame,
  gameEvents,
  getGame,
  getPhase,
  withShown,
  importAnyGame,
  importGame,
  listGames,
  historyCheck,
  ordersDue,
  previewAdjudication,
  previewCorrection,
  resumeGame,
  rollbackTo,
  setDeadline,
  setDrawType,
  setReportLanguage,
  reportLanguageShape,
  setPlayer,
  setRuleOptions,
  submitOrders,
  supersededPhases,
  SCHEMA_VERSION,
} from '../service/index';
// The outputs' types come from the modules of types only: the table's declaration, which the
// renderer's type check reads through the contract, must name nothing that reaches the archive.
import type {
  AdjudicationView,
  CommitView,
  CorrectionPreview,
  DeadlineView,
  DrawStatus,
  GameDetail,
  GameEventView,
  GameList,
  HistoryCheckView,
  ImportAudit,
  MailIntakeView,
  OutboxView,
  VariantFileView,
  VariantView,
  OrdersDue,
  PhaseDetail,
  SubmissionView,
  SupersededPhase,
} from '../service/types';
import type { GameFile } from '../service/exchangeFormat';
import type { ConsoleRound, SeatingProposal, Standings, SystemChoice, TournamentDetail } from '../service/tournament/types';
import type { StoredOutcome } from '../service/tournament/stored';
import {
  startRound,
  roundConsole,
  boardGameOutcome,
  setScoring,
  proposeSeating,
  setWithdrawn,
  replacePlayer,
  tournamentStandings,
  scoringSystems,
  addPlayers,
  listTournaments,
  recordResult,
  createTournament,
  getTournament,
} from '../service/tournament/index';
import { adjudicateShape } from '../service/adjudication';
import { correctionShape } from '../service/corrections';
import { deadlineShape } from '../service/deadlines';
import { resumeShape, voteShape } from '../service/draws';
import { importShape } from '../service/exchange';
import { phaseShape as phaseRefShape } from '../service/gameViews';
import { readBackProblems } from '../service/storedProblems';
import { abandonShape, createShape, drawTypeShape, listShape as gameListShape, playerShape } from '../service/games';
import { importAnyShape } from '../service/interchange/index';
import { submitShape } from '../service/orders';
import { inputShape as positionEditShape, editPosition } from '../service/positionEdit';
import { rollbackShape } from '../service/rollback';
import { setRulesShape } from '../service/ruleChanges';
import { gameRefShape } from '../service/shapes';
import { copyShape } from '../service/superseded';
import { acceptMail, acceptShape, inbox } from '../service/mail/intake';
import { fetchMail, fetchShape, getMailbox, setMailbox, setMailboxShape, storeMailPassword, storePasswordShape } from '../service/mail/mailbox';
import type { FetchView, MailboxSettings, MailboxView } from '../service/mail/mailboxTypes';
import { approvalShape, approveMail, approveShape, mailApproval, outbox, setMailApproval } from '../service/mail/outbox';
import { getVariant, importVariant, listVariants, noVariantInput, variantImportShape, variantRefShape } from '../service/variants';
import { consoleShape } from '../service/tournament/console';
import { withdrawShape } from '../service/tournament/withdrawals';
import {
  addPerson,
  addPersonShape,
  assignBoards,
  boardsShape,
  listPeople,
  noInput,
  passwordShape,
  personRefShape,
  renewPairing,
  revokePerson,
  setPassword,
} from '../service/event/people';
import { eventNetwork, networkShape } from '../service/event/network';
import type { NetworkView, PairingView, PersonView } from '../service/event/types';
import { boardShape, none } from '../service/tournament/reads';
import {
  listShape as tournamentListShape,
  newShape,
  playersShape,
  proposeShape,
  replaceShape,
  resultShape,
  roundShape,
  scoringShape,
  tournamentRefShape,
} from '../service/tournament/tournaments';
import type * as z from 'zod';
import { anything, nullable, object, oneOf, optional, type Check } from '../service/validate';
import { success } from '../service/result';
import { APP_LANGUAGES } from '../../engine/index';

const languageShape = object({ language: nullable(oneOf(APP_LANGUAGES)) });
import { DIRECTOR, EVERYONE, LOCAL, read, STAFF, write } from './command';
import type { ArchiveInfo, PhaseBinding, ReportFile } from './contract';
import { boundToPhase } from './phaseBinding';
import {
  historyShape,
  mapShape,
  phaseShape,
  reportHistory,
  reportMap,
  reportPhase,
  reportSheets,
  reportTournament,
  sheetsShape,
  tournamentShape,
} from './reports';

/** A request bound to the phase the window showed: `expect`, whose form boundToPhase checks (its refusals name the field). */
const expect = optional(anything as Check<unknown> as Check<PhaseBinding>);
const bound = <S extends z.core.$ZodShape>(s: z.ZodObject<S, z.core.$strict>) => s.extend({ expect });
/** The game a request names, for a board GM's limits. */
const gameId = (v: { gameId: number }): number => v.gameId;

export const COMMANDS = {
  'archive:info': read<ArchiveInfo>()({
    input: none,
    roles: EVERYONE,
    run: async (_v, ctx) => ({ ok: true, value: { path: ctx.archive.file, schemaVersion: SCHEMA_VERSION, host: ctx.host, version: ctx.version } }),
  }),
  'game:list': read<GameList>()({ input: gameListShape, roles: EVERYONE, run: (v, ctx) => listGames(ctx.archive, v) }),
  'game:create': write<GameDetail>()({ input: createShape, roles: DIRECTOR, run: (v, ctx) => createGame(ctx.archive, v) }),
  'game:get': read<GameDetail>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => getGame(ctx.archive, v) }),
  'game:phase': read<PhaseDetail>()({ input: phaseRefShape, roles: EVERYONE, run: (v, ctx) => getPhase(ctx.archive, v, readBackProblems) }),
  'game:events': read<GameEventView[]>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => gameEvents(ctx.archive, v) }),
  'game:setRules': write<GameDetail>()({ input: setRulesShape, roles: DIRECTOR, run: (v, ctx) => setRuleOptions(ctx.archive, v) }),
  'game:setPlayer': write<GameDetail>()({ input: playerShape, roles: DIRECTOR, run: (v, ctx) => setPlayer(ctx.archive, v) }),
  'game:setDrawType': write<GameDetail>()({ input: drawTypeShape, roles: DIRECTOR, run: (v, ctx) => setDrawType(ctx.archive, v) }),
  'game:setReportLanguage': write<GameDetail>()({ input: reportLanguageShape, roles: DIRECTOR, run: (v, ctx) => setReportLanguage(ctx.archive, v) }),
  'game:abandon': write<GameDetail>()({ input: abandonShape, roles: DIRECTOR, run: (v, ctx) => abandonGame(ctx.archive, v) }),
  'game:setDeadline': write<DeadlineView>()({ input: deadlineShape, roles: STAFF, game: gameId, run: (v, ctx) => setDeadline(ctx.archive, v) }),
  'game:ordersDue': read<OrdersDue>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => ordersDue(ctx.archive, v) }),
  'game:historyCheck': read<HistoryCheckView>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => historyCheck(ctx.archive, v) }),
  'mail:inbox': read<MailIntakeView[]>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => inbox(ctx.archive, v) }),
  'mail:accept': write<MailIntakeView>()({ input: acceptShape, roles: STAFF, game: gameId, run: (v, ctx) => acceptMail(ctx.archive, v) }),
  'mail:mailbox': read<MailboxView>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => getMailbox(ctx.archive, v, ctx.secrets) }),
  'mail:setMailbox': write<MailboxSettings>()({ input: setMailboxShape, roles: STAFF, game: gameId, run: (v, ctx) => setMailbox(ctx.archive, v) }),
  'mail:storePassword': write<{ stored: true }>()({
    input: storePasswordShape,
    roles: STAFF,
    game: gameId,
    run: (v, ctx) => storeMailPassword(ctx.archive, v, ctx.secrets),
  }),
  'mail:fetch': write<FetchView>()({ input: fetchShape, roles: STAFF, game: gameId, run: (v, ctx) => fetchMail(ctx.archive, v, ctx.secrets) }),
  'mail:outbox': read<OutboxView[]>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => outbox(ctx.archive, v) }),
  'mail:approve': write<OutboxView[]>()({ input: approveShape, roles: STAFF, game: gameId, run: (v, ctx) => approveMail(ctx.archive, v) }),
  'mail:approval': read<{ always: boolean }>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => mailApproval(ctx.archive, v) }),
  'mail:setApproval': write<{ always: boolean }>()({ input: approvalShape, roles: STAFF, game: gameId, run: (v, ctx) => setMailApproval(ctx.archive, v) }),
  'variant:list': read<VariantView[]>()({ input: noVariantInput, roles: EVERYONE, run: (v, ctx) => listVariants(ctx.archive, v) }),
  'variant:get': read<VariantFileView | null>()({ input: variantRefShape, roles: EVERYONE, run: (v, ctx) => getVariant(ctx.archive, v) }),
  'variant:import': write<VariantView>()({ input: variantImportShape, roles: DIRECTOR, run: (v, ctx) => importVariant(ctx.archive, v) }),
  'orders:submit': write<SubmissionView[]>()({
    input: bound(submitShape),
    roles: STAFF,
    game: gameId,
    run: (v, ctx) => boundToPhase(ctx.archive, v, 'the orders were not entered', (rest) => submitOrders(ctx.archive, rest)),
  }),
  'orders:copy': write<SubmissionView[]>()({ input: copyShape, roles: STAFF, game: gameId, run: (v, ctx) => copyOrders(ctx.archive, v) }),
  'game:superseded': read<SupersededPhase[]>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => supersededPhases(ctx.archive, v) }),
  'phase:preview': read<AdjudicationView>()({
    input: bound(adjudicateShape),
    roles: STAFF,
    run: (v, ctx) => boundToPhase(ctx.archive, v, 'no preview', (rest) => previewAdjudication(ctx.archive, rest)),
  }),
  // The answer carries the game and the phase as the window shows them: it redraws from it at once.
  'phase:adjudicate': write<CommitView>()({
    input: bound(adjudicateShape),
    roles: STAFF,
    game: gameId,
    run: (v, ctx) =>
      boundToPhase(ctx.archive, v, 'nothing was committed', (rest) => adjudicatePhase(ctx.archive, rest)).then((out) =>
        withShown(ctx.archive, out, readBackProblems),
      ),
  }),
  'phase:rollback': write<GameDetail>()({
    input: bound(rollbackShape),
    roles: STAFF,
    game: gameId,
    run: (v, ctx) => boundToPhase(ctx.archive, v, 'nothing was rolled back', (rest) => rollbackTo(ctx.archive, rest)),
  }),
  'position:edit': write<GameDetail>()({
    input: bound(positionEditShape),
    roles: STAFF,
    game: gameId,
    run: (v, ctx) => boundToPhase(ctx.archive, v, 'the position was not edited', (rest) => editPosition(ctx.archive, rest)),
  }),
  'correction:preview': read<CorrectionPreview>()({ input: correctionShape, roles: STAFF, run: (v, ctx) => previewCorrection(ctx.archive, v) }),
  'correction:commit': write<CorrectionPreview>()({
    input: correctionShape,
    roles: STAFF,
    game: gameId,
    run: (v, ctx) => commitCorrection(ctx.archive, { ...v, token: v.token as string }),
  }),
  'draw:vote': write<DrawStatus>()({ input: voteShape, roles: STAFF, game: gameId, run: (v, ctx) => castDrawVote(ctx.archive, v) }),
  'draw:status': read<DrawStatus>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => drawStatus(ctx.archive, v) }),
  'draw:resume': write<DrawStatus>()({ input: resumeShape, roles: STAFF, game: gameId, run: (v, ctx) => resumeGame(ctx.archive, v) }),
  'game:export': read<GameFile>()({ input: gameRefShape, roles: STAFF, run: (v, ctx) => exportGame(ctx.archive, v) }),
  'game:import': write<GameDetail>()({ input: importShape, roles: DIRECTOR, run: (v, ctx) => importGame(ctx.archive, v) }),
  /** Any game file Adjutant reads (its own, a Judge history, a MILA game): the audit, and the game when stored. */
  'game:importAny': write<ImportAudit>()({ input: importAnyShape, roles: DIRECTOR, run: (v, ctx) => importAnyGame(ctx.archive, v) }),
  'report:phase': read<ReportFile>()({ input: phaseShape, roles: EVERYONE, run: reportPhase }),
  'report:sheets': read<ReportFile>()({ input: sheetsShape, roles: STAFF, run: reportSheets }),
  'report:history': read<ReportFile>()({ input: historyShape, roles: STAFF, run: reportHistory }),
  'report:map': read<ReportFile>()({ input: mapShape, roles: EVERYONE, run: reportMap }),
  'tournament:list': read<{ id: number; name: string; scoring: string; combine: string }[]>()({
    input: tournamentListShape,
    roles: EVERYONE,
    run: (v, ctx) => listTournaments(ctx.archive, v),
  }),
  'tournament:get': read<TournamentDetail>()({ input: tournamentRefShape, roles: EVERYONE, run: (v, ctx) => getTournament(ctx.archive, v) }),
  'tournament:console': read<ConsoleRound>()({ input: consoleShape, roles: EVERYONE, run: (v, ctx) => roundConsole(ctx.archive, v) }),
  'tournament:standings': read<Standings>()({ input: tournamentRefShape, roles: EVERYONE, run: (v, ctx) => tournamentStandings(ctx.archive, v) }),
  'tournament:systems': read<SystemChoice[]>()({ input: none, roles: EVERYONE, run: (v, ctx) => scoringSystems(ctx.archive, v) }),
  'tournament:create': write<TournamentDetail>()({ input: newShape, roles: DIRECTOR, run: (v, ctx) => createTournament(ctx.archive, v) }),
  'tournament:addPlayers': write<TournamentDetail>()({ input: playersShape, roles: DIRECTOR, run: (v, ctx) => addPlayers(ctx.archive, v) }),
  'tournament:proposeSeating': read<SeatingProposal>()({ input: proposeShape, roles: DIRECTOR, run: (v, ctx) => proposeSeating(ctx.archive, v) }),
  'tournament:startRound': write<TournamentDetail>()({ input: roundShape, roles: DIRECTOR, run: (v, ctx) => startRound(ctx.archive, v) }),
  'tournament:boardOutcome': read<StoredOutcome>()({ input: boardShape, roles: EVERYONE, run: (v, ctx) => boardGameOutcome(ctx.archive, v) }),
  /** The outcome given, or `fromGame: true` to read it from the board's game; nothing is recorded without one. Recording again corrects it (the earlier stays on record). */
  'tournament:recordResult': write<TournamentDetail>()({ input: resultShape, roles: DIRECTOR, run: (v, ctx) => recordResult(ctx.archive, v) }),
  'tournament:replacePlayer': write<TournamentDetail>()({ input: replaceShape, roles: DIRECTOR, run: (v, ctx) => replacePlayer(ctx.archive, v) }),
  /** Withdraws a player (left out of seating from the next round) or, with `withdrawn: false`, brings them back. */
  'tournament:withdraw': write<TournamentDetail>()({ input: withdrawShape, roles: DIRECTOR, run: (v, ctx) => setWithdrawn(ctx.archive, v) }),
  'tournament:setScoring': write<TournamentDetail>()({ input: scoringShape, roles: DIRECTOR, run: (v, ctx) => setScoring(ctx.archive, v) }),
  // The event network's people: the director's business (the host's login route is not a channel).
  // Serving the event on the network: the workstation's own window only (no one joined over it may stop it).
  /** The language chosen in the window, for the application menu (and the next launch): the desktop app's own window only. */
  'app:language': read<null>()({
    input: languageShape,
    roles: LOCAL,
    run: async (v, ctx) => {
      ctx.chooseLanguage?.(v.language);
      return success(null);
    },
  }),
  'event:network': read<NetworkView>()({ input: networkShape, roles: LOCAL, run: (v, ctx) => eventNetwork(ctx.network, v) }),
  'event:people': read<PersonView[]>()({ input: noInput, roles: DIRECTOR, run: (v, ctx) => listPeople(ctx.archive, v) }),
  'event:addPerson': write<PairingView>()({ input: addPersonShape, roles: DIRECTOR, run: (v, ctx) => addPerson(ctx.archive, v) }),
  'event:renewPairing': write<PairingView>()({ input: personRefShape, roles: DIRECTOR, run: (v, ctx) => renewPairing(ctx.archive, v) }),
  'event:setPassword': write<PersonView>()({ input: passwordShape, roles: DIRECTOR, run: (v, ctx) => setPassword(ctx.archive, v) }),
  'event:assignBoards': write<PersonView>()({ input: boardsShape, roles: DIRECTOR, run: (v, ctx) => assignBoards(ctx.archive, v) }),
  'event:revoke': write<PersonView>()({ input: personRefShape, roles: DIRECTOR, run: (v, ctx) => revokePerson(ctx.archive, v) }),
  'tournament:export': read<ReportFile>()({ input: tournamentShape, roles: EVERYONE, run: reportTournament }),
};

export type Commands = typeof COMMANDS;
