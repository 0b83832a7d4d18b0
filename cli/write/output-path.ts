// The last check before a file is written: it lands inside the output folder. Page paths are
// checked where they are made (routes/route-path-rules.ts), so failing here is a bug of ours.
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';

/** `relativePath` joined to `folder`, refused when it would leave the folder. */
export function pathInside(folder: string, relativePath: string): string {
  const target = path.resolve(folder, relativePath);
  if (!target.startsWith(path.resolve(folder) + path.sep)) {
    throw new GardenError(`refused to write ${relativePath}: it would land outside the output folder`, {
      code: 'write/outside-output',
      hint: 'this is a bug in garden-site; please report it with the page path',
    });
  }
  return target;
}
