// The `game` subcommands a GM plays with: new, list, show, orders, adjudicate.
import type { Position } from '../../../engine/index';
import { adjudicatePhase, previewAdjudication } from '../../service/adjudication';
import { mapOf } from '../../service/engine';
import { createGame, listGames } from '../../service/games';
import { gameEvents, getPhase } from '../../service/gameViews';
import { submitOrders } from '../../service/orders';
import { EXIT } from '../command';
import { faultText, readJson } from '../jsonSyntax';
import { readSource } from '../source';
import { pairs, phaseRef } from './args';
import { fail, game, list, reply, str, type Sub } from './context';
import { adjudicationText, eventsText, gameListText, gameText, phaseText, submissionsText } from './render';

const json = { type: 'boolean' } as const;

export const newGame: Sub = {
  summary: 'start a game from the standard position or a set-up',
  usage: `adjutant game new NAME [--nodias] [--preset ID] [--option ID=ALT]... [--player POWER=NAME]...
                  [--position FILE] [--variant standard] [--json]`,
  options: { nodias: { type: 'boolean' }, preset: { type: 'string' }, option: { type: 'string', multiple: true }, player: { type: 'string', multiple: true }, position: { type: 'string' }, variant: { type: 'string' }, json },
  creates: true,
  async run(ctx, v, positionals) {
    if (positionals.length !== 1) return fail(ctx, 'give the game one name (quote it if it has spaces)');
    const options = pairs(list(v.option), '--option');
    const players = pairs(list(v.player), '--player');
    if (typeof options === 'string') return fail(ctx, options);
    if (typeof players === 'string') return fail(ctx, players);
    let position: Position | undefined;
    if (str(v.position)) {
      const text = await readSource(str(v.position), ctx.io);
      if (!text.ok) return fail(ctx, text.message);
      const json = readJson(text.text);
      if (!json.ok) return fail(ctx, `${str(v.position)}: ${faultText(json.error)}`);
      position = json.value as Position;
    }
    const created = await createGame(ctx.archive, {
      name: positionals[0],
      variant: str(v.variant),
      rules: { preset: str(v.preset), options },
      drawType: v.nodias ? 'nodias' : 'dias',
      position,
      players: Object.fromEntries(Object.entries(players).map(([power, name]) => [power, { name }])),
      actor: ctx.actor,
    });
    return reply(ctx, created, v.json === true, (g) => `Created game #${g.id} '${g.name}' in ${ctx.archive.file}.\n${gameText(g)}`);
  },
};

export const listCommand: Sub = {
  summary: 'list games: by status, variant, part of the name',
  usage: 'adjutant game list [--status active|finished|drawn|abandoned] [--variant V] [--search TEXT] [--limit N] [--json]',
  options: { status: { type: 'string' }, variant: { type: 'string' }, search: { type: 'string' }, limit: { type: 'string' }, json },
  async run(ctx, v) {
    const limit = str(v.limit) === undefined ? undefined : Number(str(v.limit));
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) return fail(ctx, `--limit '${str(v.limit)}' should be a whole number above 0`);
    const found = await listGames(ctx.archive, { status: str(v.status) as never, variant: str(v.variant), search: str(v.search), limit });
    return reply(ctx, found, v.json === true, (l) => gameListText(l.games, l.total));
  },
};

export const show: Sub = {
  summary: 'a game at a glance, one phase in detail (--phase), or its log (--events)',
  usage: 'adjutant game show GAME [--phase N|S1901M] [--events] [--json]',
  options: { phase: { type: 'string' }, events: { type: 'boolean' }, json },
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok || (!str(v.phase) && !v.events)) return reply(ctx, g, v.json === true, gameText);
    if (v.events) return reply(ctx, await gameEvents(ctx.archive, { gameId: g.value.id }), v.json === true, eventsText);
    const phase = phaseRef(str(v.phase)!, g.value.phases);
    if (typeof phase === 'string') return fail(ctx, phase);
    const map = mapOf(g.value.variant)!;
    return reply(ctx, await getPhase(ctx.archive, { gameId: g.value.id, seq: phase.seq }), v.json === true, (d) => phaseText(map, d));
  },
};

export const orders: Sub = {
  summary: "hand in orders as text (a file, or standard input); without --power a sheet's headers say whose",
  usage: `adjutant game orders GAME [--power P] [--file FILE] [--add | --replace] [--same-time] [--by WHO] [--json]
      --add / --replace  the set adds to / replaces the power's earlier sets (DATC 4.D.1)
      --same-time        handed in with the previous set; which is later is unknown (4.D.2)`,
  options: { power: { type: 'string' }, file: { type: 'string' }, add: { type: 'boolean' }, replace: { type: 'boolean' }, 'same-time': { type: 'boolean' }, by: { type: 'string' }, json },
  async run(ctx, v, positionals) {
    if (v.add && v.replace) return fail(ctx, '--add and --replace cannot be used together');
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const text = await readSource(str(v.file), ctx.io);
    if (!text.ok) return fail(ctx, text.message);
    const sent = await submitOrders(ctx.archive, {
      gameId: g.value.id,
      power: str(v.power),
      text: text.text,
      combine: v.add ? 'add' : v.replace ? 'replace' : 'unspecified',
      sameTime: v['same-time'] === true,
      by: str(v.by),
      actor: ctx.actor,
    });
    return reply(ctx, sent, v.json === true, submissionsText);
  },
};

export const adjudicate: Sub = {
  summary: 'adjudicate the current phase (--preview: show the result, write nothing)',
  usage: 'adjutant game adjudicate GAME [--preview] [--json]',
  options: { preview: { type: 'boolean' }, json },
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const before = g.value.position;
    const input = { gameId: g.value.id, actor: ctx.actor };
    const done = v.preview ? await previewAdjudication(ctx.archive, input) : await adjudicatePhase(ctx.archive, input);
    const map = mapOf(g.value.variant);
    if (!map || !before) return fail(ctx, 'the game has no position to adjudicate', EXIT.internal);
    return reply(ctx, done, v.json === true, (a) => adjudicationText(map, before, a));
  },
};
