// `<!-- truncate -->` (or Docusaurus' MDX form `{/* truncate */}`) marks where a post's
// excerpt ends. The marker becomes a `truncate` token that renders as nothing; the renderer
// splits the token stream at the first top-level one to render the excerpt.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const HTML_MARKER = /^<!--\s*truncate\s*-->\s*$/;
export const MDX_MARKER = /^\{\/\*\s*truncate\s*\*\/\}$/;

function isMdxMarker(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.type === 'paragraph_open' && MDX_MARKER.test(tokens[index + 1]?.content.trim() ?? '') && tokens[index + 2]?.type === 'paragraph_close';
}

export const truncatePlugin = (md: MarkdownIt): void => {
  // Runs before inline parsing, while the MDX form is still a paragraph of its own (mdx-html.ts leaves it alone).
  md.core.ruler.after('block', 'garden_truncate', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (!token) continue;
      if (token.type === 'html_block' && HTML_MARKER.test(token.content)) {
        token.type = 'truncate';
      } else if (isMdxMarker(tokens, i)) {
        const marker = new state.Token('truncate', '', 0);
        marker.map = token.map;
        marker.level = token.level;
        marker.block = true;
        tokens.splice(i, 3, marker);
      }
    }
  });
  md.renderer.rules.truncate = () => '';
};

/** Index of the first top-level truncate marker, or -1. */
export function findTruncate(tokens: readonly Token[]): number {
  return tokens.findIndex((token) => token.type === 'truncate' && token.level === 0);
}
