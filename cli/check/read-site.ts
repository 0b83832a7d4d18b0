// A built site read back from disk for `check-links`: every file's name, and every page's
// HTML with the route it is served at.
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageHtml } from './links.js';

export interface BuiltSite {
  files: string[];
  pages: PageHtml[];
}

export async function readSite(root: string): Promise<BuiltSite> {
  const files = await fg('**/*', { cwd: root, onlyFiles: true, dot: false });
  const pages = await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map(async (file) => ({ url: `/${file.replace(/(^|\/)index\.html$|\.html$/, '')}`, outFile: file, html: await readFile(path.join(root, file), 'utf8') })),
  );
  return { files, pages };
}
