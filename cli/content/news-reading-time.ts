// Reading time of a post, counted from its markdown so that it does not depend on the theme's
// markup: prose and code count as words, while markup, link targets and comments do not.

/** A common estimate for reading on screen; code blocks make it slightly generous. */
export const WORDS_PER_MINUTE = 200;

const FENCE_LINE = /^\s*(?:`{3,}|~{3,}).*$/gm;
const COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const TAG = /<\/?[A-Za-z][^>]*>/g;
const LINK_TARGET = /\]\([^)]*\)/g;
const ADMONITION_FENCE = /^\s*:::\w*/gm;
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export function countWords(markdown: string): number {
  const prose = markdown
    .replace(COMMENT, ' ')
    .replace(FENCE_LINE, ' ')
    .replace(ADMONITION_FENCE, ' ')
    .replace(TAG, ' ')
    .replace(LINK_TARGET, ']');
  return prose.match(WORD)?.length ?? 0;
}

/** Whole minutes, rounded up, and never less than one: "0 min read" helps nobody. */
export function readingMinutes(markdown: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}
