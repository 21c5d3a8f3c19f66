// `npm run bench cli`: how long each `adjutant` command takes to start and answer, beside `node -e 0`
// on the same Node (the floor no command can go under), on a small archive in a temporary folder.
// Two ways in: `node bin.mjs` on Node 24 (Node 24 on the PATH), and on the machine's older Node
// (the wrapper: bin.mjs starts there and relaunches the archive commands on the project's Node 24).
// Rounds are interleaved (every command once per round) so that a burst of load on the shared
// machine falls on all of them alike; the median and the minimum of the rounds are reported, and,
// where GNU time is installed (/usr/bin/time), the median CPU time (user + system, the child and its
// relaunched Node 24 together), which load on the machine changes far less than the wall time.
// The last table puts every command beside both goals of issue 28 (under 150 ms on Node 24, under
// 250 ms through the wrapper). Options: --rounds N (default 15).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, oldNode, OPENING } from '../electron/cli/fixtures';

const GOAL = { node24: 150, wrapper: 250 };
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 15;

const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-cli-'));
const db = join(dir, 'bench.sqlite');
writeFileSync(join(dir, 'position.json'), JSON.stringify(OPENING));
writeFileSync(join(dir, 'sheet.txt'), 'England:\nF lon - nth\nF edi - nwg\nA lvp - yor\n');
const env = { ...process.env, ADJUTANT_ARCHIVE: db };
const run = (node: string, args: string[]) => spawnSync(node, args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const TIME = '/usr/bin/time';
const timed = existsSync(TIME);
const cpuFile = join(dir, 'cpu.txt');
/** CPU milliseconds (user + system) of `node args` and its children, by GNU time. */
function cpu(node: string, args: string[]): number {
  spawnSync(TIME, ['-o', cpuFile, '-f', '%U %S', node, ...args], { cwd: dir, env, stdio: 'ignore' });
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
  args: string[];
  times: number[];
  cpu: number[];
}

function measure(node: string): Row[] {
  const rows: Row[] = [
    { name: 'node -e 0', args: ['-e', '0'], times: [], cpu: [] },
    ...COMMANDS.map((c) => ({ name: `adjutant ${c.join(' ')}`, args: [BIN, ...c], times: [], cpu: [] })),
  ];
  // One warm-up round: the bundles built, the compile cache written.
  for (const row of rows) {
    const r = run(node, row.args);
    if (r.status !== 0 && r.status !== 3) throw new Error(`${row.name} failed (${r.status}): ${r.stderr}`);
  }
  for (let i = 0; i < rounds; i++)
    for (const row of rows) {
      const start = performance.now();
      run(node, row.args);
      row.times.push(performance.now() - start);
      if (timed) row.cpu.push(cpu(node, row.args));
    }
  return rows;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function report(title: string, node: string, goal: number) {
  const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  const rows = measure(node);
  const floor = median(rows[0].times);
  const cpuFloor = timed ? median(rows[0].cpu) : 0;
  console.log(`\n${title} (${version}, ${rounds} rounds, goal ${goal} ms)`);
  console.log(
    'command'.padEnd(44),
    'median'.padStart(8),
    'min'.padStart(8),
    'over node -e 0'.padStart(16),
    timed ? `${'CPU median'.padStart(12)}${'CPU over node -e 0'.padStart(20)}` : '',
  );
  let over = 0;
  for (const row of rows) {
    const m = median(row.times);
    const mark = row === rows[0] ? '' : m > goal ? '  over the goal' : '';
    if (mark) over++;
    const c = timed ? median(row.cpu) : 0;
    const cpuText = timed ? `${`${c.toFixed(0)} ms`.padStart(12)}${`${(c - cpuFloor).toFixed(0)} ms`.padStart(20)}` : '';
    console.log(
      row.name.padEnd(44),
      `${m.toFixed(0)} ms`.padStart(8),
      `${Math.min(...row.times).toFixed(0)} ms`.padStart(8),
      `${(m - floor).toFixed(0)} ms`.padStart(16),
      cpuText + mark,
    );
  }
  console.log(over ? `${over} command(s) over ${goal} ms` : `every command under ${goal} ms`);
  return { over, goal, medians: new Map(rows.map((r) => [r.name, { wall: median(r.times), cpu: timed ? median(r.cpu) : null }])) };
}

type Report = ReturnType<typeof report>;

/** Each command against both goals in one table: wall medians, CPU medians where measured. */
function verdicts(modern: Report, wrapper: Report | null) {
  // `node -e 0` is the floor, not a command: its row has no verdict.
  const cell = (m: { wall: number; cpu: number | null } | undefined, goal: number, floor: boolean) =>
    m === undefined
      ? 'not measured'.padStart(22)
      : `${m.wall.toFixed(0)} (${m.cpu === null ? '-' : m.cpu.toFixed(0)}) ${floor ? '    ' : m.wall <= goal ? 'ok ' : 'OVER'}`.padStart(22);
  console.log(`\nper command, wall median (CPU median) in ms against the goals`);
  console.log('command'.padEnd(44), `Node 24 < ${GOAL.node24}`.padStart(22), `wrapper < ${GOAL.wrapper}`.padStart(22));
  for (const name of modern.medians.keys())
    console.log(
      name.padEnd(44),
      cell(modern.medians.get(name), GOAL.node24, name === 'node -e 0'),
      wrapper ? cell(wrapper.medians.get(name), GOAL.wrapper, name === 'node -e 0') : 'not measured'.padStart(22),
    );
}

try {
  const modern = report('Node 24 on the PATH: node bin.mjs', process.execPath, GOAL.node24);
  const old = oldNode();
  const wrapper = old ? report('through the wrapper on the older Node', old, GOAL.wrapper) : null;
  if (!wrapper) console.log('\nno Node older than 22.14 on the PATH: the wrapper is not measured');
  // Both goals of issue 28 in one line: wall time medians, which only a quiet machine makes meaningful.
  verdicts(modern, wrapper);
  const verdict = (r: { over: number; goal: number } | null, what: string) =>
    r === null ? `${what}: not measured` : `${what} < ${r.goal} ms: ${r.over === 0 ? 'met' : `${r.over} over`}`;
  console.log(`\ngoals (wall median): ${verdict(modern, 'Node 24')}; ${verdict(wrapper, 'wrapper')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
