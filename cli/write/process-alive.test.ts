import test from 'ava';
import { spawnSync } from 'node:child_process';
import { processGone, processStamp } from './process-alive.js';

const now = new Date();

test('a running process is told from one that ended, one that took its pid, and one from before a restart', (t) => {
  const own = processStamp(process.pid);
  t.truthy(own.boot, 'Linux gives the boot id');
  t.regex(own.start ?? '', /^\d+$/);
  t.is(processGone(process.pid, own, now), undefined);
  t.is(processGone(process.pid, { ...own, start: String(Number(own.start) + 1) }, now), 'pid-reused');
  t.is(processGone(process.pid, { ...own, boot: 'another-boot' }, now), 'restarted');
  t.is(processGone(spawnSync(process.execPath, ['-e', '']).pid as number, own, now), 'ended');
});

test('a lock of an earlier version (pid and time taken) names a process gone when the pid started after it was taken', (t) => {
  t.is(processGone(process.pid, {}, now), undefined, 'taken after this process started: may be its own');
  t.is(processGone(process.pid, {}, new Date(Date.now() - 365 * 24 * 3_600_000)), 'restarted', 'taken before the machine started');
  t.is(processGone(process.pid, {}, new Date(Date.now() - process.uptime() * 1000 - 5_000)), 'pid-reused', 'taken before this process started');
});
