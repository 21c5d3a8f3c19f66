// The board in words, for a screen reader: each power's units and supply centres, and the
// dislodged units of a retreat phase. Hidden from sight, read as the board's description.
import type { GameMap, Position } from '../../engine/index';

export function BoardDescription({ id, map, position }: { id: string; map: GameMap; position: Position }) {
  const name = (p: string) => map.province(p)?.name ?? p;
  const unit = (u: { type: string; province: string }) => `${u.type === 'F' ? 'fleet' : 'army'} ${name(u.province)}`;
  return (
    <section id={id} className="sr-only" aria-label="The board in words" data-testid="board-description">
      <ul>
        {map.powers.map(({ name: power }) => {
          const units = position.units.filter((u) => u.power === power);
          const centres = (position.supplyCenters[power] ?? []).map(name).sort();
          const dislodged = position.dislodged.filter((u) => u.power === power);
          return (
            <li key={power}>
              {power}: {units.length} unit{units.length === 1 ? '' : 's'}
              {units.length ? ` (${units.map(unit).join(', ')})` : ''}; {centres.length} supply centre{centres.length === 1 ? '' : 's'}
              {centres.length ? ` (${centres.join(', ')})` : ''}
              {dislodged.length ? `; dislodged: ${dislodged.map(unit).join(', ')}` : ''}.
            </li>
          );
        })}
      </ul>
    </section>
  );
}
