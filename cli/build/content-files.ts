// The content files, and the docs' last-commit dates. A first build (or one after the config
// changed) reads them all; after that, an edit re-reads just those files, and anything else
// (a file added, deleted or renamed, a folder moved) reads the content folders again, since it
// may add or remove entries anywhere. No content change: the last build's files as they were.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SiteConfig } from '../config/schema.js';
import { docsLastCommitDates } from '../content/git-dates.js';
import { contentFolders, readContent, type ContentFiles, type SourceFile } from '../content/read.js';
import { findByPath } from './find-by-path.js';
import type { BuildState } from './state.js';

export async function readSources(siteRoot: string, config: SiteConfig, last: BuildState | undefined, changed: readonly string[]): Promise<[ContentFiles, ReadonlyMap<string, Date>]> {
  if (!last) return Promise.all([readContent(siteRoot, contentFolders(config)), docsLastCommitDates(siteRoot, config.docsSections)]);
  return [changed.length > 0 ? await refreshContentFiles(siteRoot, config, last.files, changed) : last.files, last.lastUpdated];
}

async function refreshContentFiles(siteRoot: string, config: SiteConfig, previous: ContentFiles | undefined, changed: readonly string[]): Promise<ContentFiles> {
  const known = previous ? findByPath(sourceLists(previous), changed, (file) => file.absolutePath) : new Map<string, SourceFile>();
  const edits = changed.map((file) => known.get(file));
  if (!previous || edits.some((file) => file === undefined || !existsSync(file.absolutePath))) {
    return readContent(siteRoot, contentFolders(config));
  }
  const fresh = new Map<SourceFile, SourceFile>();
  await Promise.all(
    edits.map(async (file) => {
      if (!file) return;
      // React pages are loaded by the theme, not read as text (see readContent).
      const text = previous.pageComponents.includes(file) ? file.text : await readFile(file.absolutePath, 'utf8');
      fresh.set(file, { ...file, text });
    }),
  );
  const swap = (file: SourceFile): SourceFile => fresh.get(file) ?? file;
  const optional = (file: SourceFile | undefined): SourceFile | undefined => file && swap(file);
  return {
    docs: previous.docs.map(swap),
    docCategories: previous.docCategories.map(swap),
    news: previous.news.map(swap),
    newsAuthors: optional(previous.newsAuthors),
    newsTags: optional(previous.newsTags),
    sidebars: optional(previous.sidebars),
    pages: previous.pages.map(swap),
    pageComponents: previous.pageComponents.map(swap),
    docSections: previous.docSections.map((section) => ({ ...section, docs: section.docs.map(swap), docCategories: section.docCategories.map(swap), sidebars: optional(section.sidebars) })),
  };
}

function* sourceLists(files: ContentFiles): Generator<ReadonlyArray<SourceFile | undefined>> {
  yield* [files.docs, files.docCategories, files.news, files.pages, files.pageComponents, [files.newsAuthors, files.newsTags, files.sidebars]];
  for (const section of files.docSections) yield* [section.docs, section.docCategories, [section.sidebars]];
}
