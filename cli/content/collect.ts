// The collect stage: files → each collection's entries with their routes (docs with their
// sidebars, posts, pages), kind by kind (cli/collections/).
import path from 'node:path';
import type { CollectContext } from '../collections/kind.js';
import { collectCollections, type Collection, type ContentFiles } from '../collections/registry.js';
import type { SiteConfig } from '../config/schema.js';
import { toSitePath } from '../routes/paths.js';
import { parseFrontMatter, type FrontMatterParser } from './parse.js';

export type { Collection } from '../collections/registry.js';

/** `parse` defaults to parseFrontMatter; `serve --watch` passes one that remembers unchanged files. */
export async function collectContent(files: ContentFiles, config: SiteConfig, siteRoot: string, lastUpdated: ReadonlyMap<string, Date>, parse: FrontMatterParser = parseFrontMatter): Promise<Collection> {
  return collectCollections(files, config, collectContext(siteRoot, config, lastUpdated, parse));
}

export function collectContext(siteRoot: string, config: SiteConfig, lastUpdated: ReadonlyMap<string, Date>, parse: FrontMatterParser): CollectContext {
  const staticDir = path.resolve(siteRoot, config.staticDir);
  return { siteRoot, config, lastUpdated, parse, staticFolder: { absolutePath: staticDir, sourcePath: toSitePath(siteRoot, staticDir) } };
}
