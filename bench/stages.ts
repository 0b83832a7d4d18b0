// Not part of `npm run bench`: where a cold build's time goes, stage by stage. Each run is a
// fresh process (stages-child.mjs) that starts as the CLI does (the launcher's early threads,
// then the compiled engine) and builds cold through the API, noting when each stage begins
// (`onProgress`), from the process's start, and the CPU the whole process spends in it, every
// thread included. The medians are printed. On two cores a stage takes at least its CPU ÷ 2; a
// stage whose CPU is about its time ran on one thread.
//
//   node --import tsx bench/stages.ts [runs, default 7] [site root, default this repository]
//   node --import tsx bench/stages.ts 3 --files=10000     a generated corpus of that many files
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { median } from './measure.js';
import { REPO } from './targets.js';

interface Stage {
  name: string;
  /** When it began, in ms from the process's start. */
  at: number;
  ms: number;
  cpuMs: number;
}

const CHILD = fileURLToPath(new URL('./stages-child.mjs', import.meta.url));

const args = process.argv.slice(2);
const files = Number(args.find((arg) => arg.startsWith('--files='))?.slice('--files='.length) ?? 0);
const [runsArg, root] = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(runsArg ?? 7);
const work = mkdtempSync(path.join(tmpdir(), 'garden-site-stages-'));
try {
  execFileSync(process.execPath, [path.join(REPO, 'scripts/compile.mjs')], { stdio: 'inherit' });
  let siteRoot = root === undefined ? REPO : path.resolve(root);
  if (files > 0) {
    siteRoot = path.join(work, `corpus-${files}`);
    generateCorpus(siteRoot, corpusOfSize(files));
  }
  const all: Array<{ stages: Stage[]; exitMs: number }> = [];
  for (let run = 0; run < runs; run++) {
    rmSync(path.join(siteRoot, '.garden-cache'), { recursive: true, force: true });
    // Each run writes a folder of its own: see run.ts on deleting files between measured builds.
    all.push(await spawnBuild(siteRoot, path.join(work, `out-${run}`)));
  }
  const names = all[0]?.stages.map((stage) => stage.name) ?? [];
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  console.log(`${siteRoot}: medians of ${runs} cold builds`);
  console.log('stage | begins at | time | CPU (all threads) | CPU ÷ 2');
  for (const name of names) {
    const of = (key: 'at' | 'ms' | 'cpuMs') => median(all.map((run) => run.stages.find((stage) => stage.name === name)?.[key] ?? 0));
    console.log(`${name} | ${seconds(of('at'))} | ${seconds(of('ms'))} | ${seconds(of('cpuMs'))} | ${seconds(of('cpuMs') / 2)}`);
  }
  console.log(`from spawn to exit | | ${seconds(median(all.map((run) => run.exitMs)))} | |`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function spawnBuild(siteRoot: string, outDir: string): Promise<{ stages: Stage[]; exitMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CHILD, siteRoot, outDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the build of ${siteRoot} failed (exit ${code})`));
      resolve({ stages: JSON.parse(output.trim().split('\n').pop() as string) as Stage[], exitMs: performance.now() - started });
    });
  });
}
