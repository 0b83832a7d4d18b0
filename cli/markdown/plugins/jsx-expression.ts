// The static part of JavaScript that MDX pages put between braces: string, number, boolean and
// null literals, template literals without `${}`, and object and array literals of those. A
// page is rendered once at build time with no script of its own, so anything that would need
// evaluating (a variable, a call, arithmetic) is refused with the text that caused it.

export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

export type ExpressionResult = { ok: true; value: StaticValue; empty: false } | { ok: true; empty: true } | { ok: false; error: string };

class NotStatic extends Error {}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER = /[\w$]/;
const NUMBER = /^(?:0[xX][\da-fA-F]+|0[bB][01]+|0[oO][0-7]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    for (;;) {
      while (this.at < this.text.length && /\s/.test(this.text[this.at] ?? '')) this.at++;
      if (this.text.startsWith('/*', this.at)) {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end === -1) throw new NotStatic('a /* comment */ is not closed');
        this.at = end + 2;
      } else if (this.text.startsWith('//', this.at)) {
        const end = this.text.indexOf('\n', this.at);
        this.at = end === -1 ? this.text.length : end + 1;
      } else return;
    }
  }

  peek(): string {
    return this.text[this.at] ?? '';
  }

  expect(char: string): void {
    this.skipSpace();
    if (this.peek() !== char) throw new NotStatic(`expected "${char}" but found ${this.describeHere()}`);
    this.at++;
  }

  describeHere(): string {
    const rest = this.text.slice(this.at).trim();
    return rest === '' ? 'the end' : `\`${rest.split('\n')[0]?.slice(0, 30)}\``;
  }
}

function readValue(reader: Reader): StaticValue {
  reader.skipSpace();
  const char = reader.peek();
  if (char === '"' || char === "'") return readString(reader, char);
  if (char === '`') return readTemplate(reader);
  if (char === '{') return readObject(reader);
  if (char === '[') return readArray(reader);
  if (char === '-' || char === '+') {
    reader.at++;
    reader.skipSpace();
    const number = readNumber(reader);
    return char === '-' ? -number : number;
  }
  if (/[\d.]/.test(char)) return readNumber(reader);
  if (IDENTIFIER_START.test(char)) {
    const word = readIdentifier(reader);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    throw new NotStatic(`\`${word}\` is a variable or function, which a static page cannot evaluate`);
  }
  throw new NotStatic(`${reader.describeHere()} is not a literal value`);
}

function readIdentifier(reader: Reader): string {
  const start = reader.at;
  while (IDENTIFIER.test(reader.peek())) reader.at++;
  return reader.text.slice(start, reader.at);
}

function readNumber(reader: Reader): number {
  const match = NUMBER.exec(reader.text.slice(reader.at));
  if (!match) throw new NotStatic(`${reader.describeHere()} is not a literal value`);
  reader.at += match[0].length;
  return Number(match[0].replace(/_/g, ''));
}

function readString(reader: Reader, quote: string): string {
  let value = '';
  for (reader.at++; reader.at < reader.text.length; reader.at++) {
    const char = reader.peek();
    if (char === quote) {
      reader.at++;
      return value;
    }
    if (char === '\n') break;
    value += char === '\\' ? readEscape(reader) : char;
  }
  throw new NotStatic(`a string is not closed with ${quote}`);
}

function readEscape(reader: Reader): string {
  reader.at++;
  const char = reader.peek();
  if (char === 'u' || char === 'x') {
    const braced = char === 'u' && reader.text[reader.at + 1] === '{';
    const length = char === 'x' ? 2 : braced ? reader.text.indexOf('}', reader.at) - reader.at - 2 : 4;
    const digits = reader.text.slice(reader.at + (braced ? 2 : 1), reader.at + (braced ? 2 : 1) + length);
    if (!/^[\da-fA-F]+$/.test(digits)) throw new NotStatic(`\\${char}${digits} is not a valid escape`);
    reader.at += length + (braced ? 2 : 0);
    return String.fromCodePoint(parseInt(digits, 16));
  }
  if (char === '\n') return '';
  return ESCAPES[char] ?? char;
}

function readTemplate(reader: Reader): string {
  let value = '';
  for (reader.at++; reader.at < reader.text.length; reader.at++) {
    const char = reader.peek();
    if (char === '`') {
      reader.at++;
      return value;
    }
    if (char === '$' && reader.text[reader.at + 1] === '{') throw new NotStatic('a template literal with ${…} needs evaluating; write the text itself');
    value += char === '\\' ? readEscape(reader) : char;
  }
  throw new NotStatic('a template literal is not closed with `');
}

function readObject(reader: Reader): { [key: string]: StaticValue } {
  const object: { [key: string]: StaticValue } = {};
  reader.at++;
  for (;;) {
    reader.skipSpace();
    const char = reader.peek();
    if (char === '}') {
      reader.at++;
      return object;
    }
    let key: string;
    if (char === '"' || char === "'") key = readString(reader, char);
    else if (IDENTIFIER_START.test(char)) key = readIdentifier(reader);
    else if (/\d/.test(char)) key = String(readNumber(reader));
    else if (reader.text.startsWith('...', reader.at)) throw new NotStatic('a spread (`...`) needs evaluating; write the properties out');
    else throw new NotStatic(`${reader.describeHere()} is not a property name`);
    reader.skipSpace();
    if (reader.peek() !== ':') throw new NotStatic(`the property \`${key}\` needs a value (\`${key}: …\`)`);
    reader.at++;
    object[key] = readValue(reader);
    if (!separator(reader, '}')) return object;
  }
}

function readArray(reader: Reader): StaticValue[] {
  const array: StaticValue[] = [];
  reader.at++;
  for (;;) {
    reader.skipSpace();
    if (reader.peek() === ']') {
      reader.at++;
      return array;
    }
    array.push(readValue(reader));
    if (!separator(reader, ']')) return array;
  }
}

/** After an element: a comma (more may follow: true), or the closing bracket (consumed: false). */
function separator(reader: Reader, close: string): boolean {
  reader.skipSpace();
  if (reader.peek() === ',') {
    reader.at++;
    return true;
  }
  reader.expect(close);
  return false;
}

/**
 * The value of the text between a JSX expression's braces. Only comments (`{/* note *\/}`)
 * give `empty`; anything that is not a literal gives the reason.
 */
export function parseStaticExpression(source: string): ExpressionResult {
  const reader = new Reader(source);
  try {
    reader.skipSpace();
    if (reader.at === source.length) return { ok: true, empty: true };
    const value = readValue(reader);
    reader.skipSpace();
    if (reader.at < source.length) throw new NotStatic(`${reader.describeHere()} after the value needs evaluating; only literal values are allowed`);
    return { ok: true, value, empty: false };
  } catch (error) {
    if (error instanceof NotStatic) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * The index just past the `}` that closes the brace at `start`, skipping braces inside
 * strings, template literals and comments; -1 when it is never closed.
 */
export function findClosingBrace(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === '{') depth++;
    else if (char === '}') {
      if (--depth === 0) return at + 1;
    } else if (char === '"' || char === "'" || char === '`') {
      for (at++; at < text.length && text[at] !== char; at++) if (text[at] === '\\') at++;
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) return -1;
      at = end + 1;
    }
  }
  return -1;
}
