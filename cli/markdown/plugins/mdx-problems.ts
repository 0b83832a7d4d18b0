// Inline rules know no line numbers, so the MDX inline rules leave an `mdx_problem` token where a
// problem is, and this plugin reports each with the line its token sits on. The token prints nothing.
import type { MarkdownIt, StateCore, StateInline } from 'markdown-it';
import { contextOf, report } from '../context.js';
import { forEachInlineChild } from '../tokens.js';

export interface InlineProblem {
  code: string;
  message: string;
  hint: string;
}

export function pushInlineProblem(state: StateInline, problem: InlineProblem): void {
  state.push('mdx_problem', '', 0).meta = { problem };
}

export const mdxProblemsPlugin = (md: MarkdownIt): void => {
  if (md.renderer.rules.mdx_problem) return; // used by several plugins, registered once
  md.renderer.rules.mdx_problem = () => '';
  md.core.ruler.after('inline', 'garden_mdx_problems', (state: StateCore) => {
    const context = contextOf(state.env);
    forEachInlineChild(state.tokens, (child, bodyLine) => {
      const problem = child.type === 'mdx_problem' ? (child.meta?.problem as InlineProblem | undefined) : undefined;
      if (problem) report(context, { ...problem, bodyLine });
    });
  });
};
