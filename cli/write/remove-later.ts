// Deleting a whole previous output took longer than building it on a busy disk (tens of
// thousands of unlinks on a large site). The build renames the old
// folder aside, which is instant, and hands the deletion to a detached process, so the command
// returns as soon as the new output is in place. A deletion cut short (machine off) leaves a
// `.previous-` folder that the next build removes the same way.
import { spawn } from 'node:child_process';

const REMOVE = "for (const dir of process.argv.slice(1)) { try { require('node:fs').rmSync(dir, { recursive: true, force: true }) } catch {} }";

export function removeInBackground(dirs: string[]): void {
  if (dirs.length === 0) return;
  const child = spawn(process.execPath, ['-e', REMOVE, ...dirs], { detached: true, stdio: 'ignore' });
  child.on('error', () => {}); // the folders stay; the next build tries again
  child.unref();
}
