// How a game's orders are read: one function for the service (what it files, electron/service/
// orders.ts) and the window's order box (what it shows before filing, renderer/panels/OrderEntry),
// so that both read with the same units, rule options and reader languages and say the same thing
// of a line (issue 25 line 3: `Build F Mun` in a movement phase is "no fleet can stand in Munich
// (DATC 4.C.4 a)" in both, never a reason of the box's own).
import type { RuleOptions } from '../rules';
import type { Position, Power } from '../types';
import type { ReadOptions } from './types';

export interface GameReading {
  /** The power the text is for (orders without a header or nationality are its). */
  power?: Power | null;
  /** The game's rule options (4.C, 4.D.3, 4.E.2, 4.E.3 decide how sloppy or doubtful text is read). */
  rules?: RuleOptions;
  /** The players' names, which end a mail's orders like a sign-off. */
  names?: readonly string[];
  /** The game's reader languages besides English. */
  languages?: readonly string[];
}

/** The reader's options for text handed in for a phase of a game. */
export function gameReadOptions(position: Position, game: GameReading): ReadOptions {
  // In a retreat phase the orders are for the dislodged units, which share provinces with others.
  const units = position.phase.type === 'retreat' ? position.dislodged : position.units;
  return {
    phase: position.phase.type,
    units,
    ...(game.rules ? { rules: game.rules } : {}),
    ...(game.names ? { names: game.names } : {}),
    ...(game.languages?.length ? { languages: game.languages } : {}),
    ...(game.power ? { defaultPower: game.power } : {}),
  };
}
