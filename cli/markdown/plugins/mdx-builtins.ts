// Docusaurus's theme components that have a built-in equivalent here, as tokens the existing
// plugins render: <Admonition type title> as a `:::type title` block, <Details summary> as
// <details>, <CodeBlock language title showLineNumbers> as a fenced code block.
import type { Token } from 'markdown-it';
import { escapeHtml } from '../../escape-html.js';
import type { MarkdownWords } from '../types.js';
import { admonitionType } from './admonition-types.js';
import type { StaticValue } from './jsx-expression.js';
import { parseStaticExpression } from './jsx-expression.js';

type TokenClass = typeof Token;
export type Props = Record<string, StaticValue>;

function text(value: StaticValue | undefined): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function blockToken(TokenClass: TokenClass, type: string, tag: string, nesting: -1 | 0 | 1, map: [number, number] | null): Token {
  const token = new TokenClass(type, tag, nesting);
  token.block = true;
  token.map = map;
  return token;
}

function htmlBlock(TokenClass: TokenClass, html: string, map: [number, number] | null): Token {
  const token = blockToken(TokenClass, 'html_block', '', 0, map);
  token.content = html;
  return token;
}

/** The tokens standing for <Admonition>'s opening and closing tags (see admonitions.ts). */
export function admonitionTokens(TokenClass: TokenClass, props: Props, map: [number, number] | null, words: MarkdownWords): { open: Token[]; close: Token[] } {
  const type = admonitionType(text(props.type) ?? 'note');
  const open = blockToken(TokenClass, 'admonition_open', 'div', 1, map);
  open.meta = { kind: type.kind };
  const title = blockToken(TokenClass, 'inline', '', 0, map);
  const titleText = new TokenClass('text', '', 0);
  titleText.content = text(props.title) ?? words[type.title];
  title.content = titleText.content;
  title.children = [titleText];
  return {
    open: [open, blockToken(TokenClass, 'admonition_title_open', 'p', 1, map), title, blockToken(TokenClass, 'admonition_title_close', 'p', -1, map), blockToken(TokenClass, 'admonition_content_open', 'div', 1, map)],
    close: [blockToken(TokenClass, 'admonition_content_close', 'div', -1, map), blockToken(TokenClass, 'admonition_close', 'div', -1, map)],
  };
}

export function detailsTokens(TokenClass: TokenClass, props: Props, map: [number, number] | null): { open: Token[]; close: Token[] } {
  const summary = text(props.summary);
  const className = text(props.className);
  const open = `<details${className ? ` class="${escapeHtml(className)}"` : ''}>\n${summary === undefined ? '' : `<summary>${escapeHtml(summary)}</summary>\n`}`;
  return { open: [htmlBlock(TokenClass, open, map)], close: [htmlBlock(TokenClass, '</details>\n', map)] };
}

/**
 * <CodeBlock>'s children are code: a template literal (`{`…`}`) or the text as written, with
 * the indentation they share removed.
 */
export function codeBlockToken(TokenClass: TokenClass, props: Props, raw: string, map: [number, number] | null): Token {
  const trimmed = raw.trim();
  let code: string;
  const literal = trimmed.startsWith('{') && trimmed.endsWith('}') ? parseStaticExpression(trimmed.slice(1, -1)) : undefined;
  if (literal?.ok && !literal.empty && typeof literal.value === 'string') code = literal.value.replace(/^\n/, '');
  else {
    const lines = raw.replace(/^\n+|\s+$/g, '').split('\n');
    const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0));
    code = lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
  }
  const fence = blockToken(TokenClass, 'fence', 'code', 0, map);
  const title = text(props.title);
  const lineNumbers = props.showLineNumbers;
  fence.info = [text(props.language) ?? '', title === undefined ? '' : `title="${title.replace(/"/g, "'")}"`, lineNumbers === true ? 'showLineNumbers' : typeof lineNumbers === 'number' ? `showLineNumbers=${lineNumbers}` : '']
    .filter(Boolean)
    .join(' ');
  fence.content = code.endsWith('\n') ? code : `${code}\n`;
  fence.markup = '```';
  return fence;
}
