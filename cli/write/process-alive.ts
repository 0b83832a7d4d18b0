// Whether a process that left a lock or a staging folder behind is still running. Signal 0
// checks without sending anything; EPERM means it runs under another user, so it is alive.
export function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
