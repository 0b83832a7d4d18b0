// The stages on worker threads: the work is cut into batches, which the pool hands to whichever
// worker is free, so a slow page does not hold up a whole share.
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';
import type { AssetLookup } from '../markdown/types.js';
import type { Route } from '../routes/route.js';
import type { HighlightSetup, MarkdownSetup, PageSetup, StageExecutor } from './executor.js';
import type { MarkdownJob, MarkdownJobResult } from './markdown-job.js';
import type { RenderedPage } from './page-output.js';
import type { WorkerPool } from './worker-pool.js';

const MARKDOWN_BATCH = 40;
const PAGES_BATCH = 25;

export class PoolExecutor implements StageExecutor {
  constructor(private readonly pool: WorkerPool) {}

  async renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup): Promise<MarkdownJobResult[]> {
    const results = (await Promise.all(chunk(jobs, MARKDOWN_BATCH).map((batch) => this.pool.run('markdown', setup, batch)))).flat();
    // Images were hashed in the workers; the build's registry publishes them (same names, same hashes).
    for (const result of results) for (const [file] of result.deps.assets) registerAsset(file);
    return results;
  }

  async highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    const batches = highlightBatches(blocks, Math.max(16, Math.ceil(blocks.length / this.pool.size / 4)));
    return new Map((await Promise.all(batches.map((batch) => this.pool.run('highlight', setup, batch)))).flat());
  }

  async renderPages(routes: Route[], setup: PageSetup): Promise<RenderedPage[]> {
    return (await Promise.all(chunk(routes, PAGES_BATCH).map((batch) => this.pool.run('pages', setup, batch)))).flat();
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

/**
 * Code blocks in batches of one language each, the largest languages first: compiling a grammar
 * costs more than highlighting dozens of blocks with it, so a batch of one language compiles
 * one grammar, and the long batches start first.
 */
export function highlightBatches(blocks: readonly FenceRequest[], size: number): FenceRequest[][] {
  const byLanguage = new Map<string, FenceRequest[]>();
  for (const block of blocks) {
    const language = fenceLanguage(block.info);
    const group = byLanguage.get(language);
    if (group) group.push(block);
    else byLanguage.set(language, [block]);
  }
  return [...byLanguage.values()].sort((a, b) => b.length - a.length).flatMap((group) => chunk(group, size));
}
