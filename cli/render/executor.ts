// Where the heavy stages run. The build asks an executor to render markdown, highlight code
// blocks and render pages; the in-thread executor runs the stages (render-stages.ts) on the
// main thread, the pool executor (pool-executor.ts) sends them in batches to worker threads.
import type { FenceRequest } from '../markdown/fences.js';
import type { AssetLookup } from '../markdown/types.js';
import type { Route } from '../routes/route.js';
import type { MarkdownJob, MarkdownJobResult } from './markdown-job.js';
import type { PageSink, RenderedPage } from './page-output.js';
import { prepareStage, type HighlightSetup, type MarkdownSetup, type PageSetup, type RunBatch, type Setup, type Stage, type ThreadParts } from './render-stages.js';
import type { LoadedTheme } from './theme.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { chunk, PAGES_BATCH, STREAMED_MARKDOWN_BATCH } from './work-batches.js';

export type { HighlightSetup, MarkdownSetup, PageSetup, ThemeSource } from './render-stages.js';

/** Called as each batch of markdown is rendered, with its results and the index of its first job. */
export type OnMarkdownBatch = (results: MarkdownJobResult[], from: number) => void;

export interface StageExecutor {
  /** Every job's result in order; `onBatch` sees them as they come (batch by batch on the main thread, where workers highlight meanwhile). */
  renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup, onBatch: OnMarkdownBatch): Promise<MarkdownJobResult[]>;
  /** The HTML of each distinct block, by key. */
  highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>>;
  /** One page per route, in order: written out (see PageSetup.writeTo; on the main thread, through `sink`) and scanned for links. */
  renderPages(routes: Route[], setup: PageSetup, theme: LoadedTheme, sink?: PageSink): Promise<RenderedPage[]>;
}

export class InProcessExecutor implements StageExecutor {
  private readonly prepared = new Map<Stage, { setup: unknown; run: Promise<unknown> }>();

  async renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup, onBatch: OnMarkdownBatch): Promise<MarkdownJobResult[]> {
    const run = await this.stage('markdown', setup, { registerAsset });
    // Batch by batch, each in its own turn of the event loop: between them this thread takes the
    // replies of workers highlighting the blocks of the batches before, and hands them more.
    const results: MarkdownJobResult[] = [];
    for (const batch of chunk(jobs, STREAMED_MARKDOWN_BATCH)) {
      if (results.length > 0) await nextTurn();
      const done = run(batch);
      onBatch(done, results.length);
      results.push(...done);
    }
    return results;
  }

  async highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    return new Map((await this.stage('highlight', setup, {}))(blocks));
  }

  async renderPages(routes: Route[], setup: PageSetup, theme: LoadedTheme, sink?: PageSink): Promise<RenderedPage[]> {
    const run = await this.stage('pages', setup, { theme: Promise.resolve(theme), ...(sink ? { pageSink: sink } : {}) });
    if (setup.writeTo === undefined) return run(routes);
    // A link or anchor cut from a page's HTML keeps the whole page alive (V8 slices strings): a
    // batch is copied, as a worker's reply is, so its pages' HTML goes once they are written.
    return chunk(routes, PAGES_BATCH).flatMap((batch) => structuredClone(run(batch)));
  }

  /** A stage prepared once per setup, as a worker prepares it. */
  private stage<S extends Stage>(stage: S, setup: Setup<S>, parts: ThreadParts): Promise<RunBatch<S>> {
    let known = this.prepared.get(stage);
    if (known?.setup !== setup) this.prepared.set(stage, (known = { setup, run: prepareStage(stage, setup, parts) }));
    return known.run as Promise<RunBatch<S>>;
  }
}
