// Front matter `image`: the picture social networks show for a page (og:image). It must be an
// http(s) URL or the site path of a file the static folder publishes; anything else would be
// published as a broken or hostile address (`javascript:alert(1)` glued to the site's URL).
import { statSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import type { SourceFile } from './read.js';

/** The static folder, to check that a site path names a file it publishes. */
export interface StaticFolder {
  absolutePath: string;
  /** As the user writes it, for messages (`content/static`). */
  sourcePath: string;
}

export type EntryKind = 'doc' | 'post' | 'page';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const IMAGE_HINT = 'write a full URL like https://example.com/cover.png, or the site path of a file in the static folder, like /img/cover.png';

/**
 * The image a page may publish, and the problem with it when there is one: an error for a
 * value that can never work, a warning (and no image) for one relative to the markdown file.
 * Without `staticFolder`, a site path is taken as it is.
 */
export function checkImage(image: string | undefined, where: { kind: EntryKind; file: SourceFile; line: number; staticFolder: StaticFolder | undefined }): { image: string | undefined; problem?: GardenError } {
  if (image === undefined) return { image };
  const at = { file: where.file.sourcePath, line: where.line };
  if (SCHEME.test(image) || image.startsWith('//')) {
    if (isHttpUrl(image)) return { image };
    return { image: undefined, problem: new GardenError(`image: '${image}' is not an http(s) URL or a site path`, { code: 'frontmatter/image', ...at, hint: IMAGE_HINT }) };
  }
  if (!image.startsWith('/')) {
    return {
      image: undefined,
      problem: new GardenError(`image: '${image}' is relative to the ${where.kind}, and only site paths and URLs are published`, {
        code: 'frontmatter/relative-image',
        ...at,
        severity: 'warning',
        hint: 'put the picture in the static folder and write its site path, like /img/news/cover.png',
      }),
    };
  }
  const folder = where.staticFolder;
  if (folder === undefined || isStaticFile(folder.absolutePath, image)) return { image };
  const expected = path.posix.join(folder.sourcePath, sitePath(image));
  return { image: undefined, problem: new GardenError(`image: ${image} is not a file of the site`, { code: 'frontmatter/image', ...at, hint: `put the picture at ${expected}, or correct the path` }) };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `/img/a%20b.png?v=2` → `img/a b.png`: the file a site path names under the static folder. */
function sitePath(image: string): string {
  const bare = image.replace(/[?#].*$/, '').replace(/^\/+/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

function isStaticFile(staticDir: string, image: string): boolean {
  const relative = sitePath(image);
  const absolute = path.resolve(staticDir, relative);
  // `..` must not reach outside the folder, and dotfiles are not published.
  if (relative === '' || !absolute.startsWith(staticDir + path.sep) || relative.split('/').some((part) => part.startsWith('.'))) return false;
  try {
    return statSync(absolute).isFile();
  } catch {
    return false;
  }
}
