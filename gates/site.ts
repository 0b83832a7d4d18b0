// The site the gates judge: this repository's site built by the real CLI into a temp folder,
// and garden-site's own static server on a free loopback port, set up as `garden-site serve`
// sets it up for a preview (no page views sent to the analytics service).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_OFF_SCRIPT } from '../cli/render/document.js';
import { createStaticServer } from '../cli/serve/server.js';
import { cliSpawn } from '../test/_site.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServedSite {
  origin: string;
  close: () => Promise<void>;
}

/** Builds the site at `root` with the CLI into `out` (a new temp folder by default); returns the output folder. */
export function buildSite(root = REPO_ROOT, out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-gates-')), 'dist')): Promise<string> {
  const cli = cliSpawn(['build', '--out', out]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cli.args, { cwd: root, env: cli.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the site did not build (exit ${code}):\n${stderr}`))));
  });
}

export async function serveSite(dir: string): Promise<ServedSite> {
  const server = createStaticServer({ root: dir, host: '127.0.0.1', injectScript: ANALYTICS_OFF_SCRIPT });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
