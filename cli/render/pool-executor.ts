// The stages on worker threads: the work is cut into batches, which the pool hands to whichever
// worker is free, so a slow page does not hold up a whole share; code blocks go to the worker
// that already has their language's grammar (work-batches.ts, LanguageHomes).
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';
import type { AssetLookup } from '../markdown/types.js';
import type { Route } from '../routes/route.js';
import type { HighlightSetup, MarkdownSetup, OnMarkdownBatch, PageSetup, StageExecutor } from './executor.js';
import type { MarkdownJob, MarkdownJobResult } from './markdown-job.js';
import type { RenderedPage } from './page-output.js';
import { chunk, highlightBatches, LanguageHomes, MARKDOWN_BATCH, PAGES_BATCH } from './work-batches.js';
import type { WorkerPool } from './worker-pool.js';


export class PoolExecutor implements StageExecutor {
  private readonly languageHomes = new LanguageHomes();

  constructor(private readonly pool: WorkerPool) {}

  async renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup, onBatch: OnMarkdownBatch): Promise<MarkdownJobResult[]> {
    const results = (await Promise.all(chunk(jobs, MARKDOWN_BATCH).map((batch) => this.pool.run('markdown', setup, batch)))).flat();
    // Images were hashed in the workers; the build's registry publishes them (same names, same hashes).
    for (const result of results) for (const [file] of result.deps.assets) registerAsset(file);
    // One hand-over once all are parsed: the workers that parse are the ones that highlight, so
    // blocks handed over batch by batch would only interleave the two, in smaller batches.
    onBatch(results, 0);
    return results;
  }

  async highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    const batches = highlightBatches(blocks, Math.max(16, Math.ceil(blocks.length / this.pool.size / 4)));
    const placed = batches.map((batch) => {
      const characters = batch.reduce((sum, block) => sum + block.content.length, 0);
      return this.pool.run('highlight', setup, batch, this.languageHomes.place(fenceLanguage(batch[0]?.info ?? ''), characters, this.pool.size));
    });
    return new Map((await Promise.all(placed)).flat());
  }

  async renderPages(routes: Route[], setup: PageSetup): Promise<RenderedPage[]> {
    return (await Promise.all(chunk(routes, PAGES_BATCH).map((batch) => this.pool.run('pages', setup, batch)))).flat();
  }
}
