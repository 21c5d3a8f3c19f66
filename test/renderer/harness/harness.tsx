// A page that mounts the Board alone, for looking at it and for driving it with Playwright.
// Query: ?fixture=opening|opening-orders|mid|retreat|winter&mode=move|support|convoy&editable=0
// Every change the board proposes is applied and listed in #log (data-testid="changes").
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from '../../../renderer/board/Board';
import { standardGeometry } from '../../../renderer/board/geometry';
import { standardMap } from '../../../renderer/board/standardMap';
import { applyChange } from '../../../renderer/interaction/orders';
import type { GestureMode, OrderChange } from '../../../renderer/interaction/types';
import { fixtures } from './fixtures';

const query = new URLSearchParams(location.search);
const map = standardMap();
const all = fixtures(map);
const fixture = all.find((f) => f.name === query.get('fixture')) ?? all[0];

function Harness() {
  const [orders, setOrders] = useState(fixture.orders);
  const [changes, setChanges] = useState<OrderChange[]>([]);
  const [fit, setFit] = useState(0);
  const onChange = (c: OrderChange) => {
    setOrders((o) => applyChange(o, c));
    setChanges((list) => [...list, c]);
  };
  (window as unknown as { __fit(): void }).__fit = () => setFit((n) => n + 1);
  return (
    <>
      <Board
        map={map} geometry={standardGeometry} position={fixture.position} orders={orders}
        results={changes.length === 0 ? fixture.results : null}
        editable={query.get('editable') !== '0'} mode={(query.get('mode') as GestureMode) ?? 'move'}
        onChange={onChange} width={window.innerWidth} height={window.innerHeight} fitSignal={fit}
      />
      <pre id="log" data-testid="changes">{changes.map((c) => JSON.stringify(c)).join('\n')}</pre>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
