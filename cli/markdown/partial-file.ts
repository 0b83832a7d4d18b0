// Reading a partial (`import Catalog from './_catalog.mdx'`): the same containment as every
// other source (inside-site.ts). Only a regular file inside the site root and not hidden is
// read, under the markdown size limit, so an import cannot inline /etc/passwd.md or .env, or
// hang on a pipe.
import { DEFAULT_LIMITS } from '../config/limits.js';
import { placeInSite, siteRootOf } from '../content/inside-site.js';
import { readRegularFile } from '../content/regular-file.js';
import { toSitePath } from '../routes/paths.js';

export type PartialRead = { text: string } | { refused: 'missing' | 'outside-site' | 'hidden' | 'not-a-file' | 'too-large'; detail: string };

export function readPartialText(file: string, siteRoot: string): PartialRead {
  const site = siteRootOf(siteRoot);
  const place = placeInSite(site, file);
  if (place.refused === 'missing') return { refused: 'missing', detail: '' };
  if (place.refused !== undefined) return { refused: place.refused, detail: place.refused === 'hidden' ? toSitePath(site.realRoot, place.real) : place.real };
  const real = place.real;
  const read = readRegularFile(real, DEFAULT_LIMITS.markdownFileBytes);
  if ('bytes' in read) return { text: read.bytes.toString('utf8') };
  if (read.refused === 'not-a-file') return { refused: 'not-a-file', detail: read.kind };
  if (read.refused === 'too-large') return { refused: 'too-large', detail: `${read.size} bytes, over ${read.limit}` };
  return { refused: 'missing', detail: '' };
}
