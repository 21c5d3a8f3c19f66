// The `game` subcommands a GM plays with: new, list, show, orders, adjudicate.
import type { Position } from '../../../engine/index';
import { adjudicatePhase, previewAdjudication } from '../../service/adjudication';
import { variantMapIn } from '../../service/variants';
import { getMissingOrdersPolicy, setMissingOrdersPolicy, type MissingOrdersPolicy } from '../../service/missingOrders';
import type { AdjudicationView } from '../../service/types';
import { writeBound } from './bind';
import { createGame, setReportLanguage } from '../../service/games';
import { isReportLanguage, REPORT_LANGUAGES, type ReportLanguage } from '../../reports/reportLanguages';
import { submitOrders } from '../../service/orders';
import { copyOrders } from '../../service/superseded';
import { EXIT } from '../command';
import { faultText, readJson } from '../jsonSyntax';
import { readInput } from '../input';
import { problemText } from '../problems';
import { readSource } from '../source';
import { options, pairs } from './args';
import { type ArgCtx, fail, game, list, reply, str, type Sub } from './context';
import { acknowledgementsText, adjudicationText, gameText, refusalText, submissionsText } from './render';

export { runSub } from '../over';

export const newGame: Sub = {
  usage: `adjutant game new NAME [--nodias] [--preset ID] [--option ID=ALT]... [--player 'POWER=NAME <ADDRESS>']...
                  [--position FILE] [--variant ID] [--language fr,de,it] [--report-language en|fr|de|it] [--json]
                  (adjutant variant list shows the variants)
      --language          the languages orders are read in besides English
      --report-language   the language of the reports, order sheets and printed map (default en)`,
  options: options({ text: ['preset', 'position', 'variant', 'language', 'report-language'], switches: ['nodias', 'json'], repeated: ['option', 'player'] }),
  creates: true,
  async args(ctx, v, positionals) {
    if (positionals.length !== 1) return fail(ctx, 'give the game one name (quote it if it has spaces)');
    const options = pairs(list(v.option), '--option');
    const players = pairs(list(v.player), '--player');
    if (typeof options === 'string') return fail(ctx, options);
    if (typeof players === 'string') return fail(ctx, players);
    const reportLanguage = reportLanguageArg(str(v['report-language']));
    if (typeof reportLanguage === 'string') return fail(ctx, reportLanguage);
    let position: Position | undefined;
    let rules: { preset?: string; options: Record<string, string> } = { preset: str(v.preset), options };
    if (str(v.position)) {
      const setUp = await readSetUp(str(v.position)!, ctx);
      if (!setUp.ok) return fail(ctx, setUp.message);
      position = setUp.position;
      // The file's rule options count unless the command line gives its own.
      if (setUp.rules && !str(v.preset) && Object.keys(options).length === 0) rules = setUp.rules;
    }
    return async (ctx) => {
      const created = await createGame(ctx.archive, {
        name: positionals[0],
        variant: str(v.variant),
        rules,
        languages: str(v.language)
          ?.split(',')
          .map((l) => l.trim()),
        reportLanguage: reportLanguage.language,
        drawType: v.nodias ? 'nodias' : 'dias',
        position,
        players: Object.fromEntries(Object.entries(players).map(([power, name]) => [power, playerOf(name)])),
        actor: ctx.actor,
      });
      return reply(ctx, created, v.json === true, (g) => `Created game #${g.id} '${g.name}' in ${ctx.archive.file}.\n${gameText(g)}`);
    };
  },
};

/** `--report-language fr`: the language, none when not given, or what is wrong with it. */
function reportLanguageArg(said: string | undefined): { language: ReportLanguage | undefined } | string {
  if (said === undefined) return { language: undefined };
  const code = said.trim().toLowerCase();
  return isReportLanguage(code) ? { language: code } : `--report-language '${said}': one of ${REPORT_LANGUAGES.join(', ')}`;
}

/** `Ann Smith <ann@example.org>`: the name, and the address as the player's contact (matched with a mail's From). */
function playerOf(written: string): { name: string; contact?: string } {
  const m = /^(.*?)\s*<([^<>]+)>\s*$/.exec(written);
  return m && m[1] !== '' ? { name: m[1], contact: m[2] } : { name: written };
}

type SetUp = { ok: true; position: Position; rules: { preset?: string; options: Record<string, string> } | null } | { ok: false; message: string };

/**
 * A game taken over in progress: the position in the lenient form the one-shot `adjutant
 * adjudicate` reads (any case, names or aliases, `stp/nc`, centers by power), every fault at once.
 */
async function readSetUp(file: string, ctx: ArgCtx): Promise<SetUp> {
  const text = await readSource(file, ctx.io);
  if (!text.ok) return text;
  const json = readJson(text.text);
  if (!json.ok) return { ok: false, message: `${file}: ${faultText(json.error)}` };
  const raw = json.value;
  const read = readInput(raw);
  if (!read.ok)
    return {
      ok: false,
      message: `${file} is not a position (${read.problems.length} fault${read.problems.length === 1 ? '' : 's'}):\n${read.problems.map((p) => `  ${problemText(p)}`).join('\n')}`,
    };
  if (read.value.orders.length)
    return { ok: false, message: `${file} has orders: a set-up is the position only; hand the orders in with adjutant game orders` };
  const given = (raw as { options?: Record<string, string> }).options;
  const rules = given ? { preset: given.preset, options: Object.fromEntries(Object.entries(given).filter(([k]) => k !== 'preset')) } : null;
  return { ok: true, position: read.value.position, rules };
}

export const orders: Sub = {
  usage: `adjutant game orders GAME [--power P] [--file FILE] [--add | --replace] [--same-time] [--by WHO]
                             [--confirm POWER]... [--reply] [--copy-from ID] [--phase N|S1901M] [--received-at TIME]
                             [--from ADDRESS] [--json]
      --phase            the phase the orders are for: refused (exit 4) when the game is elsewhere
      --add / --replace  the set adds to / replaces the power's earlier sets (DATC 4.D.1)
      --same-time        handed in with the previous set; which is later is unknown (4.D.2)
      --confirm POWER    store POWER's set though it needs confirming: it reads no orders, a sheet
                         brings orders for a power that already has some, or lines not read would
                         follow a good set
      --reply            print the acknowledgement to mail back to each power, in the judge's manner
      --copy-from ID     no text: copy the orders of superseded phase ID (all, or --power's) into
                         the open phase, when it is the same phase again after a rollback
      --received-at TIME when the mail came (ISO 8601); after the deadline the set is marked late
      --from ADDRESS     the mail's sender: orders for a power the sender does not play, or from an
                         address no player has, are held (--confirm POWER files them)
  Exit codes: 0 stored; 2 nothing stored (the message says why); 3 stored, with lines not read;
  4 nothing stored: the game changed since the command read it (or is not at --phase).`,
  options: options({
    text: ['power', 'file', 'by', 'copy-from', 'phase', 'received-at', 'from'],
    switches: ['add', 'replace', 'same-time', 'reply', 'json'],
    repeated: ['confirm'],
  }),
  async run(ctx, v, positionals) {
    if (v.add && v.replace) return fail(ctx, '--add and --replace cannot be used together');
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    if (str(v['copy-from'])) {
      const from = Number(str(v['copy-from']));
      if (!Number.isInteger(from) || from < 1)
        return fail(ctx, `--copy-from '${str(v['copy-from'])}': a superseded phase's id (adjutant game show GAME --superseded lists them)`);
      return writeBound(ctx, g.value, str(v.phase), async (bound) => {
        const copied = await copyOrders(ctx.archive, { gameId: g.value.id, fromPhaseId: from, power: str(v.power), actor: ctx.actor });
        return reply(bound, copied, v.json === true, v.reply ? acknowledgementsText : submissionsText);
      });
    }
    const text = await readSource(str(v.file), ctx.io);
    if (!text.ok) return fail(ctx, text.message);
    return writeBound(ctx, g.value, str(v.phase), async (bound) => {
      const sent = await submitOrders(ctx.archive, {
        gameId: g.value.id,
        power: str(v.power),
        text: text.text,
        combine: v.add ? 'add' : v.replace ? 'replace' : 'unspecified',
        sameTime: v['same-time'] === true,
        by: str(v.by),
        confirm: list(v.confirm),
        receivedAt: str(v['received-at']),
        from: str(v.from),
        actor: ctx.actor,
      });
      if (!sent.ok && sent.error.code === 'needs-confirmation') return fail(bound, refusalText(sent.error.message, sent.error.details));
      const code = reply(bound, sent, v.json === true, v.reply ? acknowledgementsText : submissionsText);
      // Stored, but some lines were not read: a script (or a tired GM) must not take it for a clean set.
      return code === EXIT.ok && sent.ok && sent.value.some((s) => s.problems.length > 0) ? EXIT.flagged : code;
    });
  },
};

export const adjudicate: Sub = {
  usage: `adjutant game adjudicate GAME [--phase N|S1901M] [--confirm-missing] [--before-deadline] [--preview] [--json]
      --phase             the phase you mean to adjudicate: refused (exit 4) when the game is elsewhere
      --confirm-missing   adjudicate though a power with something to order sent no orders at all (its
                          units hold, its retreats are disbanded, its builds waived); without it that
                          is refused (exit 5), unless the game lets missing powers hold (game set)
      --before-deadline   adjudicate though the deadline has not passed and powers have no orders
  Exit codes: 0 adjudicated; 2 bad input; 4 the game changed since the command read it (another
  command adjudicated, rolled back or corrected first): nothing written; 5 needs --confirm-missing.`,
  options: options({ text: ['phase'], switches: ['preview', 'confirm-missing', 'before-deadline', 'json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const before = g.value.position;
    const map = variantMapIn(ctx.archive, g.value.variant);
    if (!map || !before) return fail(ctx, 'the game has no position to adjudicate', EXIT.internal);
    const input = { gameId: g.value.id, actor: ctx.actor };
    const text = (a: AdjudicationView) => adjudicationText(map, before, a);
    const ref = { gameId: g.value.id };
    if (v.preview) return reply(ctx, await previewAdjudication(ctx.archive, ref), v.json === true, text);
    return writeBound(ctx, g.value, str(v.phase), async (bound) => {
      // One check, in the service and in the same transaction (the app asks the same): no preview first.
      const done = await adjudicatePhase(ctx.archive, {
        ...input,
        confirmMissing: v['confirm-missing'] === true,
        beforeDeadline: v['before-deadline'] === true,
      });
      const asked = done.ok || done.error.code !== 'needs-confirmation' ? [] : ((done.error.details as { confirm?: string[] } | undefined)?.confirm ?? []);
      if (!done.ok && asked.includes('missing-orders')) {
        const missing = (done.error.details as { missing: string[] }).missing;
        return fail(
          bound,
          missingText(g.value.name, g.value.current?.name ?? '', before.phase.type, missing, asked.includes('before-deadline')),
          EXIT.unconfirmed,
        );
      }
      return reply(bound, done, v.json === true, text);
    });
  },
};

const WITHOUT_ORDERS = {
  movement: 'their units would all hold',
  retreat: 'their dislodged units would be disbanded',
  adjustment: 'their builds would be waived and their removals made by civil disorder',
} as const;

function missingText(name: string, phase: string, type: keyof typeof WITHOUT_ORDERS, missing: string[], early: boolean): string {
  return (
    `${phase}: no orders at all from ${missing.join(', ')} (${WITHOUT_ORDERS[type]}); nothing was adjudicated.\n` +
    `  Hand in their orders, or adjudicate anyway with --confirm-missing${early ? ' --before-deadline (the deadline has not passed)' : ''}, or let this game's missing powers hold\n` +
    `  without asking: adjutant game set '${name}' --missing-orders hold`
  );
}

export const setCommand: Sub = {
  usage: `adjutant game set GAME [--missing-orders ask|hold] [--report-language en|fr|de|it] [--json]
      --missing-orders    ask (the default): adjudicating a phase in which a power sent no orders at all
                          needs --confirm-missing; hold: such powers hold without asking
      --report-language   the language of the game's reports, order sheets and printed map`,
  options: options({ text: ['missing-orders', 'report-language'], switches: ['json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const report = reportLanguageArg(str(v['report-language']));
    if (typeof report === 'string') return fail(ctx, report);
    if (report.language !== undefined) {
      const set = await setReportLanguage(ctx.archive, { gameId: g.value.id, language: report.language, actor: ctx.actor });
      if (!set.ok || str(v['missing-orders']) === undefined) return reply(ctx, set, v.json === true, gameText);
    }
    const said = str(v['missing-orders']);
    const text = (p: MissingOrdersPolicy) =>
      `${g.value.name}: ${p.hold ? 'powers that send no orders hold without asking' : 'adjudicating asks before powers that sent no orders hold (--confirm-missing)'}.\n`;
    if (said === undefined) return reply(ctx, await getMissingOrdersPolicy(ctx.archive, { gameId: g.value.id }), v.json === true, text);
    const mode = said.trim().toLowerCase();
    if (mode !== 'ask' && mode !== 'hold') return fail(ctx, `--missing-orders '${said}': ask or hold`);
    return reply(ctx, await setMissingOrdersPolicy(ctx.archive, { gameId: g.value.id, hold: mode === 'hold', actor: ctx.actor }), v.json === true, text);
  },
};
