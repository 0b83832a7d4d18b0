// The pages stage's tier on disk, for a build in a new process (`build` again): a page whose
// route data (route-digest.ts), theme code, config, client files and engine are all as when the
// last build wrote it comes out as the same HTML, so the last output's file is linked into the
// new output instead of being rendered again. The file must still be the one that build wrote:
// the same size, modification time and inode (as git's index trusts a file), so one edited or
// replaced by hand is rendered again. Its anchors are kept for the link check; its links are
// not (a doc page links to its whole sidebar): while the whole site's link targets are as they
// were when its links last checked clean, its links resolve as they did, and only the pages
// rendered are checked. Otherwise the kept pages' links are read back from their files.
import { createHash } from 'node:crypto';
import { linkSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../cache/build-cache.js';
import { hashOfFile } from '../cache/file-hashes.js';
import { renderFingerprint } from '../cache/fingerprint.js';
import { scanPageLinks } from '../check/page-links.js';
import type { SiteConfig } from '../config/schema.js';
import type { HeadLink } from '../collections/kind.js';
import type { AssetManifest } from '../render/document.js';
import type { RenderedPage } from '../render/page-output.js';
import type { LoadedTheme } from '../render/theme.js';
import type { Route } from '../routes/route.js';
import { folderMaker } from '../write/folder-maker.js';
import { spend, type OutputBudget } from '../write/output-budget.js';
import { pathInside } from '../write/output-path.js';
import { digestValue, routeDigester } from './route-digest.js';

/** A file as a build wrote it: what tells it from one edited or replaced since. */
export interface WrittenFile {
  bytes: number;
  mtimeMs: number;
  ino: number;
}

/** What the disk cache keeps of a page written: the file's identity, and the page's anchors. */
export interface StoredPage extends WrittenFile {
  anchors: string[];
}

/** The identity of the file at `file`, when it is a regular file. */
export function writtenFile(file: string): WrittenFile | undefined {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? { bytes: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino } : undefined;
}

/** Whether `file` is still the file a build wrote as `written`. */
export function stillAsWritten(file: string, written: WrittenFile): boolean {
  const now = writtenFile(file);
  return now !== undefined && now.bytes === written.bytes && now.mtimeMs === written.mtimeMs && now.ino === written.ino;
}

/** What every page of one locale's build is rendered with, besides its route. */
export interface PageContext {
  config: SiteConfig;
  /** The config file and the local files it imports. */
  configInputs: readonly string[];
  theme: LoadedTheme;
  assets: AssetManifest;
  headLinks: HeadLink[];
}

/** One locale's pages and the disk cache: their keys, and which came from it. */
export interface StoredPagesUse {
  /** The context's key: the link check's record is kept under it. */
  contextKey: string;
  /** Each route's key, in route order, when pages were looked up: with no last output to take them from, the keys are only kept, and worked out once the pages are written (build.ts). */
  keys: string[] | undefined;
  /** The pages taken from the store, by output file: their links were not read. */
  taken: ReadonlySet<string>;
  /** The staging folder the locale's pages are in. */
  folder: string;
}

export function pageContextKey(context: PageContext): string {
  // The config's files by their bytes (its functions are code), and its data (it may read the environment).
  const configFiles = [...context.configInputs].sort().map(hashOfFile);
  return createHash('sha1')
    .update(JSON.stringify([renderFingerprint(), configFiles, digestValue(context.config), context.theme.codeKey, context.assets, context.headLinks]))
    .digest('base64url');
}

/** Routes between two looks at the event loop. */
const ROUTES_PER_TURN = 50;

/** Each route's key in the store: its digest under the context's, a few routes at a time, so the other threads' replies are taken between turns. */
export async function storedPageKeys(routes: readonly Route[], contextKey: string): Promise<string[]> {
  const digest = routeDigester();
  const keys: string[] = [];
  for (const route of routes) {
    keys.push(pageKey(contextKey, digest(route)));
    if (keys.length % ROUTES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return keys;
}

function pageKey(contextKey: string, digest: string): string {
  return createHash('sha1').update(contextKey).update('\0').update(digest).digest('base64url');
}

/**
 * The pages the store holds whose file in the previous output is still the one written, linked
 * into the staging folder `writeTo`; undefined for each page to render.
 */
export function takeStoredPages(routes: readonly Route[], keys: readonly string[], store: CacheStore<StoredPage>, folders: { writeTo: string; reuseFrom: string; budget: OutputBudget | undefined }): Array<RenderedPage | undefined> {
  const makeFolder = folderMaker();
  return routes.map((route, index) => {
    const stored = store.get(keys[index] as string);
    if (!stored) return undefined;
    if (!stillAsWritten(path.join(folders.reuseFrom, route.outFile), stored)) return undefined;
    const target = pathInside(folders.writeTo, route.outFile);
    makeFolder(path.dirname(target));
    spend(folders.budget, stored.bytes);
    try {
      linkSync(path.join(folders.reuseFrom, route.outFile), target);
    } catch {
      return undefined; // another filesystem, a file gone meanwhile: rendered the ordinary way
    }
    return { outFile: route.outFile, links: [], anchors: stored.anchors };
  });
}

/** Keeps every page's file identity and anchors under its key, once the pages are all in the staging folder. */
export function recordStoredPages(pages: readonly RenderedPage[], routes: readonly Route[], keys: readonly string[], use: StoredPagesUse, store: CacheStore<StoredPage>): void {
  const keyOf = new Map(routes.map((route, index) => [route.outFile, keys[index] as string]));
  for (const page of pages) {
    const key = keyOf.get(page.outFile);
    if (key === undefined || page.problems?.length) continue;
    const written = writtenFile(path.join(use.folder, page.outFile));
    if (written) store.set(key, { ...written, anchors: page.anchors });
  }
}

/** A hash of what links resolve against: every file of the site, and every page's anchors. */
export function linkTargetsKey(pages: ReadonlyArray<Pick<RenderedPage, 'outFile' | 'anchors'>>, files: readonly string[]): string {
  const hash = createHash('sha1');
  for (const file of files) hash.update(file).update('\n');
  for (const page of pages) hash.update('\0').update(page.outFile).update('\n').update(page.anchors.join('\n'));
  return hash.digest('base64url');
}

/** The links of the pages taken from the store, read back from their files (when the link targets changed). */
export function readTakenLinks(pages: RenderedPage[], use: StoredPagesUse): void {
  for (const page of pages) if (use.taken.has(page.outFile)) page.links = scanPageLinks(readFileSync(path.join(use.folder, page.outFile), 'utf8')).links;
}
