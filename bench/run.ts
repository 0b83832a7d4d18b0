// `npm run bench`: builds this site and generated corpora of 1,000, 4,000 and 10,000 markdown
// files with garden-site, cold (no .garden-cache, no previous output) and warm (a rebuild
// with nothing changed), and builds the same markdown with Eleventy 3 in the same run, every
// build in a fresh process, runs interleaved so the machine's load falls on all alike. A docs
// site in three versions and the same docs in one (bench/corpus-versions.ts) run interleaved
// with each other too, for the ratio of the two.
// Medians go to bench/RESULTS.md, with the edit-to-visible latency of `serve --watch` on this
// site and (when in the run) the 4,000-file corpus, from bench/watch-latency.ts, and the preview
// server's requests per second against sirv-cli, from bench/serve.ts.
//
//   npm run bench                       the full run (about ten minutes on two cores)
//   npm run bench -- --quick            this site and 1,000 files, three runs each
//   npm run bench -- --sizes=4000 --runs=5
//   npm run bench -- --no-languages     leaves out the many-languages corpus (bench/corpus-languages.ts)
//   npm run bench -- --no-versions      leaves out the versioned corpus (bench/corpus-versions.ts)
//   npm run bench -- --no-locales       leaves out the translated corpus (bench/corpus-locales.ts)
import { execFileSync } from 'node:child_process';
import fg from 'fast-glob';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { generateLanguagesCorpus } from './corpus-languages.js';
import { ONE_VERSION, THREE_VERSIONS, generateVersionCorpora } from './corpus-versions.js';
import { FIVE_LOCALES, ONE_LOCALE, generateLocaleCorpora } from './corpus-locales.js';
import { deletionsDone, measure, summarize, type Measurement } from './measure.js';
import { writeResults, type CaseResult } from './report.js';
import { measureServe } from './serve.js';
import { WATCH_MEMORY_EDITS, formatLatency, measureWatchLatency, prepareSite, type WatchLatency } from './watch-latency.js';
import { REPO, clientAssets, countHtml, eleventyBuild, ensurePeer, gardenBuild, gitDescription } from './targets.js';

const flags = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
const quick = flags.has('quick');
const sizes = flags.get('sizes')?.split(',').map(Number) ?? (quick ? [1000] : [1000, 4000, 10000]);
// Five runs of this site, three of 1,000 and 4,000 files, two of 10,000: about ten minutes on two cores.
const runsFor = (size: number): number => Number(flags.get('runs') ?? (quick ? 3 : size === 0 ? 5 : size >= 10000 ? 2 : 3));
const work = path.join(tmpdir(), 'garden-site-bench');
const started = Date.now();
const loadBefore = loadavg();
// Nothing is deleted while builds are measured: each run writes to a folder of its own, and the
// whole work folder goes at the end (and here, if a run was cut short). On ext4 without a
// journal, creating a file in the minutes after many were deleted costs kernel time in
// proportion to how many were (ext4 skips each recently freed inode in turn): deleting the last
// run's output just before a build added up to 4 s of system time to a 4,000-file build.
rmSync(work, { recursive: true, force: true });

console.log('compiling the engine (lib/)…');
execFileSync(process.execPath, [path.join(REPO, 'scripts/compile.mjs')], { stdio: 'inherit' });
const eleventyVersion = ensurePeer();

interface Case { name: string; size: number; siteRoot: string; contentDir: string; runs: number; markdownFiles: number }

/** Cases measured together, their runs interleaved: most alone; the two versioned sites as a pair, since their ratio is the budget. */
const groups: Case[][] = [[{ name: 'this site', size: 0, siteRoot: REPO, contentDir: path.join(REPO, 'content'), runs: runsFor(0), markdownFiles: 0 }]];

// Real docs highlight many languages; the corpora below use a handful. ~1,600 blocks in 40.
if (!flags.has('no-languages')) {
  const siteRoot = path.join(work, 'corpus-languages');
  const { files, blocks, languages } = generateLanguagesCorpus(siteRoot);
  console.log(`generated the many-languages corpus: ${files} files, ${blocks} code blocks in ${languages} languages`);
  groups.push([{ name: 'many languages', size: -1, siteRoot, contentDir: path.join(siteRoot, 'content'), runs: runsFor(0), markdownFiles: files }]);
}

/**
 * A site in one version or locale and the same site in several, measured as a pair (their ratio
 * is the budget). Both keep part of their sources beside content/ (versioned_docs/, i18n/), so
 * Eleventy reads the whole site folder.
 */
function pairOfCorpora(names: { one: string; many: string; folder: string; what: string }, sizes: [number, number], generate: (oneDir: string, manyDir: string) => { one: number; many: number }): Case[] {
  const [one, many] = [path.join(work, `corpus-one-${names.folder}`), path.join(work, `corpus-many-${names.folder}s`)];
  const files = generate(one, many);
  console.log(`generated the ${names.what} corpus: ${files.many} markdown files, ${files.one} in one ${names.folder}`);
  return [
    { name: names.one, size: sizes[0], siteRoot: one, contentDir: one, runs: runsFor(0), markdownFiles: files.one },
    { name: names.many, size: sizes[1], siteRoot: many, contentDir: many, runs: runsFor(0), markdownFiles: files.many },
  ];
}

if (!flags.has('no-versions')) {
  groups.push(pairOfCorpora({ one: ONE_VERSION, many: THREE_VERSIONS, folder: 'version', what: 'versioned' }, [-2, -3], (one, many) => {
    const files = generateVersionCorpora(one, many);
    return { one: files.one, many: files.three };
  }));
}

if (!flags.has('no-locales')) {
  groups.push(pairOfCorpora({ one: ONE_LOCALE, many: FIVE_LOCALES, folder: 'locale', what: 'translated' }, [-4, -5], (one, many) => {
    const files = generateLocaleCorpora(one, many);
    return { one: files.one, many: files.five };
  }));
}

for (const size of sizes) {
  const siteRoot = path.join(work, `corpus-${size}`);
  const corpus = corpusOfSize(size);
  console.log(`generating ${size} markdown files (${corpus.docs} docs, ${corpus.posts} posts)…`);
  const { files } = generateCorpus(siteRoot, corpus);
  groups.push([{ name: `${size.toLocaleString('en-US')} files`, size, siteRoot, contentDir: path.join(siteRoot, 'content'), runs: runsFor(size), markdownFiles: files }]);
}

const results: CaseResult[] = [];
for (const group of groups) results.push(...(await runCases(group)));
// Watch latency on this site and, when it is in the run, the 4,000-file corpus (the two latency
// budgets); the corpus takes 100 edits, the number its memory budget is stated for.
const watch: WatchLatency[] = [];
for (const size of [0, ...sizes.filter((size) => size === 4000)]) {
  const site = prepareSite(size);
  try {
    console.log(`serve --watch latency, ${site.name}…`);
    watch.push(await measureWatchLatency(site, quick ? 10 : size === 4000 ? WATCH_MEMORY_EDITS : 30));
    console.log(formatLatency(watch.at(-1) as WatchLatency));
  } finally {
    rmSync(site.root, { recursive: true, force: true });
  }
}
console.log('serve: garden-site against sirv-cli…');
const serve = await measureServe({ rounds: quick ? 3 : 5, requests: 10_000 });
writeResults(path.join(REPO, 'bench/RESULTS.md'), {
  results,
  eleventyVersion,
  commit: gitDescription(),
  loadBefore,
  loadAfter: loadavg(),
  minutes: (Date.now() - started) / 60_000,
  quick,
  watch,
  serve,
});
rmSync(work, { recursive: true, force: true });
console.log(`wrote bench/RESULTS.md in ${((Date.now() - started) / 60_000).toFixed(1)} min`);

type Runs = Record<'cold' | 'warm' | 'eleventy', Measurement[]>;

/** Measures the cases of a group, run 1 of each, then run 2 of each, and so on. */
async function runCases(group: Case[]): Promise<CaseResult[]> {
  const runs = group.map((): Runs => ({ cold: [], warm: [], eleventy: [] }));
  const most = Math.max(...group.map((entry) => entry.runs));
  for (let run = 1; run <= most; run++) {
    for (const [index, entry] of group.entries()) if (run <= entry.runs) await measureRun(entry, run, runs[index] as Runs);
  }
  return group.map((entry, index) => caseResult(entry, runs[index] as Runs));
}

// A declaration, not a const: the cases run above, before this line is reached.
function outDir(entry: Case, tool: string, run = entry.runs): string {
  return path.join(work, `out-${entry.name.replace(/\W+/g, '-')}-${tool}-${run}`);
}

async function measureRun(entry: Case, run: number, runs: Runs): Promise<void> {
  const out = (tool: string): string => outDir(entry, tool, run);
  process.stdout.write(`${entry.name}: run ${run}/${entry.runs}…`);
  // Cold: no cache and no previous output, as on a fresh clone.
  rmSync(path.join(entry.siteRoot, '.garden-cache'), { recursive: true, force: true });
  runs.cold.push(await measure(gardenBuild(entry.siteRoot, out('garden'))));
  // Warm: the same build again, over its own output, with the cache the cold build left.
  runs.warm.push(await measure(gardenBuild(entry.siteRoot, out('garden'))));
  // The build hands the old output's deletion to a background process and returns: let it
  // finish before the next build, so that one is not measured sharing the disk with it.
  await deletionsDone(out('garden'));
  runs.eleventy.push(await measure(eleventyBuild(entry.contentDir, out('eleventy'))));
  process.stdout.write(` cold ${seconds(runs.cold.at(-1))}, warm ${seconds(runs.warm.at(-1))}, eleventy ${seconds(runs.eleventy.at(-1))}\n`);
}

/** The medians of a case's runs; its last outputs double as the check that the corpus built completely. */
function caseResult(entry: Case, runs: Runs): CaseResult {
  const out = (tool: string): string => outDir(entry, tool);
  return {
    name: entry.name,
    size: entry.size,
    markdownFiles: entry.markdownFiles || countMarkdown(entry.contentDir),
    gardenPages: countHtml(out('garden')),
    eleventyPages: countHtml(out('eleventy')),
    cold: summarize(runs.cold),
    warm: summarize(runs.warm),
    eleventy: summarize(runs.eleventy),
    cacheMb: folderMb(path.join(entry.siteRoot, '.garden-cache')),
    assets: entry.siteRoot === REPO ? clientAssets(out('garden')) : [],
  };
}

function seconds(run: Measurement | undefined): string {
  return run ? `${(run.wallMs / 1000).toFixed(2)} s` : '-';
}

function countMarkdown(dir: string): number {
  return fg.sync('**/*.md', { cwd: dir }).length;
}

/** Size of the cache folder a build left. */
function folderMb(dir: string): number {
  return fg.sync('*', { cwd: dir }).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0) / 1024 / 1024;
}
