// Words a reader reads on a docs page, counted from its markdown: front matter, code blocks,
// comments, tags and link targets are left out; a word is a run holding a letter or digit.

export function proseOf(markdown: string): string {
  return markdown
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
}

export function countWords(markdown: string): number {
  return proseOf(markdown).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The h3 headings of a markdown body, outside code blocks. */
export function h3Headings(markdown: string): string[] {
  return [...proseOf(markdown).matchAll(/^###\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1] ?? '');
}
