// One measured run: a command in a fresh Node process, timed from spawn to exit, with the CPU
// time and peak memory the process reports about itself on exit (probe.cjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('./probe.cjs', import.meta.url));
const TIMEOUT_MS = 10 * 60_000;

export interface Measurement {
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
}

export interface RunSpec {
  /** Arguments after `node`: a script and its arguments. */
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

export async function measure(spec: RunSpec): Promise<Measurement> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'garden-bench-probe-'));
  const probeFile = path.join(scratch, 'usage.json');
  const env = { ...process.env, NO_COLOR: '1', ...spec.env, GARDEN_BENCH_PROBE: probeFile };
  const started = performance.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', PROBE, ...spec.args], { cwd: spec.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode, output });
    });
  });
  const wallMs = performance.now() - started;
  try {
    if (code !== 0 || !existsSync(probeFile)) throw new Error(`\`node ${spec.args.join(' ')}\` failed (exit ${code}):\n${output.slice(-4000)}`);
    const usage = JSON.parse(readFileSync(probeFile, 'utf8')) as { cpuMs: number; maxRssMb: number };
    return { wallMs, cpuMs: usage.cpuMs, maxRssMb: usage.maxRssMb };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over several runs. */
export function summarize(runs: readonly Measurement[]): Measurement & { runs: number; minWallMs: number; maxWallMs: number } {
  const walls = runs.map((run) => run.wallMs);
  return {
    runs: runs.length,
    wallMs: median(walls),
    minWallMs: Math.min(...walls),
    maxWallMs: Math.max(...walls),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    maxRssMb: median(runs.map((run) => run.maxRssMb)),
  };
}

/** A build hands the old output's deletion to a background process and returns: waits until it is done (at most 5 minutes), so the next build is not measured sharing the disk with it. */
export async function deletionsDone(outDir: string): Promise<void> {
  const pending = (): boolean => existsSync(path.dirname(outDir)) && readdirSync(path.dirname(outDir)).some((name) => name.startsWith(`${path.basename(outDir)}.previous-`));
  for (let waited = 0; pending() && waited < 300_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}
