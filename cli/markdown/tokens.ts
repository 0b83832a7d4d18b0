// Small helpers over markdown-it tokens shared by several plugins.
import type { Token } from 'markdown-it';

const QUERY_OR_FRAGMENT = /[?#]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Calls `visit` for every inline child token in the document with the 0-based body line it
 * sits on. Inline tokens only carry the line where their block starts, so line breaks
 * before the child are counted to find the child's own line.
 */
export function forEachInlineChild(tokens: readonly Token[], visit: (child: Token, bodyLine: number, parent: Token) => void): void {
  let lastLine = 0;
  for (const token of tokens) {
    if (token.map) lastLine = token.map[0];
    if (token.type !== 'inline' || !token.children) continue;
    let line = lastLine;
    for (const child of token.children) {
      visit(child, line, token);
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    }
  }
}

/** Plain text of inline tokens: text and code, without markup, HTML or images. */
export function inlineText(children: readonly Token[] | null): string {
  if (!children) return '';
  let text = '';
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline' || child.type === 'text_special') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
  }
  return text;
}

/** Splits `path?query#fragment` into the path and the rest (query and fragment kept as written). */
export function splitUrl(url: string): { path: string; suffix: string } {
  const cut = url.search(QUERY_OR_FRAGMENT);
  return cut === -1 ? { path: url, suffix: '' } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}

/** `http:`, `mailto:`, `data:`… and protocol-relative `//host` URLs are not local files. */
export function isExternalUrl(url: string): boolean {
  return SCHEME.test(url) || url.startsWith('//');
}

/** Decodes %-escapes in a URL path (markdown-it encodes `é` and spaces); keeps it as is when malformed. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
