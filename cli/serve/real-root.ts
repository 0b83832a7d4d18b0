// The served folder's real path, which every file's real path must stay under. Resolving it is
// several system calls; one stat per request tells whether it can have changed: a rebuild swaps
// the folder (a new inode), and a symlinked folder pointed elsewhere leads to another inode too.
import { realpathSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const known = new Map<string, { dev: number; ino: number; real: string }>();

/**
 * The real path of `root`. A rebuild swaps the folder by two renames, so for a moment it may be
 * missing: wait a little rather than answer 404 for a page that exists.
 */
export async function realRoot(root: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const stats = statSync(root);
      const seen = known.get(root);
      if (seen?.dev === stats.dev && seen.ino === stats.ino) return seen.real;
      const real = realpathSync.native(root);
      known.set(root, { dev: stats.dev, ino: stats.ino, real });
      return real;
    } catch {
      await sleep(25);
    }
  }
  return undefined;
}
