// Errors from the operating system (a full disk, a file it may not read, a name too long) in
// words: what happened, to which path, and what to do. They are the user's to fix, not bugs,
// so they never reach "this looks like a bug in garden-site". The one place they are worded.
import path from 'node:path';
import { outputPathOf } from '../write/output-siblings.js';
import { GardenError } from './error.js';

interface Wording {
  reason: string;
  hint: string;
}

const WORDS: Record<string, Wording> = {
  ENOSPC: { reason: 'no space left on the disk', hint: 'free some disk space, or build into a folder on another disk with --out DIR, then build again' },
  EACCES: { reason: 'permission denied', hint: 'check the owner and permissions of this path and the folders above it (ls -l); garden-site acts as the user who started it' },
  EPERM: { reason: 'the operation is not permitted', hint: 'the file may be read-only, locked by another program or owned by another user: close the programs using it and check its permissions' },
  EROFS: { reason: 'the file system is read-only', hint: 'build into a writable folder with --out DIR' },
  ENAMETOOLONG: { reason: 'the name is too long for the file system', hint: 'shorten the file name, slug or id that makes this path; most file systems allow 255 characters per name' },
  EISDIR: { reason: 'it is a folder, where a file was expected', hint: 'rename or remove the folder, or point the setting or link at a file' },
  ENOTDIR: { reason: 'part of the path is a file, where a folder was expected', hint: 'rename the file that is in the way, or correct the path' },
  EMFILE: { reason: 'too many files are open at once', hint: 'raise the limit of open files (ulimit -n 4096) and build again' },
  ENFILE: { reason: 'too many files are open on this system', hint: 'close other programs, or raise the system-wide limit of open files, and build again' },
  EEXIST: { reason: 'something of that name is already there (a file where a folder was expected, say)', hint: 'rename or remove what is in the way, then build again' },
  ENOENT: { reason: 'it does not exist', hint: 'it may have been moved or deleted while garden-site was working; check the path, then build again' },
};

const VERBS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  close: 'write',
  stat: 'read',
  lstat: 'read',
  fstat: 'read',
  readlink: 'read',
  access: 'read',
  scandir: 'list this folder',
  opendir: 'list this folder',
  mkdir: 'create this folder',
  rmdir: 'delete this folder',
  rm: 'delete',
  unlink: 'delete',
  rename: 'move',
  copyfile: 'copy',
  link: 'link',
  symlink: 'link',
  watch: 'watch',
  spawn: 'start',
};

/** An error from Node's file system or process calls: `code` like 'ENOSPC', `syscall`, maybe `path`. */
interface SystemErrorLike {
  code: string;
  syscall?: string;
  path?: string;
}

function isSystemError(value: unknown): value is Error & SystemErrorLike {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'string' && typeof (value as { syscall?: unknown }).syscall === 'string';
}

/** The GardenError for a system error garden-site knows the words for; undefined otherwise. */
export function fromSystemError(thrown: unknown, cwd = process.cwd()): GardenError | undefined {
  if (!isSystemError(thrown)) return undefined;
  const words = WORDS[thrown.code];
  if (!words) return undefined;
  const verb = VERBS[thrown.syscall ?? ''] ?? 'use';
  // A page is written into the staging folder that becomes the output: name the output path.
  const file = typeof thrown.path === 'string' ? displayPath(outputPathOf(thrown.path), cwd) : undefined;
  return new GardenError(`cannot ${verb}${file === undefined ? ' a file' : ''}: ${words.reason}`, {
    code: `system/${thrown.code}`,
    ...(file === undefined ? {} : { file }),
    hint: words.hint,
    cause: thrown,
  });
}

/**
 * Node leaves the path off errors of calls on an already open file (reading a folder as a
 * file fails in `read`, with no path): the caller who knows the path puts it back.
 */
export function withPath(thrown: unknown, filePath: string): unknown {
  if (isSystemError(thrown) && thrown.path === undefined) thrown.path = filePath;
  return thrown;
}

/** Relative to the working folder when inside it (as the user typed it), absolute otherwise. */
function displayPath(target: string, cwd: string): string {
  const relative = path.relative(cwd, path.resolve(cwd, target));
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return (inside ? relative : path.resolve(cwd, target)).split(path.sep).join('/');
}
