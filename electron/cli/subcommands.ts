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

/** The entry of subcommand `key` of the module `load` imports (a literal import(), which the bundler follows). */
export function lazySub<M extends SubModule>(summary: string, load: () => Promise<M>, key: keyof M & string): SubEntry {
  return {
    summary,
    load: async () => {
      const m = await load();
      return { sub: m[key] as Sub, runSub: m.runSub };
    },
  };
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
