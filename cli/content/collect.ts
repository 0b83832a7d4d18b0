// The collect stage: files → docs, posts and pages with their routes, plus the sidebars.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { GardenError } from '../diagnostics/error.js';
import { toSitePath } from '../routes/paths.js';
import { collectDocSection, type DocSection } from './doc-sections.js';
import { foldFollowOns } from './follow-ons.js';
import type { DocEntry, PageEntry, PostEntry } from './model.js';
import { readAuthors, readTags } from './news-meta.js';
import { collectNews } from './news.js';
import { collectPages } from './pages.js';
import type { FrontMatterParser } from './parse.js';
import type { ContentFiles, DocSectionFiles } from './read.js';
import type { Sidebars } from './sidebars.js';

export interface Collection {
  docs: DocEntry[];
  posts: PostEntry[];
  pages: PageEntry[];
  /** The first docs section's sidebars (what React pages receive). */
  sidebars: Sidebars;
  /** Every docs section, the docs folder first; `docs` holds the docs of all of them. */
  docSections: DocSection[];
  problems: GardenError[];
}

/** `parse` defaults to parseFrontMatter; `serve --watch` passes one that remembers unchanged files. */
export async function collectContent(files: ContentFiles, config: SiteConfig, siteRoot: string, lastUpdated: ReadonlyMap<string, Date>, parse?: FrontMatterParser): Promise<Collection> {
  const problems: GardenError[] = [];
  const staticFolder = { absolutePath: path.resolve(siteRoot, config.staticDir), sourcePath: toSitePath(siteRoot, path.resolve(siteRoot, config.staticDir)) };
  // The docs folder, then any further docs sections, each on its own (doc-sections.ts).
  const sectionFiles: DocSectionFiles[] = [{ id: config.docs.id, docs: files.docs, docCategories: files.docCategories, sidebars: files.sidebars }, ...files.docSections];
  const docs: DocEntry[] = [];
  const docSections: DocSection[] = [];
  let sidebarsFailure: GardenError | undefined;
  for (const [index, section] of config.docsSections.entries()) {
    const sectionInput = { config: section, files: sectionFiles[index] ?? { id: section.id, docs: [], docCategories: [], sidebars: undefined }, siteRoot, folder: path.resolve(siteRoot, section.path) + path.sep, lastUpdated, parse, staticFolder };
    const collected = await collectDocSection(sectionInput, problems);
    if (index === 0) sidebarsFailure = collected.sidebarsFailure;
    docs.push(...collected.docs);
    docSections.push(collected.section);
  }
  const authors = readAuthors(files.newsAuthors, config.news.routeBasePath, problems);
  const tags = readTags(files.newsTags, config.news.routeBasePath, problems);
  const { posts, problems: newsProblems } = collectNews(files.news, { routeBasePath: config.news.routeBasePath, authors, tags, toc: config.docs.toc, staticFolder, maxTags: config.limits.tagsPerPost, ...(parse ? { parse } : {}) });
  const { pages, problems: pageProblems } = collectPages(files.pages, config.docs.toc, parse, staticFolder);
  problems.push(...newsProblems, ...pageProblems);
  // One cause, one error: a broken authors.yml, a missing docs folder or an unloadable sidebars file.
  const missingDocsFolder = files.docs.length === 0 && !existsSync(path.resolve(siteRoot, config.docs.path)) ? config.docs.path : undefined;
  const folded = foldFollowOns(problems, { authorsFile: files.newsAuthors?.sourcePath, missingDocsFolder, sidebarsFile: files.sidebars?.sourcePath, sidebarsFailure });
  return { docs, posts, pages, sidebars: docSections[0]?.sidebars ?? {}, docSections, problems: folded };
}
