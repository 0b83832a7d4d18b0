// A small pool of worker threads for the heavy stages, one per core. Each worker loads only
// what its tasks need (markdown-it, shiki, React and the theme), once, and keeps it for the
// build. Work goes out in chunks to whichever worker is free, so a slow page does not hold
// up a whole share; code blocks go out by language so a grammar is compiled by as few
// workers as possible (work-shares.ts).
import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../bundle/engine-worker.js';
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';
import type { AssetLookup, MarkdownOptions } from '../markdown/types.js';
import type { AssetRules } from '../write/assets.js';
import type { Route } from '../routes/route.js';
import type { HighlightSetup, MarkdownSetup, PageSetup, StageExecutor, ThemeSource } from './executor.js';
import type { MarkdownJob, MarkdownJobResult } from './markdown-job.js';
import type { RenderedPage } from './page-output.js';
import { pageInterner } from './page-interner.js';
import { fromPlainFailure, type PlainFailure } from './transfer.js';
import { chunk, LanguageQueue } from './work-shares.js';

export type WorkerRequest =
  | { type: 'setup-markdown'; setup: { options: MarkdownOptions; routeByFile: Array<[string, string]>; assets: AssetRules } }
  | { type: 'markdown'; jobs: MarkdownJob[] }
  | { type: 'warm-highlighter' }
  | { type: 'load-highlighter'; setup: HighlightSetup }
  | { type: 'highlight'; blocks: FenceRequest[]; setup: HighlightSetup }
  | { type: 'load-theme'; source: ThemeSource }
  | { type: 'setup-pages'; setup: PageSetup }
  | { type: 'pages'; routes: Route[] };

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; failure: PlainFailure };

const MARKDOWN_CHUNK = 40;
const PAGES_CHUNK = 25;
/** Tasks in flight per worker: a second one hides the message round trip. */
const IN_FLIGHT = 2;

interface PoolWorker {
  worker: Worker;
  inFlight: number;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

export class WorkerPool implements StageExecutor {
  private readonly workers: PoolWorker[];
  private readonly queue: Array<{ request: WorkerRequest; resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  private nextId = 1;
  private broken: Error | undefined;
  private closing = false;
  private markdownReady = false;
  private themeLoading: Promise<unknown> | undefined;
  private pagesReady: Promise<unknown> | undefined;
  /** The worker that highlights each language in highlightByLanguage. */
  private readonly homes = new Map<string, number>();

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => this.spawn());
  }

  get size(): number {
    return this.workers.length;
  }

  async renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup): Promise<MarkdownJobResult[]> {
    if (!this.markdownReady) {
      this.markdownReady = true;
      void this.broadcast({ type: 'setup-markdown', setup: { options: setup.options, routeByFile: [...setup.routeByFile], assets: setup.assets } }).catch(() => {});
    }
    const chunks = await Promise.all(chunk(jobs, MARKDOWN_CHUNK).map((part) => this.run({ type: 'markdown', jobs: part }) as Promise<MarkdownJobResult[]>));
    const results = chunks.flat();
    // Images were hashed in the workers; the main registry publishes them (same names, same hashes).
    for (const result of results) for (const [file] of result.deps.assets) registerAsset(file);
    return results;
  }

  async highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    const queue = new LanguageQueue(blocks, Math.max(8, Math.ceil(blocks.length / this.workers.length / 8)));
    const html = new Map<string, string>();
    // One loop per worker, each asking the queue for its next blocks when done with the last.
    await Promise.all(
      this.workers.map(async (_, index) => {
        const compiled = new Set<string>();
        for (let part = queue.next(compiled); part; part = queue.next(compiled)) {
          for (const [key, block] of (await this.runOn(index, { type: 'highlight', blocks: part, setup })) as Array<[string, string]>) html.set(key, block);
        }
      }),
    );
    return html;
  }

  /**
   * Blocks found a few pages at a time: each language goes to one worker, the one given the
   * fewest languages when it first comes, so every grammar is compiled once.
   */
  async highlightByLanguage(blocks: FenceRequest[], setup: HighlightSetup): Promise<Array<[string, string]>> {
    const byLanguage = new Map<string, FenceRequest[]>();
    for (const block of blocks) {
      const language = fenceLanguage(block.info);
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), block]);
    }
    const parts = [...byLanguage].map(([language, group]) => {
      let home = this.homes.get(language);
      if (home === undefined) {
        const load = this.workers.map((_, index) => [...this.homes.values()].filter((taken) => taken === index).length);
        home = load.indexOf(Math.min(...load));
        this.homes.set(language, home);
      }
      return this.runOn(home, { type: 'highlight', blocks: group, setup }) as Promise<Array<[string, string]>>;
    });
    return (await Promise.all(parts)).flat();
  }

  /** Loads shiki's modules and engine in every worker, before anyone knows the themes or languages. */
  warmUpHighlighting(): void {
    void this.broadcast({ type: 'warm-highlighter' }).catch(() => {});
  }

  /** Starts shiki in every worker (grammars registered, none compiled yet) while the main thread renders markdown. */
  preloadHighlighter(setup: HighlightSetup): void {
    void this.broadcast({ type: 'load-highlighter', setup }).catch(() => {});
  }

  /** Starts loading React and the theme in every worker, while the main thread does other work. */
  preloadTheme(source: ThemeSource): void {
    this.themeLoading ??= this.broadcast({ type: 'load-theme', source });
    this.themeLoading.catch(() => {}); // reported by renderPages, which waits for it
  }

  async renderPages(routes: Route[], setup: PageSetup): Promise<RenderedPage[]> {
    this.preloadTheme(setup);
    await this.themeLoading;
    this.pagesReady ??= this.broadcast({ type: 'setup-pages', setup });
    await this.pagesReady;
    const intern = pageInterner();
    const chunks = await Promise.all(
      chunk(routes, PAGES_CHUNK).map(async (part) => {
        const pages = (await this.run({ type: 'pages', routes: part })) as RenderedPage[];
        for (const page of pages) intern(page);
        return pages;
      }),
    );
    return chunks.flat();
  }

  /** false: the workers alone do not keep the process alive (a pool started before its build). */
  hold(keep: boolean): void {
    for (const { worker } of this.workers) {
      if (keep) worker.ref();
      else worker.unref();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((entry) => entry.worker.terminate()));
  }

  private spawn(): PoolWorker {
    const worker = startWorker();
    const poolWorker: PoolWorker = { worker, inFlight: 0, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const waiting = poolWorker.pending.get(reply.id);
      if (!waiting) return;
      poolWorker.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(fromPlainFailure(reply.failure));
    });
    // A worker that dies (out of memory, say) fails the build rather than leaving it waiting.
    const fail = (error: Error): void => {
      if (this.closing) return;
      this.broken ??= error;
      for (const waiting of poolWorker.pending.values()) waiting.reject(error);
      poolWorker.pending.clear();
      for (const task of this.queue.splice(0)) task.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a render worker stopped (exit code ${code})`)));
    return poolWorker;
  }

  private post(target: PoolWorker, request: WorkerRequest): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ id, ...request });
    });
  }

  /** Setup messages reach every worker before any task posted after them (a worker handles its messages in order). */
  private broadcast(request: WorkerRequest): Promise<unknown[]> {
    return Promise.all(this.workers.map((target) => this.post(target, request)));
  }

  private runOn(index: number, request: WorkerRequest): Promise<unknown> {
    return this.post(this.workers[index] as PoolWorker, request);
  }

  private run(request: WorkerRequest): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const target of this.workers) {
      while (target.inFlight < IN_FLIGHT && this.queue.length > 0) {
        const task = this.queue.shift();
        if (!task) break;
        target.inFlight++;
        this.post(target, task.request).then(task.resolve, task.reject).finally(() => {
          target.inFlight--;
          this.dispatch();
        });
      }
    }
  }
}

/** The render worker (see engine-worker.ts for how it is started from source). */
function startWorker(): Worker {
  return startEngineWorker('render/render-worker');
}
