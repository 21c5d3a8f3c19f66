// `adjutant parse [--json] [--phase movement|retreat|adjustment] [--power NAME] [--variant ID] [FILE|-]`: reads an
// order sheet the way people write it and prints each line's diagnostic and the orders read.
import {
  entriesOf,
  parseLanguages,
  readSheet,
  type GameMap,
  type LineDiagnostic,
  formatOrder,
  mapOf,
  resolvePower,
  PHASE_TYPES,
  type PhaseType,
  standardMap,
  VARIANTS,
} from '../../engine/index';
import { type Command, EXIT, type Io } from './command';
import { readSource, unreadable } from './source';

const USAGE = `Usage: adjutant parse [--json] [--phase movement|retreat|adjustment] [--power NAME] [--variant ID] [--language fr,de,it] [FILE | -]

Reads an order sheet (one order per line, power headers such as "England:" optional, mail noise
skipped) from FILE, or standard input when FILE is '-' or missing, and prints every line's
diagnostic: ok, note (how a word was read), ambiguous (with the candidates), error (with where),
or skipped. Exit code 0 when every order line was read, 2 when some were not.

Options:
  --json          the diagnostics and the orders as JSON
  --phase TYPE    the phase the orders are for (default movement)
  --power NAME    the power of lines without a header
  --variant ID    the map the orders are written for (default standard; ${VARIANTS.join(', ')})
  --language LIST the languages the orders may be written in besides English (fr, de, it;
                  comma-separated): their province names, abbreviations and order words
  --help          show this text
`;

interface Flags {
  json: boolean;
  phase: PhaseType;
  power: string | null;
  file: string | null;
  map: GameMap;
  languages: string[];
}

function parseArgs(args: string[]): Flags | string {
  const flags: Flags = { json: false, phase: 'movement', power: null, file: null, map: standardMap(), languages: [] };
  let powerText: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') flags.json = true;
    else if (a === '--phase') {
      const v = args[++i];
      if (!PHASE_TYPES.includes(v as PhaseType)) return `--phase: expected one of ${PHASE_TYPES.join(', ')}, got '${v ?? ''}'`;
      flags.phase = v as PhaseType;
    } else if (a === '--variant') {
      const v = args[++i];
      const map = v ? mapOf(v) : null;
      if (!map) return `--variant: unknown variant '${v ?? ''}' (known: ${VARIANTS.join(', ')})`;
      flags.map = map;
    } else if (a === '--power') {
      powerText = args[++i] ?? '';
    } else if (a === '--language' || a === '--languages') {
      const v = args[++i];
      if (v === undefined) return `${a}: expected a list of languages (fr, de, it)`;
      const codes = parseLanguages(v);
      if (!codes.ok) return `${a}: ${codes.error}`;
      flags.languages = codes.value;
    } else if (a.startsWith('--')) return `unknown option '${a}'`;
    else if (flags.file !== null) return `one file at most (got '${flags.file}' and '${a}')`;
    else flags.file = a;
  }
  // After every option: the power is one of the chosen variant's.
  if (powerText !== null) {
    const m = powerText ? resolvePower(flags.map, powerText) : null;
    if (!m || m.kind !== 'exact') return `--power: unknown power '${powerText}'`;
    flags.power = m.id;
  }
  return flags;
}

function lineText(d: LineDiagnostic, map: GameMap): string {
  const where = `line ${d.line}`;
  if (d.header && !d.order) return `${where}: header    orders for ${d.header}`;
  switch (d.status) {
    case 'ok':
      return `${where}: ok        ${d.order!.power}: ${formatOrder(d.order!.order, map, 'short')}`;
    case 'note':
      return `${where}: note      ${d.order!.power}: ${formatOrder(d.order!.order, map, 'short')} (${(d.notes ?? []).map((n) => n.message).join('; ')})`;
    case 'ambiguous':
      return `${where}: ambiguous ${d.message} (${(d.candidates ?? []).join(', ')})`;
    case 'error':
      return `${where}: error     ${d.message}`;
    default:
      return `${where}: skipped   ${d.header ? `orders for ${d.header}` : (d.message ?? d.text.trim())}`;
  }
}

async function run(args: string[], io: Io): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(USAGE);
    return EXIT.ok;
  }
  const flags = parseArgs(args);
  if (typeof flags === 'string') {
    io.err(`adjutant parse: ${flags}\n`);
    return EXIT.badInput;
  }
  const source = await readSource(flags.file, io);
  if (!source.ok) return unreadable('parse', source, io);
  const sheet = readSheet(source.text, flags.map, { phase: flags.phase, defaultPower: flags.power ?? undefined, languages: flags.languages });
  const bad = entriesOf(sheet.lines).filter((d) => d.status === 'error' || d.status === 'ambiguous').length;
  if (flags.json) io.out(JSON.stringify({ lines: sheet.lines, orders: sheet.orders }, null, 2) + '\n');
  else {
    const visible = entriesOf(sheet.lines).filter((d) => !(d.status === 'skipped' && d.text.trim() === ''));
    io.out(visible.map((d) => lineText(d, flags.map)).join('\n') + `\n\n${sheet.orders.length} orders read, ${bad} lines not read\n`);
  }
  return bad ? EXIT.badInput : EXIT.ok;
}

export const command: Command = { name: 'parse', usage: USAGE, run };
