// A whole game, phase by phase from Spring 1901 to a solo victory, checked against a golden record.
// The record holds every phase's orders and what the engine made of them; any change in behaviour
// shows as a diff. Regenerate deliberately with UPDATE_GOLDEN=1 and review the diff.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { adjudicate } from '../../engine/adjudicate/index';
import type { GivenOrder, Position } from '../../engine/types';
import { phaseName } from '../../engine/game/phase';
import { standardMap } from '../../engine/map/standard';
import { botOrders, startingPosition } from '../support/bot';

const map = standardMap();
const goldenFile = new URL('./golden/whole-game.json', import.meta.url);

interface PhaseRecord {
  phase: string;
  orders: GivenOrder[];
  outcomes: string[];
  units: string[];
  dislodged: string[];
  removed: string[];
  supplyCenters: Record<string, number>;
  next: string | null;
}

function play(): { records: PhaseRecord[]; winner: string | null } {
  let position: Position | null = startingPosition(map);
  const records: PhaseRecord[] = [];
  let winner: string | null = null;
  for (let k = 0; position && k < 200; k++) {
    const orders = botOrders(map, position, 'France', 1000 + k);
    const out = adjudicate(map, position, orders);
    const u = (x: { power: string; type: string; province: string; coast: string | null }) =>
      `${x.power} ${x.type} ${x.province}${x.coast ? '/' + x.coast : ''}`;
    records.push({
      phase: phaseName(position.phase),
      orders,
      outcomes: out.results.map((r) => `${r.power}: ${r.order.kind} ${r.unit ? r.unit.province : ''} ${r.outcome}${r.reason ? ' ' + r.reason : ''}`),
      units: out.units.map(u).sort(),
      dislodged: out.dislodged.map((d) => `${u(d)} from ${d.attackerFrom} -> ${(d.retreats ?? []).join(',') || 'none'}`).sort(),
      removed: out.removed.map(u).sort(),
      supplyCenters: Object.fromEntries(Object.entries(out.supplyCenters).map(([p, c]) => [p, c.length])),
      next: out.next ? phaseName(out.next.phase) : null,
    });
    winner = out.winner;
    position = out.next;
  }
  return { records, winner };
}

describe('a whole game', () => {
  const { records, winner } = play();

  it('ends in a solo victory for France with 18 or more centres', () => {
    expect(winner).toBe('France');
    expect(records.at(-1)!.supplyCenters.France).toBeGreaterThanOrEqual(18);
    expect(records.at(-1)!.next).toBeNull();
  });

  it('follows the phase sequence: retreats only after dislodgements, winter only after a fall', () => {
    for (let i = 0; i + 1 < records.length; i++) {
      const cur = records[i];
      const next = records[i + 1].phase;
      if (cur.phase.includes('Movement') && cur.dislodged.length > 0) expect(next).toBe(cur.phase.replace('Movement', 'Retreat'));
      if (cur.phase.includes('Movement') && cur.dislodged.length === 0) expect(next).not.toContain('Retreat');
      if (next.includes('Adjustment')) expect(next.startsWith('Winter')).toBe(true);
      if (cur.phase.startsWith('Spring') && !cur.phase.includes('Movement')) expect(next.startsWith('Fall')).toBe(true);
    }
    const kinds = new Set(records.map((r) => r.phase.split(' ')[2]));
    expect([...kinds].sort()).toEqual(['Adjustment', 'Movement', 'Retreat']);
  });

  it('matches the golden record phase by phase', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(goldenFile, JSON.stringify(records, null, 1) + '\n');
    expect(existsSync(goldenFile), 'golden file exists (UPDATE_GOLDEN=1 writes it)').toBe(true);
    const golden = JSON.parse(readFileSync(goldenFile, 'utf8')) as PhaseRecord[];
    expect(records.length).toBe(golden.length);
    records.forEach((rec, i) => expect(rec, rec.phase).toEqual(golden[i]));
  });
});
