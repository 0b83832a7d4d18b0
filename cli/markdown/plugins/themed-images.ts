// Images for one colour mode, written as GitHub writes them: `![Map](map-light.png#gh-light-mode-only)`
// and `![Map](map-dark.png#gh-dark-mode-only)`. Each gets the classes the theme's ThemedImage
// gives its two images (templates/parts/themed-image.tsx), so the stylesheet shows the one for
// the page's colour mode and never fetches the other (lazy images that are not displayed are
// not loaded). The fragment is only a marker, and goes.
import type { MarkdownIt, StateCore } from 'markdown-it';
import { forEachInlineChild } from '../tokens.js';

const MODE_MARKER = /#gh-(light|dark)-mode-only$/;

export const themedImagesPlugin = (md: MarkdownIt): void => {
  // Pushed before the images plugin's rule: the file is then looked up without the marker.
  md.core.ruler.push('garden_themed_images', (state: StateCore) => {
    forEachInlineChild(state.tokens, (child) => {
      if (child.type !== 'image') return;
      const src = String(child.attrGet('src') ?? '');
      const mode = MODE_MARKER.exec(src);
      if (!mode) return;
      child.attrSet('src', src.slice(0, mode.index));
      child.attrJoin('class', `themed-image themed-image-${mode[1]}`);
    });
  });
};
