// Reading one JSX tag (`<Button outline label="here" data={{a: 1}} />`, `</Tabs>`,
// `<img style={{float: "left"}} src="/a.jpg"/>`, `<TOCInline toc={toc.slice(2)} />`) from
// markdown or raw HTML. Literal values are read here (jsx-expression.ts); any other value, and
// a spread (`{...props}`), is kept as its source for the page's sandbox to evaluate. Tags may
// span lines.
import { findClosingBrace, parseStaticExpression, type StaticValue } from './jsx-expression.js';

export interface JsxAttribute {
  /** The prop's name; '' for a spread. */
  name: string;
  /** The literal value (null while `expression` is to be evaluated). */
  value: StaticValue;
  /** Written as `{…}` (JSX), not as a quoted string or a bare name. */
  braced: boolean;
  /** A value that is not a literal: its JavaScript, and its index in the text read. */
  expression?: { source: string; at: number };
  /** `{...props}`: the expression's properties are spread into the props. */
  spread?: boolean;
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
export const DYNAMIC_HINT = 'Give the attribute a value: a "string", {3}, {true}, {{key: "value"}}, or an expression over the page\'s data such as {toc.slice(1)}.';

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
      const inner = text.slice(at + 1, end - 1);
      const parsed = parseStaticExpression(inner);
      jsx = true;
      if (!(parsed.ok && parsed.empty)) {
        const spread = /^\s*\.\.\./.exec(inner);
        if (!spread) return { error: `${text.slice(at, end)} is not an attribute`, at, hint: 'Write attributes as name="value" or name={value}; a spread is written {...props}.' };
        attributes.push({ name: '', value: null, braced: true, spread: true, expression: { source: inner.slice(spread[0].length), at: at + 1 + spread[0].length } });
      }
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
      const inner = text.slice(look + 1, end - 1);
      const parsed = parseStaticExpression(inner);
      if (parsed.ok && parsed.empty) return { error: `${attributeName}={} has no value`, at: look, hint: DYNAMIC_HINT };
      attributes.push(parsed.ok ? { name: attributeName, value: parsed.value, braced: true } : { name: attributeName, value: null, braced: true, expression: { source: inner, at: look + 1 } });
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

/** Whether a tag has values to evaluate. */
export function isDynamic(tag: JsxTag): boolean {
  return tag.attributes.some((attribute) => attribute.expression !== undefined);
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
