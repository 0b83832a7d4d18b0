// Local files referenced from markdown (images) are published under content-hashed names,
// so they can be cached forever and a changed image gets a new URL. Only regular files inside
// the site root and not hidden are published, up to a size (content/inside-site.ts, content/regular-file.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { placeInSite, siteRootOf, type SiteRoot } from '../content/inside-site.js';
import { readRegularFile } from '../content/regular-file.js';
import type { AssetLookup } from '../markdown/types.js';

/** Plain data, so a render worker can make a registry that decides as the main thread's does. */
export interface AssetRules {
  siteRoot: string;
  /** Largest file published, in bytes (`limits.assetFileBytes`). */
  maxBytes: number;
}

export class AssetRegistry {
  private readonly lookups = new Map<string, AssetLookup>();
  /** Published file → the real file copied (symbolic links resolved when it was checked). */
  private readonly sources = new Map<string, string>();
  private readonly site: SiteRoot;

  constructor(readonly rules: AssetRules) {
    this.site = siteRootOf(rules.siteRoot);
  }

  /** The public URL of `absoluteFile`, or why it cannot be published. */
  register(absoluteFile: string): AssetLookup {
    const known = this.lookups.get(absoluteFile);
    if (known) return known;
    const lookup = this.look(absoluteFile);
    this.lookups.set(absoluteFile, lookup);
    return lookup;
  }

  /** Source file → output path (relative to the output folder) of every registered asset. */
  entries(): Array<{ source: string; outFile: string }> {
    return [...this.lookups].flatMap(([file, lookup]) => ('url' in lookup ? [{ source: this.sources.get(file) ?? file, outFile: lookup.url.slice(1) }] : []));
  }

  private look(absoluteFile: string): AssetLookup {
    const place = placeInSite(this.site, absoluteFile);
    if (place.refused === 'missing' || place.refused === 'hidden') return { refused: place.refused };
    if (place.refused === 'outside-site') return { refused: 'outside-site', realPath: place.real };
    const real = place.real;
    const read = readRegularFile(real, this.rules.maxBytes);
    if (!('bytes' in read)) return read;
    const hash = createHash('sha256').update(read.bytes).digest('hex').slice(0, 8);
    const extension = path.extname(absoluteFile);
    this.sources.set(absoluteFile, real);
    return { url: `/assets/images/${path.basename(absoluteFile, extension)}-${hash}${extension}` };
  }
}

/** The URL of a lookup, or undefined when the file was refused. */
export function assetUrl(lookup: AssetLookup): string | undefined {
  return 'url' in lookup ? lookup.url : undefined;
}
