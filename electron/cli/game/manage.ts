// The `game` subcommands that change history or move games around: rollback, correct, draw,
// export, import, and check (the archive's integrity).
import type { GameMap } from '../../../engine/index';
import { checkArchive } from '../../archive/db';
import { powerNamed } from '../../service/context';
import { variantMapIn } from '../../service/variants';
import { commitCorrection, previewCorrection } from '../../service/corrections';
import { castDrawVote, drawStatus, resumeGame } from '../../service/draws';
import { setVotesPublic } from '../../service/deadlines';
import { setDrawType } from '../../service/games';
import { historyCheck } from '../../service/exchange';
import type { HistoryCheckView } from '../../service/types';
import { rollbackTo } from '../../service/rollback';
import { EXIT } from '../command';
import { readSource } from '../source';
import { options, phaseCode, phaseRef } from './args';
import { fail, game, reply, str, type Sub } from './context';
import { writeBound, writeBoundAlso } from './bind';
import type { Binding } from '../bound';
import { getPhase } from '../../service/gameViews';
import { adjudicationVersion, correctionText, drawText, gameText } from './render';

export { runSub } from '../over';

export const rollback: Sub = {
  usage: `adjutant game rollback GAME --to N|S1901M --reason TEXT [--phase N|S1901M] [--json]
      --phase   the phase the game is at, as you saw it: refused (exit 4) when it is elsewhere`,
  options: options({ text: ['to', 'reason', 'phase'], switches: ['json'] }),
  async args(ctx, v, positionals) {
    if (!str(v.to)) return fail(ctx, '--to: which phase to go back to (its number or code, as `show` lists them)');
    if (!str(v.reason)) return fail(ctx, "--reason: say why, for the game's log");
    return async (ctx) => {
      const g = await game(ctx, positionals);
      if (!g.ok) return reply(ctx, g, false, () => '');
      const target = phaseRef(str(v.to)!, g.value.phases);
      if (typeof target === 'string') return fail(ctx, target);
      return writeBound(ctx, g.value, str(v.phase), async (bound) => {
        const done = await rollbackTo(ctx.archive, { gameId: g.value.id, seq: target.seq, reason: str(v.reason)!, actor: ctx.actor });
        return reply(bound, done, v.json === true, (d) => `Rolled back to ${target.seq} ${phaseCode(target)} ${target.name}.\n${gameText(d)}`);
      });
    };
  },
};

export const correct: Sub = {
  usage: `adjutant game correct GAME --phase N|S1901M --power P [--file FILE] [--add] [--reason TEXT] [--yes] [--version N] [--json]
      --phase    the past phase whose orders are corrected
      --version  that phase as you saw it: how many times it has been adjudicated (game show GAME
                 --phase N says "Version N"); refused (exit 4) when it was corrected or rolled back since
  Exit codes: 0 shown (or, with --yes, committed); 2 bad input; 4 nothing written: the game or the
  phase changed since the command read it (another command corrected, rolled back or adjudicated first).`,
  options: options({ text: ['phase', 'version', 'power', 'file', 'reason'], switches: ['add', 'yes', 'json'] }),
  async args(ctx, v, positionals) {
    if (!str(v.phase) || !str(v.power)) return fail(ctx, '--phase and --power say which orders to correct');
    return async (ctx) => {
      const g = await game(ctx, positionals);
      if (!g.ok) return reply(ctx, g, false, () => '');
      const target = phaseRef(str(v.phase)!, g.value.phases);
      if (typeof target === 'string') return fail(ctx, target);
      const text = await readSource(str(v.file), ctx.io);
      if (!text.ok) return fail(ctx, text.message);
      const input = {
        gameId: g.value.id,
        seq: target.seq,
        power: str(v.power)!,
        text: text.text,
        combine: v.add ? ('add' as const) : ('replace' as const),
        reason: str(v.reason),
        actor: ctx.actor,
      };
      const preview = await previewCorrection(ctx.archive, input);
      if (!preview.ok || !v.yes) return reply(ctx, preview, v.json === true, correctionText);
      // Bound to the game as read and to the corrected phase's version (its --phase names the phase corrected, not the current one).
      const version = async () => {
        const p = await getPhase(ctx.archive, { gameId: g.value.id, seq: target.seq });
        return p.ok ? adjudicationVersion(p.value) : -1;
      };
      const read = await version();
      const named = `${target.seq} ${phaseCode(target)} ${target.name}`;
      const given = str(v.version);
      if (given !== undefined && (!/^\d+$/.test(given) || Number(given) !== read)) {
        const what = /^\d+$/.test(given) ? '' : ' (a whole number: game show GAME --phase N says "Version N")';
        return fail(ctx, `--version ${given}${what}: ${named} is at version ${read}; nothing was changed`, /^\d+$/.test(given) ? EXIT.changed : EXIT.badInput);
      }
      const phase: Binding<number> = {
        read,
        now: version,
        same: (a, b) => a === b,
        changed: (a, b) =>
          `${named} changed since this command read it, by another command or window: it was at version ${a} and is now at version ${b} (corrected, rolled back or adjudicated again meanwhile)`,
      };
      return writeBoundAlso(ctx, g.value, phase, async (bound) =>
        reply(bound, await commitCorrection(ctx.archive, { ...input, token: preview.value.token }), v.json === true, correctionText),
      );
    };
  },
};

export const draw: Sub = {
  usage: `adjutant game draw GAME --power P [--list POWERS | --nodraw]   vote (DIAS: no list; NoDIAS: --list AEF or England,France)
       adjutant game draw GAME [--status | --resume | --set dias|nodias | --votes secret|public] [--json]
      --votes   whether the reports mailed out show who voted what (default: secret, only the outcome)
      --phase   (with a vote or --resume) the phase you mean: refused (exit 4) when the game is elsewhere`,
  options: options({ text: ['power', 'list', 'set', 'votes', 'phase'], switches: ['nodraw', 'status', 'resume', 'json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const gameId = g.value.id;
    if (str(v.set)) {
      const type = str(v.set)!.toLowerCase();
      if (type !== 'dias' && type !== 'nodias') return fail(ctx, `--set '${str(v.set)}': dias or nodias`);
      return reply(ctx, await setDrawType(ctx.archive, { gameId, drawType: type, actor: ctx.actor }), v.json === true, gameText);
    }
    if (str(v.votes)) {
      const seen = str(v.votes)!.toLowerCase();
      if (seen !== 'secret' && seen !== 'public') return fail(ctx, `--votes '${str(v.votes)}': secret or public`);
      const set = await setVotesPublic(ctx.archive, { gameId, public: seen === 'public', actor: ctx.actor });
      return reply(ctx, set, v.json === true, (r) =>
        r.public ? 'Draw votes are shown in the reports.\n' : 'Draw votes are secret in the reports: only the outcome is told.\n',
      );
    }
    if (v.resume) {
      return writeBound(ctx, g.value, str(v.phase), async (bound) =>
        reply(bound, await resumeGame(ctx.archive, { gameId, actor: ctx.actor }), v.json === true, drawText),
      );
    }
    if (!str(v.power)) return reply(ctx, await drawStatus(ctx.archive, { gameId }), v.json === true, drawText);
    const drawList = str(v.list) === undefined ? undefined : splitList(str(v.list)!, variantMapIn(ctx.archive, g.value.variant));
    const vote = v.nodraw ? ('nodraw' as const) : ('draw' as const);
    return writeBound(ctx, g.value, str(v.phase), async (bound) =>
      reply(bound, await castDrawVote(ctx.archive, { gameId, power: str(v.power)!, vote, drawList, actor: ctx.actor }), v.json === true, drawText),
    );
  },
};

/** `England,France`, `eng fra` or the Judge's letters `AEF` (when the word names no power). */
function splitList(written: string, map: GameMap | null): string[] {
  const parts = written.split(/[\s,]+/).filter(Boolean);
  const letters = parts.length === 1 && /^[A-Z]{1,9}$/.test(parts[0]) && !(map && powerNamed(map, parts[0]));
  return letters ? [...parts[0]] : parts;
}

export const check: Sub = {
  readsOnly: true,
  usage: `adjutant game check [GAME] [--json]
      GAME  the game's history chain: each phase's hash, whether the chain stored in the archive
            still verifies (exit code 3 when it does not), and how its file's chain stood at import`,
  options: options({ switches: ['json'] }),
  async run(ctx, v, positionals) {
    const faults = checkArchive(ctx.archive);
    if (faults.length === 1 && faults[0] === 'ok') {
      if (positionals.length === 0) {
        ctx.io.out(`${ctx.archive.file}: ok (schema version ${ctx.archive.version})\n`);
        return EXIT.ok;
      }
      const g = await game(ctx, positionals);
      if (!g.ok) return reply(ctx, g, false, () => '');
      const checked = await historyCheck(ctx.archive, { gameId: g.value.id });
      const code = reply(ctx, checked, v.json === true, historyCheckText);
      return code === EXIT.ok && checked.ok && !checked.value.verified ? EXIT.flagged : code;
    }
    return fail(ctx, `${ctx.archive.file} is damaged:\n  ${faults.slice(0, 20).join('\n  ')}`);
  },
};

const IMPORTED: Record<NonNullable<HistoryCheckView['imported']>, string> = {
  verified: 'imported with its history chain verified',
  broken: "imported with a history chain that did NOT verify, at the GM's word",
  replayed: 'imported from a file whose history chain did NOT verify, played again by Adjutant',
  none: 'imported from a file without a history chain (unverified)',
};

function historyCheckText(h: HistoryCheckView): string {
  const lines = h.phases.map((p) => `  ${String(p.seq).padStart(3)}  ${p.name.padEnd(24)} ${p.status.padEnd(11)} ${p.hash.slice(0, 16)}`);
  const origin = h.imported ? IMPORTED[h.imported] : 'made in this archive';
  const accepted = h.differences.map((d) => `  ${h.imported === 'replayed' ? 'found' : 'accepted'} at import: ${d}`);
  const replayed = h.replayed.map((d) => `  played again: ${d}`);
  const d = h.firstDifference;
  const stored = h.verified
    ? `Stored chain: verified through ${h.through ?? 'the start'}.`
    : d
      ? `Stored chain: does NOT verify from ${d.name} (phase ${d.id}, seq ${d.seq}): ${d.why.join('; ') || 'its hash does not follow from the one before'}.`
      : 'Stored chain: does NOT verify (a phase was removed from the archive).';
  return [`History chain (sha256): ${h.head ? h.head.slice(0, 16) : 'no phases'}; ${origin}.`, stored, ...lines, ...accepted, ...replayed, ''].join('\n');
}
