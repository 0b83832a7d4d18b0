// What the caches depend on besides the page itself: the code of the markdown stage (and of the
// search shares taken from its HTML) and the libraries it calls. Any change to them gives a new fingerprint, and so an empty cache,
// which is what keeps a cached build byte-identical to an uncached one after an upgrade or an
// edit of a plugin.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root.js';
import { VERSION } from '../version.js';

const LIBRARIES = ['markdown-it', 'markdown-it-anchor', 'shiki'];

/**
 * A short hash of the engine's markdown code and library versions. The sources in cli/ are
 * hashed whether the engine runs from them or compiled: lib/ is one bundle, compiled from them.
 */
export function engineFingerprint(): string {
  // The markdown folder, and the render stage's side of it (markdown-*.ts and the plain forms of problems in render/).
  // And the search index's word rules and text extraction, which cached search shares come from,
  // and how a message's values are put in (markdown writes some messages: heading links).
  return fingerprintOf([['cli/markdown', /./], ['cli/render', /^(?:markdown-|transfer\.)/], ['cli/write', /^search-(?:pages|terms|text)\./], ['cli/i18n', /^format-message\./]], LIBRARIES);
}

let renderPrint: string | undefined;

/**
 * A short hash of all of the engine's code, its default theme, React and Node's version (dates
 * and numbers are formatted by its ICU): what a page's HTML depends on besides its route, the
 * site's theme and config (build/stored-pages.ts). Any edit or upgrade renders every page
 * again. Computed once per process.
 */
export function renderFingerprint(): string {
  return (renderPrint ??= fingerprintOf([['cli', /./], ['templates', /./]], ['react', 'react-dom'], process.version));
}

/** The version, `extra`, the source files of each folder whose path matches its pattern, and the libraries' versions, hashed. */
function fingerprintOf(folders: ReadonlyArray<readonly [string, RegExp]>, libraries: readonly string[], extra = ''): string {
  const hash = createHash('sha1').update(VERSION).update(extra);
  for (const [folder, pattern] of folders) {
    const dir = path.join(PACKAGE_ROOT, folder);
    for (const file of sourceFiles(dir).filter((name) => pattern.test(name))) hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  for (const name of libraries) hash.update(`${name}@${packageVersion(name)}`);
  return hash.digest('base64url').slice(0, 16);
}

function sourceFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const name = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(dir, name));
    else if (/\.(?:tsx?|js|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('_')) files.push(name);
  }
  return files;
}

/** The version in a dependency's package.json, found upward from its resolved entry point. */
function packageVersion(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return pkg.version ?? 'unknown';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}
