// A copy of the repository's own site (content, theme, config) in a temp folder, so a test can
// add a file to the real content and build it with the real CLI without touching the repo.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, writeFiles } from './_site.js';

export function copyRealSite(extraFiles: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-real-'));
  for (const entry of ['content', 'templates', 'site.config.ts']) {
    cpSync(path.join(REPO_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  writeFiles(root, extraFiles);
  return root;
}

/** The built file for a route of a site without trailing slashes: `/` → index.html, `/a` → a.html. */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
