// The only place content is read from disk. Everything after this stage works on these
// in-memory records, so most of the engine can be tested without files. Only regular files
// inside the site root and not hidden are read (find-files.ts, inside-site.ts), each up to a
// size limit.
import { existsSync } from 'node:fs';
import { withPath } from '../diagnostics/system-errors.js';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../config/limits.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { formatBytes } from '../diagnostics/format-bytes.js';
import { toSitePath } from '../routes/paths.js';
import { findFiles, notAFile, refusedPlace } from './find-files.js';
import { placeInSite, siteRootOf, type SiteRoot } from './inside-site.js';
import { readRegularFile } from './regular-file.js';
import type { SiteConfig } from '../config/schema.js';
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
  /** React pages (`content/pages/*.{js,jsx,ts,tsx}`), loaded later by the render stage. */
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
  /** Largest file read, in bytes (`limits.markdownFileBytes`). */
  maxFileBytes?: number;
  /** Further docs sections: their ids, folders and sidebars files. */
  docSections?: ReadonlyArray<{ id: string; docs: string; sidebars: string }>;
}

/** The folders the config names, for readContent. */
export function contentFolders(config: SiteConfig): ContentFolders {
  const docSections = config.docsSections.slice(1).map((section) => ({ id: section.id, docs: section.path, sidebars: section.sidebarPath }));
  return { docs: config.docs.path, news: config.news.path, pages: config.pages.path, sidebars: config.docs.sidebarPath, docSections, maxFileBytes: config.limits.markdownFileBytes };
}

/** The collection folder a file was read from (absolute, ending in a separator). */
export function collectionFolder(source: SourceFile): string {
  return source.absolutePath.slice(0, source.absolutePath.length - source.collectionPath.length);
}

const MARKDOWN = ['**/*.{md,mdx}', '!**/_*/**', '!**/_*.{md,mdx}', '!**/node_modules/**'];

/** Reads every content file; throws every problem at once (files outside the site, loops, files too large…). */
export async function readContent(siteRoot: string, folders: ContentFolders): Promise<ContentFiles> {
  const reader = new ContentReader(siteRootOf(siteRoot), folders.maxFileBytes ?? DEFAULT_LIMITS.markdownFileBytes);
  const docsDir = path.resolve(siteRoot, folders.docs);
  const newsDir = path.resolve(siteRoot, folders.news);
  const pagesDir = path.resolve(siteRoot, folders.pages);
  const sidebarsFile = path.resolve(siteRoot, folders.sidebars);
  const sections = Promise.all((folders.docSections ?? []).map((section) => readDocSection(reader, siteRoot, section)));
  const [docs, docCategories, news, pages, pageComponents] = await Promise.all([
    reader.matching(docsDir, MARKDOWN),
    reader.matching(docsDir, [CATEGORY_FILES, '!**/node_modules/**']),
    reader.matching(newsDir, MARKDOWN),
    reader.matching(pagesDir, MARKDOWN),
    reader.matching(pagesDir, ['**/*.{js,jsx,ts,tsx}', '!**/_*', '!**/_*/**', '!**/*.test.*', '!**/*.d.ts'], false),
  ]);
  const files = {
    docs,
    docCategories,
    news,
    newsAuthors: reader.optional(newsDir, 'authors.yml'),
    newsTags: reader.optional(newsDir, 'tags.yml'),
    sidebars: reader.optional(path.dirname(sidebarsFile), path.basename(sidebarsFile)),
    pages,
    pageComponents,
    docSections: await sections,
  };
  if (reader.problems.size > 0) throw new GardenErrors([...reader.problems.values()]);
  return files;
}

async function readDocSection(reader: ContentReader, siteRoot: string, section: { id: string; docs: string; sidebars: string }): Promise<DocSectionFiles> {
  const dir = path.resolve(siteRoot, section.docs);
  const sidebarsFile = path.resolve(siteRoot, section.sidebars);
  const [docs, docCategories] = await Promise.all([reader.matching(dir, MARKDOWN), reader.matching(dir, [CATEGORY_FILES, '!**/node_modules/**'])]);
  return { id: section.id, docs, docCategories, sidebars: reader.optional(path.dirname(sidebarsFile), path.basename(sidebarsFile)) };
}

class ContentReader {
  /** By code and file: two walks of one folder (docs and their categories) meet the same link. */
  readonly problems = new Map<string, GardenError>();

  constructor(
    private readonly site: SiteRoot,
    private readonly maxFileBytes: number,
  ) {}

  async matching(dir: string, patterns: string[], readText = true): Promise<SourceFile[]> {
    const { files, problems } = await findFiles(this.site, dir, patterns);
    this.report(problems);
    // Read one after another, synchronously: with promises, a small file costs a round trip
    // through libuv's thread pool for each step (open, stat, read, close).
    return files.flatMap((collectionPath) => {
      const absolutePath = path.join(dir, collectionPath);
      const text = readText ? this.text(absolutePath) : '';
      return text === undefined ? [] : [{ absolutePath, sourcePath: toSitePath(this.site.root, absolutePath), collectionPath, text }];
    });
  }

  optional(dir: string, name: string): SourceFile | undefined {
    const absolutePath = path.join(dir, name);
    if (!existsSync(absolutePath)) return undefined;
    const place = placeInSite(this.site, absolutePath);
    if (place.refused === 'missing') return undefined;
    if (place.refused !== undefined) {
      this.report([refusedPlace(this.site, absolutePath, place)]);
      return undefined;
    }
    const text = this.text(absolutePath);
    return text === undefined ? undefined : { absolutePath, sourcePath: toSitePath(this.site.root, absolutePath), collectionPath: name, text };
  }

  /** The file's text, or undefined when it cannot be read (reported). */
  private text(absolutePath: string): string | undefined {
    let read;
    try {
      read = readRegularFile(absolutePath, this.maxFileBytes);
    } catch (error) {
      throw withPath(error, absolutePath);
    }
    if ('bytes' in read) return read.bytes.toString('utf8');
    if (read.refused === 'not-a-file') this.report([notAFile(this.site, absolutePath, read.kind)]);
    else if (read.refused === 'too-large') this.report([tooLarge(toSitePath(this.site.root, absolutePath), read.size, read.limit)]);
    return undefined; // gone since it was found: as if it had not been there
  }

  private report(problems: GardenError[]): void {
    for (const problem of problems) this.problems.set(`${problem.code} ${problem.file ?? ''}`, problem);
  }
}

function tooLarge(file: string, size: number, limit: number): GardenError {
  return new GardenError(`${formatBytes(size)}, over the ${formatBytes(limit)} limit for a content file`, {
    code: 'files/too-large',
    file,
    hint: 'split it into smaller pages, or raise limits.markdownFileBytes in site.config.ts',
  });
}
