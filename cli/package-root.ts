// Where the garden-site package sits. The engine runs either compiled into one bundle with
// shared chunks (lib/, where a module's own folder says nothing about the others') or from its
// TypeScript sources (cli/, through tsx), so files are located from the package root rather
// than relative to the module asking.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the engine runs from cli/*.ts rather than from the compiled lib/. */
export const RUNNING_FROM_SOURCE = import.meta.url.endsWith('.ts');

/** The folder holding garden-site's package.json (with lib/ and cli/ inside). */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The compiled (lib/x.js) or source (cli/x.ts) form of an engine module, by its path without extension. */
export function engineModulePath(modulePath: string): string {
  return RUNNING_FROM_SOURCE ? path.join(PACKAGE_ROOT, 'cli', `${modulePath}.ts`) : path.join(PACKAGE_ROOT, 'lib', `${modulePath}.js`);
}

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'garden-site') return dir;
    if (path.dirname(dir) === dir) throw new Error(`garden-site's package.json was not found above ${start}`);
  }
}
