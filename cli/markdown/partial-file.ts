// Reading a partial (`import Catalog from './_catalog.mdx'`): the same containment as every
// other source. Only a regular file inside the site root is read, under the markdown size limit,
// so an import cannot inline /etc/passwd.md or hang on a pipe.
import { DEFAULT_LIMITS } from '../config/limits.js';
import { siteRootOf } from '../content/inside-site.js';
import { readRegularFile } from '../content/regular-file.js';
import { isWithin, realPathOf } from '../write/real-path.js';

export type PartialRead = { text: string } | { refused: 'missing' | 'outside-site' | 'not-a-file' | 'too-large'; detail: string };

export function readPartialText(file: string, siteRoot: string): PartialRead {
  const real = realPathOf(file);
  if (real === undefined) return { refused: 'missing', detail: '' };
  if (!isWithin(real, siteRootOf(siteRoot).realRoot)) return { refused: 'outside-site', detail: real };
  const read = readRegularFile(real, DEFAULT_LIMITS.markdownFileBytes);
  if ('bytes' in read) return { text: read.bytes.toString('utf8') };
  if (read.refused === 'not-a-file') return { refused: 'not-a-file', detail: read.kind };
  if (read.refused === 'too-large') return { refused: 'too-large', detail: `${read.size} bytes, over ${read.limit}` };
  return { refused: 'missing', detail: '' };
}
