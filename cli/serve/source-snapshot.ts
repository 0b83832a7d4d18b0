// What the watched sources look like on disk: every file with a signature that any write,
// replacement or deletion changes. The watcher compares what it built from with what is on disk
// rather than trusting file events alone: chokidar drops a delete that follows another within
// 100 ms and a write that follows another within 50 ms, and under a burst its events come
// late, out of order or mislabelled.
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

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

/** Every file under `paths` (files or folders) that `ignored` lets through, following symlinks: its signature (size, times, inode) by absolute path. */
export function takeSnapshot(paths: readonly string[], ignored: (file: string) => boolean): Map<string, string> {
  const files = new Map<string, string>();
  walkSources(paths, ignored, (file, signature) => files.set(file, signature));
  return files;
}

/** Calls `found` with each file under `paths` and its signature (a file under two of the paths, twice). */
function walkSources(paths: readonly string[], ignored: (file: string) => boolean, found: (file: string, signature: string) => void): void {
  const seenFolders = new Set<string>();
  const visit = (file: string): void => {
    if (ignored(file)) return;
    const stats = statOrUndefined(file);
    const signature = signatureFrom(stats);
    if (signature) found(file, signature);
    if (!stats?.isDirectory() || seenFolders.has(`${stats.dev}:${stats.ino}`)) return; // a symlink loop is read once
    seenFolders.add(`${stats.dev}:${stats.ino}`);
    let names: string[];
    try {
      names = readdirSync(file);
    } catch {
      return; // removed or unreadable since it was seen
    }
    // The folder's path is already absolute and normal: joined by hand, as path.join's
    // normalising costs more than the stat, once per file of the site after every build.
    const prefix = file.endsWith(path.sep) ? file : file + path.sep;
    for (const name of names) visit(prefix + name);
  };
  for (const entry of paths) visit(path.resolve(entry));
}

/**
 * The sources as the builds read them, compared with the disk after every build of a watch
 * session: the disk is walked and each file checked as it is met, and a file not met again is
 * gone, so no snapshot of the whole site is made each time (only the files found changed are).
 */
export class BuiltSources {
  private readonly signatures: Map<string, string>;
  /** The comparison in which each file was last met. */
  private readonly met = new Map<string, number>();
  private comparisons = 0;

  constructor(readonly paths: readonly string[], readonly ignored: (file: string) => boolean) {
    this.signatures = takeSnapshot(paths, ignored);
  }

  /** A file as a build is about to read it (its signature, or undefined when it is gone). */
  note(file: string, signature: string | undefined): void {
    if (signature) this.signatures.set(file, signature);
    else {
      this.signatures.delete(file);
      this.met.delete(file);
    }
  }

  /** Paths added, removed or changed on disk since the builds read them. */
  changedOnDisk(): string[] {
    const comparison = ++this.comparisons;
    const changed: string[] = [];
    walkSources(this.paths, this.ignored, (file, signature) => {
      const known = this.signatures.get(file);
      if (known !== undefined) {
        if (this.met.get(file) === comparison) return;
        this.met.set(file, comparison);
      }
      if (known !== signature) changed.push(file);
    });
    for (const file of this.signatures.keys()) if (this.met.get(file) !== comparison) changed.push(file);
    return changed;
  }
}
