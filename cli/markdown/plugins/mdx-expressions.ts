// Braces in MDX text: `{/* a note */}` is a comment and prints nothing; anything else is an
// expression (`{frontMatter.title}`, `{toc.length}`), read here into an `mdx_expression` token
// that mdx-components.ts evaluates once the page is parsed. An expression alone on its lines is
// a block (no paragraph around it, as MDX writes it); one inside text is inline. A brace that
// is never closed is an error at its line: `\{` shows a brace. Braces inside `$…$`/`$$…$$`
// are TeX's, not expressions.
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { findClosingBrace, parseStaticExpression } from './jsx-expression.js';
import { mdxProblemsPlugin, pushInlineProblem } from './mdx-problems.js';
import { MDX_MARKER } from './truncate.js';

const UNCLOSED_HINT = 'Close the expression with }, or write \\{ to show a brace as text.';

/** The end of the braces starting at `start` and whether they hold only comments; -1 when never closed. */
export function braceEnd(text: string, start: number): { end: number; comment: boolean } {
  const end = findClosingBrace(text, start);
  if (end === -1) return { end, comment: false };
  const parsed = parseStaticExpression(text.slice(start + 1, end - 1));
  return { end, comment: parsed.ok && parsed.empty };
}

/**
 * Whether `at` lies inside TeX math (`$…$`, `$$…$$`), where braces are TeX's: Docusaurus sites
 * write math with remark-math, which reads it before MDX looks for expressions.
 */
export function insideMath(src: string, at: number): boolean {
  let open: '$' | '$$' | undefined;
  for (let index = 0; index < at; index++) {
    const char = src[index];
    if (char === '\\') index++;
    else if (char === '$') {
      const double = src[index + 1] === '$';
      if (double) index++;
      const delimiter = double ? '$$' : '$';
      if (open === undefined) open = delimiter;
      else if (open === delimiter) open = undefined;
    }
  }
  return open !== undefined;
}

function inlineExpression(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
  if (state.src.includes('$') && insideMath(state.src, state.pos)) return false;
  const { end, comment } = braceEnd(state.src, state.pos);
  if (end === -1) {
    if (!silent) pushInlineProblem(state, { code: 'markdown/mdx-expression', message: 'This { is never closed', hint: UNCLOSED_HINT });
    if (!silent) state.pending += '{';
    state.pos++;
    return true;
  }
  if (!silent) {
    if (comment) state.pending = state.pending.replace(/[ \t]+$/, '');
    else state.push('mdx_expression', '', 0).content = state.src.slice(state.pos + 1, end - 1);
  }
  state.pos = end;
  return true;
}

/** Braces alone on their lines: a comment prints nothing, an expression is a block of its own. */
function blockExpression(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  if (state.src.charCodeAt(start) !== 0x7b /* { */) return false;
  const { end, comment } = braceEnd(state.src, start);
  if (end === -1) return false;
  let line = startLine;
  while (line < state.lineMax && (state.eMarks[line] ?? 0) < end) line++;
  // `{/* truncate */}` is the excerpt marker (truncate.ts), not a note.
  if (state.src.slice(end, state.eMarks[line]).trim() !== '' || MDX_MARKER.test(state.src.slice(start, end))) return false;
  if (silent) return true;
  if (!comment) {
    const token = state.push('mdx_expression_block', '', 0);
    token.content = state.src.slice(start + 1, end - 1);
    token.map = [startLine, line + 1];
  }
  state.line = line + 1;
  return true;
}

export const mdxExpressionsPlugin = (md: MarkdownIt): void => {
  md.use(mdxProblemsPlugin);
  md.inline.ruler.before('text', 'garden_mdx_expression', inlineExpression);
  md.block.ruler.before('html_block', 'garden_mdx_expression', blockExpression, { alt: ['blockquote', 'list'] });
  // Evaluated by mdx-components.ts; one that is left (in a heading's id, say) prints nothing.
  md.renderer.rules.mdx_expression = () => '';
  md.renderer.rules.mdx_expression_block = () => '';
};
