// What a page path may hold. Each part between slashes becomes a folder or file name in the
// output, so a path must not climb out of the output folder (`..`), hold characters a file
// system refuses (Windows refuses the most) or that end a URL path (`?`, `#`), or name a
// file longer than file systems allow. Nor may it hold a percent-escape: the file is named
// as the path is written, while browsers and servers decode an escape before they look a page
// up, so `/a%2Fb` would be asked for as `/a/b`, and `/%2e%2e/x` as `/../x`.
import { GardenError } from '../diagnostics/error.js';
import type { Route } from './route.js';
import { describeCharacter, xmlForbiddenCharacter } from '../xml-characters.js';

/** 255 bytes a file name may have on common file systems, less the `.html` a page adds. */
const MAX_SEGMENT_BYTES = 250;
const REFUSED_CHARACTER = /[\u0000-\u001f\u007f\\:*?"<>|#]/u;
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

export interface PathProblem {
  message: string;
  hint: string;
}

/** Why `route` (a slug or a page path, `/`-separated) cannot be a page's path, or undefined when it can. */
export function routePathProblem(route: string): PathProblem | undefined {
  for (const segment of route.split('/')) {
    if (segment === '..') {
      return { message: "must not contain '..'", hint: 'write the path from the section or site root, like /guides/beds: a page is always written inside the output folder' };
    }
    // The sitemap (XML) lists every page path: a noncharacter or unpaired surrogate cannot be in it.
    const refused = REFUSED_CHARACTER.exec(segment)?.[0] ?? xmlForbiddenCharacter(segment)?.character;
    if (refused !== undefined) {
      return { message: `must not contain ${describeCharacter(refused)}`, hint: 'use letters, digits, - and _ between the slashes: \\ : * ? " < > | # and control characters cannot be in a file name on every system, or end the URL path' };
    }
    const escape = PERCENT_ESCAPE.exec(segment)?.[0];
    if (escape !== undefined) {
      return { message: `must not contain the percent-escape '${escape}'`, hint: "write the character itself (ü rather than %C3%BC), or leave it out: a page is written under its path as written, but browsers decode escapes before asking for it, so /a%2Fb is asked for as /a/b and /%2e%2e/x as /../x" };
    }
    const bytes = Buffer.byteLength(segment, 'utf8');
    if (bytes > MAX_SEGMENT_BYTES) {
      return {
        message: `the part '${segment.slice(0, 24)}…' is ${bytes} bytes long; a part of a page path may have at most ${MAX_SEGMENT_BYTES}`,
        hint: 'shorten it: each part between slashes becomes a file or folder name, which file systems limit to 255 bytes',
      };
    }
  }
  return undefined;
}

/** Every route whose path cannot be written safely (a slug from a category or tags file, a long file name). */
export function unsafeRoutePaths(routes: readonly Route[], lineOf: (sourcePath: string) => number): GardenError[] {
  return routes.flatMap((route) => {
    const problem = routePathProblem(route.url);
    if (problem === undefined) return [];
    const place = route.sourcePath ? { file: route.sourcePath, line: lineOf(route.sourcePath) } : {};
    return [new GardenError(`page path ${route.url.slice(0, 80)}: ${problem.message}`, { code: 'routes/unsafe-path', ...place, hint: problem.hint })];
  });
}
