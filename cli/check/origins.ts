// Where a broken link was written, so the writer can go and fix it: the markdown line the
// markdown stage recorded, else a config item (navbar, footer), else any content, config or
// theme file whose text holds the link. Only runs for broken links, so it may be thorough.
import type { LinkReference } from '../markdown/types.js';
import type { LinkFinding } from './links.js';

export interface MarkdownSource {
  sourcePath: string;
  /** The whole file, front matter included, so lines found in it are file lines. */
  text: string;
  links: readonly LinkReference[];
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
  /** Found in the theme's code rather than in content or config. */
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
  if (items.length) return items.map((item) => ({ file: sources.config.file, line: findLines(sources.config.text, href)[0], where: item.where }));
  // Pages built from no file of their own (news lists, tag pages) show excerpts of posts.
  if (ownFile === undefined) {
    for (const source of sources.markdown.values()) {
      const found = markdownLines(source, href);
      if (found.length) return found;
    }
  }
  const texts = [{ file: sources.config.file, text: sources.config.text }, ...sources.texts()];
  const ownText = texts.find((source) => source.file === ownFile);
  for (const source of ownText ? [ownText, ...texts] : texts) {
    const lines = findLines(source.text, href);
    if (lines.length) return lines.map((line) => ({ file: source.file, line, where: undefined }));
  }
  // In code, a short path like '/' is written in many places: the first one is a lead, not a list.
  for (const source of sources.theme()) {
    const [line] = findLines(source.text, href);
    if (line !== undefined) return [{ file: source.file, line, where: undefined, fromTheme: true }];
  }
  return [{ file: ownFile, line: undefined, where: undefined }];
}

function markdownLines(source: MarkdownSource, href: string): LinkOrigin[] {
  const recorded = source.links.filter((link) => link.href === href).map((link) => link.line);
  const lines = recorded.length ? recorded : findLines(source.text, href);
  return [...new Set(lines)].map((line) => ({ file: source.sourcePath, line, where: undefined }));
}

const URL_CHAR = /[\w\-./%~#?&=+]/;

/** 1-based lines where `href` is written whole (not as part of a longer URL). */
export function findLines(text: string, href: string): number[] {
  const lines: number[] = [];
  if (href === '') return lines;
  for (let index = text.indexOf(href); index >= 0; index = text.indexOf(href, index + 1)) {
    const before = text[index - 1] ?? ' ';
    const after = text[index + href.length] ?? ' ';
    if (URL_CHAR.test(before) || URL_CHAR.test(after)) continue;
    lines.push(lineAt(text, index));
  }
  return lines;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
