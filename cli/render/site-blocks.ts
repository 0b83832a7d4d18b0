// The code blocks of the markdown stage: every distinct block of the site, from the cache or
// highlighted now, all at once once the pages are parsed (by language, see pool-executor.ts).
import { blockKeyPrefix, type BuildCache } from '../cache/build-cache.js';
import { fenceLanguage, type FenceRequest } from '../markdown/fences.js';
import type { HighlightSetup } from './executor.js';
import type { Executors } from './executors.js';
import type { MarkdownJobResult } from './markdown-job.js';

/** The HTML of every block of these pages, by key; the new ones are added to the cache. */
export async function siteBlocks(results: readonly MarkdownJobResult[], cache: BuildCache, setup: HighlightSetup, executors: Executors): Promise<Map<string, string>> {
  const prefix = blockKeyPrefix(setup.themes, setup.languages);
  const html = new Map<string, string>();
  const wanted = new Map<string, FenceRequest>();
  for (const { rendered } of results) {
    for (const fence of rendered.fences ?? []) {
      if (html.has(fence.key) || wanted.has(fence.key)) continue;
      const cached = cache.blocks.get(prefix + fence.key);
      if (cached !== undefined) html.set(fence.key, cached);
      else wanted.set(fence.key, fence);
    }
  }
  if (wanted.size === 0) return html;
  const blocks = [...wanted.values()];
  const languages = new Set(blocks.map((block) => fenceLanguage(block.info))).size;
  for (const [key, block] of await executors.for('highlight', blocks.length, languages).highlight(blocks, setup)) {
    html.set(key, block);
    cache.blocks.set(prefix + key, block);
  }
  return html;
}
