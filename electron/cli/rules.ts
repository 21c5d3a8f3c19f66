// `adjutant rules [--details] [--presets] [--json]`: the catalogue of rule options (every disputable
// issue of DATC chapter 4) with the default of each, or the presets and what they change.
import { CATALOGUE, PRESETS, formatCatalogue, formatPresets } from '../../engine/index';
import { type Command, EXIT, type Io } from './command';

const USAGE = `Usage: adjutant rules [--details] [--presets] [--json]

Lists the rule options a game can set: every disputable issue of DATC chapter 4 (4.A.1 to 4.E.6),
its alternatives, and the default (the DATC preference), marked *.

Options:
  --details   also print each question and each alternative's explanation
  --presets   list the presets (datc, 2000, 1982, 1971, dptg, judge) and what each changes
  --json      the catalogue (or the presets) as JSON
  --help      show this text
`;

async function run(args: string[], io: Io): Promise<number> {
  const known = new Set(['--details', '--presets', '--json', '--help', '-h']);
  const unknown = args.filter((a) => !known.has(a));
  if (args.includes('--help') || args.includes('-h')) {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (unknown.length) {
    io.err(`adjutant rules: unknown argument '${unknown[0]}'\n\n${USAGE}`);
    return EXIT.badInput;
  }
  const presets = args.includes('--presets');
  if (args.includes('--json')) io.out(JSON.stringify(presets ? PRESETS : CATALOGUE, null, 2) + '\n');
  else io.out((presets ? formatPresets() : formatCatalogue({ details: args.includes('--details') })) + '\n');
  return EXIT.ok;
}

export const command: Command = { name: 'rules', usage: USAGE, run };
