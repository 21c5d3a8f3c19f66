// A phase's results in the layout players know from the email judges' result mails: one line per
// order, `Austria: Army Vienna -> Galicia.  (*bounce*)`, full names, a convoyed army with its route
// (`Army Yorkshire -> North Sea -> Belgium.`), several flags in one mark (`(*bounce, dislodged*)`),
// as njudge prints them; the dislodged units and their retreats, who owns which center and which are
// unowned, then the next phase and its deadline. The one writer of this layout: `game report --format
// judge` and the Judge export (service/interchange/judgeWrite.ts) both print a phase through it.
// An option beside the report of text.ts, which explains each outcome in a sentence.
import { phaseName, type GameMap, judgeOrderText, placeName, type Order, type OrderResult, type Power, type ProvinceId } from '../../engine/index';
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

/** The judge's flags after an order, in one mark as njudge prints them: `(*bounce*)`, `(*bounce, dislodged*)`. */
export function judgeFlags(r: OrderResult): string {
  const words = judgeFlagWords(r);
  return words.length ? `  (*${words.join(', ')}*)` : '';
}

/**
 * The route of an army moved by convoy without a written one, as njudge prints it: through the fleets
 * ordered to convoy it there (the shortest chain from its province to its destination); null when
 * no chain of such fleets exists.
 */
function convoyRoute(map: GameMap, order: Extract<Order, { kind: 'move' }>, results: readonly OrderResult[]): ProvinceId[] | null {
  const from = order.unit.province;
  const fleets = new Set(
    results.flatMap((r) => (r.order.kind === 'convoy' && r.order.army.province === from && r.order.to === order.to ? [r.order.unit.province] : [])),
  );
  const touches = (sea: ProvinceId): ProvinceId[] => map.fleetNeighbours({ province: sea, coast: null }).map((l) => l.province);
  const before = new Map<ProvinceId, ProvinceId | null>();
  let layer = [...fleets].filter((f) => touches(f).includes(from));
  for (const f of layer) before.set(f, null);
  while (layer.length) {
    const end = layer.find((f) => touches(f).includes(order.to));
    if (end) {
      const route: ProvinceId[] = [];
      for (let at: ProvinceId | null = end; at; at = before.get(at) ?? null) route.unshift(at);
      return route;
    }
    const next: ProvinceId[] = [];
    for (const f of layer)
      for (const n of touches(f))
        if (fleets.has(n) && !before.has(n)) {
          before.set(n, f);
          next.push(n);
        }
    layer = next;
  }
  return null;
}

/** An order as the judges print it, a convoyed army with its route when the fleets ordered give one. */
export function judgeOrderLine(map: GameMap, order: Order, results: readonly OrderResult[] = []): string {
  if (order.kind !== 'move' || !order.viaConvoy || order.path) return judgeOrderText(map, order);
  const path = convoyRoute(map, order, results);
  return judgeOrderText(map, path ? { ...order, path } : order);
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
      ? input.result.results.filter((r) => r.power === power).map((r) => `${power}: ${judgeOrderLine(map, r.order, input.result!.results)}${judgeFlags(r)}`)
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
