// Finding the files of a content or static folder. fast-glob follows symbolic links, so a
// folder a link shares inside the site is read like any other. It asks `stat` only about
// symbolic links, and that `stat` is wrapped here to refuse a link that leads outside the site
// root, to a hidden file or folder (inside-site.ts), into the output folder, or back to a
// folder the link is already in: a loop fast-glob would walk until the system gave up, adding
// every file again on each lap. A refused link looks like a broken one to fast-glob, which then
// does not follow it; it is reported once, when it leads to a folder (whose files would have
// been read) or when its own name matches the patterns. fast-glob asks about every link of each
// folder it reads, also links the patterns leave out, like an image.
import fg from 'fast-glob';
import { readlinkSync, stat, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { toSitePath } from '../routes/paths.js';
import { placeInSite, type SitePlace, type SiteRoot } from './inside-site.js';
import { kindOf } from './regular-file.js';
import { isWithin, realPath, realPathOf } from '../write/real-path.js';

export interface FoundFiles {
  /** Regular files matching the patterns, relative to the folder, `/`-separated, sorted. */
  files: string[];
  problems: GardenError[];
}

type StatCallback = (error: NodeJS.ErrnoException | null, stats?: Stats) => void;

/**
 * `outDir`: the output folder, when the files found are copied into it (the static folder): a
 * link into it, or to a folder holding it, would copy each build's output into the next one.
 */
export async function findFiles(site: SiteRoot, dir: string, patterns: string[], outDir?: string): Promise<FoundFiles> {
  const place = placeInSite(site, dir);
  if (place.refused === 'missing') return { files: [], problems: [] };
  if (place.refused !== undefined) return { files: [], problems: [refusedPlace(site, dir, place)] };
  const realDir = place.real;
  const guard = new LinkGuard(site, dir, realDir, outDir === undefined ? undefined : { shown: outDir, real: realPath(outDir) });
  // fast-glob calls it as stat(path, callback), the one form the guard implements.
  const guardedStat = guard.stat as unknown as typeof stat;
  const entries = await fg(patterns, { cwd: dir, dot: false, onlyFiles: false, objectMode: true, fs: { stat: guardedStat } });
  const files: string[] = [];
  const problems: GardenError[] = [];
  for (const { path: relative, dirent } of entries) {
    if (dirent.isFile()) files.push(relative);
    else if (dirent.isDirectory()) continue;
    else if (!dirent.isSymbolicLink()) problems.push(notAFile(site, path.join(dir, relative), kindOf(dirent)));
    else {
      const refusal = guard.refused.get(path.join(dir, relative));
      // A refused link to a folder is among folderLinks below already.
      if (!refusal?.toFolder) problems.push(refusal?.problem ?? brokenLink(site, path.join(dir, relative)));
    }
  }
  const folderLinks = [...guard.refused.values()].flatMap((refusal) => (refusal.toFolder ? [refusal.problem] : []));
  return { files: files.sort(), problems: [...folderLinks, ...problems] };
}

class LinkGuard {
  /** Refused links by path, with whether they lead to a folder. */
  readonly refused = new Map<string, { problem: GardenError; toFolder: boolean }>();
  private readonly realDirs = new Map<string, string | undefined>();

  constructor(
    private readonly site: SiteRoot,
    private readonly dir: string,
    realDir: string,
    private readonly outDir: { shown: string; real: string } | undefined,
  ) {
    this.realDirs.set(dir, realDir);
  }

  readonly stat = (link: string, callback: StatCallback): void => {
    const refusal = this.check(link);
    if (refusal === undefined) {
      stat(link, callback);
      return;
    }
    this.refused.set(link, refusal);
    callback(Object.assign(new Error(refusal.problem.message), { code: 'EACCES' }));
  };

  private check(link: string): { problem: GardenError; toFolder: boolean } | undefined {
    const place = placeInSite(this.site, link);
    if (place.refused === 'missing') return undefined; // broken: fast-glob keeps it as a link, reported by findFiles
    const target = place.real;
    const toFolder = statSync(target).isDirectory();
    if (place.refused !== undefined) return { problem: refusedPlace(this.site, link, place), toFolder };
    if (this.outDir && (isWithin(target, this.outDir.real) || isWithin(this.outDir.real, target))) {
      const problem = new GardenError(`leads ${isWithin(target, this.outDir.real) ? 'into' : 'to a folder holding'} the output folder ${toSitePath(this.site.root, this.outDir.shown) || '.'}: each build would copy the last one's output into itself`, {
        code: 'files/into-output',
        file: toSitePath(this.site.root, link),
        hint: 'remove the link: the output is made from the sources and is never one of them',
      });
      return { problem, toFolder };
    }
    if (toFolder && this.isAncestor(target, link)) {
      const problem = new GardenError(`symbolic link loop: it leads back to ${toSitePath(this.site.realRoot, target) || '.'}, a folder it is in`, {
        code: 'files/symlink-loop',
        file: toSitePath(this.site.root, link),
        hint: 'remove the link, or point it at a folder that does not contain it',
      });
      return { problem, toFolder };
    }
    return undefined;
  }

  /** Whether `realTarget` is, or contains, a folder on the way from the walked folder to `link`. */
  private isAncestor(realTarget: string, link: string): boolean {
    let folder = this.dir;
    const below = path.relative(this.dir, path.dirname(link));
    for (const segment of ['', ...(below === '' ? [] : below.split(path.sep))]) {
      folder = path.join(folder, segment);
      const real = this.realDirOf(folder);
      if (real !== undefined && isWithin(real, realTarget)) return true;
    }
    return false;
  }

  private realDirOf(folder: string): string | undefined {
    if (!this.realDirs.has(folder)) this.realDirs.set(folder, realPathOf(folder));
    return this.realDirs.get(folder);
  }
}

/** The problem of a file or link placeInSite refused (a missing one is not a problem here). */
export function refusedPlace(site: SiteRoot, file: string, place: Extract<SitePlace, { refused: 'outside-site' | 'hidden' }>): GardenError {
  if (place.refused === 'outside-site') return outsideSite(site, file, place.real);
  return new GardenError(`leads to ${toSitePath(site.realRoot, place.real)}, a hidden file or folder (a name starting with '.')`, {
    code: 'files/hidden',
    file: toSitePath(site.root, file),
    hint: 'hidden files and folders, like .env or .git, are never read or published: remove the link, or point it at a file whose path has no part starting with a dot',
  });
}

export function outsideSite(site: SiteRoot, file: string, target: string): GardenError {
  return new GardenError(`leads to ${target}, outside the site folder ${site.realRoot}`, {
    code: 'files/outside-site',
    file: toSitePath(site.root, file),
    hint: 'garden-site reads only files inside the site folder: copy what the link points to into the site, or remove the link',
  });
}

function brokenLink(site: SiteRoot, link: string): GardenError {
  return new GardenError(`symbolic link to ${readlinkSync(link)}, which cannot be followed`, {
    code: 'files/broken-link',
    file: toSitePath(site.root, link),
    hint: 'remove the link, or point it at an existing file',
  });
}

export function notAFile(site: SiteRoot, file: string, kind: string): GardenError {
  return new GardenError(`${kind}, not a regular file`, {
    code: 'files/not-a-file',
    file: toSitePath(site.root, file),
    hint: 'only regular files are read: point the setting or link at a file, or move this out of the site folder',
  });
}
