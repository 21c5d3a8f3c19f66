// A province's outline drawn from its SVG path data without Konva's Path: Konva parses the `d` string
// of every Path node it makes (a dozen regular-expression passes over the whole string, then every
// number through another), and the shipped boards' outlines weigh 0.2 to 0.5 MB of such text; a
// window paid about a third of a second of its main thread to open a game, and more for each
// highlighted province while a unit is dragged. The boards' outlines use only absolute moves, lines
// and closes (M, L, Z): those are read here once per window in one pass, and drawn with the very
// calls Konva's Path makes for them (moveTo, lineTo, closePath, then fill and stroke), so the
// picture and the hit canvas are the same. Any other path data is left to Konva's Path.
import type Konva from 'konva';

type SceneFunc = (context: Konva.Context, shape: Konva.Shape) => void;

const MOVE = 0;
const LINE = 1;
const CLOSE = 2;

/** A command letter, or a number as Konva's Path reads one. */
const TOKEN = /([A-Za-z])|([-+]?(?:\d+\.\d+|\d+|\.\d+)(?:e[-+]?\d+)?)/gi;
/** Whether `d` has only white space and commas from `from` to `to`. */
function blank(d: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = d.charCodeAt(i);
    // space, tab, line feed, carriage return, comma
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 44) return false;
  }
  return true;
}

/**
 * `d` as drawing steps (MOVE x y, LINE x y, CLOSE), or null when it has anything but M, L and Z with
 * whole pairs of numbers (Konva's Path then reads it). A move's extra pairs are lines, as in SVG.
 */
export function pathSteps(d: string): number[] | null {
  const steps: number[] = [];
  let command = '';
  let pending: number | null = null;
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(d); m; m = TOKEN.exec(d)) {
    if (!blank(d, last, m.index)) return null;
    last = TOKEN.lastIndex;
    const letter = m[1];
    if (letter !== undefined) {
      if (pending !== null) return null;
      if (letter === 'Z') steps.push(CLOSE);
      else if (letter !== 'M' && letter !== 'L') return null;
      command = letter;
      continue;
    }
    if (command !== 'M' && command !== 'L') return null;
    const n = Number(m[2]);
    if (pending === null) {
      pending = n;
      continue;
    }
    steps.push(command === 'M' ? MOVE : LINE, pending, n);
    pending = null;
    // Further pairs after a move are lines.
    if (command === 'M') command = 'L';
  }
  if (pending !== null || !blank(d, last, d.length) || steps[0] !== MOVE) return null;
  return steps;
}

const scenes = new Map<string, SceneFunc | null>();

/** The drawing function of path data `d` (made once per window), or null when Konva's Path must read it. */
export function pathScene(d: string): SceneFunc | null {
  const known = scenes.get(d);
  if (known !== undefined) return known;
  const steps = pathSteps(d);
  const scene: SceneFunc | null = steps
    ? (context, shape) => {
        context.beginPath();
        let closed = false;
        for (let i = 0; i < steps.length;) {
          const step = steps[i];
          if (step === CLOSE) {
            closed = true;
            context.closePath();
            i += 1;
          } else {
            if (step === MOVE) context.moveTo(steps[i + 1], steps[i + 2]);
            else context.lineTo(steps[i + 1], steps[i + 2]);
            i += 3;
          }
        }
        // As Konva's Path: an open outline without a fill is only stroked.
        if (!closed && !shape.hasFill()) context.strokeShape(shape);
        else context.fillStrokeShape(shape);
      }
    : null;
  scenes.set(d, scene);
  return scene;
}
