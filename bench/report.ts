// bench/RESULTS.md: the figures of one harness run, the budgets beside them, and
// the machine they were measured on.
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { ONE_VERSION, THREE_VERSIONS } from './corpus-versions.js';
import { FIVE_LOCALES, ONE_LOCALE } from './corpus-locales.js';
import type { Measurement } from './measure.js';
import { serveSection, type ServeBench } from './serve.js';
import type { AssetSize } from './targets.js';
import { WATCH_MEMORY_BUDGET_MB, WATCH_MEMORY_EDITS, type WatchLatency } from './watch-latency.js';

type Summary = ReturnType<typeof import('./measure.js').summarize>;

export interface CaseResult {
  name: string;
  /** The corpus size asked for (0 for this site, -1 for the many-languages corpus). */
  size: number;
  markdownFiles: number;
  gardenPages: number;
  eleventyPages: number;
  cold: Summary;
  warm: Summary;
  eleventy: Summary;
  cacheMb: number;
  assets: AssetSize[];
}

export interface RunInfo {
  results: CaseResult[];
  eleventyVersion: string;
  commit: string;
  loadBefore: number[];
  loadAfter: number[];
  minutes: number;
  quick: boolean;
  /** `serve --watch` edit-to-visible latency (bench/watch-latency.ts), when measured. */
  watch?: WatchLatency[];
  /** The preview server against sirv-cli (bench/serve.ts), when measured. */
  serve?: ServeBench;
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number): string => `${value.toFixed(0)} MB`;
const rate = (pages: number, run: Measurement): string => `${Math.round(pages / (run.wallMs / 1000)).toLocaleString('en-US')}`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const wall = (run: Summary): string => `${s(run.wallMs)} (${(run.minWallMs / 1000).toFixed(2)}–${(run.maxWallMs / 1000).toFixed(2)})`;

export function writeResults(file: string, info: RunInfo): void {
  const cpu = cpus();
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench${info.quick ? ' -- --quick' : ''}\` (bench/run.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${info.minutes.toFixed(1)} minutes.`,
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Linux ${release()}, Node ${process.version}. ` +
      `Load average (1, 5, 15 min) before: ${info.loadBefore.map((n) => n.toFixed(1)).join(', ')}; after: ${info.loadAfter.map((n) => n.toFixed(1)).join(', ')}. Commit ${info.commit}.`,
    '',
    'Every build runs in a fresh Node process. Figures are medians over the runs (wall time: median, then min–max).',
    'CPU is the user + system time of the build process, worker threads included (esbuild\'s helper process is not);',
    'memory is the process\'s peak resident set size. **Cold** is a first build: no `.garden-cache/`, no previous output.',
    '**Warm** is the same build run again: cache present, previous output replaced (moved aside and deleted by a detached',
    'process once the build is done: not in the build\'s time or CPU; the harness waits for it before the next build).',
    'garden-site and Eleventy runs are interleaved, so the machine\'s load falls on both alike; on a shared machine',
    'compare the ratios more than the seconds. Each run of each tool writes a folder of its own, and none is deleted',
    'until the end: on ext4 without a journal, creating files in the minutes after many were deleted costs kernel time in',
    'proportion to how many were, and the next build measured would pay for the last one\'s output.',
    '',
    `Eleventy ${info.eleventyVersion} builds the same markdown files: markdown-it, one Liquid layout, no highlighting, no`,
    'sidebars, TOC, feeds, tag pages or link check. garden-site builds more pages from the same files (tag, author,',
    'archive, pagination and category pages) and checks every link and anchor before writing.',
    '',
    '| input | md files | pages | cold | cold CPU | cold RSS | cold pages/s | warm | warm CPU | warm RSS | warm pages/s | Eleventy pages | Eleventy | Eleventy CPU | Eleventy RSS | cold ÷ Eleventy | warm ÷ Eleventy |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...info.results.map((r) =>
      `| ${r.name} | ${r.markdownFiles.toLocaleString('en-US')} | ${r.gardenPages.toLocaleString('en-US')} | ${wall(r.cold)} | ${s(r.cold.cpuMs)} | ${mb(r.cold.maxRssMb)} | ${rate(r.gardenPages, r.cold)} | ` +
      `${wall(r.warm)} | ${s(r.warm.cpuMs)} | ${mb(r.warm.maxRssMb)} | ${rate(r.gardenPages, r.warm)} | ${r.eleventyPages.toLocaleString('en-US')} | ${wall(r.eleventy)} | ${s(r.eleventy.cpuMs)} | ${mb(r.eleventy.maxRssMb)} | ` +
      `${(r.cold.wallMs / r.eleventy.wallMs).toFixed(2)} | ${(r.warm.wallMs / r.eleventy.wallMs).toFixed(2)} |`,
    ),
    '',
    ...budgets(info.results),
    ...memory(info.results),
    ...assets(info.results),
    ...watchLatency(info.watch ?? []),
    ...(info.serve ? serveSection(info.serve) : []),
    '## Not measured here',
    '',
    '- Docusaurus and VitePress: they need their own project layouts and were not set up in the harness; only Eleventy runs in it.',
    '',
  ];
  writeFileSync(file, lines.join('\n'));
}

function budgets(results: CaseResult[]): string[] {
  const rows: string[] = [];
  const verdict = (ok: boolean): string => (ok ? 'within' : '**over**');
  const site = results.find((r) => r.name === 'this site');
  if (site) rows.push(`| this site, cold | ≤ 1.0 s | ${s(site.cold.wallMs)} (warm ${s(site.warm.wallMs)}) | ${verdict(site.cold.wallMs <= 1000)} |`);
  const languages = results.find((r) => r.name === 'many languages');
  if (languages) {
    rows.push(`| many languages, cold | ≤ 2.0 s | ${s(languages.cold.wallMs)} (warm ${s(languages.warm.wallMs)}) | ${verdict(languages.cold.wallMs <= 2000)} |`);
    rows.push(`| many languages, cold peak memory | ≤ 350 MB | ${mb(languages.cold.maxRssMb)} | ${verdict(languages.cold.maxRssMb <= 350)} |`);
  }
  const [one, three] = [results.find((r) => r.name === ONE_VERSION), results.find((r) => r.name === THREE_VERSIONS)];
  if (one && three) {
    // Measured in one interleaved run, so the ratio holds however loaded the machine was.
    const ratio = three.cold.wallMs / one.cold.wallMs;
    rows.push(`| ${three.name}, cold, against ${one.name} (${s(one.cold.wallMs)}) | ≤ 3.3 × | ${s(three.cold.wallMs)}, ${ratio.toFixed(2)} × | ${verdict(ratio <= 3.3)} |`);
    rows.push(`| ${three.name}, warm, against Eleventy in the same run | below ${s(three.eleventy.wallMs)} | ${s(three.warm.wallMs)} | ${verdict(three.warm.wallMs < three.eleventy.wallMs)} |`);
  }
  const [oneLocale, five] = [results.find((r) => r.name === ONE_LOCALE), results.find((r) => r.name === FIVE_LOCALES)];
  if (oneLocale && five) {
    const ratio = five.cold.wallMs / oneLocale.cold.wallMs;
    rows.push(`| ${five.name}, cold, against ${oneLocale.name} (${s(oneLocale.cold.wallMs)}) | ≤ 3 × | ${s(five.cold.wallMs)}, ${ratio.toFixed(2)} × | ${verdict(ratio <= 3)} |`);
    rows.push(`| ${five.name}, warm, against Eleventy in the same run | below ${s(five.eleventy.wallMs)} | ${s(five.warm.wallMs)} | ${verdict(five.warm.wallMs < five.eleventy.wallMs)} |`);
  }
  for (const [files, seconds, memoryMb] of [[4000, 5, 800], [10000, 12, undefined]] as const) {
    const r = results.find((result) => result.size === files);
    if (!r) continue;
    rows.push(`| ${r.name} (${r.gardenPages.toLocaleString('en-US')} pages), cold | ≤ ${seconds} s | ${s(r.cold.wallMs)} | ${verdict(r.cold.wallMs <= seconds * 1000)} |`);
    if (files === 4000) rows.push(`| ${r.name}, cold, against Eleventy in the same run | below ${s(r.eleventy.wallMs)} | ${s(r.cold.wallMs)} | ${verdict(r.cold.wallMs < r.eleventy.wallMs)} |`);
    rows.push(`| ${r.name}, warm | ≤ ${seconds} s | ${s(r.warm.wallMs)} | ${verdict(r.warm.wallMs <= seconds * 1000)} |`);
    if (memoryMb) rows.push(`| ${r.name}, peak memory | ≤ ${memoryMb} MB | cold ${mb(r.cold.maxRssMb)}, warm ${mb(r.warm.maxRssMb)} | ${verdict(Math.max(r.cold.maxRssMb, r.warm.maxRssMb) <= memoryMb)} |`);
  }
  if (rows.length === 0) return [];
  return ['## Budgets (two cores)', '', '| what | budget | measured (median) | |', '| --- | --- | --- | --- |', ...rows, ''];
}

/** Peak memory per thousand pages at each size: flat means memory grows linearly. */
function memory(results: CaseResult[]): string[] {
  const corpora = results.filter((r) => r.name !== 'this site');
  if (corpora.length < 2) return [];
  return [
    '## Memory against size',
    '',
    '| input | pages | cold RSS | RSS per 1,000 pages | cache on disk |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...corpora.map((r) => `| ${r.name} | ${r.gardenPages.toLocaleString('en-US')} | ${mb(r.cold.maxRssMb)} | ${mb((r.cold.maxRssMb / r.gardenPages) * 1000)} | ${mb(r.cacheMb)} |`),
    '',
  ];
}

function assets(results: CaseResult[]): string[] {
  const site = results.find((r) => r.assets.length > 0);
  if (!site) return [];
  const total = (ext: string, key: 'bytes' | 'gzipBytes'): number => site.assets.filter((a) => a.file.endsWith(ext)).reduce((sum, a) => sum + a[key], 0);
  return [
    '## Client assets of this site (hashed files in dist/assets)',
    '',
    '| file | size | gzip (level 6) |',
    '| --- | ---: | ---: |',
    ...site.assets.map((a) => `| ${a.file} | ${kb(a.bytes)} | ${kb(a.gzipBytes)} |`),
    `| all JavaScript | ${kb(total('.js', 'bytes'))} | ${kb(total('.js', 'gzipBytes'))} |`,
    `| all CSS | ${kb(total('.css', 'bytes'))} | ${kb(total('.css', 'gzipBytes'))} |`,
    '',
  ];
}

/** The memory budget applies to the 4,000-file corpus measured over WATCH_MEMORY_EDITS edits. */
function memoryVerdict(result: WatchLatency): string {
  if (result.name !== '4,000 files' || result.edits < WATCH_MEMORY_EDITS) return '';
  return result.rssEndMb <= WATCH_MEMORY_BUDGET_MB ? 'within' : '**over**';
}

/** The latency budgets: the new content visible within 100 ms (this site) and 300 ms (4,000 files), p50. */
function watchLatency(results: WatchLatency[]): string[] {
  if (results.length === 0) return [];
  const budget = (name: string): number => (name === 'this site' ? 100 : 300);
  return [
    '## serve --watch: edit to new content visible',
    '',
    'bench/watch-latency.ts spawns `serve --watch` on a copy of the site, listens on its live-reload channel as a browser',
    'does, and edits one doc again and again: each time is from the write to the moment a GET of the page, made on the',
    'reload event, shows the edit.',
    `RSS is the server's, before the first edit and after the last; on 4,000 files the budget is ${WATCH_MEMORY_BUDGET_MB.toLocaleString('en-US')} MB after ${WATCH_MEMORY_EDITS} edits.`,
    '',
    '| input | edits | p50 | p90 | budget (p50) | | RSS before → after | |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...results.map((result) => `| ${result.name} | ${result.edits} | ${result.p50Ms.toFixed(0)} ms | ${result.p90Ms.toFixed(0)} ms | ${budget(result.name)} ms | ${result.p50Ms <= budget(result.name) ? 'within' : '**over**'} | ${result.rssStartMb} → ${result.rssEndMb} MB | ${memoryVerdict(result)} |`),
    '',
  ];
}
