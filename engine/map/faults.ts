// A variant file's faults as data: each a key (`bad-coasts.unknown`: the fault's code, then which of
// its sentences), its particulars (`params`: the place and the names as the file writes them, the
// numbers) and the English sentence made from them, which the CLI prints and the tests read. The
// window words the same key and particulars in its language (renderer/i18n/variantFaults.ts, the
// `variantFaults.file` namespace of resources/i18n/<code>.json, which repeats this English).
import { fillPlaceholders } from '../placeholders';
import type { MapError } from './types';

/** Every sentence a variant file's checks can give, by key; `{{name}}` stands for a particular. */
export const MAP_FAULT_ENGLISH = {
  // The file's shape (load.ts `fields`): `path` is where the value is, as the file writes it.
  'wrong-type.map': 'the map should be an object',
  'wrong-type.object': '{{path}} should be an object',
  'wrong-type.string': '{{path}} should be a string',
  'wrong-type.strings': '{{path}} should be an array of strings',
  'wrong-type.number': '{{path}} should be a number',
  'wrong-type.integer': '{{path}} should be an integer',
  'wrong-type.boolean': '{{path}} should be true or false',
  'wrong-type.array': '{{path}} should be an array',
  'wrong-type.string-or-null': '{{path}} should be a string or null',
  'wrong-type.strings-by-key': '{{path}} should be an object of string arrays',
  'wrong-type.fleet': '{{path}} should be an array of strings, or one per coast',
  'wrong-type.one-of': '{{path}} should be one of {{values}}',
  'missing-field': '{{path}} is missing',
  'unsupported-format.map': 'format {{format}} is not one this version reads (1)',
  // A variant's base (variants.ts).
  'wrong-type.base': 'base should be a string (the id of a map: standard)',
  'unknown-base': 'base {{base}} is not a map this Adjutant has (it has: {{bases}})',
  // Ids and names.
  'bad-id.map': 'map id "{{id}}" should be lowercase letters, digits, - or _',
  'bad-id.province': '{{path}} "{{id}}" should be lowercase letters, digits, - or _',
  'duplicate-id': 'province id {{id}} is used twice ({{path}})',
  'duplicate-power': 'power {{power}} is defined twice',
  'empty-name.province': 'province {{owner}} has an empty name or alias',
  'empty-name.power': 'power {{owner}} has an empty name or alias',
  'alias-collision.province': '"{{name}}" names both province {{other}} and province {{owner}}',
  'alias-collision.power': '"{{name}}" names both power {{other}} and power {{owner}}',
  // What a province says about itself.
  'bad-coasts.land': '{{id}} is land but lists coasts',
  'bad-coasts.sea': '{{id}} is sea but lists coasts',
  'bad-coasts.one': '{{id}} lists one coast: a split coast needs two or more',
  'bad-coasts.unknown': '{{id}} lists unknown coasts {{coasts}} (known: {{known}})',
  'bad-coasts.twice': '{{id}} lists a coast twice',
  'sea-army-moves': 'sea {{id}} lists army moves',
  'land-fleet-moves': 'inland {{id}} lists fleet moves',
  'coast-fleet-mismatch.split': 'split-coast {{id}} should list fleet moves for exactly its coasts ({{coasts}})',
  'coast-fleet-mismatch.plain': '{{id}} has no coasts but lists fleet moves per coast',
  'coast-without-fleet.province': 'coastal {{id}} lists no fleet moves',
  'coast-without-fleet.on-coast': 'coastal {{id}} lists no fleet moves on a coast',
  'unknown-power.home': '{{id}} is a home center of {{power}}, which is not a power',
  'home-not-center': '{{id}} is a home center of {{power}} but not a supply center',
  // Adjacency: `from` is the list's owner (`spa/nc` for a coast's fleet list), `to` what it names.
  'duplicate-neighbour.army': 'army list of {{from}} names {{to}} twice',
  'duplicate-neighbour.fleet': 'fleet list of {{from}} names {{to}} twice',
  'self-adjacent.army': 'army list of {{from}} names its own province ({{to}})',
  'self-adjacent.fleet': 'fleet list of {{from}} names its own province ({{to}})',
  'unknown-province.army-list': 'army list of {{from}} names {{to}}, which is not a province',
  'army-to-sea': 'army list of {{from}} names sea {{to}}',
  'unknown-province.fleet-list': 'fleet list of {{from}} names {{to}}: {{province}} is not a province',
  'fleet-to-land': 'fleet list of {{from}} names inland {{province}}',
  'unknown-coast.fleet-list': 'fleet list of {{from}} names {{to}}, but {{province}} has no coast {{coast}}',
  'coast-required.fleet-list': 'fleet list of {{from}} names {{province}} without its coast ({{coasts}})',
  'asymmetric-army': 'army adjacency is not symmetric: {{from}} lists {{to}}, {{to}} does not list {{from}}',
  'asymmetric-fleet': 'fleet adjacency is not symmetric: {{from}} lists {{to}}, {{to}} does not list {{from}}',
  'coast-without-sea': 'coastal {{id}} reaches no sea: no chain of fleet moves from it leads to a sea province',
  'unreachable-province': '{{id}} cannot be reached: no army or fleet move links it to {{first}} and the rest of the board',
  // The start: a unit is `unit` (`F spa/nc`, as the file places it) of `power`.
  'unknown-power.start-unit': 'start unit {{unit}} ({{power}}): {{power}} is not a power',
  'unknown-province.start-unit': 'start unit {{unit}} ({{power}}): {{province}} is not a province',
  'duplicate-unit': 'start unit {{unit}} ({{power}}): {{province}} already has a unit',
  'army-at-sea': 'start unit {{unit}} ({{power}}): an army cannot stand at sea',
  'unknown-coast.start-army': 'start unit {{unit}} ({{power}}): an army stands on no coast',
  'fleet-inland': 'start unit {{unit}} ({{power}}): a fleet cannot stand inland',
  'unknown-coast.start-fleet': 'start unit {{unit}} ({{power}}) names {{to}}, but {{province}} has no coast {{coast}}',
  'coast-required.start-fleet': 'start unit {{unit}} ({{power}}) names {{province}} without its coast ({{coasts}})',
  'unknown-power.start-centers': 'start supply centers name {{power}}, which is not a power',
  'center-in-no-province.start': 'start supply center {{center}} of {{power}} is in no province: {{center}} is not a province',
  'not-a-center': 'start supply center {{center}} of {{power}} is not a supply center',
  'center-owned-twice': 'start supply center {{center}} is owned by {{owner}} and {{power}}',
  'unknown-power.homes': 'homes name {{power}}, which is not a power',
  'center-in-no-province.home': 'home center {{center}} of {{power}} is in no province: {{center}} is not a province',
  'home-twice': '{{center}} is a home center of both {{owner}} and {{power}}',
  'bad-victory-centers': 'victoryCenters {{value}} should be a whole number from 1 to {{centers}} (the centers on the map)',
  // The drawn board (engine/draw/boards.ts): `path` is where in `geometry`.
  'wrong-type.geometry': 'geometry should be an object',
  'unsupported-format.geometry': 'geometry.format should be 1',
  'wrong-type.view-box': 'geometry.viewBox should be four numbers',
  'wrong-type.impassable': 'geometry.impassable should be an array of paths (M, L, Z and numbers)',
  'wrong-type.provinces': 'geometry.provinces should be an object, one entry per province',
  'missing-province': '{{path}} is missing: every province of the map must be drawn',
  'wrong-type.path': '{{path}} should be a path (M, L, Z and numbers)',
  'wrong-type.kind': "{{path}} should be '{{kind}}'",
  'wrong-type.point': '{{path}} should be a point [x, y]',
  'wrong-type.sc-point': '{{path}} should be a point [x, y]: it is a supply center',
  'wrong-type.sc-null': '{{path}} should be null: it is not a supply center',
  'unknown-province.geometry': '{{path}} is not a province of the map',
  'wrong-type.links': 'geometry.links should be an array',
  'wrong-type.link': '{{path}} should be { between: [two provinces], kind: {{kinds}}, from: [x, y], to: [x, y] }',
} as const;

export type MapFaultKey = keyof typeof MAP_FAULT_ENGLISH;
export type FaultParams = Readonly<Record<string, string | number>>;

/** A fault's code: its key up to the first dot (`bad-coasts.unknown` -> `bad-coasts`). */
export function faultCode(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** One fault of a variant file: its code, key and particulars, and the English made from them. */
export function mapFault(key: MapFaultKey, params: FaultParams = {}): MapError {
  return { code: faultCode(key), key, message: fillPlaceholders(MAP_FAULT_ENGLISH[key], params, String), params };
}
