// A page that mounts the Board alone, for looking at it and for driving it with Playwright.
// Query: ?fixture=opening|opening-orders|mid|retreat|winter&mode=move|support|convoy&editable=0
// Every change the board proposes is applied and listed in #log (data-testid="changes"). window.__reload()
// gives the board a copy of its position, as the app's reload does; __showFixture(name) another one.
// __open(name) starts again on a fixture, as a fresh page would (the board mounted anew, no changes),
// and sets __opened to a new count once that board is on screen: a test may walk one page through
// several fixtures without a page load each.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from '../../../renderer/board/Board';
import { useBoardProbe } from '../../../renderer/board/probe';
import { standardGeometry } from '../../../engine/draw/geometry';
import { standardMap } from '../../../engine/map/standard';
import { applyChange } from '../../../renderer/interaction/orders';
import type { GestureMode, OrderChange } from '../../../renderer/interaction/types';
import { fixtures } from './fixtures';

const query = new URLSearchParams(location.search);
const map = standardMap();
const all = fixtures(map);
const fixtureNamed = (name: string | null) => all.find((f) => f.name === name) ?? all[0];

function Harness({ fixture }: { fixture: (typeof all)[number] }) {
  const [orders, setOrders] = useState(fixture.orders);
  const [changes, setChanges] = useState<OrderChange[]>([]);
  const [fit, setFit] = useState(0);
  const [position, setPosition] = useState(fixture.position);
  const onChange = (c: OrderChange) => {
    setOrders((o) => applyChange(o, c));
    setChanges((list) => [...list, c]);
  };
  const probe = useBoardProbe();
  const hooks = window as unknown as { __fit(): void; __reload(): void; __showFixture(name: string): void };
  hooks.__fit = () => setFit((n) => n + 1);
  // As the app does after every change to the archive: the same position again, as a new object.
  hooks.__reload = () => setPosition((p) => structuredClone(p));
  // Another position altogether (another phase).
  hooks.__showFixture = (name) => setPosition(all.find((f) => f.name === name)!.position);
  return (
    <>
      <Board
        map={map}
        geometry={standardGeometry}
        position={position}
        orders={orders}
        results={changes.length === 0 ? fixture.results : null}
        editable={query.get('editable') !== '0'}
        mode={(query.get('mode') as GestureMode) ?? 'move'}
        onChange={onChange}
        width={window.innerWidth}
        height={window.innerHeight}
        fitSignal={fit}
        {...probe}
      />
      <pre id="log" data-testid="changes">
        {changes.map((c) => JSON.stringify(c)).join('\n')}
      </pre>
    </>
  );
}

function Page() {
  const [shown, setShown] = useState({ count: 0, name: query.get('fixture') });
  const hooks = window as unknown as { __open(name: string): void; __opened?: number };
  hooks.__open = (name) => setShown((s) => ({ count: s.count + 1, name }));
  useEffect(() => {
    hooks.__opened = shown.count;
  }, [shown, hooks]);
  return <Harness key={shown.count} fixture={fixtureNamed(shown.name)} />;
}

createRoot(document.getElementById('root')!).render(<Page />);
