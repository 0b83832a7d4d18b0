// Search figures: the index this site and a 4,000-page corpus write (in all, and what a first
// search downloads: the manifest, one term shard per word and the chunks of the results), and,
// in Chromium, the time from the dialog opening to the first results on screen (median).
//
//   npx tsx bench/search.ts [--pages 4000] [--runs 7]
import fg from 'fast-glob';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { shardOf, splitWords, stem, type SearchManifest } from '../cli/write/search-terms.js';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';
import { serve } from '../test/_served.js';
import { REPO_ROOT, runCli } from '../test/_site.js';
import { corpusOfSize, generateCorpus } from './corpus.js';

const argument = (name: string, fallback: number): number => Number(process.argv[process.argv.indexOf(name) + 1] ?? fallback) || fallback;
const PAGES = argument('--pages', 4000);
const RUNS = argument('--runs', 7);
const QUERIES = ['tomatos', 'plantings', 'watering schedule'];
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string): number => gzipSync(readFileSync(file), { level: 6 }).length;

async function buildInto(siteRoot: string, label: string): Promise<string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-search-bench-')), 'dist');
  const started = performance.now();
  const result = await runCli(['build', '--out', out], siteRoot);
  if (result.code !== 0) throw new Error(`${label}: build failed\n${result.stderr}`);
  console.log(`built ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return out;
}

/** Sizes of the index files, and what the first search for `query` fetches before results show. */
function indexSizes(dist: string): void {
  const dir = path.join(dist, 'search');
  const files = fg.sync('**/*.json', { cwd: dir, absolute: true });
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const shards = files.filter((file) => file.includes(`${path.sep}t${path.sep}`));
  const largest = Math.max(...shards.map(gz));
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  console.log(`  index: ${files.length} files, ${kb(raw)} (${kb(files.reduce((sum, file) => sum + gz(file), 0))} gzip); manifest ${kb(gz(manifestFile))} gzip; largest term shard ${kb(largest)} gzip`);
  for (const query of QUERIES) {
    const words = splitWords(query).filter((word) => word.length > 1);
    const shardBytes = [...new Set(words.map((word) => shardOf(stem(word), manifest)))].filter((n) => n >= 0).reduce((sum, n) => sum + gz(path.join(dir, 't', `${n}.json`)), 0);
    // Results need at most every chunk their ≤ 40 sections fall in; typically 1–5 (~3 KB gzip each).
    const averageChunk = fg.sync('d/*.json', { cwd: dir, absolute: true }).slice(0, 20).reduce((sum, file, _, all) => sum + gz(file) / all.length, 0);
    console.log(`  first search "${query}": manifest + ${words.length} shard(s) = ${kb(gz(manifestFile) + shardBytes)} gzip, then result chunks of ~${kb(averageChunk)} gzip each`);
  }
}

/** Milliseconds from the dialog being open to results on screen, each run in a fresh browser context (cold cache). */
async function timeToResults(dist: string, page: string): Promise<void> {
  const site = await serve(dist);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const query of QUERIES) {
      const open: number[] = [];
      const results: number[] = [];
      const fetched: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        let bytes = 0;
        tab.on('response', (response) => void (new URL(response.url()).pathname.startsWith('/search/') && response.body().then((body) => (bytes += body.length), () => undefined)));
        await tab.goto(`${site.origin}${page}`, { waitUntil: 'load' });
        // Both timings are taken in the page with performance.now(), away from the test driver.
        const [openMs, resultsMs] = (await tab.evaluate(`(async () => {
          const t0 = performance.now();
          document.querySelector('.navbar-search').click();
          while (!document.querySelector('.search-dialog[open]')) await new Promise((r) => setTimeout(r, 1));
          const t1 = performance.now();
          const input = document.querySelector('.search-dialog input');
          const status = document.querySelector('.search-dialog [role=status]');
          input.value = ${JSON.stringify(query)};
          input.dispatchEvent(new Event('input'));
          while (!/result/.test(status.textContent)) await new Promise((r) => setTimeout(r, 1));
          return [t1 - t0, performance.now() - t1];
        })()`)) as [number, number];
        await tab.waitForTimeout(50); // let the response listeners count the last bodies
        fetched.push(bytes);
        open.push(openMs);
        results.push(resultsMs);
        await context.close();
      }
      console.log(`  "${query}": dialog opens in ${median(open).toFixed(0)} ms (search chunk), first results ${median(results).toFixed(0)} ms after it opens (median of ${RUNS}, cold cache); index files fetched: ${kb(median(fetched))} uncompressed`);
    }
  } finally {
    await browser.close();
    site.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log('this site');
const own = await buildInto(REPO_ROOT, 'this site');
indexSizes(own);
await timeToResults(own, '/docs');
const corpusRoot = path.join(mkdtempSync(path.join(tmpdir(), 'garden-search-corpus-')), 'site');
const corpusSize = corpusOfSize(PAGES);
generateCorpus(corpusRoot, corpusSize);
console.log(`\n${PAGES.toLocaleString('en-US')}-page corpus (${corpusSize.docs} docs, ${corpusSize.posts} posts, bench/corpus.ts)`);
const corpus = await buildInto(corpusRoot, 'the corpus');
indexSizes(corpus);
await timeToResults(corpus, '/docs/intro');
