#!/usr/bin/env node
// `npm run i18n:check -- <code> [file]`: what a language's strings file lacks against English
// (resources/i18n/en.json, the reference). Prints each missing key, each key English does not
// have, each empty string and each string whose {{variables}} differ, then a count; exits 1 when
// anything is wrong. Plural forms (`_one`, `_other`, `_many`...) count by their stem, since
// languages have different ones. With no code: every language file beside en.json.
// Issue 32; docs/languages.md says how a volunteer adds a language.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../resources/i18n/', import.meta.url));

/** Every string of a catalogue by its dotted key. */
export function strings(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') strings(value, path, out);
    else out.set(path, '');
  }
  return out;
}

const stem = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const variables = (text) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort().join();

/** The problems of `other` against `english` (both parsed JSON), as lines. */
export function problems(english, other) {
  const en = strings(english);
  const xx = strings(other);
  const enStems = new Set([...en.keys()].map(stem));
  const xxStems = new Set([...xx.keys()].map(stem));
  const out = [];
  for (const k of enStems) if (!xxStems.has(k)) out.push(`missing: ${k}  (English: ${JSON.stringify(en.get(k) ?? en.get(`${k}_other`))})`);
  for (const k of xxStems) if (!enStems.has(k)) out.push(`not in English: ${k}`);
  for (const [k, v] of xx) {
    if (v.trim() === '') out.push(`empty: ${k}`);
    const e = en.get(k) ?? en.get(`${stem(k)}_other`) ?? en.get(stem(k));
    if (e !== undefined && variables(e) !== variables(v)) out.push(`variables differ: ${k}  (English {{${variables(e)}}}, here {{${variables(v)}}})`);
  }
  return out;
}

function check(file) {
  const read = (f) => {
    try {
      return { ok: true, value: JSON.parse(readFileSync(f, 'utf8')) };
    } catch (e) {
      return { ok: false, error: `${f}: ${e.message}` };
    }
  };
  const en = read(join(dir, 'en.json'));
  const xx = read(file);
  if (!en.ok || !xx.ok) return [en.error ?? xx.error];
  return problems(en.value, xx.value);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [code, path] = process.argv.slice(2);
  if (code !== undefined && !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(code)) {
    console.error(`'${code}' is not a language code (ISO 639-1, e.g. nl, es, pt-BR)`);
    process.exit(2);
  }
  const files = code
    ? [path ?? join(dir, `${code}.json`)]
    : readdirSync(dir)
        .filter((f) => f.endsWith('.json') && f !== 'en.json')
        .map((f) => join(dir, f));
  let bad = 0;
  for (const file of files) {
    const found = check(file);
    bad += found.length;
    console.log(`${basename(file)}: ${found.length ? `${found.length} problem(s)` : 'complete'}`);
    for (const line of found) console.log(`  ${line}`);
  }
  // exitCode, not exit(): a long list written to a pipe must be flushed whole before Node ends.
  process.exitCode = bad ? 1 : 0;
}
