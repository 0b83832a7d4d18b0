// The folder `init` writes into: new, or empty. Anything else is refused, so `init` never
// overwrites a file someone wrote.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { GardenError } from '../diagnostics/error.js';

export function prepareTargetFolder(target: string, shownAs: string): void {
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) {
      throw new GardenError(`${shownAs} is a file, not a folder`, { code: 'init/target', hint: 'name a new folder for the site, like garden-site init my-site' });
    }
    const entries = readdirSync(target).filter((name) => name !== '.git');
    if (entries.length > 0) {
      throw new GardenError(`${shownAs} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, like ${entries.slice(0, 3).join(', ')})`, {
        code: 'init/target',
        hint: 'init writes only into a new or empty folder; name a new one, like garden-site init my-site',
      });
    }
  }
  mkdirSync(target, { recursive: true });
}
