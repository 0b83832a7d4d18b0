// Which executor runs a stage: the main thread, or a pool of worker threads. A worker costs a
// few hundred milliseconds of CPU to start (it loads markdown-it, shiki, React and the theme
// for itself), so the pool is used only for work large enough to repay that; the output is
// the same either way.
import type { FenceRequest } from '../markdown/fences.js';
import { InProcessExecutor, type HighlightSetup, type StageExecutor, type ThemeSource } from './executor.js';
import { autoSize, warmPool, type WorkersSetting } from './early-workers.js';
import { WorkerPool } from './workers.js';

export { workersFromEnvironment, type WorkersSetting } from './early-workers.js';

/** Highlights blocks (on workers) as they are found: resolves to each one's HTML by key. */
export type HighlightFeed = (blocks: FenceRequest[]) => Promise<Array<[string, string]>>;

export type StageKind = 'markdown' | 'highlight' | 'pages';

/** Below these amounts of work a stage stays on the main thread in 'auto' mode. */
const MIN_WORK: Record<StageKind, number> = { markdown: 200, highlight: 12, pages: 300 };

export class Executors {
  private readonly inProcess = new InProcessExecutor();
  private pool: WorkerPool | undefined;

  /** `pool`: workers already started for this build (early-workers.ts). */
  constructor(
    private readonly setting: WorkersSetting,
    pool?: WorkerPool,
  ) {
    this.pool = pool;
  }

  /**
   * The executor for `amount` units of a stage's work (pages, or code blocks to highlight).
   * Highlighting goes to the pool only when the blocks span several languages, since one
   * language's grammar would otherwise be compiled by every worker.
   */
  for(kind: StageKind, amount: number, languages = 1): StageExecutor {
    return this.poolFor(kind, amount, languages) ?? this.inProcess;
  }

  /**
   * When the pages of a site this size will be rendered by workers, they start loading the
   * theme now; when by this thread, React's server renderer loads now, and so while this
   * thread waits for highlighting rather than at the first page.
   */
  preloadTheme(expectedPages: number, source: ThemeSource): void {
    const pool = this.poolFor('pages', expectedPages);
    if (pool) pool.preloadTheme(source);
    else import('./page-output.js').catch(() => {}); // an error shows when the pages are rendered
  }

  /**
   * When about this many code blocks in these languages will be highlighted by workers, they
   * start shiki now. When the markdown of these `pages` is then parsed on this thread, the
   * result sends blocks to the workers as they are found.
   */
  preloadHighlighter(expectedBlocks: number, setup: HighlightSetup, languages: number, pages: number): HighlightFeed | undefined {
    const pool = this.poolFor('highlight', expectedBlocks, languages);
    pool?.preloadHighlighter(setup);
    return pool && this.poolSize('markdown', pages) === 0 ? (blocks) => pool.highlightByLanguage(blocks, setup) : undefined;
  }

  /**
   * A build that will highlight code (a cold one) starts its workers before reading the config
   * and content, and they load shiki meanwhile: otherwise they started only once the content
   * was read, and the main thread then waited for them.
   */
  warmUpHighlighting(): void {
    this.pool ??= warmPool(this.setting);
  }

  private poolFor(kind: StageKind, amount: number, languages = 1): WorkerPool | undefined {
    const size = this.poolSize(kind, amount, languages);
    if (size === 0) return undefined;
    this.pool ??= new WorkerPool(size);
    return this.pool;
  }

  private poolSize(kind: StageKind, amount: number, languages = 1): number {
    if (this.setting !== 'auto') return amount === 0 ? 0 : this.setting;
    const size = autoSize();
    const small = amount < MIN_WORK[kind] || (kind === 'highlight' && languages < 2 && amount < 200);
    return small ? 0 : size;
  }

  async close(): Promise<void> {
    await Promise.all([this.inProcess.close(), this.pool?.close()]);
  }
}
