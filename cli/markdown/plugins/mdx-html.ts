// Lowercase HTML written the JSX way, in paragraphs and in raw HTML blocks alike:
// `<img style={{float: "left"}} src="/a.jpg"/>`, `<div className="wrapper">`, `{/* notes */}`.
// markdown-it would print such a tag as text (braces are not HTML) or keep `className` as an
// unknown attribute, so each is written back as the HTML React would render (jsx-attributes.ts).
// Tags in plain HTML syntax are left to markdown-it as they are; tags with values to evaluate
// (`src={useBaseUrl('/img/a.png')}`) are left for mdx-components.ts, which evaluates them.
import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
import { contextOf, report, type RenderContext } from '../context.js';
import { braceEnd } from './mdx-expressions.js';
import { htmlTagFromJsx } from './jsx-attributes.js';
import { isDynamic, isTagError, lineAt, readJsxTag } from './jsx-tag.js';
import { mdxProblemsPlugin, pushInlineProblem } from './mdx-problems.js';

/** HTML blocks whose content is not markup (scripts, styles, preformatted text). */
const RAW_TEXT_BLOCK = /^<(?:script|style|pre|textarea)[\s>]/i;
const LOWERCASE_TAG = /<\/?[a-z]/g;
const HTML_HINT = 'Write the tag as HTML, or with literal JSX values: className="…", style={{marginRight: "20px"}}.';

/** The end of a `{/* comment *\/}` starting at `start`, or -1 when the braces hold anything else. */
function commentEnd(text: string, start: number): number {
  const { end, comment } = braceEnd(text, start);
  return comment ? end : -1;
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
  if (!silent && isDynamic(tag)) {
    // Values to evaluate: the tag is written once the page's expressions run (mdx-components.ts).
    const token = state.push('html_inline', '', 0);
    token.meta = { jsxTag: tag };
  } else if (!silent) {
    const html = htmlTagFromJsx(tag);
    if (html.ok) {
      const token = state.push('html_inline', '', 0);
      token.content = html.html;
      // A paragraph that is nothing but this element is the element, as in MDX (mdx-components.ts).
      token.meta = { jsxWritten: tag };
    }
    else pushInlineProblem(state, { code: 'markdown/jsx-html', message: `<${tag.name}>: ${html.error}`, hint: html.hint ?? HTML_HINT });
  }
  state.pos = tag.end;
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
    // A tag with values to evaluate is written once the page's expressions run (mdx-components.ts).
    if (!tag.jsx || isDynamic(tag)) continue;
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
  md.core.ruler.after('block', 'garden_jsx_html_blocks', (state: StateCore) => {
    const context = contextOf(state.env);
    for (const token of state.tokens) if (token.type === 'html_block') rewriteHtmlBlock(context, token);
  });
};
