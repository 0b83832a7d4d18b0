// An HTML comment opened with `<!--` and never closed hides everything after it in the
// browser, the theme's footer included, and nothing on the page says why. The writer is told
// where it opens, and the comment is closed where its block ends so the page stays whole.
import type { MarkdownIt, StateCore } from 'markdown-it';
import { contextOf, report } from '../context.js';

/** Index of a `<!--` in `html` that no `-->` closes, or -1. */
export function unclosedCommentAt(html: string): number {
  for (let from = 0; ; ) {
    const open = html.indexOf('<!--', from);
    if (open < 0) return -1;
    const close = html.indexOf('-->', open + 4);
    if (close < 0) return open;
    from = close + 3;
  }
}

export const unclosedCommentPlugin = (md: MarkdownIt): void => {
  md.core.ruler.push('garden_unclosed_comment', (state: StateCore) => {
    for (const token of state.tokens) {
      // Inline comments must be complete to be HTML at all (else they show as text), so only
      // raw HTML blocks can leave one open.
      if (token.type !== 'html_block' || !token.map) continue;
      const open = unclosedCommentAt(token.content);
      if (open < 0) continue;
      const linesBefore = token.content.slice(0, open).split('\n').length - 1;
      report(contextOf(state.env), {
        code: 'markdown/unclosed-comment',
        message: '<!-- is never closed with -->, so the rest of the page is hidden',
        bodyLine: token.map[0] + linesBefore,
        hint: 'add --> where the comment should end',
        severity: 'warning',
      });
      token.content = `${token.content.replace(/\n$/, '')} -->\n`;
    }
  });
};
