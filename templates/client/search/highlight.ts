// Snippets: the part of a section's text around the first matching word, with matching
// words marked. Built from text nodes, never from HTML strings.
import type { WordRules } from './terms.js';

const BEFORE = 40;
const LENGTH = 170;

/** The words of `text` (as the index's language splits them) that `matches` accepts, as [start, end). */
function matching(text: string, matches: (word: string) => boolean, rules: WordRules): Array<[number, number]> {
  return rules.spans(text).filter(([start, end]) => matches(rules.normalize(text.slice(start, end))));
}

/** Appends `text` to `parent`, wrapping the words `matches` accepts in <mark>. */
export function appendMarked(parent: Element, text: string, matches: (word: string) => boolean, rules: WordRules): void {
  let last = 0;
  for (const [start, end] of matching(text, matches, rules)) {
    if (start > last) parent.append(text.slice(last, start));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    parent.append(mark);
    last = end;
  }
  if (last < text.length) parent.append(text.slice(last));
}

/** A window of `text` around its first matching word, cut at word boundaries. */
export function snippetOf(text: string, matches: (word: string) => boolean, rules: WordRules): string {
  const first = matching(text, matches, rules)[0]?.[0] ?? 0;
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
