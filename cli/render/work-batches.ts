// How the stages' work is cut into batches: pages and markdown in runs of a few dozen, code
// blocks by language.
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';

export const MARKDOWN_BATCH = 40;
/** Markdown rendered on the main thread hands its blocks over this often: the sooner the first, the sooner a worker highlights. */
export const STREAMED_MARKDOWN_BATCH = 10;
export const PAGES_BATCH = 25;

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

/**
 * Which worker highlights each batch: a language stays with the worker that first had it, so its
 * grammar is compiled by one thread (blocks come batch by batch as pages are parsed, so a
 * language's batches would otherwise reach every worker). A new language goes to the worker
 * with the least code to highlight so far; a language whose worker has SPILL characters more to
 * do than the least busy one is given that one too, so one large language does not leave the
 * others idle.
 */
export class LanguageHomes {
  private readonly load: number[] = [];
  private readonly homes = new Map<string, number[]>();

  place(language: string, characters: number, workers: number): number {
    while (this.load.length < workers) this.load.push(0);
    const least = this.leastBusy(this.load.map((_, index) => index));
    const homes = this.homes.get(language);
    let worker = least;
    if (!homes) this.homes.set(language, [least]);
    else {
      const home = this.leastBusy(homes);
      if ((this.load[home] as number) - (this.load[least] as number) > SPILL) homes.push(least);
      else worker = home;
    }
    this.load[worker] = (this.load[worker] as number) + characters;
    return worker;
  }

  private leastBusy(workers: number[]): number {
    return workers.reduce((best, index) => ((this.load[index] as number) < (this.load[best] as number) ? index : best));
  }
}

/** About what compiling a large grammar costs, in characters of code highlighted instead. */
const SPILL = 64_000;
