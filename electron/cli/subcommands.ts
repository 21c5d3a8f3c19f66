// The tables of `game`, `tournament` and `variant`: each subcommand's one-line summary (for the
// family's --help) and where its code is. A subcommand's module is loaded only when it runs (or
// its --help is asked): in the bundles each module of subcommands is a bundle of its own, with the
// runner that opens the archive (over.ts), so `adjutant game list` loads the archive and the
// list's code, not the adjudicator, the reports, the interchange or the mail (bundles.mjs).
import { EXIT, type Io } from './command';
import type { Sub } from './game/context';
import type { RunSub } from './over';

/** A module of subcommands: they, and the runner bundled with them. */
export type SubModule = { runSub: RunSub };

export interface SubEntry {
  summary: string;
  load(): Promise<{ sub: Sub; runSub: RunSub }>;
}

/**
 * A family's table from its lines, one subcommand a line: `name  module.export  summary`, where
 * `module` names a loader of `modules` (a literal import(), which the bundler follows) and `export`
 * the subcommand's name in that module. A line not so, or a module or export not there, is a bug:
 * it throws (the test of every subcommand's --help finds it).
 */
export function subTable(modules: Record<string, () => Promise<SubModule>>, lines: readonly string[]): Record<string, SubEntry> {
  const table: Record<string, SubEntry> = {};
  for (const line of lines) {
    const m = /^(\S+) +(\w+)\.(\w+) +(\S.*)$/.exec(line);
    if (!m || !Object.hasOwn(modules, m[2])) throw new Error(`subcommand table: bad line '${line}'`);
    const [, name, module, key, summary] = m;
    table[name] = {
      summary,
      load: async () => {
        const loaded = (await modules[module]()) as SubModule & Record<string, unknown>;
        const sub = loaded[key] as Sub | undefined;
        const entry = sub === undefined ? undefined : 'run' in sub ? sub.run : sub.args;
        if (sub === undefined || typeof entry !== 'function') throw new Error(`subcommand table: no subcommand '${key}' in module '${module}'`);
        return { sub, runSub: loaded.runSub };
      },
    };
  }
  return table;
}

/** `adjutant <label> <sub> ...`: help, an unknown name, a subcommand's --help, or the subcommand run. */
export async function runTable(label: string, table: Record<string, SubEntry>, usageText: string, argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(usageText);
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  const entry = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!entry) {
    io.err(`adjutant ${label}: unknown command '${name}'\n\n${usageText}`);
    return EXIT.badInput;
  }
  const { sub, runSub } = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(
      `Usage: ${sub.usage}\n\n${entry.summary[0].toUpperCase()}${entry.summary.slice(1)}.\nEvery command also takes --db FILE and --actor NAME (who is recorded in the log).\n`,
    );
    return EXIT.ok;
  }
  return runSub(label, name, sub, rest, io);
}
