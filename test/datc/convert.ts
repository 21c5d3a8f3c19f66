// One-off converter: reads the DATC v2.4 chapter 6 case file (jDip's text format, described in
// /work/shared/datc/FORMAT.md) and writes our JSON fixtures, one file per section, to
// test/datc/cases/6.A.json ... 6.J.json. Kept so the fixtures can be regenerated:
//   npx tsx test/datc/convert.ts [path/to/datc_v2.4_06.txt]
// It throws on anything it cannot read exactly (an unknown province, power, section or line), so
// nothing in the fixtures is a guess. Only positions, orders and results are carried over; the
// file's comment lines are never copied.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Coast, DislodgedUnit, Phase, Unit, UnitType } from '../../engine/types.ts';
import type { DatcCase } from './datcCase.ts';

const DEFAULT_SOURCE = '/work/shared/datc/datc_v2.4_06.txt';
const OUT_DIR = fileURLToPath(new URL('./cases/', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Names

const PROVINCES: Record<string, string> = {
  adr: 'Adriatic Sea',
  aeg: 'Aegean Sea',
  alb: 'Albania',
  ank: 'Ankara',
  apu: 'Apulia',
  arm: 'Armenia',
  bal: 'Baltic Sea',
  bar: 'Barents Sea',
  bel: 'Belgium',
  ber: 'Berlin',
  bla: 'Black Sea',
  boh: 'Bohemia',
  bot: 'Gulf of Bothnia',
  bre: 'Brest',
  bud: 'Budapest',
  bul: 'Bulgaria',
  bur: 'Burgundy',
  cly: 'Clyde',
  con: 'Constantinople',
  den: 'Denmark',
  eas: 'Eastern Mediterranean',
  edi: 'Edinburgh',
  eng: 'English Channel',
  fin: 'Finland',
  gal: 'Galicia',
  gas: 'Gascony',
  gre: 'Greece',
  hel: 'Heligoland Bight',
  hol: 'Holland',
  ion: 'Ionian Sea',
  iri: 'Irish Sea',
  kie: 'Kiel',
  lon: 'London',
  lvn: 'Livonia',
  lvp: 'Liverpool',
  lyo: 'Gulf of Lyon',
  mao: 'Mid-Atlantic Ocean',
  mar: 'Marseilles',
  mos: 'Moscow',
  mun: 'Munich',
  naf: 'North Africa',
  nao: 'North Atlantic Ocean',
  nap: 'Naples',
  nth: 'North Sea',
  nwg: 'Norwegian Sea',
  nwy: 'Norway',
  par: 'Paris',
  pic: 'Picardy',
  pie: 'Piedmont',
  por: 'Portugal',
  pru: 'Prussia',
  rom: 'Rome',
  ruh: 'Ruhr',
  rum: 'Rumania',
  ser: 'Serbia',
  sev: 'Sevastopol',
  sil: 'Silesia',
  ska: 'Skagerrak',
  smy: 'Smyrna',
  spa: 'Spain',
  stp: 'St Petersburg',
  swe: 'Sweden',
  syr: 'Syria',
  tri: 'Trieste',
  tun: 'Tunis',
  tus: 'Tuscany',
  tyr: 'Tyrolia',
  tys: 'Tyrrhenian Sea',
  ukr: 'Ukraine',
  ven: 'Venice',
  vie: 'Vienna',
  wal: 'Wales',
  war: 'Warsaw',
  wes: 'Western Mediterranean',
  yor: 'Yorkshire',
};

/** Other abbreviations and spellings (jDip's, and those the file uses), by our id. */
const ALTERNATES: Record<string, string[]> = {
  nao: ['nat'],
  nwg: ['nrg', 'norwegian'],
  mao: ['mid'],
  lyo: ['gol'],
  eng: ['ech'],
  tys: ['tyn'],
  bot: ['gob'],
  nwy: ['nor'],
  eas: ['eme'],
  wes: ['wme'],
  hel: ['helgolandbight'],
  bal: ['baltic'],
};

/** Provinces with more than one coast, and their coasts. */
const SPLIT_COASTS: Record<string, Coast[]> = { bul: ['ec', 'sc'], spa: ['nc', 'sc'], stp: ['nc', 'sc'] };

const POWERS: Record<string, string> = {
  austria: 'Austria',
  england: 'England',
  france: 'France',
  germany: 'Germany',
  italy: 'Italy',
  russia: 'Russia',
  turkey: 'Turkey',
  germnay: 'Germany', // the file's one misspelled header
};

const key = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

const PROVINCE_BY_NAME = buildProvinceTable();

function buildProvinceTable(): Map<string, string> {
  const ids = Object.keys(PROVINCES);
  if (ids.length !== 75) throw new Error(`province table has ${ids.length} ids, expected 75`);
  const table = new Map<string, string>();
  const add = (name: string, id: string): void => {
    const k = key(name);
    const had = table.get(k);
    if (had !== undefined && had !== id) throw new Error(`name ${name} maps to both ${had} and ${id}`);
    table.set(k, id);
  };
  for (const id of ids) {
    add(id, id);
    add(PROVINCES[id], id);
  }
  for (const [id, names] of Object.entries(ALTERNATES)) {
    if (!(id in PROVINCES)) throw new Error(`alternate for unknown id ${id}`);
    for (const name of names) add(name, id);
  }
  return table;
}

function province(name: string, where: string): string {
  const id = PROVINCE_BY_NAME.get(key(name));
  if (id === undefined) throw new Error(`${where}: unknown province name "${name}"`);
  return id;
}

function power(name: string, where: string): string {
  const p = POWERS[key(name)];
  if (p === undefined) throw new Error(`${where}: unknown power "${name}"`);
  return p;
}

/** `stp/sc`, `stp(sc)`, `spain(nc)`, `North Sea` -> province id and coast. */
function location(text: string, where: string): { province: string; coast: Coast | null } {
  const m = /^(.+?)\s*(?:\/\s*([a-z.]+)|\(\s*([a-z.]+)\s*\))$/i.exec(text.trim());
  const name = m ? m[1] : text.trim();
  const coastText = m ? (m[2] ?? m[3]).toLowerCase().replace(/\./g, '') : null;
  const id = province(name, where);
  if (coastText === null) return { province: id, coast: null };
  const coasts = SPLIT_COASTS[id];
  if (coasts === undefined || !coasts.includes(coastText as Coast)) {
    throw new Error(`${where}: "${text}": ${id} has no coast "${coastText}"`);
  }
  return { province: id, coast: coastText as Coast };
}

// ---------------------------------------------------------------------------------------------
// Reading the file into raw cases

const SECTIONS = [
  'PRESTATE_SUPPLYCENTER_OWNERS',
  'PRESTATE',
  'PRESTATE_DISLODGED',
  'PRESTATE_RESULTS',
  'ORDERS',
  'POSTSTATE',
  'POSTSTATE_SAME',
  'POSTSTATE_DISLODGED',
] as const;
type Section = (typeof SECTIONS)[number];

interface RawCase {
  line: number;
  id: string;
  rest: string;
  phase: string | null;
  sections: Partial<Record<Section, { line: number; text: string }[]>>;
}

function stripComment(line: string): string {
  const hash = line.indexOf('#');
  return (hash >= 0 ? line.slice(0, hash) : line).trim();
}

function readRawCases(source: string): RawCase[] {
  const lines = source.split(/\r?\n/);
  const cases: RawCase[] = [];
  let current: RawCase | null = null;
  let section: Section | null = null;
  lines.forEach((raw, i) => {
    const n = i + 1;
    const text = stripComment(raw);
    if (text === '') return;
    const where = `line ${n}`;
    const word = text.split(/\s+/)[0];
    if (current === null) {
      if (text === 'VARIANT_ALL Standard') return;
      const m = /^CASE\s+(\S+)\s*(.*)$/.exec(text);
      if (!m) throw new Error(`${where}: expected CASE, got "${text}"`);
      current = { line: n, id: m[1], rest: m[2], phase: null, sections: {} };
      section = null;
      return;
    }
    if (word === 'END' && text === 'END') {
      cases.push(current);
      current = null;
      return;
    }
    if (word === 'CASE' || word === 'VARIANT_ALL') {
      throw new Error(`${where}: ${word} inside case ${current.id}`);
    }
    if (word === 'PRESTATE_SETPHASE') {
      if (current.phase !== null) throw new Error(`${where}: second phase line`);
      current.phase = text.slice(word.length).trim();
      section = null;
      return;
    }
    if ((SECTIONS as readonly string[]).includes(word)) {
      if (text !== word) throw new Error(`${where}: unexpected text after ${word}`);
      if (current.sections[word as Section]) throw new Error(`${where}: second ${word} in ${current.id}`);
      section = word as Section;
      current.sections[section] = [];
      return;
    }
    if (/^[A-Z_]{6,}$/.test(word)) throw new Error(`${where}: unknown section ${word}`);
    if (section === null) throw new Error(`${where}: line outside any section: "${text}"`);
    if (section === 'POSTSTATE_SAME') throw new Error(`${where}: content under POSTSTATE_SAME`);
    current.sections[section]!.push({ line: n, text });
  });
  if (current !== null) throw new Error(`case ${(current as RawCase).id} has no END`);
  return cases;
}

/**
 * Lines of the file that are wrong, replaced before conversion (exact text after comment removal).
 * 6.H.14: PRESTATE and POSTSTATE put France's and Germany's attackers where they started
 * (par, mar) although PRESTATE_RESULTS has A par-pic and A mar-bur succeed; the DATC's case has
 * them in pic and bur after the movement phase.
 * 6.H.15: same slip (France's F spa/sc-por succeeded, yet PRESTATE and POSTSTATE keep it in spa/sc),
 * and the English fleet that PRESTATE_RESULTS shows dislodged from por is left out of the case,
 * so nothing would be tested. It goes back in as dislodged; having no retreat (mao is occupied,
 * spa is where the attacker came from) it must be disbanded.
 * `from: null` adds a line to the section (creating the section if needed).
 */
const CORRECTIONS: Record<string, { section: Section; from: string | null; to: string }[]> = {
  '6.H.14': [
    { section: 'PRESTATE', from: 'France: A par', to: 'France: A pic' },
    { section: 'PRESTATE', from: 'Germany: A mar', to: 'Germany: A bur' },
    { section: 'POSTSTATE', from: 'France: A par', to: 'France: A pic' },
    { section: 'POSTSTATE', from: 'Germany: A mar', to: 'Germany: A bur' },
  ],
  '6.H.15': [
    { section: 'PRESTATE', from: 'France: F spa/sc', to: 'France: F por' },
    { section: 'PRESTATE_DISLODGED', from: null, to: 'England: F por' },
    { section: 'POSTSTATE', from: 'France: F spa/sc', to: 'France: F por' },
  ],
};

function applyCorrections(raws: RawCase[]): void {
  for (const [id, fixes] of Object.entries(CORRECTIONS)) {
    const raw = raws.find((r) => r.id === id);
    if (!raw) throw new Error(`correction for missing case ${id}`);
    for (const fix of fixes) {
      if (fix.from === null) {
        (raw.sections[fix.section] ??= []).push({ line: raw.line, text: fix.to });
        console.error(`note: ${id}: added "${fix.to}" to ${fix.section}`);
        continue;
      }
      const line = raw.sections[fix.section]?.find((l) => l.text === fix.from);
      if (!line) throw new Error(`correction for ${id}: no "${fix.from}" in ${fix.section}`);
      line.text = fix.to;
      console.error(`note: ${id}: corrected line ${line.line} "${fix.from}" -> "${fix.to}"`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Converting one case

// The fixture's shape is the one datcCase.ts reads.
type Fixture = DatcCase;

/** The file's `6.F.E` sits between 6.F.4 and 6.F.6; its position and orders are the DATC's 6.F.5. */
const ID_FIXES: Record<string, string> = { '6.F.E': '6.F.5' };
const ID_PATTERN = /^6\.[A-J]\.\d+(\.[a-z0-9]+)?$/;
/** Cases in the file that are not DATC chapter 6 (victory-condition checks added by jDip). */
const NOT_CHAPTER_6 = /^Zach\.[A-Z]$/;

function parseId(raw: RawCase): { id: string; title: string | null; notes: string[] } {
  const id0 = raw.id.replace(/\.$/, '');
  const id = ID_FIXES[id0] ?? id0;
  const paren = /^\((.*)\)$/.exec(raw.rest);
  const title = paren ? paren[1].trim() : null;
  const notes: string[] = [];
  if (id !== id0) notes.push(`id "${raw.id}" written as ${id}`);
  if (raw.rest !== '' && !paren) notes.push(`text after the id is not parenthesised, no title: "${raw.rest}"`);
  return { id, title, notes };
}

function parsePhase(text: string | null, where: string): Phase {
  if (text === null) return { season: 'spring', year: 1901, type: 'movement' };
  const m = /^(spring|fall|winter)\s+(\d{4})\s*,\s*(movement|retreat|adjustment)$/i.exec(text);
  if (!m) throw new Error(`${where}: cannot read phase "${text}"`);
  const season = m[1].toLowerCase() as Phase['season'];
  const type = m[3].toLowerCase() as Phase['type'];
  const year = Number(m[2]);
  if (type === 'adjustment') {
    if (season !== 'fall' && season !== 'winter') throw new Error(`${where}: adjustment in ${season}`);
    return { season: 'winter', year, type };
  }
  if (season === 'winter') throw new Error(`${where}: ${type} in winter`);
  return { season, year, type };
}

/** Lines read despite a slip in the file (a missing colon, a lowercase unit type), for the report. */
const irregular: string[] = [];

function unitLine(text: string, where: string): Unit {
  const m = /^([A-Za-z]+)(:?)\s*([AFaf])\s+(.+)$/.exec(text);
  if (!m) throw new Error(`${where}: cannot read unit "${text}"`);
  if (m[2] !== ':' || m[3] !== m[3].toUpperCase()) irregular.push(`${where}: "${text}"`);
  const type = m[3].toUpperCase() as UnitType;
  const loc = location(m[4], where);
  if (type === 'A' && loc.coast !== null) throw new Error(`${where}: army with a coast`);
  if (type === 'F' && loc.coast === null && SPLIT_COASTS[loc.province]) {
    throw new Error(`${where}: fleet in ${loc.province} without a coast`);
  }
  return { power: power(m[1], where), type, province: loc.province, coast: loc.coast };
}

const byProvince = (a: Unit, b: Unit): number => (a.province < b.province ? -1 : a.province > b.province ? 1 : a.type < b.type ? -1 : a.type > b.type ? 1 : 0);

/** A section's units, sorted; no two may stand in one province. */
function unitList(lines: { line: number; text: string }[] | undefined, label: string): Unit[] {
  const units = (lines ?? []).map((l) => unitLine(l.text, `line ${l.line}`)).sort(byProvince);
  for (let i = 1; i < units.length; i++) {
    if (units[i].province === units[i - 1].province) {
      throw new Error(`${label}: two units in ${units[i].province}`);
    }
  }
  return units;
}

/** One order of PRESTATE_RESULTS, read only as far as retreat setup needs it. */
type ResultOrder =
  | { kind: 'hold'; from: string }
  | { kind: 'move'; from: string; to: string; byConvoy: boolean }
  | { kind: 'support'; from: string }
  | { kind: 'convoy'; from: string; armyFrom: string; to: string };

interface Result {
  success: boolean;
  power: string;
  type: UnitType;
  order: ResultOrder;
}

function resultLine(text: string, where: string): Result {
  const m = /^(SUCCESS|FAILURE):\s*([A-Za-z]+):\s*([AF])\s+(.+)$/.exec(text);
  if (!m) throw new Error(`${where}: cannot read result "${text}"`);
  const rest = m[4];
  const p = (s: string): string => location(s, where).province;
  let order: ResultOrder;
  let r: RegExpExecArray | null;
  if ((r = /^(\S+)\s+(?:s|supports?)\s+[AF]\s+(\S+?)(?:\s*-\s*(\S+))?$/i.exec(rest))) {
    order = { kind: 'support', from: p(r[1]) };
  } else if ((r = /^(\S+)\s+(?:c|convoys?)\s+A\s+(\S+?)\s*-\s*(\S+)$/i.exec(rest))) {
    order = { kind: 'convoy', from: p(r[1]), armyFrom: p(r[2]), to: p(r[3]) };
  } else if ((r = /^(\S+?)\s*-\s*(\S+?)(\s+(?:by|via)\s+convoy)?$/i.exec(rest))) {
    order = { kind: 'move', from: p(r[1]), to: p(r[2]), byConvoy: r[3] !== undefined };
  } else if ((r = /^(\S+)\s+(?:h|holds?)$/i.exec(rest))) {
    order = { kind: 'hold', from: p(r[1]) };
  } else {
    throw new Error(`${where}: cannot read result order "${rest}"`);
  }
  return { success: m[1] === 'SUCCESS', power: power(m[2], where), type: m[3] as UnitType, order };
}

function retreatSetup(raw: RawCase, units: Unit[]): { dislodged: DislodgedUnit[]; standoffs: string[] } {
  const where = `case ${raw.id}`;
  const results = (raw.sections.PRESTATE_RESULTS ?? []).map((l) => resultLine(l.text, `line ${l.line}`));
  const pre = unitList(raw.sections.PRESTATE_DISLODGED, `${where} PRESTATE_DISLODGED`);
  const dislodged = pre.map((u): DislodgedUnit => {
    const attackers = results.filter((r) => r.success && r.order.kind === 'move' && r.order.to === u.province);
    if (attackers.length !== 1) {
      throw new Error(`${where}: ${attackers.length} successful moves into ${u.province}, expected one`);
    }
    const a = attackers[0];
    if (a.order.kind !== 'move') throw new Error('unreachable');
    const move = a.order;
    const convoyed = results.some((r) => r.order.kind === 'convoy' && r.order.armyFrom === move.from && r.order.to === move.to);
    if (move.byConvoy && !convoyed) {
      throw new Error(`${where}: ${move.from}-${move.to} says by convoy but no convoy order`);
    }
    if (convoyed && a.type !== 'A') throw new Error(`${where}: a convoyed fleet`);
    return { ...u, attackerFrom: move.from, viaConvoy: convoyed };
  });
  checkBoardAfter(where, units, pre, results);
  const standoffs = new Set<string>();
  for (const r of results) {
    if (r.success || r.order.kind !== 'move') continue;
    const to = r.order.to;
    if (units.some((x) => x.province === to)) continue;
    const from = r.order.from;
    const lostHeadToHead = dislodged.some((d) => d.province === from && d.attackerFrom === to);
    if (!lostHeadToHead) standoffs.add(to);
  }
  return { dislodged, standoffs: [...standoffs].sort() };
}

/**
 * PRESTATE is the board after the movement phase in PRESTATE_RESULTS: every unit that moved is in
 * its destination, every other unit is where it was (or dislodged, or destroyed with no retreat).
 */
function checkBoardAfter(where: string, units: Unit[], dislodged: Unit[], results: Result[]): void {
  const at = (list: Unit[], r: Result, province: string): boolean => list.some((u) => u.province === province && u.power === r.power && u.type === r.type);
  for (const r of results) {
    const o = r.order;
    if (o.kind === 'move' && r.success) {
      if (!at(units, r, o.to)) {
        throw new Error(`${where}: ${r.power} ${r.type} ${o.from}-${o.to} succeeded but is not in ${o.to}`);
      }
      continue;
    }
    if (!at(units, r, o.from) && !at(dislodged, r, o.from)) {
      console.error(`note: ${where}: ${r.power} ${r.type} ${o.from} neither on the board nor dislodged`);
    }
  }
}

function supplyCenters(raw: RawCase): Record<string, string[]> | null {
  const lines = raw.sections.PRESTATE_SUPPLYCENTER_OWNERS;
  if (lines === undefined) return null;
  const owners: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const u of lines.map((l) => unitLine(l.text, `line ${l.line}`))) {
    if (seen.has(u.province)) throw new Error(`case ${raw.id}: ${u.province} owned twice`);
    seen.add(u.province);
    (owners[u.power] ??= []).push(u.province);
  }
  for (const list of Object.values(owners)) list.sort();
  return owners;
}

function orderLines(raw: RawCase): { power: string; text: string }[] {
  const lines = raw.sections.ORDERS;
  if (lines === undefined) throw new Error(`case ${raw.id}: no ORDERS`);
  return lines.map((l) => {
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(l.text);
    if (!m || m[2].trim() === '') throw new Error(`line ${l.line}: cannot read order "${l.text}"`);
    return { power: power(m[1], `line ${l.line}`), text: m[2].trim() };
  });
}

function convert(raw: RawCase): { fixture: Fixture; notes: string[] } {
  const where = `case ${raw.id} (line ${raw.line})`;
  const { id, title, notes } = parseId(raw);
  const phase = parsePhase(raw.phase, where);
  const s = raw.sections;
  if (!s.PRESTATE) throw new Error(`${where}: no PRESTATE`);
  const units = unitList(s.PRESTATE, `${where} PRESTATE`);
  const isRetreat = phase.type === 'retreat';
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why}`);
  };
  if (!isRetreat && (s.PRESTATE_DISLODGED || s.PRESTATE_RESULTS)) fail(`retreat sections in ${phase.type}`);
  if (isRetreat && !s.PRESTATE_RESULTS) fail('retreat phase without PRESTATE_RESULTS');
  if (phase.type === 'adjustment' && !s.PRESTATE_SUPPLYCENTER_OWNERS) fail('adjustment without owners');
  if (Boolean(s.POSTSTATE) === Boolean(s.POSTSTATE_SAME)) fail('needs one of POSTSTATE, POSTSTATE_SAME');
  if (s.POSTSTATE_SAME && s.POSTSTATE_DISLODGED) fail('POSTSTATE_SAME with dislodged units');
  const { dislodged, standoffs } = isRetreat ? retreatSetup(raw, units) : { dislodged: [], standoffs: [] };
  const after = s.POSTSTATE_SAME ? units.map((u) => ({ ...u })) : unitList(s.POSTSTATE, `${where} POSTSTATE`);
  const fixture: Fixture = {
    id,
    title,
    phase,
    units,
    dislodged,
    standoffs,
    supplyCenters: supplyCenters(raw),
    orders: orderLines(raw),
    expect: { units: after, dislodged: unitList(s.POSTSTATE_DISLODGED, `${where} POSTSTATE_DISLODGED`) },
  };
  return { fixture, notes };
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const source = readFileSync(process.argv[2] ?? DEFAULT_SOURCE, 'utf8');
  const raws = readRawCases(source);
  applyCorrections(raws);
  const bySection = new Map<string, Fixture[]>();
  const ids = new Set<string>();
  const skipped: string[] = [];
  for (const raw of raws) {
    const { fixture, notes } = convert(raw);
    for (const note of notes) console.error(`note: ${fixture.id}: ${note}`);
    if (NOT_CHAPTER_6.test(fixture.id)) {
      skipped.push(fixture.id);
      continue;
    }
    if (!ID_PATTERN.test(fixture.id)) throw new Error(`line ${raw.line}: unexpected id ${fixture.id}`);
    if (ids.has(fixture.id)) throw new Error(`duplicate id ${fixture.id}`);
    ids.add(fixture.id);
    const section = fixture.id.slice(0, 3);
    if (!bySection.has(section)) bySection.set(section, []);
    bySection.get(section)!.push(fixture);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [section, list] of bySection) {
    writeFileSync(`${OUT_DIR}${section}.json`, `${JSON.stringify(list, null, 2)}\n`);
    console.log(`${section}.json: ${list.length} cases`);
  }
  for (const line of irregular) console.error(`note: read despite a slip: ${line}`);
  console.log(`${raws.length} cases read, ${ids.size} written`);
  console.log(`skipped (not DATC chapter 6): ${skipped.join(', ') || 'none'}`);
}

main();
