// Table of contents: h2–h3 by default. Must be used after headingIdsPlugin, whose rule
// (markdown-it-anchor's) sets the ids this one reads.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf } from '../context.js';
import { inlineText } from '../tokens.js';
import { HASH_LINK_META } from './heading-ids.js';

export interface TocOptions {
  minLevel: number;
  maxLevel: number;
}

/** The heading's inline tokens without the "#" link and without links (a TOC entry is itself a link). */
function tocChildren(children: readonly Token[]): Token[] {
  return children.filter((child) => child.type !== 'link_open' && child.type !== 'link_close' && !child.meta?.[HASH_LINK_META]);
}

export const tocPlugin = (md: MarkdownIt, options: TocOptions = { minLevel: 2, maxLevel: 3 }): void => {
  md.core.ruler.push('garden_toc', (state: StateCore) => {
    const context = contextOf(state.env);
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open?.type !== 'heading_open') continue;
      const level = Number(open.tag.slice(1));
      const id = open.attrGet('id');
      const children = tokens[i + 1]?.children;
      if (level < options.minLevel || level > options.maxLevel || id === null || !children) continue;
      const kept = tocChildren(children);
      context.toc.push({
        id: String(id),
        html: md.renderer.renderInline(kept, md.options, state.env).trim(),
        text: inlineText(kept).trim(),
        level,
      });
    }
  });
};
