// The baseUrl the served build was made for, read from the build itself (every page carries it
// in a meta tag), so `serve` without a rebuild, and after a rebuild that changed it, agrees
// with the pages it serves. Read again only when the 404 page changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_META } from '../render/document.js';

export function builtBaseUrl(outDir: string): () => string {
  const page = path.join(outDir, '404.html');
  const pattern = new RegExp(`<meta name="${CLIENT_META.baseUrl}" content="([^"]*)"`);
  let seen = { mtimeMs: -1, size: -1, baseUrl: '/' };
  return () => {
    try {
      const { mtimeMs, size } = statSync(page);
      if (mtimeMs !== seen.mtimeMs || size !== seen.size) {
        const baseUrl = pattern.exec(readFileSync(page, 'utf8'))?.[1] ?? '/';
        seen = { mtimeMs, size, baseUrl: baseUrl.startsWith('/') && baseUrl.endsWith('/') ? baseUrl : '/' };
      }
    } catch {
      // No 404 page (a build by another tool, or mid-swap): keep what was last known.
    }
    return seen.baseUrl;
  };
}
