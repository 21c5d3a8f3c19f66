// Issue 32, line 1: every refusal of the service carries its words as data (`said`), so the window
// words it whole in the GM's language. A `failure(...)` call in electron/service that passes no
// `said` (its fourth argument) is a refusal only English can read: this scan names each by file and
// line. Refusals are made with `refusals(area, english)` (result.ts), whose calls always carry one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SERVICE = join(ROOT, 'electron/service');

/** Folders left out of the scan (none: every folder of the service is scanned). */
const NOT_YET: string[] = [];
/**
 * Refusals without `said` on purpose, each with its reason (docs/languages.md lists them), named by
 * file and the text of the call, so that a new unworded refusal beside them still fails:
 * - the host's login refusal is one bare answer whatever was wrong (it must not tell a wrong name
 *   from a wrong secret); the login page words it by its code (`loginSays`).
 */
const ON_PURPOSE: readonly (readonly [string, string])[] = [
  ['electron/service/event/people.ts', "failure('forbidden', 'wrong name, pairing code or password')"],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return dir === SERVICE && NOT_YET.includes(e.name) ? [] : files(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i));
        return args.map((a) => a.trim()).filter((a) => a !== '');
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

/** Every `failure(` call without a `said`, as `file:line`. */
function unworded(): string[] {
  const out: string[] = [];
  for (const file of files(SERVICE)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bfailure\(/g)) {
      const before = text.slice(Math.max(0, m.index - 9), m.index);
      if (before.endsWith('function ')) continue; // the definition
      const args = argumentsAt(text, m.index + 'failure'.length);
      const where = relative(ROOT, file);
      if (ON_PURPOSE.some(([f, call]) => f === where && text.startsWith(call, m.index))) continue;
      if (args.length < 4 || args[3] === 'undefined') out.push(`${where}:${text.slice(0, m.index).split('\n').length}`);
    }
  }
  return out;
}

describe('the service’s refusals are worded as data', () => {
  it('no failure(...) in electron/service without its said (file:line of each)', () => {
    expect(unworded()).toEqual([]);
  });

  it('the scan finds a refusal without words', () => {
    const text = "return failure('not-found', `no game '${name}'`, { a: [1, 2] });";
    expect(argumentsAt(text, text.indexOf('('))).toHaveLength(3);
    expect(argumentsAt('failure(code, message, details, said)', 7)).toHaveLength(4);
  });
});
