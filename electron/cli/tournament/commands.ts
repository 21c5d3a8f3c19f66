// The `tournament` subcommands: new, players, round, seat, score, standings, export. Each is a thin
// layer over electron/service/tournament; errors are one line naming the problem, exit code 2.
import { closeBrowser, htmlToPdf, RenderError } from '../../reports/pdf';
import { endRuleText, points, seatingText, standingsText } from '../../service/tournament/printouts';
import * as tour from '../../service/tournament/index';
import type { BoardOutcome, TournamentDetail } from '../../service/tournament/index';
import { readJson, faultText } from '../jsonSyntax';
import { readSource } from '../source';
import { boundWrite } from '../bound';
import { EXIT } from '../command';
import { counts, emit, fail, reply, str, whole, type Ctx, type Sub } from './context';
import type { Values } from '../game/args';
import { options } from '../game/args';

export { runSub } from '../over';

const one = (ctx: Pick<Ctx, 'io' | 'name'>, positionals: string[]): string | number =>
  positionals.length === 1
    ? positionals[0]
    : fail(ctx, positionals.length === 0 ? 'name the tournament' : `one tournament at a time; quote a name with spaces ('${positionals.join(' ')}')`);

function summary(t: TournamentDetail): string {
  const sys = tour.SYSTEMS[t.scoring].name;
  return `${t.name}: ${sys}, rounds combined by ${tour.formatCombine(t.combine)}; ${t.players.length} players, ${t.rounds.length} rounds\n`;
}

export const newCommand: Sub = {
  usage: `adjutant tournament new NAME --scoring SYSTEM [--combine sum|best-N] [--variant standard] [--json]
      SYSTEM: ${tour.SYSTEM_IDS.join(', ')}. Every board is a standard game: another --variant is refused.`,
  options: options({ text: ['scoring', 'combine', 'variant'], switches: ['json'] }),
  creates: true,
  async args(ctx, v, positionals) {
    const name = one(ctx, positionals);
    if (typeof name === 'number') return name;
    if (!str(v.scoring)) return fail(ctx, `--scoring is needed: one of ${tour.SYSTEM_IDS.join(', ')}`);
    return async (ctx) => {
      const r = await tour.createTournament(ctx.archive, {
        name,
        scoring: str(v.scoring)!,
        combine: str(v.combine),
        variant: str(v.variant),
        actor: ctx.actor,
      });
      return reply(ctx, r, v.json === true, summary);
    };
  },
};

export const playersCommand: Sub = {
  usage: `adjutant tournament players T [--add NAME]... [--file FILE] [--from-round N] [--json]
      --file  one name per line (- reads standard input)`,
  options: options({ text: ['file', 'from-round'], switches: ['json'], repeated: ['add'] }),
  async args(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    const names = [...((v.add as string[] | undefined) ?? [])];
    if (str(v.file)) {
      const text = await readSource(str(v.file), ctx.io);
      if (!text.ok) return fail(ctx, text.message);
      names.push(
        ...text.text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean),
      );
    }
    const from = whole(v['from-round'], 'from-round', 1);
    if (typeof from === 'string') return fail(ctx, from);
    return async (ctx) => {
      const r =
        names.length > 0
          ? await tour.addPlayers(ctx.archive, { tournament: t, names, firstRound: from, actor: ctx.actor })
          : await tour.getTournament(ctx.archive, { tournament: t });
      return reply(
        ctx,
        r,
        v.json === true,
        (d) =>
          d.players.map((p) => `${p.name}${p.firstRound > 1 ? ` (from round ${p.firstRound})` : ''}${p.withdrawnAt ? ' (withdrawn)' : ''}\n`).join('') +
          `${d.players.length} players\n`,
      );
    };
  },
};

async function seatingFile(ctx: Pick<Ctx, 'io' | 'name'>, file: string): Promise<Record<string, string>[] | number> {
  const text = await readSource(file, ctx.io);
  if (!text.ok) return fail(ctx, text.message);
  const parsed = readJson(text.text);
  if (!parsed.ok) return fail(ctx, `${file}: ${faultText(parsed.error)}`);
  const boards = (parsed.value as { boards?: unknown }).boards ?? parsed.value;
  return boards as Record<string, string>[];
}

export const roundCommand: Sub = {
  usage: `adjutant tournament round T (--last-year YEAR | --ends-at 2026-05-01T18:00Z) [--seed N] [--seating FILE] [--json]
      --seating  JSON: a list of boards, each {"Austria": "Ann Smith", ...} (what 'seat --json' prints, edited)`,
  options: options({ text: ['last-year', 'ends-at', 'seed', 'seating'], switches: ['json'] }),
  async args(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    const last = whole(v['last-year'], 'last-year', 1);
    if (typeof last === 'string') return fail(ctx, last);
    const endsAt = str(v['ends-at']);
    if ((last === undefined) === (endsAt === undefined)) return fail(ctx, 'give the game-end rule: --last-year YEAR or --ends-at TIME (one of them)');
    const seed = whole(v.seed, 'seed');
    if (typeof seed === 'string') return fail(ctx, seed);
    const seating = str(v.seating) ? await seatingFile(ctx, str(v.seating)!) : undefined;
    if (typeof seating === 'number') return seating;
    return async (ctx) => {
      const endRule = last !== undefined ? { kind: 'year' as const, lastYear: last } : { kind: 'clock' as const, endsAt: endsAt! };
      const r = await tour.startRound(ctx.archive, { tournament: t, endRule, seed, seating, actor: ctx.actor });
      return reply(ctx, r, v.json === true, (d) => seatingText(d, d.rounds.length));
    };
  },
};

export const seatCommand: Sub = {
  usage: `adjutant tournament seat T [--seed N] [--json]
  adjutant tournament seat T --round R --board B --power POWER --player NAME --from-year YEAR`,
  options: options({ text: ['seed', 'round', 'board', 'power', 'player', 'from-year'], switches: ['json'] }),
  async run(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    if (str(v.player) !== undefined) {
      const round = whole(v.round, 'round', 1);
      const board = whole(v.board, 'board', 1);
      const year = whole(v['from-year'], 'from-year', 1);
      for (const x of [round, board, year]) if (typeof x === 'string') return fail(ctx, x);
      if (round === undefined || board === undefined || year === undefined || !str(v.power))
        return fail(ctx, 'a replacement needs --round, --board, --power, --player and --from-year');
      const r = await tour.replacePlayer(ctx.archive, {
        tournament: t,
        round: round as number,
        board: board as number,
        power: str(v.power)!,
        player: str(v.player)!,
        fromYear: year as number,
        actor: ctx.actor,
      });
      return reply(ctx, r, v.json === true, (d) => seatingText(d, round as number));
    }
    const seed = whole(v.seed, 'seed');
    if (typeof seed === 'string') return fail(ctx, seed);
    const r = await tour.proposeSeating(ctx.archive, { tournament: t, seed });
    return reply(ctx, r, v.json === true, (p) =>
      [
        `Proposed seating for round ${p.round} (nothing written; 'round --seating FILE' takes it, edited or not):`,
        ...p.boards.flatMap((b, i) => [`Board ${i + 1}`, ...Object.entries(b).map(([power, who]) => `  ${power.padEnd(8)} ${who}`)]),
        ...(p.sittingOut.length ? [`Sitting out: ${p.sittingOut.join(', ')}`] : []),
        `Repeated opponents: ${p.cost.opponentRepeats}; repeated powers: ${p.cost.powerRepeats}`,
        '',
      ].join('\n'),
    );
  },
};

function outcomeOf(v: Values): BoardOutcome | undefined | string {
  const solo = str(v.solo);
  const draw = str(v.draw);
  const kinds = [solo !== undefined, draw !== undefined, v.time === true].filter(Boolean).length;
  if (kinds === 0)
    return v['from-game'] === true && str(v.centers) === undefined
      ? undefined
      : "say how the game ended: --solo POWER, --draw POWER,POWER... or --time, or --from-game to record what the board's game holds (adjutant tournament outcome shows it without recording); nothing was recorded";
  if (v['from-game'] === true) return '--from-game reads the outcome from the game: give it or --solo/--draw/--time, not both';
  if (kinds > 1) return 'one of --solo, --draw, --time';
  const centers = counts(str(v.centers) ?? '', 'centers');
  if (typeof centers === 'string') return centers;
  const eliminated = counts(str(v.eliminated) ?? '', 'eliminated');
  if (typeof eliminated === 'string') return eliminated;
  const kind = solo !== undefined ? 'solo' : draw !== undefined ? 'draw' : 'time';
  return { kind, winner: solo, members: draw?.split(',').map((s) => s.trim()), centers, eliminated } as BoardOutcome;
}

export const scoreCommand: Sub = {
  usage: `adjutant tournament score T --round R --board B (--solo POWER | --draw P,P,... | --time) [--centers A=5,E=4,...]
                           [--eliminated I=1905,...] [--year YEAR]
  adjutant tournament score T --round R --board B --from-game
  adjutant tournament score T --system SYSTEM [--combine sum|best-N]
  adjutant tournament score T [--json]
      --from-game records the result the board's game holds (its centers, how it ended);
      adjutant tournament outcome T --round R --board B shows it without recording
      --version N the board's result as you saw it (0: none yet; score T shows each board's version):
                  refused (exit 4) when another result was recorded since
  Exit codes: 0 recorded; 2 bad input or an inconsistent result; 4 nothing recorded: the board's
  result changed since the command read it (another command or window recorded one), or is not --version.`,
  options: options({
    text: ['round', 'board', 'solo', 'draw', 'centers', 'eliminated', 'year', 'version', 'system', 'combine'],
    switches: ['time', 'from-game', 'json'],
  }),
  async run(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    if (str(v.system) || str(v.combine)) {
      const current = await tour.getTournament(ctx.archive, { tournament: t });
      if (!current.ok) return reply(ctx, current, false, () => '');
      const r = await tour.setScoring(ctx.archive, {
        tournament: t,
        scoring: str(v.system) ?? current.value.scoring,
        combine: str(v.combine),
        actor: ctx.actor,
      });
      return reply(ctx, r, v.json === true, (d) => `Re-scored every board. ${summary(d)}`);
    }
    const round = whole(v.round, 'round', 1);
    const board = whole(v.board, 'board', 1);
    const year = whole(v.year, 'year', 1);
    for (const x of [round, board, year]) if (typeof x === 'string') return fail(ctx, x);
    if (round === undefined && board === undefined) {
      const d = await tour.getTournament(ctx.archive, { tournament: t });
      return reply(ctx, d, v.json === true, (x) => boardsText(x));
    }
    if (round === undefined || board === undefined) return fail(ctx, 'a result needs --round and --board');
    const outcome = outcomeOf(v);
    if (typeof outcome === 'string') return fail(ctx, outcome);
    const version = whole(v.version, 'version', 0);
    if (typeof version === 'string') return fail(ctx, version);
    // Bound to the board's result as read here (its version): a result another command recorded meanwhile is not overwritten unseen.
    const resultNow = async (): Promise<ResultState> => {
      const d = await tour.getTournament(ctx.archive, { tournament: t });
      const b = d.ok ? d.value.rounds.find((x) => x.number === round)?.boards.find((x) => x.number === board) : undefined;
      return { version: b?.result?.version ?? 0, words: b?.result ? resultWords(b.result) : 'no result' };
    };
    const read = await resultNow();
    const named = `round ${round} board ${board}'s result`;
    if (version !== undefined && version !== read.version)
      return fail(ctx, `--version ${version}: ${named} is at version ${read.version} (${read.words}); nothing was recorded`, EXIT.changed);
    const binding = {
      read,
      now: resultNow,
      same: (a: ResultState, b: ResultState) => a.version === b.version,
      changed: (a: ResultState, b: ResultState) =>
        `${named} changed since this command read it, by another command or window: it was at version ${a.version} (${a.words}) and is now at version ${b.version} (${b.words})`,
    };
    return boundWrite(
      ctx.archive,
      ctx.io,
      binding,
      (message, code) => fail(ctx, message, code),
      async (io) => {
        const r = await tour.recordResult(ctx.archive, {
          tournament: t,
          round: round as number,
          board: board as number,
          outcome,
          fromGame: outcome === undefined ? true : undefined,
          year: year as number | undefined,
          actor: ctx.actor,
        });
        return reply({ ...ctx, io }, r, v.json === true, (d) => boardsText(d, round as number, board as number));
      },
    );
  },
};

interface ResultState {
  version: number;
  words: string;
}

function resultWords(r: NonNullable<TournamentDetail['rounds'][number]['boards'][number]['result']>): string {
  return `${outcomeWords(r.outcome)}, by ${r.recordedBy}`;
}

function outcomeWords(o: BoardOutcome): string {
  return o.kind === 'solo' ? `solo ${o.winner}` : o.kind === 'draw' ? `draw ${(o.members ?? []).join(', ')}` : 'ended by time';
}

function boardsText(t: TournamentDetail, round?: number, board?: number): string {
  const st = tour.computeStandings(t);
  const lines = [`${t.name}: ${st.systemName}`];
  for (const b of st.boards.filter((x) => (round === undefined || x.round === round) && (board === undefined || x.board === board))) {
    const o = b.result?.outcome;
    const how = !o ? 'no result yet' : outcomeWords(o);
    const version = b.result ? ` (version ${b.result.version})` : '';
    lines.push(`Round ${b.round} board ${b.board} (${b.gameName}): ${how}${version}`);
    for (const l of b.lines) lines.push(`  ${l.power.padEnd(8)} ${l.player.padEnd(24)} ${String(l.centers ?? '').padStart(2)} ${points(l.score).padStart(8)}`);
  }
  return `${lines.join('\n')}\n`;
}

async function pdfOf(ctx: Ctx, html: string, footer: string): Promise<Uint8Array | number> {
  try {
    return await htmlToPdf(html, { footer });
  } catch (e) {
    if (e instanceof RenderError) return fail(ctx, e.message);
    throw e;
  } finally {
    await closeBrowser();
  }
}

const FORMATS = ['text', 'html', 'pdf', 'json'] as const;

export const standingsCommand: Sub = {
  usage: `adjutant tournament standings T [--format text|html|pdf|json] [--out FILE [--force]]`,
  options: options({ text: ['format', 'out'], switches: ['force'] }),
  async run(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    const format = str(v.format) ?? 'text';
    if (!(FORMATS as readonly string[]).includes(format)) return fail(ctx, `--format '${format}': one of ${FORMATS.join(', ')}`);
    if (format === 'json') {
      const d = await tour.getTournament(ctx.archive, { tournament: t });
      if (!d.ok) return reply(ctx, d, false, () => '');
      return emit(ctx, v, `${JSON.stringify(tour.computeStandings(d.value), null, 2)}\n`);
    }
    return document(ctx, v, t, 'standings', format as 'text' | 'html' | 'pdf', undefined);
  },
};

async function document(
  ctx: Ctx,
  v: Values,
  t: string,
  kind: tour.DocumentKind,
  format: 'text' | 'html' | 'pdf' | 'csv',
  round: number | undefined,
): Promise<number> {
  if (format === 'pdf' && (str(v.out) === undefined || str(v.out) === '-')) return fail(ctx, 'a PDF is binary: name a file with --out FILE');
  const doc = await tour.tournamentDocument(ctx.archive, { tournament: t, kind, round, format: format === 'text' ? 'text' : undefined });
  if (!doc.ok) return reply(ctx, doc, false, () => '');
  if (format !== 'pdf') return emit(ctx, v, doc.value.body);
  const pdf = await pdfOf(ctx, doc.value.body, doc.value.fileName.replace(/\.html$/, ''));
  return typeof pdf === 'number' ? pdf : emit(ctx, v, pdf);
}

export const exportCommand: Sub = {
  usage: `adjutant tournament export T --what ${tour.DOCUMENTS.join('|')} [--round R] [--format html|pdf|text] [--out FILE [--force]]
      sheets, round, seating: of --round (default: the latest); wdd-*: CSV in the World Diplomacy Database's layout`,
  options: options({ text: ['what', 'round', 'format', 'out'], switches: ['force'] }),
  async run(ctx, v, positionals) {
    const t = one(ctx, positionals);
    if (typeof t === 'number') return t;
    const what = str(v.what);
    if (!what || !(tour.DOCUMENTS as readonly string[]).includes(what)) return fail(ctx, `--what: one of ${tour.DOCUMENTS.join(', ')}`);
    const round = whole(v.round, 'round', 1);
    if (typeof round === 'string') return fail(ctx, round);
    const format = what.startsWith('wdd') ? 'csv' : (str(v.format) ?? 'html');
    if (!['html', 'pdf', 'text', 'csv'].includes(format)) return fail(ctx, `--format '${format}': html, pdf or text`);
    return document(ctx, v, t, what as tour.DocumentKind, format as 'html', round);
  },
};

export { endRuleText, standingsText };
