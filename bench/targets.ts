// What the harness runs and inspects: garden-site's CLI (compiled, as users run it), Eleventy
// 3 from bench/peer (installed there with `npm ci` when missing), and the built output.
import { execFileSync } from 'node:child_process';
import fg from 'fast-glob';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { RunSpec } from './measure.js';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
const PEER = path.join(REPO, 'bench/peer');
const ELEVENTY = path.join(PEER, 'node_modules/@11ty/eleventy/cmd.cjs');

export function gardenBuild(siteRoot: string, outDir: string, env: Record<string, string> = {}): RunSpec {
  return { args: [path.join(REPO, 'bin/garden-site.js'), 'build', '--root', siteRoot, '--out', outDir], cwd: siteRoot, env };
}

export function eleventyBuild(contentDir: string, outDir: string): RunSpec {
  return { args: [ELEVENTY, '--config=eleventy.config.js'], cwd: PEER, env: { GARDEN_BENCH_INPUT: contentDir, GARDEN_BENCH_OUTPUT: outDir } };
}

/** Installs Eleventy into bench/peer from its lockfile, once (a fresh clone has no node_modules there). */
export function ensurePeer(): string {
  if (!existsSync(ELEVENTY)) execFileSync('npm', ['ci', '--prefix', PEER, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  return (JSON.parse(readFileSync(path.join(PEER, 'node_modules/@11ty/eleventy/package.json'), 'utf8')) as { version: string }).version;
}

export function countHtml(dir: string): number {
  return fg.sync('**/*.html', { cwd: dir }).length;
}

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The hashed client scripts and stylesheets of a build, raw and gzipped (level 6, zlib's default). */
export function clientAssets(dist: string): AssetSize[] {
  return fg.sync('assets/*.{js,css}', { cwd: dist }).sort().map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
  });
}

export function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'not a git checkout';
  }
}
