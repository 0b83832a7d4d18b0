// Where a broken link was written, so the writer can go and fix it: the markdown line that
// holds it (as recorded by the markdown stage, or written there as a link), a config item
// (navbar, footer), a data file (sidebars, authors.yml, a React page) that writes it as a value,
// else the theme. A place is named only where that file really writes that link: a line that
// merely contains the same characters (a `/` in `<img src="/img/a.png" />`) is never blamed.
// Only runs for broken links, so it may be thorough.
import type { LinkReference } from '../markdown/types.js';
import type { LinkFinding } from './links.js';
import { scanPageLinks } from './page-links.js';

export interface MarkdownSource {
  sourcePath: string;
  /** The whole file, front matter included, so lines found in it are file lines. */
  text: string;
  links: readonly LinkReference[];
  /** A post's HTML as news lists and tag pages show it (its excerpt). */
  listedHtml?: string;
}

export interface TextSource {
  file: string;
  text: string;
}

export interface OriginSources {
  /** Page route → the file it was built from (markdown or a React page). */
  pageSources: ReadonlyMap<string, string>;
  markdown: ReadonlyMap<string, MarkdownSource>;
  config: { file: string; text: string; items: ReadonlyArray<{ href: string; where: string }> };
  /** Data files that may hold links (sidebars, authors.yml, _category_.json, React pages); read on demand. */
  texts: () => readonly TextSource[];
  /** The theme's source files; read on demand. */
  theme: () => readonly TextSource[];
}

export interface LinkOrigin {
  file: string | undefined;
  line: number | undefined;
  /** What in the file holds the link, when it is not a markdown line (`navbar.items[1] 'About'`). */
  where: string | undefined;
  /** Written by the theme: no content or config file holds it. */
  fromTheme?: boolean;
}

export function locateLink(finding: LinkFinding, sources: OriginSources): LinkOrigin[] {
  const href = finding.href;
  const ownFile = sources.pageSources.get(finding.page);
  const own = ownFile === undefined ? undefined : sources.markdown.get(ownFile);
  if (own) {
    const found = markdownLines(own, href);
    if (found.length) return found;
  }
  const items = sources.config.items.filter((item) => item.href === href);
  if (items.length) return items.map((item) => ({ file: sources.config.file, line: configLine(sources.config.text, href, item.where), where: item.where }));
  // Pages built from no file of their own (news lists, tag pages) show excerpts of posts.
  if (ownFile === undefined) {
    for (const source of sources.markdown.values()) {
      if (source.listedHtml === undefined || !scanPageLinks(source.listedHtml).links.some((link) => link.value === href)) continue;
      const found = markdownLines(source, href);
      if (found.length) return found;
    }
  }
  const texts = sources.texts();
  const ownText = texts.find((source) => source.file === ownFile);
  for (const source of ownText ? [ownText, ...texts] : texts) {
    const lines = valueLines(source.text, href);
    if (lines.length) return lines.map((line) => ({ file: source.file, line, where: undefined }));
  }
  return [themeOrigin(href, sources.theme())];
}

/**
 * The theme wrote it. Its component is named only when the theme writes this link literally
 * in exactly one place; a link it computes, or writes in several components, is the theme's.
 */
function themeOrigin(href: string, theme: readonly TextSource[]): LinkOrigin {
  const places = theme.flatMap((source) => valueLines(source.text, href).map((line) => ({ file: source.file, line })));
  const only = places.length === 1 ? places[0] : undefined;
  return { file: only?.file, line: only?.line, where: undefined, fromTheme: true };
}

function markdownLines(source: MarkdownSource, href: string): LinkOrigin[] {
  const recorded = source.links.filter((link) => link.href === href).map((link) => link.line);
  const lines = recorded.length ? recorded : writtenLinkLines(source.text, href);
  return [...new Set(lines)].map((line) => ({ file: source.sourcePath, line, where: undefined }));
}

/** The config line of an item's link: the one place the config writes it, else the one that also names the item's label. */
function configLine(text: string, href: string, where: string): number | undefined {
  const lines = valueLines(text, href);
  if (lines.length <= 1) return lines[0];
  const label = /'(.*)'$/.exec(where)?.[1];
  if (label === undefined) return undefined;
  const rows = text.split('\n');
  const labelled = lines.filter((line) => valueLines(rows[line - 1] ?? '', label).length > 0);
  return labelled.length === 1 ? labelled[0] : undefined;
}

/**
 * Lines where markdown writes `href` as a link: a link or image destination (`](href)`,
 * `](href "title")`, `](<href>)`), a reference definition (`[id]: href`), the whole value
 * of a raw HTML attribute (`src="href"`) or one candidate of a srcset (`srcset="a.png 1x, href 2x"`). The HTML has URLs percent-encoded that the markdown
 * may have written plain, so both spellings are looked for.
 */
export function writtenLinkLines(text: string, href: string): number[] {
  const lines = new Set<number>();
  for (const spelling of spellings(href)) {
    for (const [index, length] of occurrences(text, spelling)) {
      const before = text.slice(Math.max(0, index - 2), index);
      const after = text[index + length] ?? '';
      const destination = (before === '](' && (after === ')' || /\s/.test(after))) || (before.endsWith('<') && text.slice(index - 3, index) === '](<' && after === '>');
      const definition = /\]:\s*$/.test(text.slice(Math.max(0, index - 8), index)) && (after === '' || /\s/.test(after));
      const quoted = isQuotedValue(text, index, length) || isSrcsetCandidate(text, index, length);
      if (destination || definition || quoted) lines.add(lineAt(text, index));
    }
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * Lines where code or data writes `href` as a whole value: quoted (`'/docs/a'`, `"/"`,
 * `` `/news` ``), or a YAML value (`url: /news/ruth`). Not a URL that merely contains it.
 */
export function valueLines(text: string, href: string): number[] {
  const lines = new Set<number>();
  for (const [index, length] of occurrences(text, href)) {
    const rest = text.slice(index + length, text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index));
    const yamlValue = /:[ \t]+$/.test(text.slice(text.lastIndexOf('\n', index) + 1, index)) && /^[ \t]*(#.*)?\r?$/.test(rest);
    if (isQuotedValue(text, index, length) || yamlValue) lines.add(lineAt(text, index));
  }
  return [...lines].sort((a, b) => a - b);
}

/** Whether `href` at `index` is one candidate's URL in a srcset attribute on its line. */
function isSrcsetCandidate(text: string, index: number, length: number): boolean {
  const opening = /\ssrcset\s*=\s*(["'])([^"']*)$/i.exec(text.slice(text.lastIndexOf('\n', index) + 1, index));
  if (!opening) return false;
  const [, quote, before = ''] = opening;
  const after = text[index + length] ?? '';
  return (before === '' || /[\s,]$/.test(before)) && (after === quote || /[\s,]/.test(after));
}

function isQuotedValue(text: string, index: number, length: number): boolean {
  const quote = text[index - 1];
  return (quote === '"' || quote === "'" || quote === '`') && text[index + length] === quote;
}

function spellings(href: string): string[] {
  try {
    const decoded = decodeURI(href);
    return decoded === href ? [href] : [href, decoded];
  } catch {
    return [href];
  }
}

function occurrences(text: string, needle: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  if (needle === '') return found;
  for (let index = text.indexOf(needle); index >= 0; index = text.indexOf(needle, index + 1)) found.push([index, needle.length]);
  return found;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
