// Paths as the file system resolves them, symbolic links included. Containment checks (a source
// inside the site root, an output folder away from the sources) compare these, never paths as
// written, so two names for one folder (a symlink, `./dist` and `dist`) come out the same.
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isMissing } from '../content/regular-file.js';

/** Links followed before a path counts as missing, as the system's own limit (ELOOP) does. */
const MAX_LINKS = 40;

/** The path with every symbolic link resolved, or undefined when it leads nowhere. */
export function realPathOf(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ELOOP') return undefined;
    throw error;
  }
}

/**
 * The real path even when `target` does not exist yet: the real path of its nearest existing
 * ancestor, with the missing part appended. A link to something missing counts as that
 * something (an output folder `dist` linked to a folder not made yet is that folder).
 */
export function realPath(target: string): string {
  const missing: string[] = [];
  let current = path.resolve(target);
  for (let links = 0; ; ) {
    const real = realPathOf(current);
    if (real !== undefined) return path.join(real, ...missing.reverse());
    const link = links++ < MAX_LINKS ? linkTarget(current) : undefined;
    if (link !== undefined) {
      current = path.resolve(path.dirname(current), link);
      continue;
    }
    const parent = path.dirname(current);
    if (parent === current) return path.join(current, ...missing.reverse());
    missing.push(path.basename(current));
    current = parent;
  }
}

/** What `file` links to, when it is a symbolic link. */
function linkTarget(file: string): string | undefined {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Whether `inner` is `outer` or lies inside it (both real paths). */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}
