// Lowercase HTML written the JSX way, in paragraphs and in raw HTML blocks alike:
// `<img style={{float: "left"}} src="/a.jpg"/>`, `<div className="wrapper">`, `{/* notes */}`.
// markdown-it would print such a tag as text (braces are not HTML) or keep `className` as an
// unknown attribute, so each is written back as the HTML React would render (jsx-attributes.ts).
// Tags in plain HTML syntax are left to markdown-it as they are.
import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
import { contextOf, report, type RenderContext } from '../context.js';
import { findClosingBrace, parseStaticExpression } from './jsx-expression.js';
import { htmlTagFromJsx } from './jsx-attributes.js';
import { isTagError, lineAt, readJsxTag } from './jsx-tag.js';
import { mdxProblemsPlugin, pushInlineProblem } from './mdx-problems.js';
import { MDX_MARKER } from './truncate.js';

/** HTML blocks whose content is not markup (scripts, styles, preformatted text). */
const RAW_TEXT_BLOCK = /^<(?:script|style|pre|textarea)[\s>]/i;
const LOWERCASE_TAG = /<\/?[a-z]/g;
const COMMENT_START = '{/*';
const HTML_HINT = 'Write the tag as HTML, or with literal JSX values: className="…", style={{marginRight: "20px"}}.';

/** The end of a `{/* comment *\/}` starting at `start`, or -1 when the braces hold anything else. */
function commentEnd(text: string, start: number): number {
  if (!text.startsWith(COMMENT_START, start)) return -1;
  const end = findClosingBrace(text, start);
  if (end === -1) return -1;
  const parsed = parseStaticExpression(text.slice(start + 1, end - 1));
  return parsed.ok && parsed.empty ? end : -1;
}

function inlineTag(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== 0x3c /* < */) return false;
  const next = src[pos + 1] === '/' ? src[pos + 2] : src[pos + 1];
  if (next === undefined || !/[a-z]/.test(next)) return false;
  const tag = readJsxTag(src, pos);
  if (tag === undefined) return false;
  if (isTagError(tag)) {
    if (!silent) pushInlineProblem(state, { code: 'markdown/jsx-html', message: tag.error, hint: tag.hint });
    const close = src.indexOf('>', tag.at);
    state.pos = close === -1 ? src.length : close + 1;
    return true;
  }
  if (!tag.jsx) return false;
  if (!silent) {
    const html = htmlTagFromJsx(tag);
    if (html.ok) state.push('html_inline', '', 0).content = html.html;
    else pushInlineProblem(state, { code: 'markdown/jsx-html', message: `<${tag.name}>: ${html.error}`, hint: html.hint ?? HTML_HINT });
  }
  state.pos = tag.end;
  return true;
}

function inlineComment(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
  const end = commentEnd(state.src, state.pos);
  if (end === -1) return false;
  if (!silent) state.pending = state.pending.replace(/[ \t]+$/, '');
  state.pos = end;
  return true;
}

/** A paragraph of nothing but `{/* comments *\/}` prints nothing (MDX drops it). */
function blockComment(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  const end = commentEnd(state.src, start);
  if (end === -1) return false;
  let line = startLine;
  while (line < state.lineMax && (state.eMarks[line] ?? 0) < end) line++;
  // `{/* truncate */}` is the excerpt marker (truncate.ts), not a note.
  if (state.src.slice(end, state.eMarks[line]).trim() !== '' || MDX_MARKER.test(state.src.slice(start, end))) return false;
  if (silent) return true;
  state.line = line + 1;
  return true;
}

/** Rewrites the JSX-style lowercase tags of a raw HTML block and drops its `{/* comments *\/}`. */
function rewriteHtmlBlock(context: RenderContext, block: Token): void {
  const content = block.content;
  if (RAW_TEXT_BLOCK.test(content) || (!content.includes('{') && !content.includes('className') && !content.includes('htmlFor'))) return;
  let html = '';
  let copied = 0;
  for (let at = 0; at < content.length; at++) {
    const char = content[at];
    if (char === '{') {
      const end = commentEnd(content, at);
      if (end === -1) continue;
      html += content.slice(copied, at);
      copied = end;
      at = end - 1;
      continue;
    }
    if (char !== '<') continue;
    LOWERCASE_TAG.lastIndex = at;
    if (LOWERCASE_TAG.exec(content)?.index !== at) continue;
    const tag = readJsxTag(content, at);
    if (tag === undefined) continue;
    const bodyLine = lineAt(content, at, block.map?.[0] ?? 0);
    if (isTagError(tag)) {
      report(context, { code: 'markdown/jsx-html', message: tag.error, bodyLine: lineAt(content, tag.at, block.map?.[0] ?? 0), hint: tag.hint });
      continue;
    }
    if (!tag.jsx) continue;
    const rewritten = htmlTagFromJsx(tag);
    if (!rewritten.ok) {
      report(context, { code: 'markdown/jsx-html', message: `<${tag.name}>: ${rewritten.error}`, bodyLine, hint: rewritten.hint ?? HTML_HINT });
      continue;
    }
    html += content.slice(copied, at) + rewritten.html;
    copied = tag.end;
    at = tag.end - 1;
  }
  block.content = html + content.slice(copied);
}

export const mdxHtmlPlugin = (md: MarkdownIt): void => {
  md.use(mdxProblemsPlugin);
  md.inline.ruler.before('html_inline', 'garden_jsx_html', inlineTag);
  md.inline.ruler.before('text', 'garden_jsx_comment', inlineComment);
  md.block.ruler.before('html_block', 'garden_jsx_comment', blockComment);
  md.core.ruler.after('block', 'garden_jsx_html_blocks', (state: StateCore) => {
    const context = contextOf(state.env);
    for (const token of state.tokens) if (token.type === 'html_block') rewriteHtmlBlock(context, token);
  });
};
