// A path as the file system resolves it, symlinks included, even when it does not exist yet:
// the real path of its nearest existing ancestor, with the missing part appended. Two names for
// one folder (a symlink, `./dist` and `dist`) come out the same.
import { realpathSync } from 'node:fs';
import path from 'node:path';

export function realPath(target: string): string {
  const missing: string[] = [];
  let current = path.resolve(target);
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.join(current, ...missing.reverse());
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/** Whether `inner` is `outer` or lies inside it (both real paths). */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}
