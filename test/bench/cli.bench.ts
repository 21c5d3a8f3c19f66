// `npm run bench cli`: how long each `adjutant` command takes to start and answer, beside `node -e 0`
// on the same Node (the floor no command can go under), on a small archive in a temporary folder.
// Three ways in: `node bin.mjs` on Node 24 (Node 24 on the PATH); the `adjutant` command as a user
// runs it, npm's node_modules/.bin/adjutant link executed directly with the machine's older Node
// first on the PATH (bin.mjs is also a shell script that execs the project's Node 24: "through the
// launcher"); and `node bin.mjs` on the older Node, which relaunches the archive commands on Node 24
// (what Windows, or anyone typing it, runs: shown so that nobody takes it for the launcher).
// Rounds are interleaved (every command once per round) so that a burst of load on the shared
// machine falls on all of them alike; the median and the minimum of the rounds are reported, and,
// where GNU time is installed (/usr/bin/time), the median CPU time (user + system, the process and
// any Node it starts together), which load on the machine changes far less than the wall time.
// The last table puts every command beside both goals of issue 28 (under 150 ms on Node 24, under
// 250 ms through the launcher). Options: --rounds N (default 15).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { BIN, oldNode, OPENING } from '../electron/cli/fixtures';

const GOAL = { node24: 150, launcher: 250 };
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 15;

const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-cli-'));
const db = join(dir, 'bench.sqlite');
writeFileSync(join(dir, 'position.json'), JSON.stringify(OPENING));
writeFileSync(join(dir, 'sheet.txt'), 'England:\nF lon - nth\nF edi - nwg\nA lvp - yor\n');
const old = oldNode();
// The older Node first on the PATH, as on the machines (the launcher must not use it).
const env = { ...process.env, ADJUTANT_ARCHIVE: db, PATH: `${old ? `${dirname(old)}${delimiter}` : ''}${process.env.PATH}` };
const run = (program: string, args: string[]) => spawnSync(program, args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
// npm's links, as `npm install adjutant` makes them: node_modules/adjutant -> the project,
// node_modules/.bin/adjutant -> ../adjutant/electron/cli/bin.mjs.
const LAUNCHER = join(dir, 'node_modules/.bin/adjutant');
mkdirSync(dirname(LAUNCHER), { recursive: true });
symlinkSync(join(dirname(BIN), '../..'), join(dir, 'node_modules/adjutant'));
symlinkSync('../adjutant/electron/cli/bin.mjs', LAUNCHER);
const TIME = '/usr/bin/time';
const timed = existsSync(TIME);
const cpuFile = join(dir, 'cpu.txt');
/** CPU milliseconds (user + system) of `program args` and its children, by GNU time. */
function cpu(program: string, args: string[]): number {
  spawnSync(TIME, ['-o', cpuFile, '-f', '%U %S', program, ...args], { cwd: dir, env, stdio: 'ignore' });
  const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return (user + system) * 1000;
}

for (const args of [
  ['game', 'new', 'Bench'],
  ['tournament', 'new', 'Cup', '--scoring', 'draw-size'],
  ['tournament', 'players', 'Cup', ...['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].flatMap((n) => ['--add', n])],
]) {
  const setup = run(process.execPath, [BIN, ...args]);
  if (setup.status !== 0) throw new Error(`cannot make the archive (${args.join(' ')}): ${setup.stderr}`);
}

/** Every command a GM runs that writes nothing (a written archive would change between rounds). */
const COMMANDS: string[][] = [
  ['--version'],
  ['--help'],
  ['rules'],
  ['parse', 'sheet.txt'],
  ['adjudicate', 'position.json'],
  ['game', '--help'],
  ['game', 'list'],
  ['game', 'show', 'Bench'],
  ['game', 'show', 'Bench', '--events'],
  ['game', 'due', 'Bench'],
  ['game', 'deadline', 'Bench'],
  ['game', 'draw', 'Bench'],
  ['game', 'history', 'Bench'],
  ['game', 'report', 'Bench'],
  // A command that draws: the board's outlines are parsed when first used (electron/runtime/lazy.mjs).
  ['game', 'report', 'Bench', '--format', 'svg'],
  ['game', 'export', 'Bench'],
  ['game', 'check'],
  ['game', 'outbox', 'Bench'],
  ['variant', 'list'],
  ['tournament', '--help'],
  ['tournament', 'players', 'Cup'],
  ['tournament', 'standings', 'Cup'],
];

interface Row {
  name: string;
  program: string;
  args: string[];
  times: number[];
  cpu: number[];
}

/** The rows of one way in: its floors (`node -e 0`), then every command, run as `program ...prefix command`. */
function measure(floors: { name: string; node: string }[], program: string, prefix: string[]): Row[] {
  const rows: Row[] = [
    ...floors.map(({ name, node }) => ({ name, program: node, args: ['-e', '0'], times: [], cpu: [] })),
    ...COMMANDS.map((c) => ({ name: `adjutant ${c.join(' ')}`, program, args: [...prefix, ...c], times: [], cpu: [] })),
  ];
  // One warm-up round: the bundles built, the compile cache written.
  for (const row of rows) {
    const r = run(row.program, row.args);
    if (r.status !== 0 && r.status !== 3) throw new Error(`${row.name} failed (${r.status}): ${r.stderr}`);
  }
  for (let i = 0; i < rounds; i++)
    for (const row of rows) {
      const start = performance.now();
      run(row.program, row.args);
      row.times.push(performance.now() - start);
      if (timed) row.cpu.push(cpu(row.program, row.args));
    }
  return rows;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Way {
  title: string;
  /** `node -e 0` on each Node concerned; the first is the floor of the commands. */
  floors: { name: string; node: string }[];
  program: string;
  prefix: string[];
  /** The goal of issue 28, or null for a row shown for comparison only. */
  goal: number | null;
}

const isFloor = (name: string) => name.startsWith('node -e 0');

function report({ title, floors, program, prefix, goal }: Way) {
  const versions = floors.map((f) => spawnSync(f.node, ['-v'], { encoding: 'utf8' }).stdout.trim());
  const rows = measure(floors, program, prefix);
  const floor = median(rows[0].times);
  const cpuFloor = timed ? median(rows[0].cpu) : 0;
  console.log(`\n${title} (${versions.join(', ')}, ${rounds} rounds, ${goal === null ? 'no goal: for comparison' : `goal ${goal} ms`})`);
  console.log(
    'command'.padEnd(44),
    'median'.padStart(8),
    'min'.padStart(8),
    `over ${rows[0].name}`.padStart(24),
    timed ? `${'CPU median'.padStart(12)}${'CPU over the floor'.padStart(20)}` : '',
  );
  let over = 0;
  for (const row of rows) {
    const m = median(row.times);
    const mark = isFloor(row.name) || goal === null ? '' : m > goal ? '  over the goal' : '';
    if (mark) over++;
    const c = timed ? median(row.cpu) : 0;
    const cpuText = timed ? `${`${c.toFixed(0)} ms`.padStart(12)}${`${(c - cpuFloor).toFixed(0)} ms`.padStart(20)}` : '';
    console.log(
      row.name.padEnd(44),
      `${m.toFixed(0)} ms`.padStart(8),
      `${Math.min(...row.times).toFixed(0)} ms`.padStart(8),
      `${(m - floor).toFixed(0)} ms`.padStart(24),
      cpuText + mark,
    );
  }
  if (goal !== null) console.log(over ? `${over} command(s) over ${goal} ms` : `every command under ${goal} ms`);
  return { over, goal, medians: new Map(rows.map((r) => [r.name, { wall: median(r.times), cpu: timed ? median(r.cpu) : null }])) };
}

type Report = ReturnType<typeof report>;

/** Each command against both goals in one table (and `node bin.mjs` on the older Node beside them): wall medians, CPU medians where measured. */
function verdicts(reports: (Report | null)[]) {
  const cell = (m: { wall: number; cpu: number | null } | undefined, goal: number | null, floor: boolean) =>
    m === undefined
      ? ''.padStart(22)
      : `${m.wall.toFixed(0)} (${m.cpu === null ? '-' : m.cpu.toFixed(0)}) ${floor || goal === null ? '    ' : m.wall <= goal ? 'ok ' : 'OVER'}`.padStart(22);
  const heads = [`Node 24 < ${GOAL.node24}`, `launcher < ${GOAL.launcher}`, 'node bin.mjs (older)'];
  console.log(`\nper command, wall median (CPU median) in ms against the goals`);
  console.log('command'.padEnd(44), ...heads.map((h, i) => (reports[i] ? h : `${h}: not measured`).padStart(22)));
  const names = [...new Set(reports.flatMap((r) => (r ? [...r.medians.keys()] : [])))];
  for (const name of names) console.log(name.padEnd(44), ...reports.map((r) => (r ? cell(r.medians.get(name), r.goal, isFloor(name)) : ''.padStart(22))));
}

try {
  const node24 = { name: 'node -e 0', node: process.execPath };
  const older = old ? { name: 'node -e 0 on the older Node', node: old } : null;
  const modern = report({ title: 'Node 24 on the PATH: node bin.mjs', floors: [node24], program: process.execPath, prefix: [BIN], goal: GOAL.node24 });
  // The launcher execs the Node 24 it finds beside it; the older Node on the PATH is never started.
  const launcher = report({
    title: 'through the launcher: node_modules/.bin/adjutant, executed, the older Node first on the PATH',
    floors: older ? [node24, older] : [node24],
    program: LAUNCHER,
    prefix: [],
    goal: GOAL.launcher,
  });
  const windowsLike = older
    ? report({
        title: '`node bin.mjs` on the older Node (as on Windows): relaunches on Node 24',
        floors: [older, node24],
        program: old!,
        prefix: [BIN],
        goal: null,
      })
    : null;
  if (!older) console.log('\nno Node older than 22.14 on the PATH: `node bin.mjs` on it is not measured');
  // Both goals of issue 28 in one line: wall time medians, which only a quiet machine makes meaningful.
  verdicts([modern, launcher, windowsLike]);
  const verdict = (r: { over: number; goal: number | null }, what: string) => `${what} < ${r.goal} ms: ${r.over === 0 ? 'met' : `${r.over} over`}`;
  console.log(`\ngoals (wall median): ${verdict(modern, 'Node 24')}; ${verdict(launcher, 'launcher')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
