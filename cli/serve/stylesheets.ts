// The hashed stylesheet URLs of the current build, read from a built page, for the `css`
// live-reload event: the page's own <link> tags are the truth (baseUrl and hashes included).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function readStylesheetHrefs(outDir: string): Promise<string[]> {
  for (const page of ['404.html', 'index.html']) {
    try {
      const html = await readFile(path.join(outDir, page), 'utf8');
      const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '').filter(Boolean);
      if (hrefs.length) return hrefs.map((href) => href.replace(/&amp;/g, '&'));
    } catch {
      // try the next page
    }
  }
  return [];
}
