// Which executor runs a stage: the main thread, or a pool of worker threads. A worker costs a
// few hundred milliseconds of CPU to start (it loads markdown-it, shiki, React and the theme
// for itself), so the pool is used only for work large enough to repay that; the output is
// the same either way. The pool starts the first time a stage needs it, and only then.
import { availableParallelism } from 'node:os';
import { InProcessExecutor, type HighlightSetup, type StageExecutor, type ThemeSource } from './executor.js';
import { PoolExecutor } from './pool-executor.js';
import { WorkerPool } from './worker-pool.js';

/** `0`: everything on the main thread; a number: that many workers for every stage; 'auto': by the amount of work. */
export type WorkersSetting = number | 'auto';

/** `GARDEN_SITE_WORKERS=0|N|auto`, read once by the build; anything else is 'auto'. */
export function workersFromEnvironment(value = process.env.GARDEN_SITE_WORKERS): WorkersSetting {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : 'auto';
}

export type StageKind = 'markdown' | 'highlight' | 'pages';

/** Below these amounts of work a stage stays on the main thread in 'auto' mode. */
const MIN_WORK: Record<StageKind, number> = { markdown: 200, highlight: 12, pages: 300 };

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

  private poolFor(kind: StageKind, amount: number, languages = 1): PoolExecutor | undefined {
    const size = this.poolSize(kind, amount, languages);
    if (size === 0) return undefined;
    this.workers ??= new WorkerPool(size);
    return (this.pool ??= new PoolExecutor(this.workers));
  }

  private poolSize(kind: StageKind, amount: number, languages: number): number {
    if (this.setting !== 'auto') return amount === 0 ? 0 : this.setting;
    // One worker per core, up to 4; none on a single core.
    const size = Math.min(availableParallelism(), 4);
    const small = size < 2 || amount < MIN_WORK[kind] || (kind === 'highlight' && languages < 2 && amount < 200);
    return small ? 0 : size;
  }

  async close(): Promise<void> {
    await this.workers?.close();
  }
}
