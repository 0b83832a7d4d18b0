// The search index's tier on disk, beside the stored pages (stored-pages.ts). Scoring every term
// of every page is a real part of a build whose pages all come from the store, yet the index's
// files depend only on the pages' shares and on what every page is rendered with: a share is
// known by the hash of the content its body came from (render/search-shares.ts), its URL, title
// and version, and the context by the pages' context key. When all of them are as when the last
// build wrote the index, and its files in the last output are still the ones written (size,
// modification time, inode), they are linked into the new output instead of being computed.
import { createHash } from 'node:crypto';
import { linkSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../cache/build-cache.js';
import { folderMaker } from '../write/folder-maker.js';
import { spend, type OutputBudget } from '../write/output-budget.js';
import { pathInside } from '../write/output-path.js';
import type { SearchablePage } from '../write/search-pages.js';
import type { SearchFilesStore } from '../write/write-site.js';
import { stillAsWritten, writtenFile, type WrittenFile } from './stored-pages.js';

/** An output file as a build wrote it, by its path in the locale's folder. */
export interface StoredFile extends WrittenFile {
  outFile: string;
}

interface Folders {
  /** The locale's folder in the staging output. */
  writeTo: string;
  /** The same folder in the last output, when there is one. */
  reuseFrom: string | undefined;
  budget: OutputBudget | undefined;
}

export class StoredSearch implements SearchFilesStore {
  private key: string | undefined;
  private outFiles: readonly string[] = [];
  /** Whether the index came from the last output. */
  taken = false;

  constructor(
    private readonly contextKey: string,
    private readonly store: CacheStore<StoredFile[]>,
    private readonly folders: Folders,
  ) {}

  take(shares: readonly SearchablePage[], language: string): number | undefined {
    this.key = indexKey(this.contextKey, shares, language);
    const files = this.key === undefined ? undefined : this.store.get(this.key);
    if (!files || !linkAll(files, this.folders)) return undefined;
    this.outFiles = files.map((file) => file.outFile);
    this.taken = true;
    return files.length;
  }

  keep(outFiles: readonly string[]): void {
    this.outFiles = outFiles;
  }

  /** Keeps the index's files as written, once they are all in the staging folder. */
  record(): void {
    if (this.key === undefined || this.outFiles.length === 0) return;
    const files: StoredFile[] = [];
    for (const outFile of this.outFiles) {
      const written = writtenFile(path.join(this.folders.writeTo, outFile));
      if (!written) return;
      files.push({ outFile, ...written });
    }
    this.store.set(this.key, files);
  }
}

/** The index's key: the context, the language its terms are made for, and every share in order; none when a share's content is not known by its hash. */
function indexKey(contextKey: string, shares: readonly SearchablePage[], language: string): string | undefined {
  const hash = createHash('sha1').update(contextKey).update('\0').update(language);
  for (const share of shares) {
    if (share.contentKey === undefined) return undefined;
    hash.update('\0').update(JSON.stringify([share.url, share.title, share.version ?? null, share.contentKey]));
  }
  return hash.digest('base64url');
}

/** Links every file from the last output, or none: a file changed since it was written (or gone) and nothing is linked. */
function linkAll(files: readonly StoredFile[], { writeTo, reuseFrom, budget }: Folders): boolean {
  if (reuseFrom === undefined) return false;
  if (!files.every((file) => stillAsWritten(path.join(reuseFrom, file.outFile), file))) return false;
  const makeFolder = folderMaker();
  const linked: string[] = [];
  for (const file of files) {
    const target = pathInside(writeTo, file.outFile);
    makeFolder(path.dirname(target));
    try {
      linkSync(path.join(reuseFrom, file.outFile), target);
    } catch {
      // Another filesystem, a file gone meanwhile: the index is computed and written the
      // ordinary way, over no link that shares its inode with the last output.
      for (const done of linked) rmSync(done, { force: true });
      return false;
    }
    linked.push(target);
  }
  for (const file of files) spend(budget, file.bytes);
  return true;
}
