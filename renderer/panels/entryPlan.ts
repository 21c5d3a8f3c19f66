// What Enter and Ctrl+Enter do to the order box, as plain functions of its text and the lines read
// from it: what stays in the box, what is sent and for whom. Flagged or unread lines always stay;
// nothing is lost, nothing flagged is filed.
import { type Power, type LineDiagnostic } from '../../engine/index';
import type { OrderFlag } from './orderCheck';

export interface Plan {
  /** The box's text afterwards. */
  keep: string;
  /** What to file, and for whom (null: the headers in the text say). */
  send?: { text: string; power: Power | null };
  /** A power header typed alone selects that power. */
  power?: Power;
}

type Checked = LineDiagnostic & { flag: OrderFlag | null };

function fileable(l: Checked | undefined): boolean {
  return !!l && !!l.order && !l.flag && (l.status === 'ok' || l.status === 'note');
}

function held(l: Checked | undefined): boolean {
  return !!l && (!!l.flag || l.status === 'error' || l.status === 'ambiguous');
}

/** Enter at the end of the box: the last line is filed, selects a power, or stays with a new line after it. */
export function planEnterLast(text: string, lines: Checked[]): Plan {
  const raw = text.split('\n');
  const last = raw[raw.length - 1];
  const before = raw.slice(0, -1).join('\n');
  if (last.trim() === '') return { keep: text };
  const diag = lines.find((l) => l.line === raw.length);
  if (diag?.header && !diag.order) return { keep: before, power: diag.header };
  if (diag && fileable(diag)) return { keep: before, send: { text: last, power: diag.order!.power } };
  return { keep: `${text}\n` };
}

/** Ctrl+Enter: every good line is filed; flagged and unread lines stay, under the header they were written under. */
export function planEnterAll(text: string, lines: Checked[], selected: Power | null): Plan {
  const raw = text.split('\n');
  const byLine = new Map(lines.map((l) => [l.line, l]));
  if (!lines.some(fileable)) return { keep: text };
  const send: string[] = [];
  const keep: string[] = [];
  let header: Power | null = null;
  raw.forEach((line, i) => {
    const diag = byLine.get(i + 1);
    if (diag?.header) header = diag.header;
    if (!held(diag)) {
      send.push(line);
      return;
    }
    const prefix = header && header !== selected && !diag!.header ? `${header}: ` : '';
    keep.push(`${prefix}${line.trim()}`);
  });
  return { keep: keep.join('\n'), send: { text: send.join('\n'), power: selected } };
}
