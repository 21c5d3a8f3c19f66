// Editing the position of the phase to play (a unit put in the wrong place, a center whose owner was
// mis-recorded), as a logged correction: the open phase is set aside, not changed in place, and a
// phase with the edited position takes its place at the same point of the line, carrying over the
// orders already given; the log keeps the edits, the difference and the reason.
import type { PositionEdit, PositionEditInput } from './types';
export type { PositionEdit, PositionEditInput } from './types';
import { COASTS, type Position, type Power, type ProvinceId, validatePosition, type GameMap } from '../../engine/index';
import type { Archive } from '../archive/db';
import { activeGame, DEFAULT_ACTOR, head, logEvent, powerNamed } from './context';
import { positionChange } from './diff';
import { gameDetail } from './gameViews';
import { refusals, serveChecked, success, transact, type ServiceResult } from './result';
import type { GameDetail } from './types';
import { array, int, nullable, object, oneOf, optional, str, tagged } from './validate';

const province = str({ min: 1, max: 16 });
const coast = optional(nullable(oneOf(COASTS)));
const editShape = tagged<PositionEdit>('kind', {
  add: object({ kind: oneOf(['add'] as const), power: str({ min: 1, max: 64 }), type: oneOf(['A', 'F'] as const), province, coast }),
  remove: object({ kind: oneOf(['remove'] as const), province }),
  move: object({ kind: oneOf(['move'] as const), from: province, to: province, coast }),
  owner: object({ kind: oneOf(['owner'] as const), province, power: nullable(str({ min: 1, max: 64 })) }),
});
export const inputShape = object({
  gameId: int({ min: 1 }),
  edits: array(editShape, { max: 200 }),
  reason: str({ min: 1, max: 2000 }),
  actor: optional(str({ min: 1, max: 100 })),
});

/** What an edit is refused for, in English: `edits[2] (add)` names the edit by its place in the list. */
const refuse = refusals('positionEdit', {
  'not-a-power': "edits[{{index}}] ({{kind}}): '{{written}}' is not a power of the {{mapName}} map",
  'no-province': "edits[{{index}}] ({{kind}}): no province '{{written}}'",
  'not-a-center': 'edits[{{index}}] ({{kind}}): {{province}} is not a supply center',
  'has-a-unit': 'edits[{{index}}] ({{kind}}): {{province}} already has a unit',
  'no-unit': "edits[{{index}}] ({{kind}}): no unit in '{{written}}'",
  'not-valid': 'the edited position is not valid: {{faults}}',
  'no-reason': 'reason: say why the position is edited',
  'no-edits': 'edits: nothing to change',
});

/** The position after the edits, or the first edit that cannot be made, named by its place in the list. */
export function applyEdits(map: GameMap, position: Position, edits: readonly PositionEdit[]): ServiceResult<Position> {
  let units = [...position.units];
  const centers: Record<Power, ProvinceId[]> = Object.fromEntries(Object.entries(position.supplyCenters).map(([p, c]) => [p, [...c]]));
  for (const [i, e] of edits.entries()) {
    const at = { index: i, kind: e.kind };
    const named = (id: string) => map.province(id.toLowerCase());
    const occupied = (id: string) => units.find((u) => u.province === id);
    if (e.kind === 'add' || e.kind === 'owner') {
      const power = e.power === null ? null : powerNamed(map, e.power);
      if (e.power !== null && !power) return refuse('not-a-power', 'not-a-power', { ...at, written: e.power, mapName: map.name });
      const p = named(e.province);
      if (!p) return refuse('bad-position', 'no-province', { ...at, written: e.province });
      if (e.kind === 'owner') {
        if (!p.supplyCenter) return refuse('bad-position', 'not-a-center', { ...at, province: p.id }, undefined, map);
        for (const list of Object.values(centers)) list.splice(0, list.length, ...list.filter((c) => c !== p.id));
        if (power) centers[power] = [...(centers[power] ?? []), p.id];
        continue;
      }
      if (occupied(p.id)) return refuse('bad-position', 'has-a-unit', { ...at, province: p.id }, undefined, map);
      units.push({ power: power!, type: e.type, province: p.id, coast: e.coast ?? null });
    } else if (e.kind === 'remove') {
      if (!occupied(e.province.toLowerCase())) return refuse('bad-position', 'no-unit', { ...at, written: e.province });
      units = units.filter((u) => u.province !== e.province.toLowerCase());
    } else {
      const unit = occupied(e.from.toLowerCase());
      const to = named(e.to);
      if (!unit) return refuse('bad-position', 'no-unit', { ...at, written: e.from });
      if (!to) return refuse('bad-position', 'no-province', { ...at, written: e.to });
      if (occupied(to.id)) return refuse('bad-position', 'has-a-unit', { ...at, province: to.id }, undefined, map);
      units = units.map((u) => (u === unit ? { ...u, province: to.id, coast: e.coast ?? null } : u));
    }
  }
  const next: Position = { ...position, units, supplyCenters: centers };
  const valid = validatePosition(map, next);
  if (!valid.ok) return refuse('bad-position', 'not-valid', { faults: valid.error.map((f) => f.message).join('; ') }, valid.error, map);
  return success(next);
}

export function editPosition(archive: Archive, input: PositionEditInput): Promise<ServiceResult<GameDetail>> {
  return serveChecked(inputShape, input, (v) => {
    if (!v.reason.trim()) return refuse('invalid-input', 'no-reason');
    if (v.edits.length === 0) return refuse('invalid-input', 'no-edits');
    return transact(archive, (repos) => {
      const open = activeGame(repos, v.gameId, 'edit the position');
      if (!open.ok) return open;
      const { ctx, phase } = open.value;
      const edited = applyEdits(ctx.map, phase.position, v.edits);
      if (!edited.ok) return edited;
      const now = archive.now();
      repos.phases.setStatus(phase.id, 'superseded', now);
      const id = repos.phases.insert({ gameId: v.gameId, seq: phase.seq, position: edited.value, status: 'open', createdAt: now });
      for (const { id: from, ...sub } of repos.submissions.forPhase(phase.id)) repos.submissions.insert({ ...sub, phaseId: id, copiedFrom: from });
      logEvent(archive, repos, v.gameId, v.actor ?? DEFAULT_ACTOR, 'position-edited', {
        phase: head({ ...phase, id }),
        replaced: phase.id,
        edits: v.edits,
        change: positionChange(phase.position, edited.value),
        reason: v.reason,
      });
      return gameDetail(repos, v.gameId);
    });
  });
}
