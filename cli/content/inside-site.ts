// Containment: a source is read only when its real path (symbolic links resolved) lies inside
// the site root and is not hidden, so a link, a slug, an import or an image path cannot publish
// a file from elsewhere, nor `.env` or anything under `.git` (whose config may hold a token).
// The rule is here once; find-files.ts applies it to the links a folder walk meets, and every
// file read by name (partials, images, authors.yml, sidebars) asks placeInSite.
import path from 'node:path';
import { isWithin, realPathOf } from '../write/real-path.js';

export interface SiteRoot {
  /** As given: the base of every path shown in messages. */
  root: string;
  /** With symbolic links resolved: what containment is checked against. */
  realRoot: string;
}

export function siteRootOf(root: string): SiteRoot {
  const resolved = path.resolve(root);
  return { root: resolved, realRoot: realPathOf(resolved) ?? resolved };
}

/** Where a file or folder really is, and why it may not be read when it may not. */
export type SitePlace =
  | { refused: undefined; real: string }
  | { refused: 'missing'; real: undefined }
  | { refused: 'outside-site' | 'hidden'; real: string };

/** `file`'s real path when it exists, lies inside the site root and no part of it below the root starts with '.'. */
export function placeInSite(site: SiteRoot, file: string): SitePlace {
  const real = realPathOf(file);
  if (real === undefined) return { refused: 'missing', real };
  if (!isWithin(real, site.realRoot)) return { refused: 'outside-site', real };
  if (path.relative(site.realRoot, real).split(path.sep).some((part) => part.startsWith('.'))) return { refused: 'hidden', real };
  return { refused: undefined, real };
}
