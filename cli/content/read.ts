// The only place content is read from disk. Everything after this stage works on these
// in-memory records, so most of the engine can be tested without files.
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { toSitePath } from '../routes/paths.js';
import { CATEGORY_FILES } from './category-files.js';

export interface SourceFile {
  absolutePath: string;
  /** Relative to the site root, `/`-separated: what error messages show. */
  sourcePath: string;
  /** Relative to the collection folder, `/`-separated (`user-guide/beds.md`). */
  collectionPath: string;
  text: string;
}

export interface ContentFiles {
  docs: SourceFile[];
  /** `_category_.json` / `.yml` / `.yaml` files of the docs folder. */
  docCategories: SourceFile[];
  news: SourceFile[];
  newsAuthors: SourceFile | undefined;
  newsTags: SourceFile | undefined;
  /** The sidebars module (`content/docs/sidebars.ts`); its text, for line numbers in messages. */
  sidebars: SourceFile | undefined;
  pages: SourceFile[];
  /** React pages (`content/pages/*.tsx`), loaded later by the render stage. */
  pageComponents: SourceFile[];
  /** The docs sections after the first (`docs` given as a list), each read like the docs folder. */
  docSections: DocSectionFiles[];
}

export interface DocSectionFiles {
  id: string;
  docs: SourceFile[];
  docCategories: SourceFile[];
  sidebars: SourceFile | undefined;
}

export interface ContentFolders {
  docs: string;
  news: string;
  pages: string;
  sidebars: string;
  /** Further docs sections: their ids, folders and sidebars files. */
  docSections?: ReadonlyArray<{ id: string; docs: string; sidebars: string }>;
}

/** The folders the config names, for readContent. */
export function contentFolders(config: SiteConfig): ContentFolders {
  const docSections = config.docsSections.slice(1).map((section) => ({ id: section.id, docs: section.path, sidebars: section.sidebarPath }));
  return { docs: config.docs.path, news: config.news.path, pages: config.pages.path, sidebars: config.docs.sidebarPath, docSections };
}

/** The collection folder a file was read from (absolute, ending in a separator). */
export function collectionFolder(source: SourceFile): string {
  return source.absolutePath.slice(0, source.absolutePath.length - source.collectionPath.length);
}

const MARKDOWN = ['**/*.{md,mdx}', '!**/_*/**', '!**/_*.{md,mdx}', '!**/node_modules/**'];

export async function readContent(siteRoot: string, folders: ContentFolders): Promise<ContentFiles> {
  const docsDir = path.resolve(siteRoot, folders.docs);
  const newsDir = path.resolve(siteRoot, folders.news);
  const pagesDir = path.resolve(siteRoot, folders.pages);
  const sidebarsFile = path.resolve(siteRoot, folders.sidebars);
  const docSections = Promise.all((folders.docSections ?? []).map((section) => readDocSection(siteRoot, section)));
  const [docs, docCategories, news, pages, pageComponents, newsAuthors, newsTags, sidebars] = await Promise.all([
    readMatching(siteRoot, docsDir, MARKDOWN),
    readMatching(siteRoot, docsDir, [CATEGORY_FILES, '!**/node_modules/**']),
    readMatching(siteRoot, newsDir, MARKDOWN),
    readMatching(siteRoot, pagesDir, MARKDOWN),
    readMatching(siteRoot, pagesDir, ['**/*.tsx', '!**/_*', '!**/_*/**', '!**/*.test.tsx'], false),
    readOptional(siteRoot, newsDir, 'authors.yml'),
    readOptional(siteRoot, newsDir, 'tags.yml'),
    readOptional(siteRoot, path.dirname(sidebarsFile), path.basename(sidebarsFile)),
  ]);
  return { docs, docCategories, news, newsAuthors, newsTags, sidebars, pages, pageComponents, docSections: await docSections };
}

async function readDocSection(siteRoot: string, section: { id: string; docs: string; sidebars: string }): Promise<DocSectionFiles> {
  const dir = path.resolve(siteRoot, section.docs);
  const sidebarsFile = path.resolve(siteRoot, section.sidebars);
  const [docs, docCategories, sidebars] = await Promise.all([
    readMatching(siteRoot, dir, MARKDOWN),
    readMatching(siteRoot, dir, [CATEGORY_FILES, '!**/node_modules/**']),
    readOptional(siteRoot, path.dirname(sidebarsFile), path.basename(sidebarsFile)),
  ]);
  return { id: section.id, docs, docCategories, sidebars };
}

async function readMatching(siteRoot: string, dir: string, patterns: string[], readText = true): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const files = await fg(patterns, { cwd: dir, onlyFiles: true, dot: false });
  files.sort();
  // Read one after another: a small file costs a round trip through libuv's four threads per
  // step (open, stat, read, close) when read with promises, about ten times a plain read here.
  return files.map((collectionPath) => {
    const absolutePath = path.join(dir, collectionPath);
    const text = readText ? readFileSync(absolutePath, 'utf8') : '';
    return { absolutePath, sourcePath: toSitePath(siteRoot, absolutePath), collectionPath, text };
  });
}

async function readOptional(siteRoot: string, dir: string, name: string): Promise<SourceFile | undefined> {
  const absolutePath = path.join(dir, name);
  if (!existsSync(absolutePath)) return undefined;
  return { absolutePath, sourcePath: toSitePath(siteRoot, absolutePath), collectionPath: name, text: await readFile(absolutePath, 'utf8') };
}
