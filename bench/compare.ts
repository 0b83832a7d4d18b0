// `npm run bench:compare -- --base=<commit>`: the same builds as `npm run bench`, by two commits of
// garden-site in one interleaved run, so a change is judged against its base on the same machine
// load. The base is checked out into a temporary worktree (linked to this checkout's node_modules
// when the lock file is the same) and compiled; each build is a fresh process, cold then warm,
// and the order of the two commits alternates from run to run.
//
//   npm run bench:compare -- --base=main~3
//   npm run bench:compare -- --base=v1 --sizes=4000 --runs=7 --no-languages --no-locales
//   npm run bench:compare -- --base=v1 --sizes=0       (no generated corpus of that kind)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { generateLanguagesCorpus } from './corpus-languages.js';
import { FIVE_LOCALES, generateLocaleCorpora } from './corpus-locales.js';
import { deletionsDone, measure, summarize, type Measurement } from './measure.js';
import { REPO } from './targets.js';

const flags = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
const base = flags.get('base');
if (!base) throw new Error('name the commit to compare with: --base=<commit>');
const sizes = (flags.get('sizes')?.split(',').map(Number) ?? [4000]).filter((size) => size > 0);
const runs = Number(flags.get('runs') ?? 5);
// A folder of its own: two comparisons at once (two checkouts) must not share a base worktree or outputs.
const work = mkdtempSync(path.join(tmpdir(), 'garden-site-compare-'));

interface Side { name: string; repo: string }
interface Case { name: string; siteRootOf: (side: Side) => string }

const baseRepo = checkOut(base);
const sides: Side[] = [{ name: `base ${describe(base)}`, repo: baseRepo }, { name: `head ${describe('HEAD')}${dirty() ? ' + changes' : ''}`, repo: REPO }];
for (const side of sides) {
  console.log(`compiling ${side.name}…`);
  execFileSync(process.execPath, [path.join(side.repo, 'scripts/compile.mjs')], { cwd: side.repo, stdio: 'inherit' });
}

// Each commit builds its own copy of this site. A corpus is generated once, then copied for each
// commit with its config pointed at that commit's templates: a theme of one commit may not build
// with the engine of the other.
const cases: Case[] = [{ name: 'this site', siteRootOf: (side) => side.repo }];
if (!flags.has('no-languages')) {
  const root = path.join(work, 'corpus-languages');
  generateLanguagesCorpus(root);
  cases.push({ name: 'many languages', siteRootOf: corpusCopies(root) });
}
if (!flags.has('no-locales')) {
  const root = path.join(work, 'corpus-locales');
  generateLocaleCorpora(path.join(work, 'corpus-one-locale'), root);
  rmSync(path.join(work, 'corpus-one-locale'), { recursive: true, force: true });
  cases.push({ name: FIVE_LOCALES, siteRootOf: corpusCopies(root) });
}
for (const size of sizes) {
  const root = path.join(work, `corpus-${size}`);
  generateCorpus(root, corpusOfSize(size));
  cases.push({ name: `${size.toLocaleString('en-US')} files`, siteRootOf: corpusCopies(root) });
}

/** One copy of a generated corpus per commit, whose config names that commit's templates. */
function corpusCopies(root: string): (side: Side) => string {
  const generatedTemplates = JSON.stringify(path.join(REPO, 'templates'));
  const copies = sides.map((side, index) => {
    const copy = `${root}-${index}`;
    cpSync(root, copy, { recursive: true });
    const configFile = path.join(copy, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8');
    if (!config.includes(generatedTemplates)) throw new Error(`${configFile} does not name ${generatedTemplates}: the corpus generators changed`);
    writeFileSync(configFile, config.replace(generatedTemplates, JSON.stringify(path.join(side.repo, 'templates'))));
    return [side.name, copy] as const;
  });
  rmSync(root, { recursive: true, force: true });
  const bySide = new Map(copies);
  return (side) => bySide.get(side.name)!;
}

const rows: string[] = [];
for (const entry of cases) {
  const measured = new Map<string, { cold: Measurement[]; warm: Measurement[] }>(sides.map((side) => [side.name, { cold: [], warm: [] }]));
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const siteRoot = entry.siteRootOf(side);
      // A fresh output folder per build, none deleted until the end: see bench/run.ts on
      // what deleting many files costs the next build.
      const outDir = path.join(work, `out-${entry.name.replace(/\W+/g, '-')}-${side.name.replace(/\W+/g, '-')}-${run}`);
      rmSync(path.join(siteRoot, '.garden-cache'), { recursive: true, force: true });
      const spec = { args: [path.join(side.repo, 'bin/garden-site.js'), 'build', '--root', siteRoot, '--out', outDir], cwd: siteRoot };
      const figures = measured.get(side.name)!;
      figures.cold.push(await measure(spec));
      // The warm build deletes the cold output it replaces. ext4 is slow to create files for a
      // while after many were freed, and a warm build that links the pages it keeps frees fewer
      // than one that writes them anew: the next cold build, of either commit, would be measured
      // on a disk whose state depends on which commit ran before it. Linked here, the cold
      // output's files outlive that deletion whatever the engine, and go at the end.
      linkTree(outDir, `${outDir}-kept`);
      figures.warm.push(await measure(spec));
      await deletionsDone(outDir);
    }
    const figures = sides.map((side) => {
      const { cold, warm } = measured.get(side.name)!;
      return `${side.name.split(' ')[0]} ${seconds(cold.at(-1)!.wallMs)} / ${seconds(warm.at(-1)!.wallMs)}`;
    });
    console.log(`${entry.name}: run ${run + 1}/${runs} (cold / warm): ${figures.join(', ')}`);
  }
  const [before, after] = sides.map((side) => measured.get(side.name)!);
  for (const kind of ['cold', 'warm'] as const) {
    const a = summarize(before![kind]);
    const b = summarize(after![kind]);
    rows.push(`| ${entry.name} | ${kind} | ${seconds(a.wallMs)} | ${seconds(b.wallMs)} | ${(b.wallMs / a.wallMs).toFixed(3)} | ${seconds(a.cpuMs)} | ${seconds(b.cpuMs)} | ${Math.round(a.maxRssMb)} MB | ${Math.round(b.maxRssMb)} MB |`);
  }
}
console.log(`\nmedians of ${runs} interleaved runs; ${sides[0]!.name} against ${sides[1]!.name}\n`);
console.log('| input | build | base wall | head wall | head ÷ base | base CPU | head CPU | base RSS | head RSS |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
execFileSync('git', ['worktree', 'remove', '--force', baseRepo], { cwd: REPO });
rmSync(work, { recursive: true, force: true });

/** A worktree of `ref`, with node_modules linked from this checkout when the lock files match, else installed. */
function checkOut(ref: string): string {
  const target = path.join(work, 'base');
  if (existsSync(target)) execFileSync('git', ['worktree', 'remove', '--force', target], { cwd: REPO });
  execFileSync('git', ['worktree', 'add', '--detach', target, ref], { cwd: REPO, stdio: 'ignore' });
  const sameLock = readFileSync(path.join(target, 'package-lock.json'), 'utf8') === readFileSync(path.join(REPO, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(path.join(REPO, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: target, stdio: 'inherit' });
  return target;
}

function describe(ref: string): string {
  return execFileSync('git', ['rev-parse', '--short', ref], { cwd: REPO, encoding: 'utf8' }).trim();
}

function dirty(): boolean {
  return execFileSync('git', ['status', '--porcelain', '--', 'cli', 'templates', 'bin'], { cwd: REPO, encoding: 'utf8' }).trim() !== '';
}

/** A copy of the folder `from` whose files are hard links to the originals. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, path.join(to, entry.name));
    else linkSync(source, path.join(to, entry.name));
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
