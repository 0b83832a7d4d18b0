// Not a test: what link checking costs on the real site. Budgets: the in-build check
// adds at most 5% to the build, and `check-links` checks the site in under 5 s.
// Run from the repository root: npx tsx bench/link-check.ts [runs=5]
// (GARDEN_SITE_CACHE=0 for builds without the markdown cache, GARDEN_SITE_WORKERS=0 for one thread.)
//   1. full builds with the check and without it (onBrokenLinks and onBrokenAnchors: ignore),
//      interleaved so load on the machine hits both alike; medians of wall time and of this
//      process's CPU time (steadier when other work shares the machine);
//   2. the check stage alone, from the build's progress events ('checking links' → 'writing'),
//      and checkLinks alone over the built HTML read back (its own cost, away from the build's GC);
//   3. check-links: the crawl of the built site in-process (median), and the CLI end to end.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crawlSite } from '../cli/check/crawl.js';
import { checkLinks, linkedPage } from '../cli/check/links.js';
import { readSite } from '../cli/check/read-site.js';
import { runBuild } from '../cli/commands/build.js';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const work = mkdtempSync(path.join(tmpdir(), 'garden-link-bench-'));
/** The site's config with other severities: 'warn' runs the whole check without stopping on a broken link. */
function configWith(name: string, severity: 'warn' | 'ignore'): string {
  const file = path.join(work, `site.config.${name}.ts`);
  writeFileSync(file, `import config from ${JSON.stringify(path.join(REPO, 'site.config.ts'))};\nexport default { ...config, onBrokenLinks: '${severity}', onBrokenAnchors: '${severity}' };\n`);
  return file;
}
const withCheck = configWith('check', 'warn');
const withoutCheck = configWith('nocheck', 'ignore');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number): string => `${value.toFixed(0)} ms`;

interface Timing { wall: number; cpu: number }
let warned = false;
const cpuNow = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function build(configFile: string, outDir: string): Promise<{ total: Timing; check: Timing; pages: number }> {
  const stamps = new Map<string, Timing>();
  const started = { wall: performance.now(), cpu: cpuNow() };
  const result = await runBuild({ siteRoot: REPO, outDir, configFile, onProgress: (stage) => stamps.set(stage, { wall: performance.now(), cpu: cpuNow() }) });
  const total = { wall: performance.now() - started.wall, cpu: cpuNow() - started.cpu };
  const from = stamps.get('checking links');
  const to = stamps.get('writing');
  if (result.warnings.length && !warned) console.log(`  (the site has ${result.warnings.length} warnings today: ${result.warnings.map((warning) => `${warning.location} ${warning.message}`).join('; ')})`);
  warned ||= result.warnings.length > 0;
  return { total, check: from && to ? { wall: to.wall - from.wall, cpu: to.cpu - from.cpu } : { wall: 0, cpu: 0 }, pages: result.pages };
}

const dist = path.join(work, 'dist');
console.log(`link-check bench: the real site, ${runs} runs each (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs)`);
await build(withCheck, dist); // warm-up: caches, JIT
await build(withoutCheck, path.join(work, 'dist-nocheck'));
const withTimes: Timing[] = [];
const withoutTimes: Timing[] = [];
const checkTimes: Timing[] = [];
let pages = 0;
for (let run = 0; run < runs; run++) {
  const checked = await build(withCheck, dist);
  withTimes.push(checked.total);
  checkTimes.push(checked.check);
  pages = checked.pages;
  withoutTimes.push((await build(withoutCheck, path.join(work, 'dist-nocheck'))).total);
}
const report = (label: string, times: Timing[]): { wall: number; cpu: number } => {
  const wall = median(times.map((time) => time.wall));
  const cpu = median(times.map((time) => time.cpu));
  console.log(`${label.padEnd(44)} wall median ${ms(wall).padStart(8)}  cpu median ${ms(cpu).padStart(8)}   wall [${times.map((time) => ms(time.wall)).join(', ')}]`);
  return { wall, cpu };
};
const checkedBuild = report(`build (${pages} pages), with the link check:`, withTimes);
const without = report('build, without it (ignore/ignore):', withoutTimes);
const stage = report('  the check stage alone:', checkTimes);
const percent = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(1)}%`;
console.log(`  with − without: wall ${ms(checkedBuild.wall - without.wall)} (${percent(checkedBuild.wall - without.wall, without.wall)}), cpu ${ms(checkedBuild.cpu - without.cpu)} (${percent(checkedBuild.cpu - without.cpu, without.cpu)})`);
console.log(`  the stage as a share of the build: wall ${percent(stage.wall, checkedBuild.wall)}, cpu ${percent(stage.cpu, checkedBuild.cpu)}`);

// The check alone over the HTML just built, away from the build's garbage: its own cost.
const built = await readSite(dist);
const bytes = built.pages.reduce((sum, page) => sum + page.html.length, 0);
const checkOnly: Timing[] = [];
for (let run = 0; run < runs; run++) {
  const from = { wall: performance.now(), cpu: cpuNow() };
  checkLinks(built.pages.map(linkedPage), built.files, { baseUrl: '/', trailingSlash: false, skip: [], checkLinks: true, checkAnchors: true });
  checkOnly.push({ wall: performance.now() - from.wall, cpu: cpuNow() - from.cpu });
}
report(`  checkLinks alone (${(bytes / 1e6).toFixed(1)} MB of HTML):`, checkOnly);

const crawlTimes: Timing[] = [];
let checkedLinks = 0;
for (let run = 0; run < runs; run++) {
  const from = cpuNow();
  const crawl = await crawlSite({ root: dist, external: false, concurrency: 50, timeout: 10_000, retries: 0, skip: [], baseUrl: '/', siteUrl: 'https://geogardenclub.com' });
  crawlTimes.push({ wall: crawl.durationMs, cpu: cpuNow() - from });
  checkedLinks = crawl.checked;
  if (crawl.broken.length) console.log(`  (${crawl.broken.length} broken)`);
}
report(`check-links crawl (${checkedLinks} links), in-process:`, crawlTimes);

// The command as CI runs it: a fresh process that loads the config, serves and crawls.
const compiled = existsSync(path.join(REPO, 'lib/main.js'));
const command = compiled ? [path.join(REPO, 'bin/garden-site.js')] : ['--import', 'tsx', path.join(REPO, 'bin/garden-site.js')];
const cliTimes: number[] = [];
for (let run = 0; run < Math.min(runs, 3); run++) {
  const started = performance.now();
  execFileSync(process.execPath, [...command, 'check-links', dist], { cwd: REPO, env: { ...process.env, GARDEN_SITE_FROM_SOURCE: compiled ? '0' : '1', NO_COLOR: '1' }, stdio: 'pipe' });
  cliTimes.push(performance.now() - started);
}
console.log(`garden-site check-links ${compiled ? '(lib/)' : '(from source through tsx)'}, wall: median ${ms(median(cliTimes))}  [${cliTimes.map(ms).join(', ')}]`);
rmSync(work, { recursive: true, force: true });
