// A screen read from the back of the room, measured in the page (issue 29 item 7): every text's
// computed size, its WCAG contrast against the background it is actually drawn on (the colours up
// to the first opaque one, composited), its box inside the window and inside every box that clips
// it (an ellipsis is clipped text), headings and rows that overlap one another, and a document that
// scrolls. The answer is a list of problems, one line each, naming the element and its text.
import type { Page } from 'playwright-core';

export interface LegibleRules {
  /** The smallest text allowed, in CSS px (0: any). */
  minPx: number;
  /** The smallest contrast allowed (0: any). */
  minContrast: number;
  /** Where to look (a CSS selector); the whole document by default. */
  root?: string;
  /** The boxes that must not overlap one another (headings, rows, cards). */
  boxes: string;
}

export async function legibilityProblems(page: Page, rules: LegibleRules): Promise<string[]> {
  return page.evaluate((r) => {
    const problems: string[] = [];
    const root = r.root ? document.querySelector(r.root) : document.body;
    if (!root) return [`nothing matches ${r.root}`];
    const parse = (c: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top: number[], bottom: number[]): number[] => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const lum = (c: number[]) =>
      [0, 1, 2]
        .map((i) => c[i] / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
    const backgroundOf = (el: Element): number[] => {
      const layers: number[][] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let out = [255, 255, 255, 1];
      for (const layer of layers.reverse()) out = over(layer, out);
      return out;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().replace(/\s+/g, '.') : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
    };
    const texts: { el: Element; rect: DOMRect }[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (!visible(el) || el.closest('option, script, style')) continue;
      const nodes = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      const control = el instanceof HTMLSelectElement || el instanceof HTMLInputElement;
      if (nodes.length === 0 && !control) continue;
      const s = getComputedStyle(el);
      const px = parseFloat(s.fontSize);
      if (px < r.minPx) problems.push(`${name(el)}: ${px} px text`);
      const ink = parse(s.color);
      const bg = backgroundOf(el);
      const fg = over(ink, bg);
      const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < r.minContrast) problems.push(`${name(el)}: contrast ${ratio.toFixed(2)}:1 (${s.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}))`);
      let rect: DOMRect;
      if (control) rect = el.getBoundingClientRect();
      else {
        const range = document.createRange();
        range.setStartBefore(nodes[0]);
        range.setEndAfter(nodes[nodes.length - 1]);
        rect = range.getBoundingClientRect();
      }
      if (rect.left < -0.5 || rect.top < -0.5 || rect.right > innerWidth + 0.5 || rect.bottom > innerHeight + 0.5)
        problems.push(`${name(el)}: outside the window`);
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const box = a.getBoundingClientRect();
        // An ellipsis: Chromium may report the text's box as cut, but the box's content is wider.
        const cut = a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1;
        if (cut || rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5) {
          problems.push(`${name(el)}: clipped by ${a.tagName.toLowerCase()}.${String(a.className).trim()}`);
          break;
        }
      }
      texts.push({ el, rect });
    }
    const hit = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    // Texts of one element never overlap the texts of another (unless one holds the other).
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const [a, b] = [texts[i], texts[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (hit(a.rect, b.rect)) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    const boxes = [...root.querySelectorAll(r.boxes)].filter(visible);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.contains(b) || b.contains(a)) continue;
        if (hit(a.getBoundingClientRect(), b.getBoundingClientRect())) problems.push(`box ${name(a)} overlaps box ${name(b)}`);
      }
    const doc = document.scrollingElement!;
    if (doc.scrollHeight > innerHeight) problems.push(`the document scrolls: ${doc.scrollHeight} px high in a ${innerHeight} px window`);
    if (doc.scrollWidth > innerWidth) problems.push(`the document scrolls sideways: ${doc.scrollWidth} px wide in a ${innerWidth} px window`);
    return problems;
  }, rules);
}
