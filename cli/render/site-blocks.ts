// The code blocks of the markdown stage: every distinct block of the site, from the cache or
// highlighted. Blocks are handed to the highlighting executor as the pages holding them are
// parsed, batch by batch, so a worker highlights while the rest of the markdown is still being
// rendered (grouped by language within each hand-over, see pool-executor.ts).
import { blockKeyPrefix, type BuildCache } from '../cache/build-cache.js';
import type { FenceRequest } from '../markdown/fences.js';
import type { HighlightSetup, StageExecutor } from './executor.js';
import type { Executors } from './executors.js';
import type { MarkdownJobResult } from './markdown-job.js';

/** How much highlighting a build expects: the executor is chosen from it at the first hand-over. */
export interface ExpectedBlocks {
  blocks: number;
  languages: number;
}

export class SiteBlocks {
  private readonly html = new Map<string, string>();
  private readonly prefix: string;
  /** Keys handed over to be highlighted, or found in the cache. */
  private readonly seen = new Set<string>();
  private readonly highlighting: Array<Promise<void>> = [];
  private executor: StageExecutor | undefined;

  constructor(
    private readonly cache: BuildCache,
    private readonly setup: HighlightSetup,
    private readonly executors: Executors,
    private readonly expected: ExpectedBlocks,
  ) {
    this.prefix = blockKeyPrefix(setup.themes, setup.languages);
  }

  /** Takes these pages' blocks from the cache, and starts highlighting the others. */
  add(results: readonly MarkdownJobResult[]): void {
    const wanted: FenceRequest[] = [];
    for (const { rendered } of results) {
      for (const fence of rendered.fences ?? []) {
        if (this.seen.has(fence.key)) continue;
        this.seen.add(fence.key);
        const cached = this.cache.blocks.get(this.prefix + fence.key);
        if (cached !== undefined) this.html.set(fence.key, cached);
        else wanted.push(fence);
      }
    }
    if (wanted.length > 0) this.highlight(wanted);
  }

  /** The HTML of every block added, by key, once all are highlighted; the new ones are added to the cache. */
  async all(): Promise<Map<string, string>> {
    await Promise.all(this.highlighting);
    return this.html;
  }

  private highlight(blocks: FenceRequest[]): void {
    this.executor ??= this.executors.for('highlight', Math.max(this.expected.blocks, blocks.length), this.expected.languages);
    const done = this.executor.highlight(blocks, this.setup).then((highlighted) => {
      for (const [key, block] of highlighted) {
        this.html.set(key, block);
        this.cache.blocks.set(this.prefix + key, block);
      }
    });
    done.catch(() => {}); // thrown by all(), which the build awaits once the markdown is rendered
    this.highlighting.push(done);
  }
}
