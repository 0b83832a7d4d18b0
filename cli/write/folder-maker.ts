// Output files come by the thousand into a few hundred folders: each folder is made once, and
// then known, rather than asked of the file system again for every file written into it.
import { mkdirSync } from 'node:fs';

/** A function that makes a folder (and its parents) the first time it is given it, and does nothing after. */
export function folderMaker(): (dir: string) => void {
  const made = new Set<string>();
  return (dir) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}
