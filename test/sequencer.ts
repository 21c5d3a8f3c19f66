// The order vitest starts the test files in: the longest first, from a committed list of each file's
// time in the last full run (test/durations.json), so that the run does not end on one worker still
// busy with a long file while the other core idles. vitest's own order needs its cache of the last
// run's durations, which a fresh clone does not have: it then starts the largest files first (by
// bytes), which put e.g. the packaging build and the property tests near the end.
//
// The files of a shared project (`isolate: false`: pure, e2e) stay together: vitest keeps a shared
// worker only while the next file queued is of the same project, and a worker started again imports
// the engine (or the browser harness) again. Each shared project is placed by its files' mean time,
// each file of the other projects by its own; files not in the list go first (as vitest runs unknown
// files first), the rest longest first, ties by name.
//
// `ADJUTANT_DURATIONS=test/durations.json npm test` writes the run's times back into the list
// (test/summaryReporter.ts); test/sequencer.test.ts checks that it names only real test files.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS = new URL('./durations.json', import.meta.url);

/** A test file to place: its path from the root, its project, and whether the project shares its workers. */
export interface Placed {
  file: string;
  project: string;
  shared: boolean;
}

/** The list's seconds by file (root-relative, POSIX), or none when it cannot be read. */
export function readDurations(url: URL = DURATIONS): Record<string, number> {
  try {
    const list = JSON.parse(readFileSync(url, 'utf8')) as unknown;
    if (!list || typeof list !== 'object' || Array.isArray(list)) return {};
    return Object.fromEntries(Object.entries(list).filter(([, s]) => typeof s === 'number' && Number.isFinite(s) && s >= 0));
  } catch {
    return {};
  }
}

/** The files in the order to start them: units (a shared project's files together, or one other file) longest first. */
export function plan<T extends Placed>(files: readonly T[], seconds: Readonly<Record<string, number>>): T[] {
  const time = (f: T) => (Object.hasOwn(seconds, f.file) ? seconds[f.file] : Number.POSITIVE_INFINITY);
  const longestFirst = (a: T, b: T) => time(b) - time(a) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  const units: { key: number; name: string; files: T[] }[] = [];
  const shared = new Map<string, T[]>();
  for (const f of files) {
    if (!f.shared) units.push({ key: time(f), name: f.file, files: [f] });
    else if (shared.has(f.project)) shared.get(f.project)!.push(f);
    else shared.set(f.project, [f]);
  }
  for (const [project, members] of shared) {
    const known = members.filter((f) => Object.hasOwn(seconds, f.file));
    const key = known.length ? known.reduce((sum, f) => sum + time(f), 0) / known.length : Number.POSITIVE_INFINITY;
    units.push({ key, name: project, files: members.sort(longestFirst) });
  }
  units.sort((a, b) => (b.key === a.key ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : b.key - a.key));
  return units.flatMap((u) => u.files);
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const placed = files.map((spec) => ({
      spec,
      file: relative(root, spec.moduleId).split('\\').join('/'),
      project: spec.project.name,
      shared: spec.project.config.isolate === false,
    }));
    return plan(placed, readDurations()).map((p) => p.spec);
  }
}
