// What Enter and Ctrl+Enter do to the order box, as plain functions of its text and the lines read
// from it: what stays in the box, what is sent and for whom, what is set aside as not filed. Enter
// always ends a line: a good line is filed, a flagged or unread one leaves the box for the "not
// filed" list with its reason, so nothing typed after it can join it. Nothing is lost, nothing
// flagged is filed.
import { type Power, type LineDiagnostic } from '../../engine/index';
import type { OrderFlag } from './orderCheck';
import { i18n } from '../i18n';

export interface Plan {
  /** The box's text afterwards. */
  keep: string;
  /** What to file, and for whom (null: the headers in the text say). */
  send?: { text: string; power: Power | null };
  /** A power header typed alone selects that power. */
  power?: Power;
  /** A flagged or unread line set aside, for whom it was typed and why it was not filed. */
  hold?: HeldLine;
  /** Ctrl+Enter: every such line of the box. */
  holds?: HeldLine[];
}

export interface HeldLine {
  text: string;
  power: Power | null;
  reason: string;
}

type Checked = LineDiagnostic & { flag: OrderFlag | null };

function fileable(l: Checked | undefined): boolean {
  return !!l && !!l.order && !l.flag && (l.status === 'ok' || l.status === 'note');
}

function held(l: Checked | undefined): boolean {
  return !!l && (!!l.flag || l.status === 'error' || l.status === 'ambiguous');
}

/** Why a line is not filed, in the words the box shows beside it. */
export function reasonOf(l: Checked | undefined): string {
  if (!l) return i18n.t('reader:plan.notRead');
  if (l.flag) return l.flag.message;
  if (l.status === 'ambiguous') {
    const message = l.message ?? i18n.t('reader:plan.ambiguous');
    return l.candidates ? i18n.t('reader:plan.couldBe', { message, candidates: l.candidates.join(', ') }) : message;
  }
  return l.message ?? i18n.t('reader:plan.notRead');
}

/**
 * Enter at the end of the box: the last line is filed, selects a power, or (flagged or unread) is set
 * aside with its reason. Either way it leaves the box, and what was above it stays as it was.
 */
export function planEnterLast(text: string, lines: Checked[], selected: Power | null = null): Plan {
  const raw = text.split('\n');
  const last = raw[raw.length - 1];
  // What was above stays, and the caret starts a line of its own: nothing typed next joins it.
  const before = raw.length > 1 ? `${raw.slice(0, -1).join('\n')}\n` : '';
  if (last.trim() === '') return { keep: text };
  const diag = lines.find((l) => l.line === raw.length);
  if (diag?.header && !diag.order) return { keep: before, power: diag.header };
  if (diag && fileable(diag)) return { keep: before, send: { text: last, power: diag.order!.power } };
  const header = lines.filter((l) => l.line < raw.length && l.header).pop()?.header;
  return { keep: before, hold: { text: last.trim(), power: diag?.order?.power ?? header ?? selected, reason: reasonOf(diag) } };
}

/** Ctrl+Enter: every good line is filed; flagged and unread lines are set aside, each for the power it was written under. */
export function planEnterAll(text: string, lines: Checked[], selected: Power | null): Plan {
  const raw = text.split('\n');
  const byLine = new Map(lines.map((l) => [l.line, l]));
  if (!lines.some((l) => fileable(l) || held(l))) return { keep: text };
  const send: string[] = [];
  const hold: HeldLine[] = [];
  let header: Power | null = null;
  raw.forEach((line, i) => {
    const diag = byLine.get(i + 1);
    if (diag?.header) header = diag.header;
    if (held(diag)) hold.push({ text: line.trim(), power: diag!.order?.power ?? header ?? selected, reason: reasonOf(diag) });
    else send.push(line);
  });
  // Orders above the first header are the selected power's; when a header comes first, the headers say.
  const firstHeader = lines.find((l) => l.header)?.line ?? Infinity;
  const power = lines.some((l) => fileable(l) && l.line < firstHeader) ? selected : null;
  return { keep: '', holds: hold, ...(lines.some(fileable) ? { send: { text: send.join('\n'), power } } : {}) };
}
