// The position editor's lines, one edit each, read as a GM would write them on a slip:
//   add Russia F Bot   |  + Russia F StP/nc
//   remove Vie         |  - Vie
//   move Par Bur       |  Par -> Bur
//   owner Bel France   |  Bel = France   (owner Bel none: nobody owns it)
// Each line gives an edit or a message naming what is wrong. Never throws.
import type { PositionEdit } from '../../../electron/ipc/contract';
import { type GameMap, parseCoast, resolvePower, resolveProvince, type Coast } from '../../../engine/index';

export type EditLine = { line: number; text: string } & ({ edit: PositionEdit; says: string } | { error: string });

function place(map: GameMap, written: string): { id: string; coast: Coast | null; name: string } | string {
  const [p, c] = written.split('/');
  const found = resolveProvince(map, p);
  if (found.kind === 'unknown') return `'${p}' is not a province`;
  if (found.kind === 'ambiguous') return `'${p}' could be ${found.candidates.join(', ')}`;
  const coast = c ? parseCoast(c) : null;
  if (c && !coast) return `'${c}' is not a coast`;
  return { id: found.id, coast, name: map.province(found.id)?.name ?? found.id };
}

function power(map: GameMap, written: string): string | null {
  const found = resolvePower(map, written);
  return found.kind === 'exact' || found.kind === 'fuzzy' ? (map.powers.find((p) => p.name === found.id)?.name ?? found.id) : null;
}

function read(map: GameMap, text: string): { edit: PositionEdit; says: string } | { error: string } {
  const t = text.trim().replace(/->/g, ' -> ').replace(/=/g, ' = ');
  const w = t.split(/\s+/);
  const verb = w[0].toLowerCase();
  if (verb === 'add' || verb === '+') {
    const [, who, type, where] = w;
    const p = who && power(map, who);
    if (!p) return { error: `add: '${who ?? ''}' is not a power (add Russia F Bot)` };
    const kind = type?.toUpperCase();
    if (kind !== 'A' && kind !== 'F') return { error: 'add: say A or F (add Russia F Bot)' };
    const at = place(map, where ?? '');
    if (typeof at === 'string') return { error: `add: ${at}` };
    return {
      edit: { kind: 'add', power: p, type: kind, province: at.id, coast: at.coast },
      says: `add ${p}'s ${kind === 'A' ? 'army' : 'fleet'} in ${at.name}`,
    };
  }
  if (verb === 'remove' || verb === '-') {
    const at = place(map, w[1] ?? '');
    if (typeof at === 'string') return { error: `remove: ${at}` };
    return { edit: { kind: 'remove', province: at.id }, says: `remove the unit in ${at.name}` };
  }
  if (verb === 'move' || w[1] === '->') {
    const [from, to] = verb === 'move' ? [w[1], w[2]] : [w[0], w[2]];
    const a = place(map, from ?? '');
    const b = place(map, to ?? '');
    if (typeof a === 'string') return { error: `move: ${a}` };
    if (typeof b === 'string') return { error: `move: ${b}` };
    return { edit: { kind: 'move', from: a.id, to: b.id, coast: b.coast }, says: `move the unit in ${a.name} to ${b.name}` };
  }
  if (verb === 'owner' || w[1] === '=') {
    const at = place(map, w[verb === 'owner' ? 1 : 0] ?? '');
    if (typeof at === 'string') return { error: `owner: ${at}` };
    const who = w[2] ?? '';
    if (who.toLowerCase() === 'none') return { edit: { kind: 'owner', province: at.id, power: null }, says: `nobody owns ${at.name}` };
    const p = power(map, who);
    if (!p) return { error: `owner: '${who}' is not a power (or none)` };
    return { edit: { kind: 'owner', province: at.id, power: p }, says: `${p} owns ${at.name}` };
  }
  return { error: 'not understood: start with add, remove, move or owner' };
}

export function readEdits(map: GameMap, text: string): EditLine[] {
  return text
    .split('\n')
    .map((t, i) => ({ t, line: i + 1 }))
    .filter(({ t }) => t.trim() !== '')
    .map(({ t, line }) => ({ line, text: t, ...read(map, t) }));
}
