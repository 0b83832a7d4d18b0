// The Lighthouse gate: Lighthouse's own CLI (mobile, its default form factor) driving Debian's
// chromium with the browser tests' flags, one run per page, in sequence: two Chromes at once on
// a small machine would make each other's performance figures worse.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  path: string;
  /** Scores from 0 to 100. */
  scores: Record<Category, number>;
  /** Audits below full marks in the categories that count them: `category: audit-id (title)`. */
  failedAudits: string[];
  /** How many runs the figures are the median of. */
  runs: number;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; title: string }>;
}

const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

/**
 * One run per page; a page whose performance falls below `recheckBelow` is run twice more and
 * judged on the run with the median performance, since one run's figure varies with the load
 * on the machine (Lighthouse's own advice is the median of several runs).
 */
export async function scorePages(origin: string, paths: string[], recheckBelow = 0): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of paths) {
    const runs = [summarise(page, await runLighthouse(origin + page))];
    if ((runs[0]?.scores.performance ?? 0) < recheckBelow) {
      for (let again = 0; again < 2; again++) runs.push(summarise(page, await runLighthouse(origin + page)));
    }
    const median = runs.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
    if (median) rows.push({ ...median, runs: runs.length });
  }
  return rows;
}

function summarise(page: string, result: LighthouseResult): LighthouseRow {
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((result.categories[name].score ?? 0) * 100)])) as Record<Category, number>;
  const failedAudits = CATEGORIES.filter((name) => name !== 'performance').flatMap((name) =>
    result.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${name}: ${ref.id} (${result.audits[ref.id]?.title ?? ''})`),
  );
  return { path: page, scores, failedAudits, runs: 1 };
}

function runLighthouse(url: string): Promise<LighthouseResult> {
  const flags = [...(CHROMIUM_LAUNCH.args ?? []), '--headless=new'].join(' ');
  // The full-page screenshot only illustrates Lighthouse's own HTML report, which is not written here.
  const args = [CLI, url, '--output=json', '--output-path=stdout', '--quiet', '--disable-full-page-screenshot', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${flags}`];
  const env = { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH.executablePath ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        const result = JSON.parse(out) as LighthouseResult;
        if (result.runtimeError) throw new Error(result.runtimeError.message);
        resolve(result);
      } catch (error) {
        reject(new Error(`lighthouse ${url} failed (exit ${code}): ${(error as Error).message}\n${err.slice(-2000)}`));
      }
    });
  });
}
