// jDip's saved game (`.jdip`) as data: gzip'd XML written by the JSX library, which writes a Java
// object graph (every object once, with an id; later uses are `<reference idref=...>`). This file
// unpacks it safely and turns the XML into that graph; jdipRead.ts reads a game out of the graph and
// jdipWrite.ts writes one. The XML is read by a small reader of its own that knows no DTD and expands
// no entity but the five XML predefines and character references: a `<!DOCTYPE` or `<!ENTITY` is
// refused, and so are a file over the size limits and elements nested deeper than the depth limit.
// Every fault is an error naming its line and column.

/** The most a saved game may unpack to; jDip's own games are some hundred kilobytes a year of play. */
export const MAX_JDIP_XML_BYTES = 64 * 1024 * 1024;
/** Elements nested deeper than this are refused (JSX nests as it walks jDip's map: about 670 deep for the standard map). */
export const MAX_JDIP_DEPTH = 3000;
export const MAX_JDIP_ELEMENTS = 4_000_000;

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

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
      if (code === 'ERR_BUFFER_TOO_LARGE')
        return { ok: false, error: `the file unpacks to more than ${MAX_JDIP_XML_BYTES / 1024 / 1024} MiB, the most Adjutant reads` };
      return { ok: false, error: `the gzip data is damaged or cut short (${(e as Error).message})` };
    }
  } else if (bytes.length > MAX_JDIP_XML_BYTES)
    return { ok: false, error: `the file is larger than ${MAX_JDIP_XML_BYTES / 1024 / 1024} MiB, the most Adjutant reads` };
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(raw) };
  } catch {
    return { ok: false, error: 'the unpacked file is not UTF-8 text' };
  }
}

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** `line 1, column 2041`: where the element begins. */
  at: string;
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
  const where = (at: number): string => {
    // Lines are counted as the reader goes forward: each line break is found once.
    while (nextBreak >= 0 && nextBreak < at) {
      line++;
      lineStart = nextBreak + 1;
      nextBreak = text.indexOf('\n', lineStart);
    }
    return `line ${line}, column ${at - lineStart + 1}`;
  };
  const fail = (at: number, what: string): Read<XmlElement> => ({ ok: false, error: `${where(at)}: ${what}` });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) {
      if (text.slice(pos).trim() !== '') return fail(pos, 'text after the last element');
      break;
    }
    if (stack.length === 0 && text.slice(pos, lt).trim() !== '' && !(pos === 0 && text.slice(0, lt).trim() === '\ufeff'))
      return fail(pos, 'text outside the document element');
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) return fail(pos, 'a comment that never ends (the file is cut short)');
      pos = end + 3;
      continue;
    }
    if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos + 2);
      if (end < 0) return fail(pos, 'a processing instruction that never ends (the file is cut short)');
      pos = end + 2;
      continue;
    }
    if (text.startsWith('<!', pos))
      return fail(pos, 'a document type or entity declaration: jDip writes none, and Adjutant does not read them (no entity is expanded)');
    if (text.startsWith('<![CDATA[', pos)) return fail(pos, 'a CDATA section, which jDip does not write');
    if (text.startsWith('</', pos)) {
      NAME.lastIndex = pos + 2;
      const m = NAME.exec(text);
      const open = stack.pop();
      if (!m || !open) return fail(pos, 'a closing tag with no element open');
      if (m[0] !== open.name) return fail(pos, `</${m[0]}> closes <${open.name}> (opened at ${open.at})`);
      const gt = text.indexOf('>', NAME.lastIndex);
      if (gt < 0 || text.slice(NAME.lastIndex, gt).trim() !== '') return fail(pos, `a malformed closing tag </${m[0]}`);
      pos = gt + 1;
      if (stack.length === 0) root = open;
      continue;
    }
    const start = pos;
    NAME.lastIndex = pos + 1;
    const m = NAME.exec(text);
    if (!m) return fail(pos, "'<' that begins no element name");
    if (stack.length === 0 && root) return fail(pos, 'a second document element');
    if (++count > MAX_JDIP_ELEMENTS) return fail(pos, `more than ${MAX_JDIP_ELEMENTS} elements, the most Adjutant reads`);
    const el: XmlElement = { name: m[0], attrs: Object.create(null) as Record<string, string>, children: [], at: where(start) };
    pos = NAME.lastIndex;
    let selfClosing = false;
    for (;;) {
      while (pos < text.length && /\s/.test(text[pos])) pos++;
      if (pos >= text.length) return fail(start, `<${el.name}> is cut short (the file ends inside it)`);
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
      if (!a) return fail(pos, `a malformed attribute in <${el.name}>`);
      pos = NAME.lastIndex;
      while (/\s/.test(text[pos] ?? '')) pos++;
      if (text[pos] !== '=') return fail(pos, `attribute ${a[0]} of <${el.name}> has no value`);
      pos++;
      while (/\s/.test(text[pos] ?? '')) pos++;
      const q = text[pos];
      if (q !== '"' && q !== "'") return fail(pos, `attribute ${a[0]} of <${el.name}> is not quoted`);
      const end = text.indexOf(q, pos + 1);
      if (end < 0) return fail(pos, `attribute ${a[0]} of <${el.name}> never ends (the file is cut short)`);
      const value = unescapeXml(text.slice(pos + 1, end));
      if (value === null)
        return fail(pos, `attribute ${a[0]} of <${el.name}> holds an entity Adjutant does not expand (only &lt; &gt; &amp; &quot; &apos; and &#...;)`);
      if (Object.hasOwn(el.attrs, a[0])) return fail(pos, `attribute ${a[0]} is given twice in <${el.name}>`);
      el.attrs[a[0]] = value;
      pos = end + 1;
    }
    if (stack.length > 0) stack[stack.length - 1].children.push(el);
    if (selfClosing) {
      if (stack.length === 0) root = el;
      continue;
    }
    if (stack.length >= MAX_JDIP_DEPTH) return fail(start, `elements nested more than ${MAX_JDIP_DEPTH} deep, the most Adjutant reads`);
    stack.push(el);
  }
  if (stack.length > 0)
    return fail(text.length, `the file ends inside <${stack[stack.length - 1].name}> (opened at ${stack[stack.length - 1].at}): it is cut short`);
  if (!root) return { ok: false, error: 'the file holds no XML element' };
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
  at: string;
}
export interface JArray {
  t: 'array';
  id: string | null;
  /** `collection` (a Java collection: its items) or `array`. */
  items: JValue[];
  cls: string;
  at: string;
}
export interface JString {
  t: 'string';
  value: string;
  at: string;
}
export interface JPrimitive {
  t: 'primitive';
  type: string;
  value: string;
  at: string;
}
export interface JNull {
  t: 'null';
  at: string;
}

/** The graph of a JSX document: its root object, every reference resolved. */
export function jsxGraph(root: XmlElement): Read<JValue> {
  if (root.name !== 'jsx') return { ok: false, error: `${root.at}: the document element is <${root.name}>, not <jsx>: this is not a jDip saved game` };
  const ids = new Map<string, JValue>();
  const refs: { el: XmlElement; set: (v: JValue) => void }[] = [];
  const value = (el: XmlElement, set: (v: JValue) => void): string | null => {
    const id = el.attrs.id ?? null;
    let made: JValue;
    switch (el.name) {
      case 'reference': {
        if (el.attrs.idref === undefined) return `${el.at}: <reference> without idref`;
        refs.push({ el, set });
        return null;
      }
      case 'null':
        made = { t: 'null', at: el.at };
        break;
      case 'string':
        if (el.attrs.value === undefined) return `${el.at}: <string> without value`;
        made = { t: 'string', value: el.attrs.value, at: el.at };
        break;
      case 'primitive':
        if (el.attrs.type === undefined || el.attrs.value === undefined) return `${el.at}: <primitive> without type or value`;
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
        if (!cls) return `${el.at}: <object> without class`;
        const supers = (el.attrs.superclasses ?? '').split(',').filter((s) => s !== '');
        const obj: JObject = { t: 'object', id, cls, classes: [cls, ...supers], fields: new Map(), data: new Map(), at: el.at };
        if (id !== null) ids.set(id, obj);
        for (const d of el.children) {
          if (d.name !== 'declaredClass') return `${d.at}: <${d.name}> inside <object>, where jDip writes <declaredClass>`;
          const dc = d.attrs.class ?? '';
          const fields = new Map<string, JValue>();
          const data: JValue[] = [];
          obj.fields.set(dc, fields);
          obj.data.set(dc, data);
          for (const c of d.children) {
            if (c.name === 'default') {
              for (const f of c.children) {
                const name = f.attrs.field;
                if (name === undefined) return `${f.at}: a field of ${dc} without its name`;
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
        return `${el.at}: <${el.name}>, an element JSX does not write`;
    }
    if (id !== null) ids.set(id, made);
    set(made);
    return null;
  };
  const first = root.children[0];
  if (!first) return { ok: false, error: `${root.at}: <jsx> is empty` };
  let top: JValue = { t: 'null', at: root.at };
  const problem = value(first, (v) => (top = v));
  if (problem) return { ok: false, error: problem };
  for (const r of refs) {
    const target = ids.get(r.el.attrs.idref);
    if (!target) return { ok: false, error: `${r.el.at}: a reference to '${r.el.attrs.idref}', which the file never defines` };
    r.set(target);
  }
  return { ok: true, value: top };
}
