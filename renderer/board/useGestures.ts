// The bridge from pointer and key events on the board to the gesture machine: hit-tests each event,
// feeds the machine, hands completed gestures' changes to the app, and pans when nothing claimed
// the press. The machine's state lives here (React), never in Konva.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Konva from 'konva';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { dispatch } from '../interaction/machine';
import type { GestureContext, GestureEvent, GestureState, OrderChange } from '../interaction/types';
import { IDLE } from '../interaction/types';
import { targetAt, type ProvinceFinder } from './hitTest';
import { toBoard, type Viewport } from './viewport';

export interface GestureWiring {
  ctx: GestureContext;
  onChange(change: OrderChange): void;
  container: RefObject<HTMLDivElement | null>;
  stage: RefObject<Konva.Stage | null>;
  viewport: Viewport;
  setViewport(vp: Viewport): void;
  find: ProvinceFinder;
}

export function useGestures(w: GestureWiring) {
  const [gesture, setGesture] = useState<GestureState>(IDLE);
  const state = useRef<GestureState>(IDLE);
  const latest = useRef(w);
  latest.current = w;
  const pan = useRef<{ start: { x: number; y: number }; vp: Viewport } | null>(null);

  const send = useCallback((event: GestureEvent) => {
    const step = dispatch(state.current, event, latest.current.ctx);
    state.current = step.state;
    setGesture(step.state);
    if (step.change) latest.current.onChange(step.change);
    return step;
  }, []);

  // Another phase, or a past one: whatever was under way no longer applies. Compared by content: the
  // app reloads the game after every change to the archive (its own included, announced a moment
  // later), and that copy of the same position must not close a chooser or drop a drag under way.
  const positionKey = useMemo(() => JSON.stringify(w.ctx.position), [w.ctx.position]);
  useEffect(() => {
    state.current = IDLE;
    setGesture(IDLE);
  }, [positionKey, w.ctx.editable]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && state.current.name !== 'idle') {
        e.preventDefault();
        send({ type: 'key', key: 'Escape' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  const locate = (e: ReactPointerEvent) => {
    const r = latest.current.container.current!.getBoundingClientRect();
    const point = { x: e.clientX - r.left, y: e.clientY - r.top };
    const board = toBoard(latest.current.viewport, point.x, point.y);
    return { point, target: targetAt(latest.current.stage.current, point, board, latest.current.find) };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.button !== 2) return;
    e.currentTarget.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const { point, target } = locate(e);
    const step = send({ type: 'down', target, point, button: e.button === 2 ? 'right' : 'left', shift: e.shiftKey, alt: e.altKey });
    if (step.pan && e.button === 0) pan.current = { start: point, vp: latest.current.viewport };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const r = latest.current.container.current!.getBoundingClientRect();
    const p = pan.current;
    if (p) {
      latest.current.setViewport({ ...p.vp, x: p.vp.x + e.clientX - r.left - p.start.x, y: p.vp.y + e.clientY - r.top - p.start.y });
      return;
    }
    if (state.current.name === 'idle') return;
    const { point, target } = locate(e);
    const step = send({ type: 'move', target, point, shift: e.shiftKey, alt: e.altKey });
    if (step.pan) pan.current = { start: point, vp: latest.current.viewport };
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (pan.current) {
      pan.current = null;
      return;
    }
    if (state.current.name === 'idle') return;
    const { point, target } = locate(e);
    send({ type: 'up', target, point });
  };

  const choose = (option: string) => send({ type: 'choose', option });

  return { gesture, choose, handlers: { onPointerDown, onPointerMove, onPointerUp, onContextMenu: (e: { preventDefault(): void }) => e.preventDefault() } };
}
