// `npm run bench:profile`: where a cold build's CPU goes. Builds each case cold on one thread
// (GARDEN_SITE_WORKERS=0) a few times to measure its whole CPU (user + system time of the
// process), then once more under V8's sampling profiler, and sorts every sample of every
// JavaScript thread into the pipeline's parts by the innermost engine function on its stack. The
// profiler samples only the threads that run JavaScript: what V8's own threads do (concurrent
// garbage collection, compiling, profiling), Node's native code and the kernel are the profiled
// run's CPU its samples leave out, shown as a part of their own. So the parts add up to the
// build's whole CPU, and the floor on N cores (the unprofiled CPU ÷ N) can be read against a
// budget. Writes the table to stdout and to bench/PROFILE.md.
//
//   npm run bench:profile                          this site, the many-languages corpus, 4,000 and 10,000 files
//   npm run bench:profile -- --cases=site,4000
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { generateLanguagesCorpus } from './corpus-languages.js';
import { measure, median } from './measure.js';
import { REPO } from './targets.js';

/** The pipeline's parts, each by the engine functions whose time is its own; the innermost on a stack wins. */
const PARTS: Array<[part: string, functions: string[]]> = [
  ['highlighting code (shiki)', ['renderFence', 'preloadShiki', 'createCodeHighlighter', 'highlight']],
  ['markdown (markdown-it)', ['renderMarkdownJob', 'renderMarkdown', 'markdownKey', 'fillFences']],
  ['pages (React)', ['renderRoute', 'renderPages']],
  ['links and anchors taken from pages', ['scanPageLinks']],
  ['search index', ['takeSearchShares', 'buildSearchIndex']],
  ['link check', ['checkPageLinks', 'checkLinks']],
  ['routes, sidebars and digests', ['buildRoutes', 'digestRoutes', 'resolveItem', 'resolveItems']],
  ['reading content and front matter', ['readSources', 'collectStage', 'readRegularFile', 'findFiles']],
  ['config', ['configStage', 'runConfig']],
  ['writing files (kernel and copies)', ['writeOrReuse', 'copyOrReuse', 'mkdirSync', 'writeLines', 'save']],
  ['handing work to other threads', ['postMessage', 'structuredClone']],
];
const LOADING_PART = 'starting threads and loading modules';
const UNSAMPLED_PART = "outside JavaScript: V8's own threads (garbage collection, compiling, the profiler), native code, the kernel";
/** Unprofiled builds per case whose median CPU is the case's measured CPU. */
const MEASURED_RUNS = 3;
const LOADING = /^(compileSourceTextModule|evaluate|compileForInternalLoader|requireBuiltin|wrapSafe) |node:internal\/(modules|bootstrap|main)/;
const ENGINE_PARTS = new Map(PARTS.flatMap(([part, names]) => names.map((name) => [name, part] as const)));

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

const flags = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
const wanted = (flags.get('cases') ?? 'site,languages,4000,10000').split(',');
const work = mkdtempSync(path.join(tmpdir(), 'garden-site-profile-'));
execFileSync(process.execPath, [path.join(REPO, 'scripts/compile.mjs')], { stdio: 'inherit' });

const sections: string[] = [];
for (const name of wanted) {
  const siteRoot = prepare(name);
  const measured: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) measured.push(await coldBuildCpu(siteRoot, path.join(work, `measured-${name}-${run}`)));
  const measuredMs = median(measured);
  const profiled = await profileColdBuild(siteRoot, path.join(work, `out-${name}`), path.join(work, `prof-${name}`));
  sections.push(report(name === 'site' ? 'this site' : name === 'languages' ? 'many languages' : `${Number(name).toLocaleString('en-US')} files`, profiled, measuredMs));
  console.log(sections.at(-1));
}
const header = `# Where a cold build's CPU goes\n\nWritten by \`npm run bench:profile\` (bench/profile.ts). Each case is built cold on one thread (\`GARDEN_SITE_WORKERS=0\`, no \`.garden-cache/\`, no previous output), ${MEASURED_RUNS} times to measure its CPU (user + system time of the whole process, median), then once more under V8's sampling profiler: every sample of every JavaScript thread is counted in the part of the pipeline whose function is innermost on its stack. The profiler does not sample V8's own threads (concurrent garbage collection, compiling, its own sampling), Node's native code or the kernel: the CPU of the profiled run that its samples leave out is a part of its own. Profiling adds some overhead (the tables add up to the profiled run's CPU): read the shares more than the milliseconds. On ${availableParallelism()} cores, a build whose work spread perfectly over them would take its CPU ÷ ${availableParallelism()}.\n`;
writeFileSync(path.join(REPO, 'bench/PROFILE.md'), `${header}\n${sections.join('\n')}`);
rmSync(work, { recursive: true, force: true });

function prepare(name: string): string {
  if (name === 'site') return REPO;
  const siteRoot = path.join(work, `corpus-${name}`);
  if (name === 'languages') generateLanguagesCorpus(siteRoot);
  else {
    const size = Number(name);
    if (!Number.isInteger(size) || size <= 0) throw new Error(`unknown case "${name}": use site, languages or a number of files`);
    generateCorpus(siteRoot, corpusOfSize(size));
  }
  return siteRoot;
}

/** The CPU (ms) of a cold build on one thread, into a folder of its own (see run.ts on deleting), with these Node options before the CLI. */
async function coldBuildCpu(siteRoot: string, outDir: string, nodeOptions: string[] = []): Promise<number> {
  rmSync(path.join(siteRoot, '.garden-cache'), { recursive: true, force: true });
  const args = [...nodeOptions, path.join(REPO, 'bin/garden-site.js'), 'build', '--root', siteRoot, '--out', outDir];
  return (await measure({ args, cwd: siteRoot, env: { GARDEN_SITE_WORKERS: '0' } })).cpuMs;
}

/** Milliseconds of CPU per part, over every JavaScript thread the build ran, and the run's whole CPU. */
async function profileColdBuild(siteRoot: string, outDir: string, profileDir: string): Promise<{ parts: Map<string, number>; cpuMs: number }> {
  const cpuMs = await coldBuildCpu(siteRoot, outDir, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const parts = new Map<string, number>();
  for (const file of readdirSync(profileDir)) {
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    for (const [part, ms] of partsOf(profile)) parts.set(part, (parts.get(part) ?? 0) + ms);
  }
  return { parts, cpuMs };
}

function partsOf(profile: CpuProfile): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frameOf = (id: number) => profile.nodes.find((node) => node.id === id)!.callFrame;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  // The innermost engine part on a node's stack, else whether the stack is loading modules.
  const partOfNode = new Map<number, string>();
  const partOf = (id: number): string => {
    let part = partOfNode.get(id);
    if (part !== undefined) return part;
    const { functionName, url } = frames.get(id) ?? frameOf(id);
    const above = parent.get(id);
    part = ENGINE_PARTS.get(functionName);
    if (part === undefined && LOADING.test(functionName + ' ' + url)) part = LOADING_PART;
    if (part === undefined) part = above === undefined ? 'other' : partOf(above);
    // An engine function called while a module loads counts as that function's part.
    if (part === LOADING_PART && above !== undefined) {
      const outer = partOf(above);
      if (outer !== 'other' && outer !== LOADING_PART) part = outer;
    }
    partOfNode.set(id, part);
    return part;
  };
  const parts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName } = frames.get(id) ?? frameOf(id);
    // '(program)' is native code outside any JavaScript function: left to the unsampled part.
    const part = functionName === '(garbage collector)' ? 'garbage collection' : functionName === '(idle)' || functionName === '(program)' ? 'idle' : partOf(id);
    parts.set(part, (parts.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return parts;
}

function report(name: string, profiled: { parts: Map<string, number>; cpuMs: number }, measuredMs: number): string {
  const parts = new Map(profiled.parts);
  parts.delete('idle');
  const sampledMs = [...parts.values()].reduce((sum, ms) => sum + ms, 0);
  parts.set(UNSAMPLED_PART, Math.max(0, profiled.cpuMs - sampledMs));
  const total = Math.max(profiled.cpuMs, sampledMs);
  const rows = [...parts].sort((a, b) => b[1] - a[1]).map(([part, ms]) => `| ${part} | ${Math.round(ms).toLocaleString('en-US')} ms | ${((ms / total) * 100).toFixed(0)} % |`);
  const cores = availableParallelism();
  const seconds = (ms: number): string => (ms / 1000).toFixed(2);
  return [`## ${name}: ${seconds(measuredMs)} s of CPU (÷ ${cores} cores: ${seconds(measuredMs / cores)} s); profiled, ${seconds(total)} s`, '', '| part | CPU | share |', '| --- | ---: | ---: |', ...rows, ''].join('\n');
}
