// The code blocks of the markdown stage: every distinct block of the site, from the cache or
// highlighted now. Blocks are highlighted all at once when the pages are parsed (by workers,
// or on this thread), or, when a small site's markdown is parsed on this thread while workers
// highlight, sent to the workers as each slice of pages is parsed: their grammars compile
// meanwhile, where they used to wait for the last page.
import { blockKeyPrefix, type BuildCache } from '../cache/build-cache.js';
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';
import type { HighlightSetup } from './executor.js';
import type { Executors, HighlightFeed } from './executors.js';
import type { MarkdownJobResult } from './markdown-job.js';

export class SiteBlocks {
  private readonly prefix: string;
  private readonly html = new Map<string, string>();
  private readonly wanted = new Map<string, FenceRequest>();
  private readonly sent: Array<Promise<void>> = [];

  /** `feed`: highlights blocks as they are offered; none: all at once in `finish`. */
  constructor(
    private readonly cache: BuildCache,
    private readonly setup: HighlightSetup,
    private readonly feed: HighlightFeed | undefined,
  ) {
    this.prefix = blockKeyPrefix(setup.themes, setup.languages);
  }

  /** Notes the blocks of these pages: cached ones are taken, new ones sent when there is a feed. */
  offer(results: readonly MarkdownJobResult[]): void {
    const fresh: FenceRequest[] = [];
    for (const { rendered } of results) {
      for (const fence of rendered.fences ?? []) {
        if (this.html.has(fence.key) || this.wanted.has(fence.key)) continue;
        const cached = this.cache.blocks.get(this.prefix + fence.key);
        if (cached !== undefined) this.html.set(fence.key, cached);
        else {
          this.wanted.set(fence.key, fence);
          fresh.push(fence);
        }
      }
    }
    if (this.feed && fresh.length > 0) {
      const sent = this.feed(fresh).then((blocks) => this.take(blocks));
      sent.catch(() => {}); // thrown by finish, which waits for it
      this.sent.push(sent);
    }
  }

  /** The HTML of every block offered, by key, once all are highlighted. */
  async finish(results: readonly MarkdownJobResult[], executors: Executors): Promise<Map<string, string>> {
    this.offer(results);
    if (!this.feed && this.wanted.size > 0) {
      const blocks = [...this.wanted.values()];
      const languages = new Set(blocks.map((block) => fenceLanguage(block.info))).size;
      this.take(await executors.for('highlight', blocks.length, languages).highlight(blocks, this.setup));
    }
    await Promise.all(this.sent);
    return this.html;
  }

  private take(blocks: Iterable<[string, string]>): void {
    for (const [key, block] of blocks) {
      this.html.set(key, block);
      this.cache.blocks.set(this.prefix + key, block);
    }
  }
}
