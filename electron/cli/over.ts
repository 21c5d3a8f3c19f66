// How one subcommand of `game`, `tournament` or `variant` runs over the archive: its options read,
// its arguments checked (Sub's args: before the archive, so that bad ones open nothing), the archive
// opened (created, or read-only, as the subcommand says), the subcommand run, the archive closed. It
// is bundled with each subcommand's own code (electron/runtime/bundles.mjs), so
// that the archive is opened by the same copy of the archive's code the subcommand uses; the tables
// that pick a subcommand (subcommands.ts) load neither.
import { resolve } from 'node:path';
import { closeArchive, nodeSupportsArchive, openArchive } from '../archive/db';
import { TOO_OLD } from '../runtime/node24.mjs';
import { EXIT, type Io } from './command';
import { parse } from './game/args';
import type { OverArchive, Sub } from './game/context';
import { defaultArchivePath } from './game/paths';

interface Globals {
  db: string | null;
  actor: string;
  rest: string[];
}

/** --db and --actor may come anywhere after the subcommand. */
export function takeGlobals(args: string[]): Globals | string {
  const out: Globals = { db: null, actor: 'GM', rest: [] };
  for (let i = 0; i < args.length; i++) {
    const m = /^--(db|actor)(?:=(.*))?$/.exec(args[i]);
    if (!m) {
      out.rest.push(args[i]);
      continue;
    }
    const val = m[2] ?? args[++i];
    if (val === undefined || val === '') return `--${m[1]} needs a value`;
    if (m[1] === 'db') out.db = val;
    else out.actor = val;
  }
  return out;
}

/** `adjutant <label> <name> rest...` over the archive: globals, options, the archive opened and closed. */
export async function runSub(label: string, name: string, sub: Sub, rest: string[], io: Io): Promise<number> {
  const failWith = (message: string): number => {
    io.err(`adjutant ${label} ${name}: ${message}\n`);
    return EXIT.badInput;
  };
  const globals = takeGlobals(rest);
  if (typeof globals === 'string') return failWith(globals);
  const parsed = parse(globals.rest, sub.options);
  if (!parsed.ok) return failWith(`${parsed.message}\nUsage: ${sub.usage}`);
  // bin.mjs runs `game` on Node 24 when this Node is older; this is reached without one.
  if (!nodeSupportsArchive()) return failWith(TOO_OLD);
  // The arguments' own checks before the archive: a command that will not run opens nothing.
  const later: number | OverArchive =
    'args' in sub
      ? await sub.args({ io, actor: globals.actor, name }, parsed.values, parsed.positionals)
      : (ctx) => sub.run(ctx, parsed.values, parsed.positionals);
  if (typeof later === 'number') return later;
  const file = resolve(globals.db ?? defaultArchivePath());
  const opened = await openArchive(file, { create: sub.creates === true, readOnly: sub.readsOnly === true });
  if (!opened.ok) {
    const hint = opened.error.code === 'not-found' ? ` (adjutant ${label} new NAME creates an archive there; --db FILE names another)` : '';
    return failWith(`${opened.error.message}${hint}`);
  }
  const archive = opened.value;
  if (archive.backup) io.err(`adjutant ${label}: the archive was brought up to schema version ${archive.version}; the old file is kept at ${archive.backup}\n`);
  try {
    return await later({ archive, io, actor: globals.actor, name });
  } finally {
    closeArchive(archive);
  }
}

/** What a module of subcommands offers its table: the runner bundled with it. */
export type RunSub = typeof runSub;
