// How work is cut up for the worker pool: pages in chunks, code blocks by language.
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

/**
 * Code blocks waiting to be highlighted, by language, handed out so that each grammar is
 * compiled by as few workers as possible (compiling a big grammar such as TypeScript's costs
 * more than highlighting dozens of blocks with it) while no worker sits idle: a worker keeps
 * to the languages it has already compiled, then starts the largest language nobody has
 * started, and only then helps with a language another worker compiled.
 */
export class LanguageQueue {
  private readonly waiting = new Map<string, FenceRequest[]>();
  private readonly started = new Set<string>();

  constructor(blocks: readonly FenceRequest[], private readonly chunkSize: number) {
    for (const block of blocks) {
      const language = fenceLanguage(block.info);
      const group = this.waiting.get(language) ?? [];
      group.push(block);
      this.waiting.set(language, group);
    }
  }

  /** The next blocks for a worker that has compiled `compiled`, or undefined when all are handed out. */
  next(compiled: Set<string>): FenceRequest[] | undefined {
    const remaining = [...this.waiting].filter(([, group]) => group.length > 0).sort((a, b) => b[1].length - a[1].length);
    const pick = remaining.find(([language]) => compiled.has(language)) ?? remaining.find(([language]) => !this.started.has(language)) ?? remaining[0];
    if (!pick) return undefined;
    const [language, group] = pick;
    this.started.add(language);
    compiled.add(language);
    return group.splice(0, this.chunkSize);
  }
}
