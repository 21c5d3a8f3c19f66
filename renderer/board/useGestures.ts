// The bridge from pointer and key events on the board to the gesture machine: hit-tests each event,
// feeds the machine, hands completed gestures' changes to the app, and pans when nothing claimed
// the press; two fingers pinch and pan the board (pinch.ts). The machine's state lives here (React),
// never in Konva.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Konva from 'konva';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { dispatch } from '../interaction/machine';
import type { GestureContext, GestureEvent, GestureState, OrderChange } from '../interaction/types';
import { IDLE } from '../interaction/types';
import { targetAt, type ProvinceFinder } from './hitTest';
import { Fingers } from './pinch';
import { toBoard, type Viewport } from './viewport';
import { TOUCH_THRESHOLD } from '../interaction/pointing';

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
  const pan = useRef<{ start: { x: number; y: number }; vp: Viewport; moved: boolean; touch: boolean } | null>(null);
  const fingers = useMemo(() => new Fingers(), []);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  // Whether the board is used by touch: its choosers become sheets with large buttons.
  const [touched, setTouched] = useState(false);

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
  const local = (e: { clientX: number; clientY: number }) => {
    const r = latest.current.container.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.button !== 2) return;
    e.currentTarget.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const touch = e.pointerType === 'touch';
    if (touch) {
      setTouched(true);
      if (fingers.down(e.pointerId, local(e), latest.current.viewport)) {
        // A second finger: the board is pinched, whatever the first one had started.
        pan.current = null;
        if (state.current.name === 'pointing' || state.current.name === 'draggingUnit') send({ type: 'key', key: 'Escape' });
        return;
      }
    }
    const { point, target } = locate(e);
    pressed.current = point;
    const step = send({
      type: 'down',
      target,
      point,
      button: e.button === 2 ? 'right' : 'left',
      shift: e.shiftKey,
      alt: e.altKey,
      ...(touch ? { touch } : {}),
    });
    if (step.pan && e.button === 0) pan.current = { start: point, vp: latest.current.viewport, moved: false, touch };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'touch') {
      const vp = fingers.move(e.pointerId, local(e));
      if (fingers.pinching()) {
        if (vp) latest.current.setViewport(vp);
        return;
      }
    }
    const r = latest.current.container.current!.getBoundingClientRect();
    const p = pan.current;
    if (p) {
      const dx = e.clientX - r.left - p.start.x;
      const dy = e.clientY - r.top - p.start.y;
      // A finger's tap shakes a little: it is not a pan until it has gone past the threshold.
      if (!p.moved && Math.hypot(dx, dy) <= (p.touch ? TOUCH_THRESHOLD : 0)) return;
      p.moved = true;
      latest.current.setViewport({ ...p.vp, x: p.vp.x + dx, y: p.vp.y + dy });
      return;
    }
    if (state.current.name === 'idle') return;
    const { point, target } = locate(e);
    const step = send({ type: 'move', target, point, shift: e.shiftKey, alt: e.altKey });
    if (step.pan) {
      // The press turned out to be a pan: the board follows from where it was pressed, not from here.
      const start = pressed.current ?? point;
      pan.current = { start, vp: latest.current.viewport, moved: true, touch: e.pointerType === 'touch' };
      latest.current.setViewport({ ...pan.current.vp, x: pan.current.vp.x + point.x - start.x, y: pan.current.vp.y + point.y - start.y });
    }
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'touch' && fingers.up(e.pointerId)) return;
    const p = pan.current;
    if (p) {
      pan.current = null;
      // A tap that did not pan goes on to a gesture waiting for it (a support's next unit).
      if (p.moved || state.current.name === 'idle') return;
    }
    if (state.current.name === 'idle') return;
    const { point, target } = locate(e);
    send({ type: 'up', target, point });
  };

  const choose = (option: string) => send({ type: 'choose', option });

  const onPointerCancel = (e: ReactPointerEvent<HTMLDivElement>) => {
    fingers.up(e.pointerId);
    pan.current = null;
  };

  return {
    gesture,
    touched,
    choose,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onContextMenu: (e: { preventDefault(): void }) => e.preventDefault() },
  };
}
