// Containment: a source is read only when its real path (symbolic links resolved) lies inside
// the site root, so a link, a slug or an image path cannot publish a file from elsewhere.
import path from 'node:path';
import { realPathOf } from '../write/real-path.js';

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
