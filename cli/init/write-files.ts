import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes files given by path relative to `root`, making their folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

export const SITE_GITIGNORE = 'dist/\n.garden-cache/\nnode_modules/\n';
