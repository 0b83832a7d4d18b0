// Everything `init` will write, planned before a byte is written: files given as text or as a
// file to copy, by their path in the new site. Writing checks first that no planned file is
// there already (unless `force`), then writes; a failure on the way removes what it wrote and
// puts back what it replaced, so a failed init leaves the folder as it found it.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { GardenError } from '../diagnostics/error.js';

type Planned = { text: string } | { from: string };

export class SitePlan {
  private readonly files = new Map<string, Planned>();
  /** Symbolic links (and other entries that are not files) found while planning folder copies, that lead out of their folder or to a folder: not copied. */
  readonly linksLeaving: string[] = [];

  /** Plans a file with this text (a later plan for the same path wins). */
  text(sitePath: string, text: string): void {
    this.files.set(normalise(sitePath), { text });
  }

  /** Plans a copy of the file at `absoluteFrom`. */
  copy(absoluteFrom: string, sitePath: string): void {
    this.files.set(normalise(sitePath), { from: absoluteFrom });
  }

  /**
   * Plans a copy of every file under `absoluteFolder` (dotfiles too, symbolic links not
   * followed out of it) that `keep` accepts; returns the paths planned, relative to the folder.
   */
  async copyFolder(absoluteFolder: string, sitePath: string, keep: (relative: string) => boolean = () => true): Promise<string[]> {
    if (!existsSync(absoluteFolder)) return [];
    const entries = await fg('**/*', { cwd: absoluteFolder, dot: true, onlyFiles: false, followSymbolicLinks: false, objectMode: true, ignore: ['**/node_modules/**', '**/.docusaurus/**', '**/.git/**'] });
    const realFolder = realpathSync(absoluteFolder);
    const kept = entries
      .filter(({ path: relative, dirent }) => {
        if (dirent.isDirectory() || !keep(relative)) return false;
        if (dirent.isFile()) return true;
        // A link is copied as the file it leads to, only when that file is inside the folder.
        const file = path.join(absoluteFolder, relative);
        const real = dirent.isSymbolicLink() ? realTarget(file) : undefined;
        if (real !== undefined && (real + path.sep).startsWith(realFolder + path.sep) && statSync(real).isFile()) return true;
        this.linksLeaving.push(file);
        return false;
      })
      .map((entry) => entry.path)
      .sort();
    for (const relative of kept) this.copy(path.join(absoluteFolder, relative), path.posix.join(sitePath, relative));
    return kept;
  }

  /** Takes a file out of the plan. */
  remove(sitePath: string): void {
    this.files.delete(normalise(sitePath));
  }

  has(sitePath: string): boolean {
    return this.files.has(normalise(sitePath));
  }

  /** The planned text of a file, when it was planned as text. */
  textOf(sitePath: string): string | undefined {
    const planned = this.files.get(normalise(sitePath));
    return planned && 'text' in planned ? planned.text : undefined;
  }

  /** A planned file's text, whichever way it was planned. */
  read(sitePath: string): string | undefined {
    const planned = this.files.get(normalise(sitePath));
    if (!planned) return undefined;
    return 'text' in planned ? planned.text : readFileSync(planned.from, 'utf8');
  }

  /** Where a planned file's bytes come from: the file to copy, or undefined for text. */
  sourceOf(sitePath: string): string | undefined {
    const planned = this.files.get(normalise(sitePath));
    return planned && 'from' in planned ? planned.from : undefined;
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Writes every planned file under `siteRoot` (see the file's comment). */
  write(siteRoot: string, options: { force?: boolean; shownAs: string }): void {
    const existing = this.paths().filter((sitePath) => exists(path.join(siteRoot, sitePath)));
    // --force replaces files, never what a link leads to, nor a folder.
    const notFiles = existing.filter((sitePath) => !lstatSync(path.join(siteRoot, sitePath)).isFile());
    if (notFiles.length) {
      throw new GardenError(`${notFiles[0]} is ${lstatSync(path.join(siteRoot, notFiles[0]!)).isSymbolicLink() ? 'a symbolic link' : 'a folder'} where init would write a file`, {
        code: 'init/exists',
        file: notFiles[0],
        hint: 'move it away, or name another folder for the site',
      });
    }
    if (existing.length && !options.force) {
      const where = options.shownAs === '.' ? '' : `${options.shownAs}/`;
      throw new GardenError(`${where ? options.shownAs : 'this folder'} already holds ${existing.length === 1 ? 'a file' : `${existing.length} files`} init would write: ${existing.slice(0, 5).map((file) => `${where}${file}`).join(', ')}${existing.length > 5 ? ', …' : ''}`, {
        code: 'init/exists',
        hint: 'init never overwrites a file unless asked: move those files away, name another folder, or pass --force to replace them',
      });
    }
    const undo = new Undo();
    try {
      undo.makeFolder(siteRoot);
      for (const [sitePath, planned] of this.files) {
        const target = path.join(siteRoot, sitePath);
        undo.makeFolder(path.dirname(target));
        undo.keep(target);
        if ('text' in planned) writeFileSync(target, planned.text);
        else copyFileSync(planned.from, target);
      }
    } catch (error) {
      undo.run();
      throw error;
    }
  }
}

/** What a failed write must take back: files it made, files it replaced, folders it made. */
class Undo {
  private readonly made: string[] = [];
  private readonly replaced = new Map<string, Buffer>();
  private readonly folders: string[] = [];

  /** Makes `folder` and its missing parents, remembering each one made. */
  makeFolder(folder: string): void {
    const missing: string[] = [];
    for (let dir = folder; !existsSync(dir); dir = path.dirname(dir)) missing.unshift(dir);
    if (missing.length === 0) return;
    mkdirSync(folder, { recursive: true });
    this.folders.push(...missing);
  }

  /** Remembers a file about to be written: its bytes when it is there, that it is new otherwise. */
  keep(file: string): void {
    if (this.replaced.has(file) || this.made.includes(file)) return;
    if (exists(file)) this.replaced.set(file, readFileSync(file));
    else this.made.push(file);
  }

  run(): void {
    for (const file of this.made) rmSync(file, { force: true });
    for (const [file, bytes] of this.replaced) writeFileSync(file, bytes);
    // Deepest first; a folder that holds something else by now stays.
    for (const folder of [...this.folders].reverse()) {
      try {
        rmdirSync(folder);
      } catch {
        // not empty: something not ours is in it
      }
    }
  }
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function realTarget(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

function normalise(sitePath: string): string {
  const normal = path.posix.normalize(sitePath.split(path.sep).join('/'));
  if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal)) throw new Error(`init planned a file outside the site: ${sitePath}`);
  return normal;
}
