// The words Docusaurus's theme components write themselves (a heading's # link, an admonition's
// default title), handed down in a React context: the page's words on a React page
// (render-route.ts), markdown's in MDX (mdx-runtime.ts). English where nothing provides them.
import type { Context } from 'react';
import { ENGLISH_MARKDOWN_WORDS } from '../i18n/engine-messages.js';
import { reactModule } from '../markdown/react-runtime.js';
import type { MarkdownWords } from '../markdown/types.js';

let context: Context<MarkdownWords> | undefined;

/** The one context object, made with the engine's React the first time a page needs it. */
export function wordsContext(): Context<MarkdownWords> {
  context ??= reactModule().createContext<MarkdownWords>(ENGLISH_MARKDOWN_WORDS);
  return context;
}

export function useWords(): MarkdownWords {
  return reactModule().useContext(wordsContext());
}
