// The build's caches in memory, over `.garden-cache/`: the second step of the lookup chain
// (kept from the last build → memory → disk → render). A later build of the same session
// (`serve --watch`) finds every unchanged page's rendered markdown here without reading the disk
// cache again. Two generations are kept (what the last good build used, and what this one
// uses), so memory follows the site's size and not the number of edits. The first build reads
// and writes the disk cache, so starting the server is as quick as a warm build.
import { markdownKey, type BuildCache, type CacheStore } from '../cache/build-cache.js';
import type { SearchBody } from '../write/search-pages.js';
import type { MarkdownOptions } from '../markdown/types.js';
import type { MarkdownJob } from '../render/markdown-job.js';

class GenerationStore<V> implements CacheStore<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();
  /** How many values were computed afresh (set) since the store was made. */
  private setCount = 0;
  constructor(private fallback: CacheStore<V> | undefined) {}

  get(key: string): V | undefined {
    const value = this.current.get(key) ?? this.previous.get(key) ?? this.fallback?.get(key);
    if (value !== undefined) this.current.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.setCount++;
    this.current.set(key, value);
    this.fallback?.set(key, value);
  }

  forget(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  /** How many values were computed afresh since the store was made: a build counts its own as the difference. */
  get added(): number {
    return this.setCount;
  }

  /** After a good build: what it used becomes the previous generation. */
  rotate(): void {
    this.previous = this.current;
    this.current = new Map();
    this.fallback = undefined;
  }
}

export class MemoryCache implements BuildCache {
  readonly markdown;
  readonly blocks;
  readonly search: GenerationStore<SearchBody> & { save(): void };
  /** Only a build in a new process, writing to disk, uses these three: later ones keep their pages in memory (pages-stage.ts). */
  readonly pages: BuildCache['pages'];
  readonly linkTargets: BuildCache['linkTargets'];
  readonly searchFiles: BuildCache['searchFiles'];
  private disk: BuildCache | undefined;
  private readonly pagesOnDisk: Pick<BuildCache, 'savePages'>;

  constructor(disk: BuildCache) {
    this.disk = disk;
    this.markdown = new GenerationStore(disk.markdown);
    this.blocks = new GenerationStore(disk.blocks);
    this.pages = disk.pages;
    this.pagesOnDisk = disk;
    this.linkTargets = disk.linkTargets;
    this.searchFiles = disk.searchFiles;
    let searchOnDisk: BuildCache['search'] | undefined = disk.search;
    this.search = Object.assign(new GenerationStore(disk.search), {
      save: () => {
        searchOnDisk?.save();
        searchOnDisk = undefined;
      },
    });
  }

  /** The first build saves the disk cache (for the next `build`); later ones keep to memory. */
  save(): void {
    this.disk?.save();
    this.disk = undefined;
  }

  savePages(): void {
    this.pagesOnDisk.savePages();
  }

  /**
   * After a body edit, which does not rotate the cache (content-stage.ts), the edited page's
   * previous markdown is forgotten, so a long run of edits does not pile up old versions.
   */
  forgetMarkdown(job: MarkdownJob, options: MarkdownOptions): void {
    this.markdown.forget(markdownKey(job, options));
  }

  /** Called once a build has succeeded. */
  rotate(): void {
    this.markdown.rotate();
    this.blocks.rotate();
    this.search.rotate();
  }
}
