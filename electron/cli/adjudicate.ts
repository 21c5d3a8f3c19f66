// `adjutant adjudicate [--text | --jsonl] [FILE|-]`: one position with orders as JSON in (a file or
// standard input), the adjudicated phase out as JSON, as text for people (--text), or, with
// --jsonl, one position per line in and one result per line out.
import { adjudicate, type PhaseResult, withPathCause } from '../../engine/index';
import { phaseResultText } from '../reports/phaseText';
import { type Command, EXIT, type Io } from './command';
import { type AdjudicationInput, readInput } from './input';
import { faultText, readJson } from './jsonSyntax';
import { phaseResultOut } from './output';
import { problemText } from './problems';
import { readSource, unreadable } from './source';

const USAGE = `Usage: adjutant adjudicate [--text | --jsonl] [FILE | -]

Reads one position with its orders as JSON from FILE, or from standard input when FILE is '-' or
missing, adjudicates the phase and prints the result as JSON.

Options:
  --text    print the result for people (orders by power, dislodged units, next phase)
  --jsonl   read one position per line, write one result per line; a bad line gives
            {"error": {"line": N, "message": "..."}} on its line and exit code 2 at the end
  --help    show this text

Exit codes: 0 done, 1 internal error, 2 bad input (the message names the field: orders[3]: ...)
Input and output schema: docs/cli.md
`;

interface Flags {
  mode: 'json' | 'text' | 'jsonl';
  file: string | null;
}

type Parsed = { ok: true; flags: Flags } | { ok: false; help: boolean; message?: string };

function parseArgs(args: string[]): Parsed {
  const flags: Flags = { mode: 'json', file: null };
  const modes = new Set<string>();
  const files: string[] = [];
  for (const a of args) {
    if (a === '--help' || a === '-h') return { ok: false, help: true };
    if (a === '--text' || a === '--jsonl') modes.add(a.slice(2));
    else if (a.startsWith('-') && a !== '-') return { ok: false, help: false, message: `unknown option '${a}'` };
    else files.push(a);
  }
  if (modes.size > 1) return { ok: false, help: false, message: '--text and --jsonl cannot be used together' };
  if (files.length > 1) return { ok: false, help: false, message: `one input at a time, got ${files.length}: ${files.join(', ')}` };
  flags.mode = ([...modes][0] as Flags['mode'] | undefined) ?? 'json';
  flags.file = files[0] === undefined || files[0] === '-' ? null : files[0];
  return { ok: true, flags };
}

async function run(args: string[], io: Io): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed.ok) {
    if (parsed.help) io.out(USAGE);
    else io.err(`adjutant adjudicate: ${parsed.message}\n\n${USAGE}`);
    return parsed.help ? EXIT.ok : EXIT.badInput;
  }
  const source = await readSource(parsed.flags.file, io);
  if (!source.ok) return unreadable('adjudicate', source, io);
  return parsed.flags.mode === 'jsonl' ? runLines(source.text, io) : runOne(source.text, parsed.flags.mode, io);
}

/** One position: faults go to standard error, each on its own line. */
function runOne(text: string, mode: 'json' | 'text', io: Io): number {
  const json = readJson(text);
  if (!json.ok) {
    io.err(`${faultText(json.error)}\n`);
    return EXIT.badInput;
  }
  const input = readInput(json.value);
  if (!input.ok) {
    io.err(input.problems.map((p) => `${problemText(p)}\n`).join(''));
    return EXIT.badInput;
  }
  for (const note of input.value.notes) io.err(`note: ${note}\n`);
  const { map, position, orders, options } = input.value;
  const result = adjudicateInput(input.value);
  io.out(
    mode === 'text'
      ? phaseResultText({ map, position, orders, options, result, next: result.next?.phase ?? null })
      : `${JSON.stringify(phaseResultOut(result, map), null, 2)}\n`,
  );
  return EXIT.ok;
}

function adjudicateInput(input: AdjudicationInput): PhaseResult {
  return withPathCause(input.map, adjudicate(input.map, input.position, input.orders, input.options), input.options);
}

/** One position per line; blank lines are skipped; a bad line answers an error object. */
function runLines(text: string, io: Io): number {
  let exit: number = EXIT.ok;
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const answer = answerLine(raw, line, io);
    if ('error' in answer && exit === EXIT.ok) exit = EXIT.badInput;
    io.out(`${JSON.stringify(answer)}\n`);
  });
  return exit;
}

function answerLine(raw: string, line: number, io: Io): Record<string, unknown> {
  const error = (message: string): Record<string, unknown> => ({ error: { line, message } });
  const json = readJson(raw);
  if (!json.ok) return error(`JSON syntax error at column ${json.error.column}: ${json.error.message}`);
  const input = readInput(json.value);
  if (!input.ok) return error(input.problems.map(problemText).join('; '));
  for (const note of input.value.notes) io.err(`line ${line}: note: ${note}\n`);
  return phaseResultOut(adjudicateInput(input.value), input.value.map);
}

export const command: Command = { name: 'adjudicate', usage: USAGE, run };
