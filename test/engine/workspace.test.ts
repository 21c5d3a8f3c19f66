// The movement engine's working state is one workspace (engine/adjudicate/workspace.ts), sealed: the
// rest of the engine reads its arrays and changes them only through its methods. The first test is
// checked by the type checker (`tsc -b`, part of `npm test`): each line marked @ts-expect-error must
// be refused, so a field left writable, or an array handed out writable, fails the type check.
import { describe, expect, it } from 'vitest';
import { geoOf } from '../../engine/adjudicate/geo';
import { HOLD, MOVE, SUPPORT, type Workspace, takeWorkspace } from '../../engine/adjudicate/workspace';
import { standardMap } from '../../engine/map/standard';
import type { Unit } from '../../engine/types';

const map = standardMap();
const geo = geoOf(map);
const A = (power: string, province: string): Unit => ({ power, type: 'A', province, coast: null });
const F = (power: string, province: string): Unit => ({ power, type: 'F', province, coast: null });
const at = (id: string): number => geo.index.get(id)!;

/** Never called: what the type checker must refuse. */
export function writesRefused(ws: Workspace): void {
  // @ts-expect-error a unit's order kind is set by accepting an order
  ws.kind[0] = MOVE;
  // @ts-expect-error nor its destination
  ws.dest[0] = 3;
  // @ts-expect-error the unit count is set by setUp
  ws.n = 2;
  // @ts-expect-error the units too
  ws.units = [];
  // @ts-expect-error the results list is new per board
  ws.results = [];
  // @ts-expect-error results are added through setResult and addResult
  ws.results.push(ws.results[0]);
  // @ts-expect-error supports are linked through addSupporter
  ws.supporters[0].push(1);
  // @ts-expect-error convoy fleets through addConvoyFleet
  ws.convoyFleets[0].push(1);
  // @ts-expect-error who attacks where is linkAttackers'
  ws.attackList[0] = 1;
  // @ts-expect-error the province index is setUp's
  ws.unitAt[0] = -1;
  // @ts-expect-error the writable memory is the workspace's own
  void ws.m;
  // @ts-expect-error the convoy searches' marks belong to RouteMemory
  void ws.routes.seenAt;
}

describe('the workspace', () => {
  it('sets up a board, accepts orders and links them through its methods, the views showing the same memory', () => {
    const ws = takeWorkspace(geo, map.powers.length, 3);
    try {
      expect(ws.setUp([A('France', 'par'), A('France', 'bur'), F('England', 'eng')], 3)).toBe(true);
      expect([ws.n, ws.unitAt[at('par')], ws.unitAt[at('bur')], ws.unitAt[at('eng')], ws.unitAt[at('mun')]]).toEqual([3, 0, 1, 2, -1]);
      expect([ws.kind[0], ws.kind[1], ws.kind[2]]).toEqual([HOLD, HOLD, HOLD]);
      expect(ws.hasUnits(geo.powers.names.indexOf('France'))).toBe(true);
      expect(ws.hasUnits(geo.powers.names.indexOf('Germany'))).toBe(false);
      // A bur - mun, A par S A bur - mun: what each check noted is what each acceptance reads.
      ws.noteTarget(at('mun'), -1);
      ws.noteLegal(1, 0, { legal: true, coast: null, sloppy: false, doomed: null });
      ws.noteTarget(at('mun'), 1);
      ws.noteLegal(0, 1, { legal: true, coast: null, sloppy: false, doomed: null });
      ws.acceptMove(1, 0, null, false, false, null);
      ws.acceptSupport(0, 1, null);
      ws.linkAttackers();
      ws.addSupporter(1, 0);
      ws.linkHeadToHead();
      expect([ws.kind[0], ws.ref[0], ws.dest[0], ws.accepted[0]]).toEqual([SUPPORT, 1, at('mun'), 1]);
      expect([ws.kind[1], ws.dest[1], ws.accepted[1], ws.h2h[1]]).toEqual([MOVE, at('mun'), 0, -1]);
      const mun = at('mun');
      expect(Array.from({ length: ws.attackFrom[mun + 1] - ws.attackFrom[mun] }, (_, k) => ws.attackList[ws.attackFrom[mun] + k])).toEqual([1]);
      expect(ws.supporters[1]).toEqual([0]);
      expect(ws.convoyFleets[2]).toEqual([]);
    } finally {
      ws.release();
    }
  });

  it('refuses a unit that cannot stand where it is, and the next board starts clean', () => {
    const ws = takeWorkspace(geo, map.powers.length, 0);
    try {
      expect(ws.setUp([A('France', 'par'), A('England', 'nth')], 0)).toBe(false);
      expect(ws.setUp([A('France', 'par'), A('Germany', 'par')], 0)).toBe(false);
      expect(ws.setUp([F('Italy', 'rom')], 0)).toBe(true);
      expect([ws.unitAt[at('par')], ws.unitAt[at('nth')], ws.unitAt[at('rom')]]).toEqual([-1, -1, 0]);
      expect(ws.hasUnits(geo.powers.names.indexOf('France'))).toBe(false);
    } finally {
      ws.release();
    }
  });

  it('hands a workspace in use to no one else, and takes it back when released', () => {
    const first = takeWorkspace(geo, map.powers.length, 0);
    const second = takeWorkspace(geo, map.powers.length, 0);
    expect(second).not.toBe(first);
    second.release();
    first.release();
    expect(takeWorkspace(geo, map.powers.length, 0)).toBe(first);
    first.release();
  });
});
