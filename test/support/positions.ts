// Positions for tests, written as a GM reads them: `England F lon, Russia F stp/sc` instead of a unit
// record a line. One builder for the engine, service, report, renderer and command-line tests.
import { standardMap } from '../../engine/map/standard';
import type { Coast, DislodgedUnit, Phase, Position, Unit, UnitType } from '../../engine/types';

export const SPRING_1901: Phase = { season: 'spring', year: 1901, type: 'movement' };

/** `England F lon, Russia F stp/sc` (or a list of such lines) as units. A typo is a bug in the test, so it throws. */
export function unitsOf(list: string | readonly string[]): Unit[] {
  const items = (typeof list === 'string' ? [list] : list).flatMap((line) => line.split(','));
  return items.map((item) => {
    const m = /^\s*([A-Z][a-z]+)\s+([AF])\s+([a-z]{3})(?:\/([a-z]{2}))?\s*$/.exec(item);
    if (!m) throw new Error(`unitsOf: cannot read unit '${item}' (write 'England F lon' or 'Russia F stp/sc')`);
    return { power: m[1], type: m[2] as UnitType, province: m[3], coast: (m[4] ?? null) as Coast | null };
  });
}

export interface PositionSetup {
  /** Spring 1901 movement when absent. */
  phase?: Phase;
  dislodged?: DislodgedUnit[];
  standoffs?: string[];
  /** By power; the standard map's starting ownership when absent. */
  supplyCenters?: Position['supplyCenters'];
}

/**
 * A position on the standard map: the units as `unitsOf` reads them (or already as units); nothing
 * dislodged and no standoffs unless the setup says so.
 */
export function positionAt(units: string | readonly string[] | Unit[], setup: PositionSetup = {}): Position {
  const read = typeof units === 'string' || units.some((u) => typeof u === 'string') ? unitsOf(units as string | string[]) : (units as Unit[]);
  return {
    variant: 'standard',
    phase: setup.phase ?? SPRING_1901,
    units: read,
    dislodged: setup.dislodged ?? [],
    standoffs: setup.standoffs ?? [],
    supplyCenters: setup.supplyCenters ?? standardMap().start.supplyCenters,
  };
}
