// Code highlighting with shiki: the HTML of each distinct code block of a site, from one
// highlighter holding only the languages the site uses. It runs on shiki's Oniguruma engine
// (WebAssembly, shipped inside shiki), each distinct pattern compiled once (shared-patterns.ts).
// The engines shiki offers without that wrapper give other tokens or cost more on a budgeted
// case: bench/README.md, "Highlighting engines".
import { readFile } from 'node:fs/promises';
import type { HighlighterCore, RegexEngine } from 'shiki/core';
import type { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { GardenError } from '../diagnostics/error.js';
import { parseFenceInfo, stripHighlightComments, type FenceInfo } from './code-meta.js';
import { escapeHtml } from '../escape-html.js';
import { COPY_BUTTON_SLOT } from './fences.js';
import { normalizeLanguage } from './languages.js';
import { sharePatterns } from './shared-patterns.js';
import type { StyledToken } from './theme-pair.js';

type WasmLoader = Extract<NonNullable<Parameters<typeof createOnigurumaEngine>[0]>, { instantiator: unknown }>;
type TokenizePair = (code: string, language: string) => StyledToken[][];

/** Loaded even when no page names them: common in docs and cheap to load. */
const DEFAULT_LANGUAGES = ['shellscript', 'json', 'yaml'];

export interface HighlighterOptions {
  themes: { light: string; dark: string };
  languages: readonly string[];
}

export interface CodeHighlighter {
  /** The HTML of a fenced code block, from its content and info string. */
  renderFence(code: string, info: string): string;
}

function themeLoader(name: string) {
  const load = bundledThemes[name as keyof typeof bundledThemes];
  if (!load) {
    throw new GardenError(`Unknown code theme "${name}"`, {
      code: 'markdown/unknown-theme',
      hint: `Use a shiki theme name such as github-light, github-dark, min-light or nord.`,
    });
  }
  return load;
}

/** Throws the error createCodeHighlighter would for an unknown theme, without loading shiki. */
export function checkThemes(themes: HighlighterOptions['themes']): void {
  themeLoader(themes.light);
  themeLoader(themes.dark);
}

/** Node's WebAssembly global, which the TypeScript libraries this project builds with do not declare. */
function globalWasm(): { instantiate(bytes: Uint8Array, imports: unknown): Promise<unknown> } {
  return (globalThis as unknown as { WebAssembly: ReturnType<typeof globalWasm> }).WebAssembly;
}

function tokenHtml(token: StyledToken): string {
  const content = escapeHtml(token.content);
  return token.style ? `<span style="${token.style}">${content}</span>` : content;
}

/** What every block's <pre> carries from the two themes: their names and default colours. */
interface PreAttributes {
  themeName: string;
  rootStyle: string | undefined;
}

function codeHtml(tokenize: TokenizePair, pre: PreAttributes, code: string, language: string, fence: FenceInfo): string {
  // A `{1,3-5}` range says which lines; only without one are the comments read.
  const { code: shown, highlighted } = fence.highlightLines.size > 0 ? { code, highlighted: fence.highlightLines } : stripHighlightComments(code, fence.language);
  const numbersFrom = fence.lineNumbersFrom;
  const lines = tokenize(shown, language).map((tokens, index) => {
    const classes = highlighted.has(index + 1) ? 'line highlighted' : 'line';
    // The number is a data attribute shown by CSS (::before), so copying the code leaves it out.
    const number = numbersFrom === undefined ? '' : ` data-line="${numbersFrom + index}"`;
    return `<span class="${classes}"${number}>${tokens.map(tokenHtml).join('')}</span>`;
  });
  const preClasses = `shiki ${pre.themeName}${numbersFrom === undefined ? '' : ' line-numbers'}`.trim();
  const style = typeof pre.rootStyle === 'string' ? ` style="${escapeHtml(pre.rootStyle)}"` : '';
  const title = fence.title === undefined ? '' : `<div class="code-block-title">${escapeHtml(fence.title)}</div>`;
  const written = fence.language.toLowerCase();
  return (
    `<div class="code-block"${written ? ` data-language="${escapeHtml(written)}"` : ''}>${title}` +
    `<div class="code-block-body"><pre class="${preClasses}"${style} tabindex="0"><code>${lines.join('\n')}</code></pre>` +
    `${COPY_BUTTON_SLOT}</div></div>\n`
  );
}

/**
 * Oniguruma's WebAssembly from shiki's own `onig.wasm` file. `shiki/wasm` holds the same bytes
 * as gzipped base64 that it decodes character by character and unzips through web streams,
 * which loaded Node's fetch implementation too, in every thread that highlights. An instantiator
 * rather than the bytes, because shiki asks whether bytes are a `Response`, and merely naming
 * that global loads the fetch implementation.
 */
export function onigurumaWasm(): WasmLoader {
  const bytes = readFile(new URL(import.meta.resolve('shiki/onig.wasm')));
  return { instantiator: async (imports) => (await globalWasm().instantiate(await bytes, imports)) as never };
}

let shiki: Promise<[typeof import('shiki/core'), typeof import('./theme-pair.js'), RegexEngine]> | undefined;

/**
 * shiki's modules and its regular expression engine, loaded once per thread. Loaded here, not
 * at the top: a build whose code blocks all come from the cache never needs them.
 */
function loadShiki(): NonNullable<typeof shiki> {
  return (shiki ??= Promise.all([import('shiki/core'), import('./theme-pair.js'), import('shiki/engine/oniguruma').then(async ({ createOnigurumaEngine }) => sharePatterns(await createOnigurumaEngine(onigurumaWasm())))]));
}

/** Loads shiki and its engine in this thread ahead of the first highlighter. */
export async function preloadShiki(): Promise<void> {
  await loadShiki();
}

/** The thread's highlighter for each pair of themes (key: the two names). */
const highlighters = new Map<string, Promise<HighlighterCore>>();

/**
 * The thread's highlighter for these themes, holding at least these languages. It is kept for
 * the thread's life and given new languages as they come, so each grammar is compiled once per
 * thread, and a new highlighter (`serve --watch` after a page names a new language) neither
 * compiles the others again nor leaves the old one's compiled patterns behind in WebAssembly
 * memory, which shiki frees only when told.
 */
function sharedHighlighter(themes: HighlighterOptions['themes'], languages: readonly string[]): Promise<HighlighterCore> {
  const key = `${themes.light} ${themes.dark}`;
  const grammars = (ids: readonly string[]) => ids.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]());
  const existing = highlighters.get(key);
  const highlighter = existing
    ? existing.then(async (core) => {
        const loaded = new Set(core.getLoadedLanguages());
        const missing = languages.filter((id) => !loaded.has(id));
        if (missing.length > 0) await core.loadLanguage(...grammars(missing));
        return core;
      })
    : loadShiki().then(([{ createHighlighterCore }, , engine]) =>
        createHighlighterCore({ engine, themes: [themeLoader(themes.light)(), themeLoader(themes.dark)()], langs: grammars(languages) }),
      );
  // A failed load is not kept: the next highlighter tries again.
  highlighters.set(
    key,
    highlighter.catch((error: unknown) => {
      highlighters.delete(key);
      throw error;
    }),
  );
  return highlighter;
}

export async function createCodeHighlighter(options: HighlighterOptions): Promise<CodeHighlighter> {
  const wanted = new Set<string>(DEFAULT_LANGUAGES);
  for (const name of options.languages) {
    const id = normalizeLanguage(name);
    // Unknown names are skipped here; their blocks render as plain text.
    if (id !== undefined && id !== 'text') wanted.add(id);
  }
  const themes = { light: options.themes.light, dark: options.themes.dark };
  const [[, { createThemePairTokenizer }], highlighter, modules] = await Promise.all([
    loadShiki(),
    sharedHighlighter(themes, [...wanted]),
    Promise.all([...wanted].map((id) => bundledLanguages[id as keyof typeof bundledLanguages]())),
  ]);
  // The languages this highlighter was asked for and those their grammars embed, as a highlighter
  // made for them alone would hold: the shared one may hold more, for an earlier site or setup.
  const loaded = new Set(modules.flatMap((module) => module.default).flatMap((language) => [language.name, ...(language.aliases ?? [])]));
  // The grammar runs once per block for both themes (theme-pair.ts); shiki gives the <pre>'s
  // class and colours, which depend on the themes alone.
  const tokenize = createThemePairTokenizer(highlighter, themes);
  const { themeName, rootStyle } = highlighter.codeToTokens('', { lang: 'text', themes, defaultColor: false });
  const pre: PreAttributes = { themeName: themeName ?? '', rootStyle: typeof rootStyle === 'string' ? rootStyle : undefined };

  // No cache here: the build hands each distinct block over once and keeps the HTML itself
  // (render/site-blocks.ts and the build cache).
  return {
    renderFence(content, info) {
      const fence = parseFenceInfo(info);
      const id = normalizeLanguage(fence.language);
      const language = id !== undefined && loaded.has(id) ? id : 'text';
      // The fence's content ends with the newline before the closing fence; it is not a line.
      const code = content.endsWith('\n') ? content.slice(0, -1) : content;
      return codeHtml(tokenize, pre, code, language, fence);
    },
  };
}
