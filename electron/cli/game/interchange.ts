// `adjutant game import` and `export`: a game file in any format Adjutant reads (its own, a Judge
// history, a MILA saved game), told apart by content; a foreign game's audit printed, and stored
// only when there is no difference or --accept-differences says so; export in Adjutant's own
// format, the Judge's (a whole history or --phase) or MILA's.
import { exportGame } from '../../service/exchange';
import {
  exportForeign,
  importAnyGame,
  importAnyRefusalWithoutArchive,
  type Difference,
  type ExportFormat,
  type ImportAudit,
} from '../../service/interchange/index';
import { EXIT } from '../command';
import { readSourceBytes } from '../source';
import { options, phaseRef } from './args';
import { fail, game, reply, str, type Sub } from './context';
import { emit, targetOf } from './out';

export { runSub } from '../over';

const FORMAT_NAMES = { adjutant: 'an Adjutant game file', judge: 'a Judge history', mila: 'a MILA saved game', jdip: 'a jDip saved game' } as const;

function differenceLine(d: Difference): string {
  const what = d.subject ? `${d.subject}: ` : '';
  return `  ${d.phase} (${d.place}): ${what}the file has ${d.file}; Adjutant gives ${d.adjutant}`;
}

function auditText(a: ImportAudit): string {
  if (a.format === 'adjutant' && a.stored) return `Imported game #${a.stored.id} '${a.stored.name}' (${a.stored.phases.length} phases in play).\n`;
  const head = `Read ${FORMAT_NAMES[a.format]}: ${a.phases} phase${a.phases === 1 ? '' : 's'} played again by Adjutant, `;
  const found =
    a.differences.length === 0 ? 'no difference.' : `${a.differences.length} difference${a.differences.length === 1 ? '' : 's'} with the file's results:`;
  const lines = [`${head}${found}`, ...a.differences.map(differenceLine), ...a.notes.map((n) => `Note: ${n}.`)];
  if (a.stored) lines.push(`Imported game #${a.stored.id} '${a.stored.name}' (${a.stored.phases.length} phases in play).`);
  return `${lines.join('\n')}\n`;
}

export const importCommand: Sub = {
  usage: `adjutant game import FILE [--name NAME] [--preset ID] [--accept-differences | --replay] [--json]
      The format is recognised by content. A Judge or MILA game is played again by Adjutant and
      every difference with the file's results is listed; nothing is stored while there are
      differences unless --accept-differences (the game is then stored with Adjutant's rulings;
      exit code 3 when differences kept it out). --preset: the rules to play it under (default:
      judge for a Judge history, datc for MILA and jDip). An Adjutant game file whose history chain
      does not verify is refused, unless --accept-differences (taken as it is) or --replay (played
      again from its first position, every difference with its recorded results listed).`,
  options: options({ text: ['name', 'preset'], switches: ['accept-differences', 'replay', 'json'] }),
  creates: true,
  async args(ctx, v, positionals) {
    if (positionals.length !== 1) return fail(ctx, 'give one game file (or - for standard input)');
    const read = await readSourceBytes(positionals[0], ctx.io);
    if (!read.ok) return fail(ctx, read.message);
    // A file goes as its bytes, so that a jDip saved game (gzip'd) arrives whole; standard input is text.
    const file = typeof read.bytes === 'string' ? { text: read.bytes } : { text: read.bytes.toString('base64'), encoding: 'base64' as const };
    const preset = str(v.preset);
    const input = {
      ...file,
      name: str(v.name),
      actor: ctx.actor,
      rules: preset === undefined ? undefined : { preset },
      acceptDifferences: v['accept-differences'] === true,
      replay: v.replay === true,
    };
    // A file refused on its own (not JSON, no known format, not a game file's shape) is refused here, before the archive.
    const refused = importAnyRefusalWithoutArchive(input);
    if (refused) return reply(ctx, refused, v.json === true, auditText);
    return async (ctx) => {
      const done = await importAnyGame(ctx.archive, input);
      const code = reply(ctx, done, v.json === true, auditText);
      if (code !== EXIT.ok || !done.ok || done.value.stored) return code;
      ctx.io.err(
        `adjutant game import: nothing was stored: the file and Adjutant differ (above); --accept-differences stores the game with Adjutant's rulings\n`,
      );
      return EXIT.flagged;
    };
  },
};

const EXPORT_FORMATS = ['adjutant', 'judge', 'mila', 'jdip'] as const;

export const exportCommand: Sub = {
  readsOnly: true,
  usage: `adjutant game export GAME [--format adjutant|judge|mila|jdip] [--phase N|S1901M] [--out FILE [--force]]
      Standard output without --out (jdip, binary, needs --out); --force replaces FILE.
      --phase (judge only): that phase's results.`,
  options: options({ text: ['out', 'format', 'phase'], switches: ['force'] }),
  async args(ctx, v, positionals) {
    const format = (str(v.format) ?? 'adjutant').toLowerCase();
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) return fail(ctx, `--format '${str(v.format)}': one of ${EXPORT_FORMATS.join(', ')}`);
    if (v.phase !== undefined && format !== 'judge') return fail(ctx, "--phase goes with --format judge (one phase's results)");
    const out = targetOf(ctx, v);
    if (typeof out === 'number') return out;
    if (format === 'jdip' && out.file === null) return fail(ctx, 'a jDip saved game is binary (gzip): name a file with --out FILE');
    return async (ctx) => {
      const g = await game(ctx, positionals);
      if (!g.ok) return reply(ctx, g, false, () => '');
      let body: string | Buffer;
      if (format === 'adjutant') {
        const file = await exportGame(ctx.archive, { gameId: g.value.id });
        if (!file.ok) return reply(ctx, file, false, () => '');
        body = `${JSON.stringify(file.value, null, 2)}\n`;
      } else {
        const phase = str(v.phase);
        const p = phase === undefined ? undefined : phaseRef(phase, g.value.phases);
        if (typeof p === 'string') return fail(ctx, p);
        const file = await exportForeign(ctx.archive, { gameId: g.value.id, format: format as ExportFormat, seq: p?.seq });
        if (!file.ok) return reply(ctx, file, false, () => '');
        body = file.value.encoding === 'base64' ? Buffer.from(file.value.text, 'base64') : file.value.text;
      }
      const written = await emit(ctx, out, body, '');
      if (written === EXIT.ok && out.file !== null) ctx.io.err(`Exported '${g.value.name}' (${format}) to ${out.file}.\n`);
      return written;
    };
  },
};
