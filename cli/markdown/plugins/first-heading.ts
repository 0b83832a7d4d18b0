// When the body opens with `# Title`, report the title so pages without a front-matter
// title still get one (the engine prefers the front matter).
import type { MarkdownIt, StateCore } from 'markdown-it';
import { contextOf } from '../context.js';
import { inlineText } from '../tokens.js';

export const firstHeadingPlugin = (md: MarkdownIt): void => {
  md.core.ruler.push('garden_first_heading', (state: StateCore) => {
    const [open, inline] = state.tokens;
    if (open?.type !== 'heading_open' || open.tag !== 'h1' || !inline) return;
    const title = inlineText(inline.children).trim();
    if (title !== '') contextOf(state.env).title = title;
  });
};
