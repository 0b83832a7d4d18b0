// Reading one JSX tag (`<Button outline label="here" data={{a: 1}} />`, `</Tabs>`,
// `<img style={{float: "left"}} src="/a.jpg"/>`) from markdown or raw HTML, with its
// attribute values made static (jsx-expression.ts). Tags may span lines.
import { findClosingBrace, parseStaticExpression, type StaticValue } from './jsx-expression.js';

export interface JsxAttribute {
  name: string;
  value: StaticValue;
  /** Written as `{…}` (JSX), not as a quoted string or a bare name. */
  braced: boolean;
}

export interface JsxTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: JsxAttribute[];
  /** Index just past the tag's `>`. */
  end: number;
  /** The tag uses JSX rather than HTML syntax: braces, `{/* comments *\/}`, className or htmlFor. */
  jsx: boolean;
}

export interface JsxTagError {
  error: string;
  /** Index in the text where the problem is (for its line). */
  at: number;
  hint: string;
}

const NAME = /^[A-Za-z][\w.:-]*/;
const ATTRIBUTE_NAME = /^[A-Za-z_:][\w:.-]*/;
const REACT_NAMES = new Set(['className', 'htmlFor']);
export const DYNAMIC_HINT = 'Write the value out as a literal: a "string", {3}, {true}, {{key: "value"}} or {["a", "b"]}; variables, calls and arithmetic are not evaluated.';

/**
 * The tag starting at `start` (a `<`); undefined when the text there is not a tag at all
 * (`a <3`, `<!-- -->`), a JsxTagError when it is one but a value is not static.
 */
export function readJsxTag(text: string, start: number): JsxTag | JsxTagError | undefined {
  let at = start + 1;
  const closing = text[at] === '/';
  if (closing) at++;
  const name = NAME.exec(text.slice(at, at + 200))?.[0];
  if (!name) return undefined;
  at += name.length;
  const attributes: JsxAttribute[] = [];
  let jsx = false;
  for (;;) {
    const spaceStart = at;
    while (/\s/.test(text[at] ?? '')) at++;
    const char = text[at];
    if (char === undefined) return undefined;
    if (char === '>') return { name, closing, selfClosing: false, attributes, end: at + 1, jsx };
    if (char === '/' && text[at + 1] === '>') return { name, closing, selfClosing: true, attributes, end: at + 2, jsx };
    if (at === spaceStart) return undefined; // attributes are separated by space
    if (char === '{') {
      const end = findClosingBrace(text, at);
      if (end === -1) return undefined;
      const parsed = parseStaticExpression(text.slice(at + 1, end - 1));
      if (!(parsed.ok && parsed.empty)) return { error: `the attribute spread ${text.slice(at, end)} needs evaluating`, at, hint: 'Write each attribute out as name="value".' };
      jsx = true;
      at = end;
      continue;
    }
    const attributeName = ATTRIBUTE_NAME.exec(text.slice(at, at + 200))?.[0];
    if (!attributeName) return undefined;
    if (REACT_NAMES.has(attributeName)) jsx = true;
    at += attributeName.length;
    let look = at;
    while (/\s/.test(text[look] ?? '')) look++;
    if (text[look] !== '=') {
      attributes.push({ name: attributeName, value: true, braced: false });
      continue;
    }
    look++;
    while (/\s/.test(text[look] ?? '')) look++;
    const quote = text[look];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, look + 1);
      if (close === -1) return undefined;
      attributes.push({ name: attributeName, value: text.slice(look + 1, close), braced: false });
      at = close + 1;
    } else if (quote === '{') {
      const end = findClosingBrace(text, look);
      if (end === -1) return undefined;
      const parsed = parseStaticExpression(text.slice(look + 1, end - 1));
      if (!parsed.ok) return { error: `${attributeName}={${text.slice(look + 1, end - 1).trim()}}: ${parsed.error}`, at: look, hint: DYNAMIC_HINT };
      if (parsed.empty) return { error: `${attributeName}={} has no value`, at: look, hint: DYNAMIC_HINT };
      attributes.push({ name: attributeName, value: parsed.value, braced: true });
      jsx = true;
      at = end;
    } else {
      // An unquoted HTML value (`width=100`).
      const value = /^[^\s"'=<>`]+/.exec(text.slice(look, look + 1000))?.[0];
      if (!value) return undefined;
      attributes.push({ name: attributeName, value, braced: false });
      at = look + value.length;
    }
  }
}

export function isTagError(result: JsxTag | JsxTagError | undefined): result is JsxTagError {
  return result !== undefined && 'error' in result;
}

/** A component's name starts with a capital letter (`Tabs`, `Foo.Bar`); HTML elements' do not. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

/** 0-based line of `index` in `text`, counted from `firstLine`. */
export function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
