// What the watched sources look like on disk: every file with a signature that any write,
// replacement or deletion changes. The watcher compares what it built from with what is on disk
// rather than trusting file events alone: chokidar drops a delete that follows another within
// 100 ms and a write that follows another within 50 ms, and under a burst its events come
// late, out of order or mislabelled.
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Signature (size, times, inode) by absolute path. */
export type SourceSnapshot = ReadonlyMap<string, string>;

/** Files the watcher leaves alone: editors' swap and temp files (dotfiles), the output and the caches. */
export function ignoredByWatcher(outDir: string): (file: string) => boolean {
  return (file) => file === outDir || file.startsWith(outDir + path.sep) || path.basename(file).startsWith('.') || /[/\\](node_modules|\.garden-cache)([/\\]|$)/.test(file);
}

/** The file's signature now, or undefined when it is missing or not a file. */
export function signatureOf(file: string): string | undefined {
  return signatureFrom(statOrUndefined(file));
}

/** The file's stats, or undefined when it is missing (deleted since it was listed), a dangling symlink or unreadable. */
function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function signatureFrom(stats: Stats | undefined): string | undefined {
  return stats?.isFile() ? `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}` : undefined;
}

/** Every file under `paths` (files or folders) that `ignored` lets through, following symlinks. */
export function takeSnapshot(paths: readonly string[], ignored: (file: string) => boolean): Map<string, string> {
  const files = new Map<string, string>();
  const seenFolders = new Set<string>();
  const visit = (file: string): void => {
    if (ignored(file)) return;
    const stats = statOrUndefined(file);
    const signature = signatureFrom(stats);
    if (signature) files.set(file, signature);
    if (!stats?.isDirectory() || seenFolders.has(`${stats.dev}:${stats.ino}`)) return; // a symlink loop is read once
    seenFolders.add(`${stats.dev}:${stats.ino}`);
    let names: string[];
    try {
      names = readdirSync(file);
    } catch {
      return; // removed or unreadable since it was seen
    }
    for (const name of names) visit(path.join(file, name));
  };
  for (const entry of paths) visit(path.resolve(entry));
  return files;
}

/** Paths added, removed or changed between two snapshots. */
export function changedBetween(before: SourceSnapshot, after: SourceSnapshot): string[] {
  const changed: string[] = [];
  for (const [file, signature] of after) if (before.get(file) !== signature) changed.push(file);
  for (const file of before.keys()) if (!after.has(file)) changed.push(file);
  return changed;
}
