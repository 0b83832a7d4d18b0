// Deleting a whole previous output took longer than building it on a busy disk (tens of
// thousands of unlinks on a large site). The build renames the old
// folder aside, which is instant, and hands the deletion to a detached process, so the command
// returns as soon as the new output is in place. The output marker goes last: a deletion cut
// short (machine off) leaves a folder that still carries it, which the next build removes the
// same way (a build deletes only marked folders: writer.ts).
import { spawn } from 'node:child_process';
import { OUTPUT_MARKER } from './output-marker.js';

const REMOVE = `const fs = require('node:fs'), path = require('node:path');
for (const dir of process.argv.slice(1)) {
  try {
    for (const name of fs.readdirSync(dir)) if (name !== ${JSON.stringify(OUTPUT_MARKER)}) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  } catch {}
}`;

export function removeInBackground(dirs: string[]): void {
  if (dirs.length === 0) return;
  const child = spawn(process.execPath, ['-e', REMOVE, ...dirs], { detached: true, stdio: 'ignore' });
  child.on('error', () => {}); // the folders stay; the next build tries again
  child.unref();
}
