// jDip's saved game (`.jdip`) as data: gzip'd XML written by the JSX library, which writes a Java
// object graph (every object once, with an id; later uses are `<reference idref=...>`). This file
// unpacks it safely and turns the XML into that graph; jdipRead.ts reads a game out of the graph and
// jdipWrite.ts writes one. The XML is read by a small reader of its own that knows no DTD and expands
// no entity but the five XML predefines and character references: a `<!DOCTYPE` or `<!ENTITY` is
// refused, and so are a file over the size limits and elements nested deeper than the depth limit.
// Every fault is an error naming its line and column.
import { placeSaid, refused, type ReasonParam, type Refused } from './reasons';
import type { ReasonSaid } from '../types';

/** The most a saved game may unpack to; jDip's own games are some hundred kilobytes a year of play. */
export const MAX_JDIP_XML_BYTES = 64 * 1024 * 1024;
/** Elements nested deeper than this are refused (JSX nests as it walks jDip's map: about 670 deep for the standard map). */
export const MAX_JDIP_DEPTH = 3000;
export const MAX_JDIP_ELEMENTS = 4_000_000;

export type Read<T> = { ok: true; value: T } | Refused;

/** gzip's first two bytes. */
export const isGzip = (b: Uint8Array): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/** The XML inside a `.jdip` (gzip'd; a file already unpacked is taken as it is). */
export function unpackJdip(bytes: Uint8Array): Read<string> {
  let raw: Uint8Array = bytes;
  if (isGzip(bytes)) {
    try {
      raw = process.getBuiltinModule('node:zlib').gunzipSync(bytes, { maxOutputLength: MAX_JDIP_XML_BYTES });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') return refused('jdip.too-big-unpacked', { size: MAX_JDIP_XML_BYTES / 1024 / 1024 });
      return refused('jdip.gzip-damaged', { detail: (e as Error).message });
    }
  } else if (bytes.length > MAX_JDIP_XML_BYTES) return refused('jdip.too-big', { size: MAX_JDIP_XML_BYTES / 1024 / 1024 });
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(raw) };
  } catch {
    return refused('jdip.not-utf8');
  }
}

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** `line 1, column 2041`: where the element begins. */
  at: ReasonSaid;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Reads the XML into elements (text between elements is ignored: JSX writes none that matters). */
export function parseXml(text: string): Read<XmlElement> {
  let pos = 0;
  let line = 1;
  let lineStart = 0;
  let nextBreak = text.indexOf('\n');
  let count = 0;
  const where = (at: number): ReasonSaid => {
    // Lines are counted as the reader goes forward: each line break is found once.
    while (nextBreak >= 0 && nextBreak < at) {
      line++;
      lineStart = nextBreak + 1;
      nextBreak = text.indexOf('\n', lineStart);
    }
    return placeSaid('line-column', { line, column: at - lineStart + 1 });
  };
  const fail = (at: number, key: string, params: Record<string, ReasonParam> = {}): Read<XmlElement> =>
    refused(`jdip.xml-${key}`, { place: where(at), ...params });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) {
      if (text.slice(pos).trim() !== '') return fail(pos, 'text-after');
      break;
    }
    if (stack.length === 0 && text.slice(pos, lt).trim() !== '' && !(pos === 0 && text.slice(0, lt).trim() === '\ufeff')) return fail(pos, 'text-outside');
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) return fail(pos, 'comment');
      pos = end + 3;
      continue;
    }
    if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos + 2);
      if (end < 0) return fail(pos, 'instruction');
      pos = end + 2;
      continue;
    }
    if (text.startsWith('<!', pos)) return fail(pos, 'declaration');
    if (text.startsWith('<![CDATA[', pos)) return fail(pos, 'cdata');
    if (text.startsWith('</', pos)) {
      NAME.lastIndex = pos + 2;
      const m = NAME.exec(text);
      const open = stack.pop();
      if (!m || !open) return fail(pos, 'close-none');
      if (m[0] !== open.name) return fail(pos, 'close-other', { name: m[0], open: open.name, placeOpened: open.at });
      const gt = text.indexOf('>', NAME.lastIndex);
      if (gt < 0 || text.slice(NAME.lastIndex, gt).trim() !== '') return fail(pos, 'close-bad', { name: m[0] });
      pos = gt + 1;
      if (stack.length === 0) root = open;
      continue;
    }
    const start = pos;
    NAME.lastIndex = pos + 1;
    const m = NAME.exec(text);
    if (!m) return fail(pos, 'no-name');
    if (stack.length === 0 && root) return fail(pos, 'second-root');
    if (++count > MAX_JDIP_ELEMENTS) return fail(pos, 'elements', { max: MAX_JDIP_ELEMENTS });
    const el: XmlElement = { name: m[0], attrs: Object.create(null) as Record<string, string>, children: [], at: where(start) };
    pos = NAME.lastIndex;
    let selfClosing = false;
    for (;;) {
      while (pos < text.length && /\s/.test(text[pos])) pos++;
      if (pos >= text.length) return fail(start, 'cut-inside', { name: el.name });
      if (text[pos] === '>') {
        pos++;
        break;
      }
      if (text.startsWith('/>', pos)) {
        pos += 2;
        selfClosing = true;
        break;
      }
      NAME.lastIndex = pos;
      const a = NAME.exec(text);
      if (!a) return fail(pos, 'attribute-bad', { name: el.name });
      pos = NAME.lastIndex;
      while (/\s/.test(text[pos] ?? '')) pos++;
      if (text[pos] !== '=') return fail(pos, 'attribute-no-value', { attribute: a[0], name: el.name });
      pos++;
      while (/\s/.test(text[pos] ?? '')) pos++;
      const q = text[pos];
      if (q !== '"' && q !== "'") return fail(pos, 'attribute-unquoted', { attribute: a[0], name: el.name });
      const end = text.indexOf(q, pos + 1);
      if (end < 0) return fail(pos, 'attribute-unended', { attribute: a[0], name: el.name });
      const value = unescapeXml(text.slice(pos + 1, end));
      if (value === null) return fail(pos, 'attribute-entity', { attribute: a[0], name: el.name });
      if (Object.hasOwn(el.attrs, a[0])) return fail(pos, 'attribute-twice', { attribute: a[0], name: el.name });
      el.attrs[a[0]] = value;
      pos = end + 1;
    }
    if (stack.length > 0) stack[stack.length - 1].children.push(el);
    if (selfClosing) {
      if (stack.length === 0) root = el;
      continue;
    }
    if (stack.length >= MAX_JDIP_DEPTH) return fail(start, 'deep', { max: MAX_JDIP_DEPTH });
    stack.push(el);
  }
  if (stack.length > 0) return fail(text.length, 'ends-inside', { name: stack[stack.length - 1].name, placeOpened: stack[stack.length - 1].at });
  if (!root) return refused('jdip.no-element');
  return { ok: true, value: root };
}

/** An attribute's text with its references replaced; null when it names an entity other than XML's own five. */
function unescapeXml(s: string): string | null {
  if (!s.includes('&')) return s;
  let bad = false;
  const out = s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);|&/g, (all, ref: string | undefined) => {
    if (ref === undefined) return ((bad = true), all);
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!(code >= 0 && code <= 0x10ffff)) return ((bad = true), all);
      return String.fromCodePoint(code);
    }
    if (!Object.hasOwn(PREDEFINED, ref)) return ((bad = true), all);
    return PREDEFINED[ref];
  });
  return bad ? null : out;
}

// ---- The JSX object graph ----

export type JValue = JObject | JArray | JString | JPrimitive | JNull;

export interface JObject {
  t: 'object';
  id: string | null;
  cls: string;
  /** The class and its superclasses, the class first. */
  classes: string[];
  /** The fields of each class in the chain, by field name. */
  fields: Map<string, Map<string, JValue>>;
  /** What a class wrote beyond its fields (a map's entries), in order, by class. */
  data: Map<string, JValue[]>;
  at: ReasonSaid;
}
export interface JArray {
  t: 'array';
  id: string | null;
  /** `collection` (a Java collection: its items) or `array`. */
  items: JValue[];
  cls: string;
  at: ReasonSaid;
}
export interface JString {
  t: 'string';
  value: string;
  at: ReasonSaid;
}
export interface JPrimitive {
  t: 'primitive';
  type: string;
  value: string;
  at: ReasonSaid;
}
export interface JNull {
  t: 'null';
  at: ReasonSaid;
}

/** The graph of a JSX document: its root object, every reference resolved. */
export function jsxGraph(root: XmlElement): Read<JValue> {
  if (root.name !== 'jsx') return refused('jdip.not-jsx', { place: root.at, name: root.name });
  const ids = new Map<string, JValue>();
  const refs: { el: XmlElement; set: (v: JValue) => void }[] = [];
  const value = (el: XmlElement, set: (v: JValue) => void): Refused | null => {
    const id = el.attrs.id ?? null;
    let made: JValue;
    switch (el.name) {
      case 'reference': {
        if (el.attrs.idref === undefined) return refused('jdip.jsx-no-idref', { place: el.at });
        refs.push({ el, set });
        return null;
      }
      case 'null':
        made = { t: 'null', at: el.at };
        break;
      case 'string':
        if (el.attrs.value === undefined) return refused('jdip.jsx-no-value', { place: el.at });
        made = { t: 'string', value: el.attrs.value, at: el.at };
        break;
      case 'primitive':
        if (el.attrs.type === undefined || el.attrs.value === undefined) return refused('jdip.jsx-primitive', { place: el.at });
        made = { t: 'primitive', type: el.attrs.type, value: el.attrs.value, at: el.at };
        break;
      case 'array':
      case 'collection': {
        const arr: JArray = { t: 'array', id, items: [], cls: el.attrs.class ?? el.attrs.base ?? '', at: el.at };
        made = arr;
        if (id !== null) ids.set(id, arr);
        for (const c of el.children) {
          const i = arr.items.length;
          arr.items.push({ t: 'null', at: c.at });
          const problem = value(c, (v) => (arr.items[i] = v));
          if (problem) return problem;
        }
        set(made);
        return null;
      }
      case 'object': {
        const cls = el.attrs.class;
        if (!cls) return refused('jdip.jsx-no-class', { place: el.at });
        const supers = (el.attrs.superclasses ?? '').split(',').filter((s) => s !== '');
        const obj: JObject = { t: 'object', id, cls, classes: [cls, ...supers], fields: new Map(), data: new Map(), at: el.at };
        if (id !== null) ids.set(id, obj);
        for (const d of el.children) {
          if (d.name !== 'declaredClass') return refused('jdip.jsx-not-declared', { place: d.at, name: d.name });
          const dc = d.attrs.class ?? '';
          const fields = new Map<string, JValue>();
          const data: JValue[] = [];
          obj.fields.set(dc, fields);
          obj.data.set(dc, data);
          for (const c of d.children) {
            if (c.name === 'default') {
              for (const f of c.children) {
                const name = f.attrs.field;
                if (name === undefined) return refused('jdip.jsx-field-name', { place: f.at, name: dc });
                const problem = value(f, (v) => fields.set(name, v));
                if (problem) return problem;
              }
              continue;
            }
            const i = data.length;
            data.push({ t: 'null', at: c.at });
            const problem = value(c, (v) => (data[i] = v));
            if (problem) return problem;
          }
        }
        set(obj);
        return null;
      }
      default:
        return refused('jdip.jsx-element', { place: el.at, name: el.name });
    }
    if (id !== null) ids.set(id, made);
    set(made);
    return null;
  };
  const first = root.children[0];
  if (!first) return refused('jdip.jsx-empty', { place: root.at });
  let top: JValue = { t: 'null', at: root.at };
  const problem = value(first, (v) => (top = v));
  if (problem) return problem;
  for (const r of refs) {
    const target = ids.get(r.el.attrs.idref);
    if (!target) return refused('jdip.no-reference', { place: r.el.at, id: r.el.attrs.idref });
    r.set(target);
  }
  return { ok: true, value: top };
}
