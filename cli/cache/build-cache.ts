// The build's persistent caches in `.garden-cache/`: rendered markdown by page (code blocks
// left as placeholders), highlighted code blocks by content, and pages' search index shares
// by the content they were taken from. All are keyed by content hashes under a fingerprint of
// the engine, so a hit is always what a fresh render would give.
import { createHash } from 'node:crypto';
import { normalizeLanguage } from '../markdown/languages.js';
import type { MarkdownOptions } from '../markdown/types.js';
import type { MarkdownJob, MarkdownJobResult } from '../render/markdown-job.js';
import type { SearchBody } from '../write/search-pages.js';
import type { StoredPage } from '../build/stored-pages.js';
import type { StoredFile } from '../build/stored-search.js';
import { DiskCache } from './disk-cache.js';
import { engineFingerprint } from './fingerprint.js';

/** What the stages need of a cache: `serve --watch` keeps one in memory between rebuilds. */
export interface CacheStore<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export interface BuildCache {
  markdown: CacheStore<MarkdownJobResult>;
  /** Highlighted HTML by blockKeyPrefix + fenceKey. */
  blocks: CacheStore<string>;
  /** Writes the markdown and block stores (only when something changed). */
  save(): void;
  /** Pages written, by their route's key, and the link targets each locale's links last checked clean against (build/stored-pages.ts). */
  pages: CacheStore<StoredPage> & { readonly enabled: boolean };
  linkTargets: CacheStore<string>;
  /** Each locale's search index files, by the key of its pages' shares (build/stored-search.ts). */
  searchFiles: CacheStore<StoredFile[]>;
  /** Writes the three, once the pages are written; not when a build kept its pages in memory (serve), so the next `build` finds them. */
  savePages(): void;
  /** Search shares' title-free part by a hash of their content (render/search-shares.ts); saved on its own, after the pages. */
  search: CacheStore<SearchBody> & { save(): void };
}

/** Opens the site's caches, or caches that keep nothing when `enabled` is false. */
export async function openBuildCache(siteRoot: string, enabled: boolean): Promise<BuildCache> {
  if (!enabled) return cacheOf(DiskCache.disabled(), DiskCache.disabled(), DiskCache.disabled(), DiskCache.disabled(), DiskCache.disabled(), DiskCache.disabled());
  const version = engineFingerprint();
  const [markdown, blocks, search, pages, linkTargets, searchFiles] = await Promise.all([
    DiskCache.open<MarkdownJobResult>(siteRoot, 'markdown', version),
    DiskCache.open<string>(siteRoot, 'code-blocks', version),
    DiskCache.open<SearchBody>(siteRoot, 'search', version),
    // Its keys hold the whole engine's fingerprint (renderFingerprint), worked out only when a build writes pages to disk.
    DiskCache.open<StoredPage>(siteRoot, 'pages', version),
    DiskCache.open<string>(siteRoot, 'link-targets', version),
    DiskCache.open<StoredFile[]>(siteRoot, 'search-files', version),
  ]);
  return cacheOf(markdown, blocks, search, pages, linkTargets, searchFiles);
}

function cacheOf(markdown: DiskCache<MarkdownJobResult>, blocks: DiskCache<string>, search: DiskCache<SearchBody>, pages: DiskCache<StoredPage>, linkTargets: DiskCache<string>, searchFiles: DiskCache<StoredFile[]>): BuildCache {
  return {
    markdown,
    blocks,
    search,
    pages,
    linkTargets,
    searchFiles,
    save() {
      markdown.save();
      blocks.save();
    },
    savePages() {
      if (!pages.used) return;
      pages.save();
      linkTargets.save();
      searchFiles.save();
    },
  };
}

/** Everything a page's rendered markdown depends on, apart from the links and images recorded with it. */
export function markdownKey(job: MarkdownJob, options: MarkdownOptions): string {
  return createHash('sha1')
    .update(JSON.stringify([options.toc ?? null, options.components?.digest ?? null, options.npm2yarn ?? null, options.site ?? null, options.words ?? null, job.sourcePath, job.absolutePath, job.contentRoot, job.lineOffset, job.data ?? null]))
    .update('\0')
    .update(job.body)
    .digest('base64url');
}

/**
 * A block's HTML depends on its info string and code, the themes, and (for grammars that embed
 * others lazily, like markdown's fences) on which languages the site loads: the key has them all.
 */
export function blockKeyPrefix(themes: MarkdownOptions['themes'], languages: readonly string[]): string {
  const loaded = [...new Set(languages.map((name) => normalizeLanguage(name) ?? 'text'))].filter((id) => id !== 'text').sort();
  return `${themes.light}\0${themes.dark}\0${loaded.join(',')}\0`;
}
