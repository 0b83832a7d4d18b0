// The only place content is read from disk. Everything after this stage works on these
// in-memory records, so most of the engine can be tested without files. Only regular files
// inside the site root and not hidden are read (find-files.ts, inside-site.ts), each up to a
// size limit.
import { existsSync } from 'node:fs';
import { withPath } from '../diagnostics/system-errors.js';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../config/limits.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { formatBytes } from '../diagnostics/format-bytes.js';
import { toSitePath } from '../routes/paths.js';
import { findFiles, notAFile, refusedPlace } from './find-files.js';
import { placeInSite, siteRootOf, type SiteRoot } from './inside-site.js';
import { readRegularFile } from './regular-file.js';

export interface SourceFile {
  absolutePath: string;
  /** Relative to the site root, `/`-separated: what error messages show. */
  sourcePath: string;
  /** Relative to the collection folder, `/`-separated (`user-guide/beds.md`). */
  collectionPath: string;
  text: string;
  /**
   * Set when a locale shows the default locale's file for want of a translation (its language
   * tag): the page says so, and its article is marked as written in that language.
   */
  fallbackLang?: string;
  /**
   * In a locale other than the default one, where the file stands in the locale's other folder:
   * a translation's default-locale file, or an untranslated file's place among the translations.
   * A `./x.md` link resolves from either folder, as Docusaurus resolves it.
   */
  alsoAt?: string;
}

/** The collection folder a file was read from (absolute, ending in a separator). */
export function collectionFolder(source: SourceFile): string {
  return source.absolutePath.slice(0, source.absolutePath.length - source.collectionPath.length);
}

/** A collection's markdown files: partials (`_x.md`, `_folder/`) are not entries. */
export const MARKDOWN_FILES = ['**/*.{md,mdx}', '!**/_*/**', '!**/_*.{md,mdx}', '!**/node_modules/**'];

/**
 * Reads the content folders (cli/collections/ says which); its problems are collected so they
 * can all be thrown at once (files outside the site, loops, files too large…).
 */
export class ContentReader {
  /** By code and file: two walks of one folder (docs and their categories) meet the same link. */
  readonly problems = new Map<string, GardenError>();
  private readonly site: SiteRoot;
  private readonly maxFileBytes: number;

  constructor(siteRoot: string, maxFileBytes: number = DEFAULT_LIMITS.markdownFileBytes) {
    this.site = siteRootOf(siteRoot);
    this.maxFileBytes = maxFileBytes;
  }

  /** A path of the config (relative to the site root) as an absolute path. */
  resolve(sitePath: string): string {
    return path.resolve(this.site.root, sitePath);
  }

  /** Throws every problem met, once the folders are read. */
  throwProblems(): void {
    if (this.problems.size > 0) throw new GardenErrors([...this.problems.values()]);
  }

  async matching(dir: string, patterns: string[], readText = true): Promise<SourceFile[]> {
    const { files, problems } = await findFiles(this.site, dir, patterns);
    this.report(problems);
    // Read one after another, synchronously: with promises, a small file costs a round trip
    // through libuv's thread pool for each step (open, stat, read, close).
    return files.flatMap((collectionPath) => {
      const absolutePath = path.join(dir, collectionPath);
      const text = readText ? this.text(absolutePath) : '';
      return text === undefined ? [] : [{ absolutePath, sourcePath: toSitePath(this.site.root, absolutePath), collectionPath, text }];
    });
  }

  optional(dir: string, name: string): SourceFile | undefined {
    const absolutePath = path.join(dir, name);
    if (!existsSync(absolutePath)) return undefined;
    const place = placeInSite(this.site, absolutePath);
    if (place.refused === 'missing') return undefined;
    if (place.refused !== undefined) {
      this.report([refusedPlace(this.site, absolutePath, place)]);
      return undefined;
    }
    const text = this.text(absolutePath);
    return text === undefined ? undefined : { absolutePath, sourcePath: toSitePath(this.site.root, absolutePath), collectionPath: name, text };
  }

  /** The file's text, or undefined when it cannot be read (reported). */
  private text(absolutePath: string): string | undefined {
    let read;
    try {
      read = readRegularFile(absolutePath, this.maxFileBytes);
    } catch (error) {
      throw withPath(error, absolutePath);
    }
    if ('bytes' in read) return read.bytes.toString('utf8');
    if (read.refused === 'not-a-file') this.report([notAFile(this.site, absolutePath, read.kind)]);
    else if (read.refused === 'too-large') this.report([tooLarge(toSitePath(this.site.root, absolutePath), read.size, read.limit)]);
    return undefined; // gone since it was found: as if it had not been there
  }

  report(problems: GardenError[]): void {
    for (const problem of problems) this.problems.set(`${problem.code} ${problem.file ?? ''}`, problem);
  }
}

function tooLarge(file: string, size: number, limit: number): GardenError {
  return new GardenError(`${formatBytes(size)}, over the ${formatBytes(limit)} limit for a content file`, {
    code: 'files/too-large',
    file,
    hint: 'split it into smaller pages, or raise limits.markdownFileBytes in site.config.ts',
  });
}
