// Snippets: the part of a section's text around the first matching word, with matching
// words marked. Built from text nodes, never from HTML strings.
import { normalizeText } from './terms.js';

const WORD = /[\p{L}\p{N}]+/gu;
const BEFORE = 40;
const LENGTH = 170;

/** Appends `text` to `parent`, wrapping the words `matches` accepts in <mark>. */
export function appendMarked(parent: Element, text: string, matches: (word: string) => boolean): void {
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!matches(normalizeText(match[0]))) continue;
    if (match.index > last) parent.append(text.slice(last, match.index));
    const mark = document.createElement('mark');
    mark.textContent = match[0];
    parent.append(mark);
    last = match.index + match[0].length;
  }
  if (last < text.length) parent.append(text.slice(last));
}

/** A window of `text` around its first matching word, cut at word boundaries. */
export function snippetOf(text: string, matches: (word: string) => boolean): string {
  let first = 0;
  for (const match of text.matchAll(WORD)) {
    if (matches(normalizeText(match[0]))) {
      first = match.index;
      break;
    }
  }
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
