// Deferred highlighting. The build renders markdown with a placeholder where each code block
// goes, highlights the distinct blocks of the whole site afterwards (grouped by language, so
// each grammar is compiled by one thread, and each block is tokenised once however many pages
// repeat it), then fills the placeholders in. Markdown-it never emits U+0000 (it replaces it
// in its input), so a placeholder cannot clash with page text.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape-html.js';
import type { CodeHighlighter } from './highlighter.js';
import { normalizeLanguage } from './languages.js';
import type { MarkdownWords } from './types.js';

/** A code block waiting to be highlighted: the fence's info string and its content. */
export interface FenceRequest {
  key: string;
  info: string;
  content: string;
}

const PLACEHOLDER = /\u0000fence:([\w-]+)\u0000/g;

/**
 * Where a highlighted block's copy button goes. Its words are the locale's and the block's HTML
 * is not: it is cached and shared by every page (and locale) showing the same code.
 */
export const COPY_BUTTON_SLOT = '\u0000copy\u0000';

function copyButton(words: MarkdownWords): string {
  return `<button type="button" class="copy-button" data-copy aria-label="${escapeHtml(words['theme.CodeBlock.copyButtonAriaLabel'])}">${escapeHtml(words['theme.CodeBlock.copy'])}</button>`;
}

/** The content hash a block is cached under: the same info and code give the same HTML. */
export function fenceKey(info: string, content: string): string {
  return createHash('sha1').update(info).update('\0').update(content).digest('base64url');
}

/** The shiki id a block needs loaded ('text' when none or unknown). */
export function fenceLanguage(info: string): string {
  const written = /^\s*([^\s{]+)/.exec(info)?.[1] ?? '';
  return normalizeLanguage(written) ?? 'text';
}

/** A stand-in highlighter that records each block and leaves a placeholder in the HTML. */
export function createFenceCollector(): CodeHighlighter & { take(): FenceRequest[] } {
  let pending: FenceRequest[] = [];
  return {
    renderFence(content, info) {
      const key = fenceKey(info, content);
      pending.push({ key, info, content });
      return `\u0000fence:${key}\u0000`;
    },
    take() {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}

/** Replaces every placeholder with its block's HTML and copy button; throws when a block is missing (a bug). */
export function fillFences(html: string, blocks: ReadonlyMap<string, string>, words: MarkdownWords): string {
  if (!html.includes('\u0000')) return html;
  const button = copyButton(words);
  return html.replace(PLACEHOLDER, (_, key: string) => {
    const block = blocks.get(key);
    if (block === undefined) throw new Error(`code block ${key} was not highlighted`);
    return block.replace(COPY_BUTTON_SLOT, () => button);
  });
}
