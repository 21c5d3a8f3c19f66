// Where a JSON text goes wrong, as line and column: Node's JSON.parse names an offset only for some
// faults, so when it throws, this small scanner walks the text again to find the first fault. The
// scanner recurses, so it stops at MAX_DEPTH levels of nesting (no input of Adjutant's needs ten).

export interface JsonFault {
  line: number;
  column: number;
  message: string;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; error: JsonFault };

/** Parses JSON; a syntax error comes back with its line and column (both from 1). */
export function readJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const fault = findFault(text);
    return { ok: false, error: { ...place(text, fault.at), message: fault.message } };
  }
}

/** `line 3, column 5: expected ',' or '}' after a member`. */
export function faultText(f: JsonFault): string {
  return `JSON syntax error at line ${f.line}, column ${f.column}: ${f.message}`;
}

function place(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

/** Deeper than this is a fault of its own; the scanner's recursion stays far from the stack's end. */
export const MAX_DEPTH = 512;

interface Fault {
  at: number;
  message: string;
}

class Scanner {
  at = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (this.at < this.text.length && ' \t\r\n'.includes(this.text[this.at])) this.at++;
  }

  fail(message: string): never {
    throw { at: this.at, message } satisfies Fault;
  }

  found(): string {
    return this.at >= this.text.length ? 'the end of the input' : `'${this.text[this.at]}'`;
  }

  value(depth = 0): void {
    this.skip();
    const c = this.text[this.at];
    if ((c === '{' || c === '[') && depth >= MAX_DEPTH) this.fail(`the JSON is nested more than ${MAX_DEPTH} levels deep`);
    if (c === '{') return this.members('}', () => this.member(depth + 1));
    if (c === '[') return this.members(']', () => this.value(depth + 1));
    if (c === '"') return this.string();
    if (c !== undefined && /[-0-9]/.test(c)) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return;
      }
    }
    this.fail(`expected a value, found ${this.found()}`);
  }

  members(close: string, item: () => void): void {
    this.at++;
    this.skip();
    if (this.text[this.at] === close) {
      this.at++;
      return;
    }
    for (;;) {
      item();
      this.skip();
      if (this.text[this.at] === ',') {
        this.at++;
        this.skip();
        if (this.text[this.at] === close) this.fail(`a comma before '${close}' is not allowed in JSON`);
        continue;
      }
      if (this.text[this.at] === close) {
        this.at++;
        return;
      }
      this.fail(`expected ',' or '${close}', found ${this.found()}`);
    }
  }

  member(depth: number): void {
    this.skip();
    if (this.text[this.at] !== '"') this.fail(`expected a name in double quotes, found ${this.found()}`);
    this.string();
    this.skip();
    if (this.text[this.at] !== ':') this.fail(`expected ':' after the name, found ${this.found()}`);
    this.at++;
    this.value(depth);
  }

  string(): void {
    this.at++;
    while (this.at < this.text.length) {
      const c = this.text[this.at];
      if (c === '"') {
        this.at++;
        return;
      }
      if (c === '\n' || c < ' ') this.fail('a string cannot contain a line break or control character');
      if (c === '\\') {
        const m = /^\\(["\\/bfnrt]|u[0-9a-fA-F]{4})/.exec(this.text.slice(this.at, this.at + 6));
        if (!m) this.fail('bad escape in a string');
        this.at += m[0].length;
      } else this.at++;
    }
    this.fail('the string is not closed');
  }

  number(): void {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.at));
    if (!m) this.fail('bad number');
    this.at += m[0].length;
  }
}

function findFault(text: string): Fault {
  const s = new Scanner(text);
  try {
    s.skip();
    if (s.at >= text.length) return { at: s.at, message: 'the input is empty' };
    s.value();
    s.skip();
    if (s.at < text.length) s.fail(`unexpected ${s.found()} after the JSON value`);
  } catch (e) {
    if (e instanceof Error) return { at: s.at, message: 'not valid JSON' };
    return e as Fault;
  }
  // JSON.parse refused what this scanner accepts (it should not happen): point at the start.
  return { at: 0, message: 'not valid JSON' };
}
