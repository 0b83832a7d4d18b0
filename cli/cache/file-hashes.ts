// Files remembered by the hash of their bytes, for what is reused while they are unchanged: the
// modules a build imported (bundle/import-module.ts), esbuild's output kept on disk
// (bundle/bundle-cache.ts), the config's part of a page's key (build/stored-pages.ts).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** A hash of a file's bytes; 'missing' when it cannot be read. */
export function hashOfFile(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return 'missing';
  }
}

/**
 * Each file with the hash of its bytes now, or undefined when one was modified since `since`
 * (a time in ms): it may have changed while it was read, and not hold what was read.
 */
export function hashesSince(files: readonly string[], since: number): Array<[string, string]> | undefined {
  if (!files.every((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < since - 1)) return undefined;
  return files.map((file) => [file, hashOfFile(file)]);
}

/** Whether every file still holds the bytes it was hashed with. */
export function sameHashes(hashes: ReadonlyArray<readonly [string, string]>): boolean {
  return hashes.every(([file, hash]) => hashOfFile(file) === hash);
}
