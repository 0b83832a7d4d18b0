// One build per output folder at a time. A lock file beside the output folder (`dist.lock`)
// holds the pid and start time of the build that owns it; it is created with O_EXCL, so of
// two builds exactly one gets it. The other waits for it to go (or fails, with --no-wait). A
// lock whose owner is no longer running (killed, machine off) is taken over with a note.
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { withPath } from '../diagnostics/system-errors.js';
import { catchExitSignals, onExit } from './exit-cleanup.js';
import { processIsAlive } from './process-alive.js';

const POLL_MS = 100;
/** A lock still empty after this long was left by a process that died between creating and writing it. */
const UNWRITTEN_GRACE_MS = 2_000;

export interface LockRequest {
  /** The output folder (its real path, so every name for it shares one lock). */
  outDir: string;
  /** The output folder as the user would type it, for messages. */
  shownOut: string;
  /** Wait for a running build to finish (default), or fail at once. */
  wait: boolean;
  onNotice: (text: string) => void;
}

export interface HeldLock {
  release(): void;
}

interface Owner {
  pid: number;
  started: string;
}

/** Lock texts this process holds: a stale lock with this process's own pid (a reused pid) is not ours. */
const heldHere = new Set<string>();

export async function acquireOutputLock(request: LockRequest): Promise<HeldLock> {
  const file = `${request.outDir}.lock`;
  // Before the lock exists: a Ctrl-C between creating it and holding it must not leave it behind.
  catchExitSignals();
  mkdirSync(path.dirname(file), { recursive: true });
  const shownLock = `${request.shownOut}.lock`;
  let announced: string | undefined;
  for (;;) {
    const text = `${JSON.stringify({ pid: process.pid, started: new Date().toISOString() } satisfies Owner)}\n`;
    if (create(file, text)) return hold(file, text);
    const found = readLock(file);
    if (!found) continue; // released between the two calls
    if (isStale(found)) {
      if (takeOver(file, found)) request.onNotice(staleNote(shownLock, found.owner));
      continue;
    }
    if (found.owner) {
      if (!request.wait) {
        throw new GardenError(`output folder ${request.shownOut} is being written by another build: pid ${found.owner.pid}, started at ${clock(found.owner.started)} (${shownLock})`, {
          code: 'output/locked',
          hint: `run the build again once that one has finished, or leave out --no-wait to wait for it; if no build is running, delete ${shownLock}`,
        });
      }
      if (announced !== found.text) {
        request.onNotice(`waiting for the build started by pid ${found.owner.pid} at ${clock(found.owner.started)}… (${shownLock}; if no build is running, delete it)`);
        announced = found.text;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function create(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

function hold(file: string, text: string): HeldLock {
  heldHere.add(text);
  const release = (): void => {
    cancel();
    heldHere.delete(text);
    // Only our own lock: after a takeover (we were thought dead) the file is someone else's.
    if (readLock(file)?.text === text) rmSync(file, { force: true });
  };
  const cancel = onExit(release);
  return { release };
}

interface FoundLock {
  text: string;
  ino: number;
  mtimeMs: number;
  /** Undefined while the owner is still writing it, or when it died before it did. */
  owner: Owner | undefined;
}

function readLock(file: string): FoundLock | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    let text: string;
    try {
      text = readFileSync(fd, 'utf8');
    } catch (error) {
      // A folder in its place opens, then fails to read, with no path in the error: say which.
      throw withPath(error, file);
    }
    return { text, ino: stats.ino, mtimeMs: stats.mtimeMs, owner: parseOwner(text) };
  } finally {
    closeSync(fd);
  }
}

function parseOwner(text: string): Owner | undefined {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    return typeof value.pid === 'number' && typeof value.started === 'string' ? { pid: value.pid, started: value.started } : undefined;
  } catch {
    return undefined;
  }
}

function isStale(found: FoundLock): boolean {
  if (!found.owner) return Date.now() - found.mtimeMs > UNWRITTEN_GRACE_MS;
  if (found.owner.pid === process.pid) return !heldHere.has(found.text);
  return !processIsAlive(found.owner.pid);
}

/**
 * Removes the stale lock `found`, and only it: it is moved aside first and checked, so a lock
 * another waiter made in its place meanwhile is put back rather than deleted.
 */
function takeOver(file: string, found: FoundLock): boolean {
  const aside = `${file}.stale-${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(file, aside);
  } catch {
    return false; // another waiter took it over first
  }
  const moved = statSync(aside, { throwIfNoEntry: false });
  const same = moved?.ino === found.ino && readFileSync(aside, 'utf8') === found.text;
  if (!same) {
    try {
      linkSync(aside, file);
    } catch {
      // A third build holds the lock by now; the one moved aside was a lock being taken over too.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
  return same;
}

function staleNote(shownLock: string, owner: Owner | undefined): string {
  const whose = owner ? `the build started by pid ${owner.pid} at ${clock(owner.started)}` : 'a build that stopped before writing its pid';
  return `note: took over ${shownLock} from ${whose}, which is no longer running`;
}

/** `14:03:27` in local time: when the other build started, as its user saw it. */
function clock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}
