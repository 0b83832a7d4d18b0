// Whether a process that left a lock or a staging folder behind is still running. Signal 0
// checks without sending anything; EPERM means it runs under another user, so it is alive.
// A pid alone is not enough: once its process ends, the system gives the number to the next
// one, and after a restart any pid may be some unrelated program. Where /proc exists (Linux),
// a process is also known by the boot it runs in and its start time, which a later process
// with the same pid does not share.
import { readFileSync } from 'node:fs';

export function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What tells a process from a later one given the same pid; empty where the system does not say (no /proc). */
export interface ProcessStamp {
  /** The kernel's id of the current boot. */
  boot?: string;
  /** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  start?: string;
}

/** Why the process recorded as `pid` with `stamp` is not running any more, or undefined when it may be. */
export type Gone = 'ended' | 'pid-reused' | 'restarted';

/**
 * Whether the process a lock names still runs. `stamp` is what the lock recorded (nothing, in
 * locks written before stamps were); `recordedAt` is when the lock was written: a process that
 * started after that cannot be the one that wrote it.
 */
export function processGone(pid: number, stamp: ProcessStamp, recordedAt: Date): Gone | undefined {
  if (!processIsAlive(pid)) return 'ended';
  const now = processStamp(pid);
  if (stamp.boot !== undefined && now.boot !== undefined && stamp.boot !== now.boot) return 'restarted';
  if (stamp.start !== undefined && now.start !== undefined) return stamp.start === now.start ? undefined : 'pid-reused';
  const startedAt = startTime(now.start);
  // A second of slack: the boot time /proc gives is in whole seconds.
  if (startedAt !== undefined && !Number.isNaN(recordedAt.getTime()) && startedAt > recordedAt.getTime() + 1_000) return bootTime() * 1000 > recordedAt.getTime() ? 'restarted' : 'pid-reused';
  return undefined;
}

export function processStamp(pid: number): ProcessStamp {
  const stamp: ProcessStamp = {};
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  if (boot) stamp.boot = boot;
  const start = startTicks(readProc(`/proc/${pid}/stat`));
  if (start !== undefined) stamp.start = start;
  return stamp;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of a /proc/<pid>/stat line. The command name (field 2) is in parentheses and may hold spaces and parentheses itself. */
function startTicks(stat: string | undefined): string | undefined {
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[22 - 3];
  return ticks !== undefined && /^\d+$/.test(ticks) ? ticks : undefined;
}

/**
 * When a process started, in milliseconds since 1970, from its ticks since boot. Linux gives
 * these in USER_HZ, 100 a second on every architecture Node runs on.
 */
function startTime(ticks: string | undefined): number | undefined {
  const boot = bootTime();
  return ticks === undefined || boot === 0 ? undefined : boot * 1000 + Number(ticks) * 10;
}

/** When the machine started, in seconds since 1970 (the `btime` line of /proc/stat); 0 when unknown. */
function bootTime(): number {
  const match = /^btime (\d+)$/m.exec(readProc('/proc/stat') ?? '');
  return match ? Number(match[1]) : 0;
}
