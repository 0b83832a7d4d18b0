// Reading a file whose path a contributor chose: only a regular file, and only up to a size.
// A folder, a pipe or a device (/dev/zero never ends) is refused before anything is read.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A file's type, as both fs.Stats and a directory entry (fs.Dirent) tell it. */
type FileType = Pick<Stats, 'isDirectory' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>;

export type Refusal =
  | { refused: 'missing' }
  | { refused: 'not-a-file'; kind: string }
  | { refused: 'too-large'; size: number; limit: number };

export type FileRead = { bytes: Buffer } | Refusal;

/** What a non-regular file is, in words a writer knows. */
export function kindOf(stats: FileType): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** The bytes of `file` when it is a regular file of at most `limit` bytes; why not otherwise. */
export function readRegularFile(file: string, limit: number): FileRead {
  let fd: number;
  try {
    // Non-blocking: opening a named pipe for reading would otherwise wait for a writer forever.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (isMissing(error)) return { refused: 'missing' };
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { refused: 'not-a-file', kind: kindOf(stats) };
    if (stats.size > limit) return { refused: 'too-large', size: stats.size, limit };
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    // A file that shrank meanwhile ends early; one that grew is read up to its size when opened.
    for (let got = -1; got !== 0 && read < bytes.length; read += got) got = readSync(fd, bytes, read, bytes.length - read, read);
    return { bytes: read === bytes.length ? bytes : bytes.subarray(0, read) };
  } finally {
    closeSync(fd);
  }
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
