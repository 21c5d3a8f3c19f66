// `adjutant variant ...`: a GM's own variants (docs/variants.md). `import FILE` validates a variant
// file, naming every fault with its place, and keeps it in the archive, where `adjutant game new
// NAME --variant ID` finds it; `list` shows the variants Adjutant ships and the archive's own.
import { type Command } from './command';
import { runSub } from './over';
import { runTable, type SubEntry } from './subcommands';
import { fail, reply, type Sub } from './game/context';
import { readSource } from './source';
import { importVariant, listVariants, type VariantView } from '../service/variants';
import type { ServiceError } from '../service/types';
import { options } from './game/args';

function variantLine(v: VariantView): string {
  const rule = v.source === 'imported' ? `imported ${v.importedAt?.slice(0, 10)}` : 'shipped';
  return `${v.id.padEnd(14)} ${v.name.padEnd(24)} ${String(v.powers).padStart(2)} powers, ${v.centers} centers, ${v.victoryCenters} to win (${rule})`;
}

/** A variant file's faults, one to a line: an author fixes the file in one pass. */
function faultLines(error: ServiceError): string {
  const faults = Array.isArray(error.details) ? (error.details as { code: string; message: string }[]) : [];
  return faults.length === 0 ? error.message : `${error.message.split(':')[0]}:\n${faults.map((f) => `  ${f.code}: ${f.message}`).join('\n')}`;
}

const importCommand: Sub = {
  usage: 'adjutant variant import FILE [--json]',
  options: options({ switches: ['json'] }),
  creates: true,
  async run(ctx, v, positionals) {
    if (positionals.length !== 1) return fail(ctx, 'give one variant file (- for standard input)');
    const source = await readSource(positionals[0], ctx.io);
    if (!source.ok) return fail(ctx, source.message);
    const done = await importVariant(ctx.archive, { text: source.text, actor: ctx.actor });
    if (!done.ok && done.error.code === 'bad-variant') return fail(ctx, faultLines(done.error));
    return reply(
      ctx,
      done,
      v.json === true,
      (view) =>
        `Imported variant '${view.id}' (${view.name}) into ${ctx.archive.file}.\n${variantLine(view)}\nadjutant game new NAME --variant ${view.id} starts a game on it.\n`,
    );
  },
};

const listCommand: Sub = {
  usage: 'adjutant variant list [--json]',
  options: options({ switches: ['json'] }),
  readsOnly: true,
  async run(ctx, v) {
    return reply(ctx, await listVariants(ctx.archive), v.json === true, (list) => `${list.map(variantLine).join('\n')}\n`);
  },
};

// Both in this module (and bundle): the archive opens with the variants' code either way.
const SUBCOMMANDS: Record<string, SubEntry> = {
  import: { summary: 'import your own variant from a file: validated, then kept in the archive', load: async () => ({ sub: importCommand, runSub }) },
  list: { summary: 'list the variants a game can be played on: shipped, and imported into this archive', load: async () => ({ sub: listCommand, runSub }) },
};

function usage(): string {
  return [
    'Usage: adjutant variant <command> [--db FILE] [--actor NAME] [options]',
    '',
    'Commands:',
    ...Object.entries(SUBCOMMANDS).map(([name, s]) => `  ${name.padEnd(6)}  ${s.summary}`),
    '',
    'The variant file format: docs/variants.md.',
    'Exit codes: 0 done, 1 internal error, 2 bad input (the message says what)',
    '',
  ].join('\n');
}

export const command: Command = { name: 'variant', usage: usage(), run: (argv, io) => runTable('variant', SUBCOMMANDS, usage(), argv, io) };
