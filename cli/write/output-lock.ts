// One build per output folder at a time. A lock file beside the output folder (`dist.lock`)
// holds the pid of the build that owns it, when it took the lock, and what tells that process
// from a later one with the same pid (process-alive.ts); it is created with O_EXCL, so of two
// builds exactly one gets it. The other waits for it to go, up to a deadline (--wait-timeout;
// none with --no-wait), then fails naming the owner. A lock whose owner is no longer running
// (killed, machine restarted, its pid now another program's) is taken over with a note.
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { withPath } from '../diagnostics/system-errors.js';
import { catchExitSignals, onExit } from './exit-cleanup.js';
import { processGone, processStamp, type Gone, type ProcessStamp } from './process-alive.js';

const POLL_MS = 100;
/** A lock still empty after this long was left by a process that died between creating and writing it. */
const UNWRITTEN_GRACE_MS = 2_000;

export interface LockRequest {
  /** The output folder (its real path, so every name for it shares one lock). */
  outDir: string;
  /** The output folder as the user would type it, for messages. */
  shownOut: string;
  /** How long to wait for a running build to finish before failing, in milliseconds (0: fail at once). */
  waitMs: number;
  onNotice: (text: string) => void;
}

export interface HeldLock {
  release(): void;
}

/** What a lock file holds. Locks written before stamps were have `pid` and `started` alone. */
interface Owner extends ProcessStamp {
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
  const deadline = Date.now() + request.waitMs;
  const stamp = processStamp(process.pid);
  for (;;) {
    const text = `${JSON.stringify({ pid: process.pid, started: new Date().toISOString(), ...stamp } satisfies Owner)}\n`;
    if (create(file, text)) return hold(file, text);
    const found = readLock(file);
    if (!found) continue; // released between the two calls
    const gone = staleness(found);
    if (gone) {
      if (takeOver(file, found)) request.onNotice(staleNote(shownLock, found.owner, gone));
      continue;
    }
    if (Date.now() >= deadline) throw stillHeld(request, shownLock, found.owner);
    if (found.owner && announced !== found.text) {
      request.onNotice(`waiting for the build started by pid ${found.owner.pid} at ${clock(found.owner.started)}… (${shownLock}; if no build is running, delete it)`);
      announced = found.text;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

function stillHeld(request: LockRequest, shownLock: string, owner: Owner | undefined): GardenError {
  const holder = owner ? `pid ${owner.pid}, started at ${clock(owner.started)}` : 'a build that has not written its pid yet';
  if (request.waitMs === 0) {
    return new GardenError(`output folder ${request.shownOut} is being written by another build: ${holder} (${shownLock})`, {
      code: 'output/locked',
      hint: `run the build again once that one has finished, or leave out --no-wait to wait for it; if no build is running, delete ${shownLock}`,
    });
  }
  return new GardenError(`output folder ${request.shownOut} is still being written by another build after waiting ${duration(request.waitMs)}: ${holder} (${shownLock})`, {
    code: 'output/locked',
    hint: `if that build is stuck, stop it${owner ? ` (kill ${owner.pid})` : ''} and run again; if no build is running, delete ${shownLock}; --wait-timeout sets how long to wait`,
  });
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
    if (typeof value.pid !== 'number' || typeof value.started !== 'string') return undefined;
    const owner: Owner = { pid: value.pid, started: value.started };
    if (typeof value.boot === 'string') owner.boot = value.boot;
    if (typeof value.start === 'string') owner.start = value.start;
    return owner;
  } catch {
    return undefined;
  }
}

/** Why the lock's owner is no longer running, or undefined while it may be. */
function staleness(found: FoundLock): Gone | 'unwritten' | undefined {
  if (!found.owner) return Date.now() - found.mtimeMs > UNWRITTEN_GRACE_MS ? 'unwritten' : undefined;
  if (found.owner.pid === process.pid) return heldHere.has(found.text) ? undefined : 'pid-reused';
  return processGone(found.owner.pid, found.owner, new Date(found.owner.started));
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

function staleNote(shownLock: string, owner: Owner | undefined, gone: Gone | 'unwritten'): string {
  if (!owner) return `note: took over ${shownLock} from a build that stopped before writing its pid`;
  const why = gone === 'pid-reused' ? ` (pid ${owner.pid} now belongs to another process)` : gone === 'restarted' ? ' (the machine has restarted since)' : '';
  return `note: took over ${shownLock} from the build started by pid ${owner.pid} at ${clock(owner.started)}, which is no longer running${why}`;
}

/** `300 ms`, `5 s`, `10 min`: how long was waited, as the user would say it. */
function duration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 120_000 || ms % 60_000 !== 0) return `${Number((ms / 1_000).toFixed(1))} s`;
  return `${ms / 60_000} min`;
}

/** `14:03:27` in local time: when the other build started, as its user saw it. */
function clock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}
