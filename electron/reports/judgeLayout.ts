// A phase's results in the layout players know from the email judges' result mails: one line per
// order, `Austria: Army Vienna -> Galicia.  (*bounce*)`, full names, the dislodged units and their
// retreats, who owns which center and which are unowned, then the next phase and its deadline.
// An option beside the report of text.ts, which explains each outcome in a sentence.
import { phaseName, type GameMap, judgeOrderText, placeName, type OrderResult, type Power } from '../../engine/index';
import { retreatLine } from './due';
import type { ReportInput } from './reportModel';
import { wrap } from './text';
import { listed } from './words';

const BOUNCED = new Set(['bounce', 'beaten', 'held', 'own-unit']);
const NO_CONVOY = new Set(['no-path', 'path-missing', 'convoy-disrupted', 'paradox']);

/** The words of the judge's flags for an order's result: `bounce`, `cut`, `dislodged`, `void`... */
export function judgeFlagWords(r: OrderResult): string[] {
  const flags: string[] = [];
  if (r.outcome === 'illegal') flags.push('invalid');
  else if (r.outcome === 'void' || r.reason === 'no-match') flags.push('void');
  else if (r.reason && BOUNCED.has(r.reason)) flags.push('bounce');
  else if (r.reason === 'cut') flags.push('cut');
  else if (r.reason && NO_CONVOY.has(r.reason)) flags.push(r.reason === 'path-missing' ? 'no convoy path written' : 'no convoy');
  if (r.dislodgedBy || r.reason === 'dislodged') flags.push('dislodged');
  return flags;
}

/** The judge's flags after an order: `(*bounce*)`, `(*cut*)`, `(*dislodged*)`, `(*void*)`... */
export function judgeFlags(r: OrderResult): string {
  return judgeFlagWords(r)
    .map((f) => `  (*${f}*)`)
    .join('');
}

function title(input: ReportInput): string {
  const p = input.position.phase;
  const kind = { movement: 'Movement', retreat: 'Retreat', adjustment: 'Adjustment' }[p.type];
  const season = p.season[0].toUpperCase() + p.season.slice(1);
  const what = input.result ? 'results' : 'orders received so far';
  return `${kind} ${what} for ${season} of ${p.year}.  (${input.game.name}, #${input.game.id})`;
}

function orderLines(input: ReportInput): string[] {
  const { map } = input;
  const byPower = (power: Power) =>
    input.result
      ? input.result.results.filter((r) => r.power === power).map((r) => `${power}: ${judgeOrderText(map, r.order)}${judgeFlags(r)}`)
      : input.orders.filter((o) => o.power === power).map((o) => `${power}: ${judgeOrderText(map, o.order)}`);
  const lines = map.powers.flatMap((p) => byPower(p.name));
  return lines.length ? lines : ['No orders.'];
}

function centerLines(map: GameMap, centers: Record<Power, string[]>): string[] {
  const owned = new Set(Object.values(centers).flat());
  const rows = map.powers
    .filter((p) => (centers[p.name]?.length ?? 0) > 0)
    .flatMap((p) =>
      wrap(
        `${p.name}: ${[...centers[p.name]]
          .map((c) => placeName(map, c))
          .sort()
          .join(', ')}.`,
        '  ',
        '      ',
      ),
    );
  const unowned = map.provinces.filter((p) => p.supplyCenter && !owned.has(p.id)).map((p) => p.name);
  return ['Ownership of supply centers:', ...rows, ...(unowned.length ? wrap(`Unowned: ${unowned.join(', ')}.`, '  ', '      ') : [])];
}

/** The results (or, before adjudication, the orders so far) in the judges' layout, ending with a newline. */
export function judgeLayoutText(input: ReportInput, deadline: string | null): string {
  const { map } = input;
  const parts: string[][] = [[title(input)], orderLines(input)];
  const dislodged = input.result?.dislodged ?? [];
  if (dislodged.length) parts.push(['The following units were dislodged:', ...dislodged.flatMap((d) => retreatLine(map, d))]);
  const removed = input.result?.removed ?? [];
  if (removed.length)
    parts.push(wrap(`Removed: ${listed(removed.map((u) => `${u.power}'s ${u.type === 'F' ? 'Fleet' : 'Army'} ${placeName(map, u.province)}`))}.`));
  parts.push(centerLines(map, input.result?.supplyCenters ?? input.position.supplyCenters));
  const end: string[] = [];
  if (input.result)
    end.push(input.next ? `The next phase of '${input.game.name}' will be ${phaseName(input.next)}.` : `The game '${input.game.name}' is over.`);
  else end.push(`${phaseName(input.position.phase)} has not been adjudicated yet.`);
  if (deadline) end.push(`The deadline for orders will be ${deadline}.`);
  parts.push(end);
  return parts.map((p) => p.join('\n')).join('\n\n') + '\n';
}
