// The pages stage's tier on disk, for a build in a new process (`build` again): a page whose
// route data (route-digest.ts), theme code, config, client files and engine are all as when the
// last build wrote it comes out as the same HTML, so the last output's file is linked into the
// new one instead of being rendered again, once its bytes are checked against the hash the cache
// kept. Its links and anchors, for the link check, are kept with the hash. A page the previous
// output no longer holds as it was written (deleted, edited by hand) is rendered as usual.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../cache/build-cache.js';
import { renderFingerprint } from '../cache/fingerprint.js';
import type { PageLink } from '../check/page-links.js';
import type { LinkAttribute } from '../check/scan-html.js';
import type { SiteConfig } from '../config/schema.js';
import type { HeadLink } from '../collections/kind.js';
import type { AssetManifest } from '../render/document.js';
import type { RenderedPage, WrittenHtml } from '../render/page-output.js';
import type { LoadedTheme } from '../render/theme.js';
import type { Route } from '../routes/route.js';
import { folderMaker } from '../write/folder-maker.js';
import type { OutputBudget } from '../write/output-budget.js';
import { pathInside } from '../write/output-path.js';
import { linkIfHashed } from '../write/reuse-output.js';
import { digestRoutes, digestValue } from './route-digest.js';

/**
 * What the disk cache keeps of a page written: its size and hash, its anchors, and its links as
 * one flat list of tag, attribute and URL (a doc page links to every doc in its sidebar, so
 * the field names of one object per link would make most of the store).
 */
export interface StoredPage extends WrittenHtml {
  links: string[];
  anchors: string[];
}

/** What every page of one locale's build is rendered with, besides its route. */
export interface PageContext {
  config: SiteConfig;
  /** A hash of the config file and the files it imports (its functions are code, not data). */
  configKey: string;
  theme: LoadedTheme;
  assets: AssetManifest;
  headLinks: HeadLink[];
}

/** Where the pages go: the staging folder, and the previous output the stored pages are taken from. */
export interface PageFolders {
  writeTo: string;
  reuseFrom: string;
  budget: OutputBudget | undefined;
}

/** A hash of the config file and the local files it imports, by their bytes (an unreadable one counts as empty). */
export function configFilesKey(files: readonly string[]): string {
  const hash = createHash('sha1');
  for (const file of [...files].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      // Gone since the config loaded: the next build sees the change.
    }
    hash.update('\0');
  }
  return hash.digest('base64url');
}

/** Each route's key in the store: its digest under the context's. */
export function storedPageKeys(routes: readonly Route[], context: PageContext): string[] {
  const contextKey = createHash('sha1')
    .update(JSON.stringify([renderFingerprint(), context.configKey, digestValue(context.config), context.theme.codeKey, context.assets, context.headLinks]))
    .digest('base64url');
  return digestRoutes(routes).map((digest) => createHash('sha1').update(contextKey).update('\0').update(digest).digest('base64url'));
}

/**
 * The pages the store and the previous output hold as they would render now, linked into the
 * staging folder; undefined for each page to render.
 */
export function takeStoredPages(routes: readonly Route[], keys: readonly string[], store: CacheStore<StoredPage>, folders: PageFolders): Array<RenderedPage | undefined> {
  const makeFolder = folderMaker();
  return routes.map((route, index) => {
    const stored = store.get(keys[index] as string);
    if (!stored) return undefined;
    const target = pathInside(folders.writeTo, route.outFile);
    makeFolder(path.dirname(target));
    if (!linkIfHashed(path.join(folders.reuseFrom, route.outFile), target, stored.bytes, stored.sha1, folders.budget)) return undefined;
    return { outFile: route.outFile, links: unpackLinks(stored.links), anchors: stored.anchors };
  });
}

/** Keeps each rendered page's hash, links and anchors under its route's key (`keys` in the same order). */
export function storePages(pages: readonly RenderedPage[], keys: readonly string[], store: CacheStore<StoredPage>): void {
  pages.forEach((page, index) => {
    const key = keys[index];
    if (key === undefined || page.written === undefined || page.problems?.length) return;
    store.set(key, { ...page.written, links: page.links.flatMap((link) => [link.tag, link.attribute, link.value]), anchors: page.anchors });
  });
}

function unpackLinks(flat: readonly string[]): PageLink[] {
  const links: PageLink[] = [];
  for (let index = 0; index + 2 < flat.length; index += 3) links.push({ tag: flat[index] as string, attribute: flat[index + 1] as LinkAttribute, value: flat[index + 2] as string });
  return links;
}
