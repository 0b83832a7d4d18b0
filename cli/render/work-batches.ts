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
