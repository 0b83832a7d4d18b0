// A build writes its output into a fresh staging folder (writer.ts), and on a second build most
// files come out byte for byte as the previous build wrote them. Creating a file is the costly
// part of writing one (kernel time, whatever its size, and a large part of a warm build), while
// a hard link to the previous output's identical file, and reading that file to compare it, cost
// a small fraction of that. So a file whose bytes are unchanged is linked, not written: the output is the same bytes, and an
// unchanged file keeps its modification time (and a static server its ETag). The previous
// output is moved aside and deleted once the new one is in place, so nothing else shares the file.
// Every output file is counted against limits.outputBytes here, before it is written
// (output-budget.ts).
import { closeSync, copyFileSync, linkSync, lstatSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { GardenError } from '../diagnostics/error.js';
import { spend, type OutputBudget } from './output-budget.js';

/**
 * Buffers reused from file to file: a page is encoded into one and the previous file read into
 * the other, rather than a fresh Buffer for each (Buffer.from, readFileSync), whose allocation
 * would cost as much as the comparison itself.
 */
const scratch = { encoded: Buffer.alloc(0), previous: Buffer.alloc(0) };

/** Writes `content` to `target`, or links `previous` there if it holds the same bytes. */
export function writeOrReuse(target: string, content: string | Uint8Array, previous: string | undefined, budget?: OutputBudget): void {
  let bytes: Uint8Array;
  if (typeof content === 'string') {
    // At most three bytes of UTF-8 per UTF-16 unit.
    if (scratch.encoded.length < content.length * 3) scratch.encoded = Buffer.allocUnsafe(content.length * 3);
    bytes = scratch.encoded.subarray(0, scratch.encoded.write(content));
  } else bytes = content;
  spend(budget, bytes.byteLength);
  if (previous === undefined || !linkIfSame(previous, target, bytes.byteLength, () => bytes)) writeFileSync(target, bytes);
}

/** Copies `source` to `target`, or links `previous` there if it holds the same bytes. */
export function copyOrReuse(source: string, target: string, previous: string | undefined, budget?: OutputBudget): void {
  const size = statSync(source, { throwIfNoEntry: false })?.size;
  spend(budget, size ?? 0);
  if (previous === undefined || size === undefined || !linkIfSame(previous, target, size, () => readFileSync(source))) copyFileSync(source, target);
}

/**
 * Links `previous` to `target` when it holds `size` bytes whose SHA-1 is `sha1` (a page kept by
 * the disk cache: build/stored-pages.ts); false, and nothing done, when it does not.
 */
export function linkIfHashed(previous: string, target: string, size: number, sha1: string, budget?: OutputBudget): boolean {
  try {
    const stats = lstatSync(previous, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size !== size) return false;
    const bytes = readInto(previous, size);
    if (bytes === undefined || htmlHash(bytes) !== sha1) return false;
    spend(budget, size);
    linkSync(previous, target);
    return true;
  } catch (error) {
    if (error instanceof GardenError) throw error; // the output's size limit
    return false;
  }
}

/** The hash a stored page is checked by, of its HTML as written (UTF-8). */
export function htmlHash(html: string | Uint8Array): string {
  return createHash('sha1').update(html).digest('base64url');
}

/** `bytes` is only asked for when the previous file has `size` bytes, so a copy reads its source only then. */
function linkIfSame(previous: string, target: string, size: number, bytes: () => Uint8Array): boolean {
  try {
    // lstat: a symbolic link the reader put in the output is not a file of ours to share.
    const stats = lstatSync(previous, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size !== size || !sameBytes(previous, bytes())) return false;
    linkSync(previous, target);
    return true;
  } catch {
    return false; // another filesystem, a file gone meanwhile: written the ordinary way
  }
}

function sameBytes(file: string, bytes: Uint8Array): boolean {
  return readInto(file, bytes.byteLength)?.equals(bytes) ?? false;
}

/** The file's bytes in the scratch buffer when it holds exactly `size` of them, else undefined. */
function readInto(file: string, size: number): Buffer | undefined {
  if (scratch.previous.length < size + 1) scratch.previous = Buffer.allocUnsafe(size + 1);
  const fd = openSync(file, 'r');
  try {
    // One byte more than expected: a file that grew since its lstat does not compare equal.
    let read = 0;
    for (let got = -1; got !== 0 && read <= size; read += got) got = readSync(fd, scratch.previous, read, size + 1 - read, read);
    return read === size ? scratch.previous.subarray(0, read) : undefined;
  } finally {
    closeSync(fd);
  }
}
