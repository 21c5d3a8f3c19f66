// A position's faults as data: each a key (`army-at-sea.dislodged`: the fault's code, then which of
// its sentences), its particulars (`params`, named by kind as a service refusal's are:
// engine/placeholders.ts `saidParamKind`: `province…` a province id, named by the map; `power…` a
// power; `mapName` the map's name; the rest as the position writes them) and the English sentence
// made from them, which the CLI prints and the tests read. The window words the same key and
// particulars in its language (renderer/i18n/variantFaults.ts, the `variantFaults.position`
// namespace of resources/i18n/<code>.json, which repeats this English).
import type { GameMap } from '../map/types';
import { faultCode, type FaultParams } from '../map/faults';
import { fillPlaceholders, saidParamKind } from '../placeholders';

/** The sentences of a unit's faults: `unit` is the unit as the position places it (`F stp/sc`). */
const UNIT_FAULTS = {
  'unknown-power': "{{unit}}: '{{written}}' is not a power of the {{mapName}} map",
  'unknown-province': "{{unit}}: '{{written}}' is not a province of the {{mapName}} map",
  'unknown-unit-type': "{{unit}}: '{{written}}' is not a unit type (A or F)",
  'army-at-sea': '{{unit}}: an army cannot stand in {{province}}, which is a sea',
  'fleet-inland': '{{unit}}: a fleet cannot stand in {{province}}, which is inland',
  'unknown-coast': "{{unit}}: '{{written}}' is not a coast ({{coasts}})",
  'coast-on-army': '{{unit}}: an army stands in a province, never on a coast',
  'coast-not-split': '{{unit}}: {{province}} has no separate coasts',
  'coast-needed': '{{unit}}: a fleet in {{province}} stands on one of its coasts ({{coasts}}), and none is given',
  'no-such-coast': "{{unit}}: {{province}} has no '{{written}}' coast ({{coasts}})",
} as const;
export type UnitFaultCode = keyof typeof UNIT_FAULTS;

/** A unit's sentences for a unit on the board (`.unit`) and for a dislodged one (`.dislodged`: `dislodged A mun: ...`). */
const unitFaults = (suffix: 'unit' | 'dislodged', prefix: string) =>
  Object.fromEntries(Object.entries(UNIT_FAULTS).map(([code, english]) => [`${code}.${suffix}`, prefix + english])) as {
    [C in UnitFaultCode as `${C}.${typeof suffix}`]: string;
  };

/** Every sentence a position's check can give, by key; `{{name}}` stands for a particular. */
export const POSITION_FAULT_ENGLISH: Readonly<Record<PositionFaultKey, string>> = {
  'wrong-variant': "the position is for the '{{variant}}' variant, and the map is '{{mapId}}'",
  // `given` is the phase as the position writes it (`"spring" 1901 "build"`).
  'bad-phase.season': '{{given}} is not a phase of the game: the seasons are {{seasons}}',
  'bad-phase.type': '{{given}} is not a phase of the game: the phases are {{types}}',
  'bad-phase.year': '{{given}} is not a phase of the game: a year is a whole number from 1',
  'bad-phase.winter': '{{given}} is not a phase of the game: winter has the adjustment phase only, and spring and fall have no adjustment phase',
  ...unitFaults('unit', ''),
  ...unitFaults('dislodged', 'dislodged '),
  'two-units': "{{unit}}: {{power}}'s {{other}} already stands in {{province}}",
  // `type` is a phase's type (`movement`, `adjustment`).
  'dislodged-outside-retreat': 'dislodged units belong to a retreat phase, not a {{type}} phase',
  'empty-retreat': 'a retreat phase needs at least one dislodged unit',
  'standoffs-outside-retreat': 'standoffs belong to a retreat phase, not a {{type}} phase',
  'unknown-province.standoff': "standoff {{written}}: '{{written}}' is not a province of the {{mapName}} map",
  'two-dislodged': "dislodged {{unit}}: {{power}}'s {{other}} is dislodged from {{province}} too",
  'dislodged-unattacked': 'dislodged {{unit}}: no unit stands in {{province}}, so nothing dislodged it',
  'unknown-province.attacker': "dislodged {{unit}}: '{{written}}', where its attacker came from, is not a province of the {{mapName}} map",
  'attacker-in-place': 'dislodged {{unit}}: its attacker cannot have come from the province it stands in',
  'attacker-out-of-reach':
    'dislodged {{unit}}: its attacker cannot have come from {{provinceFrom}}, which does not reach {{province}} (its retreats depend on where the attack came from)',
  'too-many-units': '{{power}}: {{units}} units, and the {{mapName}} map has only {{centers}} supply centers to keep them',
  // A center is `center` (`bur`) of `power`, as the position writes them.
  'unknown-power.centers': "supply centers of {{written}}: '{{written}}' is not a power of the {{mapName}} map",
  'unknown-province.center': "supply center {{center}} of {{power}}: '{{center}}' is not a province of the {{mapName}} map",
  'not-a-center': 'supply center {{center}} of {{power}}: {{province}} is not a supply center',
  'center-owned-twice': 'supply center {{center}} of {{power}}: {{province}} is owned by both {{powerBefore}} and {{power}}',
  'unknown-power.civil-disorder': "civil disorder: '{{written}}' is not a power of the {{mapName}} map",
  'unknown-province.proxy': "proxy for {{place}}: '{{place}}' is not a province of the {{mapName}} map",
  'unknown-power.proxy': "proxy for {{place}}: '{{written}}' is not a power of the {{mapName}} map",
};

export type PositionFaultKey =
  | `${UnitFaultCode}.${'unit' | 'dislodged'}`
  | 'wrong-variant'
  | `bad-phase.${'season' | 'type' | 'year' | 'winter'}`
  | 'two-units'
  | 'dislodged-outside-retreat'
  | 'empty-retreat'
  | 'standoffs-outside-retreat'
  | 'unknown-province.standoff'
  | 'two-dislodged'
  | 'dislodged-unattacked'
  | 'unknown-province.attacker'
  | 'attacker-in-place'
  | 'attacker-out-of-reach'
  | 'too-many-units'
  | 'unknown-power.centers'
  | 'unknown-province.center'
  | 'not-a-center'
  | 'center-owned-twice'
  | 'unknown-power.civil-disorder'
  | 'unknown-province.proxy'
  | 'unknown-power.proxy';

/** A position fault's English: its sentence filled, provinces by the map's names, the rest as given. */
export function positionFaultEnglish(map: GameMap, key: PositionFaultKey, params: FaultParams): { code: string; message: string } {
  const word = (value: string | number, name: string) =>
    saidParamKind(name) === 'province' ? (map.province(String(value))?.name ?? String(value)) : String(value);
  return { code: faultCode(key), message: fillPlaceholders(POSITION_FAULT_ENGLISH[key], params, word) };
}
