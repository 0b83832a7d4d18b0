// Local files referenced from markdown (images) are published under content-hashed names,
// so they can be cached forever and a changed image gets a new URL.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class AssetRegistry {
  private readonly urls = new Map<string, string | undefined>();

  /** The public URL of `absoluteFile`, or undefined when it does not exist. */
  register(absoluteFile: string): string | undefined {
    if (this.urls.has(absoluteFile)) return this.urls.get(absoluteFile);
    let url: string | undefined;
    if (existsSync(absoluteFile)) {
      const hash = createHash('sha256').update(readFileSync(absoluteFile)).digest('hex').slice(0, 8);
      const extension = path.extname(absoluteFile);
      url = `/assets/images/${path.basename(absoluteFile, extension)}-${hash}${extension}`;
    }
    this.urls.set(absoluteFile, url);
    return url;
  }

  /** Source file → output path (relative to the output folder) of every registered asset. */
  entries(): Array<{ source: string; outFile: string }> {
    return [...this.urls].flatMap(([source, url]) => (url ? [{ source, outFile: url.slice(1) }] : []));
  }
}
