// Which executor runs a stage: the main thread, or a pool of worker threads. A worker costs a
// few hundred milliseconds of CPU to start (it loads markdown-it, shiki, React and the theme
// for itself), so the pool is used only for work large enough to repay that; the output is
// the same either way. The pool starts the first time a stage needs it, and only then.
import { InProcessExecutor, type HighlightSetup, type StageExecutor, type ThemeSource } from './executor.js';
import { PoolExecutor } from './pool-executor.js';
import { WorkerPool } from './worker-pool.js';
import { workerLimit, type WorkersSetting } from './workers-setting.js';

export type StageKind = 'markdown' | 'highlight' | 'pages';

/** Below these amounts of work a stage stays on the main thread in 'auto' mode. */
const MIN_WORK: Record<StageKind, number> = { markdown: 200, highlight: 12, pages: 300 };
/** Fewer code blocks than this are highlighted by one worker (or the main thread). */
const FEW_BLOCKS = 200;

export class Executors {
  private readonly inThread = new InProcessExecutor();
  private pool: PoolExecutor | undefined;
  private workers: WorkerPool | undefined;

  constructor(private readonly setting: WorkersSetting) {}

  /**
   * The executor for `amount` units of a stage's work (pages, or code blocks to highlight).
   * Highlighting goes to the pool only when the blocks span several languages, since one
   * language's grammar would otherwise be compiled by every worker.
   */
  for(kind: StageKind, amount: number, languages = 1): StageExecutor {
    return this.poolFor(kind, amount, languages) ?? this.inThread;
  }

  /**
   * When the pages of a site this size will be rendered by workers, they start loading the
   * theme now; when by this thread, React's server renderer loads now, and so while this
   * thread waits for other work rather than at the first page.
   */
  preloadTheme(expectedPages: number, source: ThemeSource): void {
    if (this.poolFor('pages', expectedPages)) this.workers?.prepare('theme', source);
    else import('./page-output.js').catch(() => {}); // an error shows when the pages are rendered
  }

  /** When about this many code blocks in these languages will be highlighted by workers, they start shiki now, while the markdown is parsed. */
  preloadHighlighter(expectedBlocks: number, setup: HighlightSetup, languages: number): void {
    if (this.poolFor('highlight', expectedBlocks, languages)) this.workers?.prepare('highlight', setup);
  }

  /**
   * A first build with nothing cached starts one worker loading shiki at once, while the config
   * and content are read: highlighting is then the worker's first job, and on a small site the
   * time it takes to start is the time the main thread would otherwise wait for the blocks.
   */
  startEarly(): void {
    if (this.maxSize() === 0) return;
    this.workers ??= new WorkerPool(1);
    this.workers.prepare('shiki', {});
  }

  private poolFor(kind: StageKind, amount: number, languages = 1): PoolExecutor | undefined {
    const size = this.poolSize(kind, amount, languages);
    if (size === 0) return undefined;
    this.workers ??= new WorkerPool(size);
    this.workers.growTo(size);
    return (this.pool ??= new PoolExecutor(this.workers));
  }

  private maxSize(): number {
    return workerLimit(this.setting);
  }

  private poolSize(kind: StageKind, amount: number, languages: number): number {
    if (amount === 0) return 0;
    if (this.setting !== 'auto') return this.setting;
    const size = this.maxSize();
    if (size === 0 || amount < MIN_WORK[kind]) return 0;
    if (kind !== 'highlight' || amount >= FEW_BLOCKS) return size;
    // A few hundred blocks: one worker, which compiles each grammar once, leaving the other
    // cores to the main thread's markdown; one language alone stays on the main thread.
    return languages < 2 ? 0 : 1;
  }

  async close(): Promise<void> {
    await this.workers?.close();
  }
}
