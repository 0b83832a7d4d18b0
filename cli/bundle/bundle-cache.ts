// esbuild's output for the theme and the client script, kept in `.garden-cache/bundles/` with the
// bytes of every file it was made from: a build whose theme and client files are all as they
// were takes the output from there instead of running esbuild again, which a warm build of a
// small site would otherwise spend a good part of its time waiting for (the theme's plugins call
// back into the main thread while it reads the content). The engine's code and esbuild's
// version are in the key: the engine's plugins and loaders make part of the output.
import { version as esbuildVersion, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from '../cache/disk-cache.js';
import { hashesSince, sameHashes } from '../cache/file-hashes.js';
import { renderFingerprint } from '../cache/fingerprint.js';
import { engineModulePath } from '../package-root.js';

export const BUNDLES_FOLDER = 'bundles';

/** What this cache writes in its folder: records, their temp files, and output folders (kept or new). */
const OWN_ENTRY = /^(?:[a-z]+-[\w-]+(?:\.json(?:\.\d+\.tmp)?)?|new-\w+)$/;

/** Whether every entry of the bundles folder is one this cache writes (`garden-site clear`). */
export function onlyBundleEntries(folder: string): boolean {
  return readdirSync(folder).every((name) => OWN_ENTRY.test(name));
}

/** How old a new output folder must be to count as left over by a build that stopped. */
const LEFT_OVER_MS = 60 * 60_000;

/** What a bundle was made from, and where its output is. */
interface BundleRecord<D> {
  /** Every local file esbuild read, with the hash of its bytes. */
  inputs: Array<[string, string]>;
  /** The output folder's name, beside the record. */
  folder: string;
  data: D;
}

/** A bundle found in the cache: its output folder, and what its maker kept with it. */
export interface CachedBundle<D> {
  folder: string;
  data: D;
}

/** The cache of one kind of bundle for one site; a site with caching turned off has none. */
export class BundleCache {
  private readonly dir: string;

  constructor(siteRoot: string, private readonly name: string) {
    this.dir = path.join(siteRoot, CACHE_DIR, BUNDLES_FOLDER);
  }

  /**
   * The key of a bundle made with these options (entry files, the site's settings). The bundle
   * imports the engine and React by absolute path, and the engine is lib/ or, in its own tests,
   * cli/ from the sources: where each is, is in the key too.
   */
  key(options: unknown): string {
    const imported = [engineModulePath('index'), import.meta.resolve('react')];
    return `${this.name}-${createHash('sha1').update(JSON.stringify([renderFingerprint(), esbuildVersion, imported, options])).digest('base64url').slice(0, 20)}`;
  }

  /** The bundle kept under `key`, if every file it was made from still holds the same bytes. */
  find<D>(key: string): CachedBundle<D> | undefined {
    let record: BundleRecord<D>;
    try {
      record = JSON.parse(readFileSync(path.join(this.dir, `${key}.json`), 'utf8')) as BundleRecord<D>;
    } catch {
      return undefined;
    }
    const folder = path.join(this.dir, record.folder);
    if (!existsSync(folder) || !sameHashes(record.inputs)) return undefined;
    return { folder, data: record.data };
  }

  /**
   * A fresh folder for esbuild to write into, beside the kept ones: at the same depth, so the
   * relative paths of its source maps still lead to the sources once it is kept.
   */
  newFolder(): string {
    mkdirSync(this.dir, { recursive: true });
    return mkdtempSync(path.join(this.dir, 'new-'));
  }

  /**
   * Keeps the output in `folder` (made by newFolder) under `key`, with the hashes of `inputs` as
   * they are now; returns where the output now is, or undefined when it was not kept: a file
   * changed since esbuild `started` may not hold what it read.
   */
  keep<D>(key: string, folder: string, inputs: readonly string[], data: D, started: number): string | undefined {
    const hashes = hashesSince(inputs, started);
    if (!hashes) return undefined;
    const kept = path.join(this.dir, `${key}-${createHash('sha1').update(JSON.stringify(hashes)).digest('base64url').slice(0, 12)}`);
    try {
      if (existsSync(kept)) rmSync(folder, { recursive: true, force: true });
      else renameSync(folder, kept);
      const record: BundleRecord<D> = { inputs: hashes, folder: path.basename(kept), data };
      const temp = path.join(this.dir, `${key}.json.${process.pid}.tmp`);
      writeFileSync(temp, JSON.stringify(record));
      renameSync(temp, path.join(this.dir, `${key}.json`));
      this.prune(key, path.basename(kept));
      return kept;
    } catch {
      // A read-only checkout or a full disk only costs speed next time.
      return existsSync(kept) ? kept : undefined;
    }
  }

  /**
   * Older outputs of the same key go, but the one before this (a build still reading it), and
   * new folders a build that stopped halfway left over an hour ago.
   */
  private prune(key: string, current: string): void {
    const folders = readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ name: entry.name, time: statSync(path.join(this.dir, entry.name)).mtimeMs }));
    const leftOver = folders.filter((folder) => folder.name.startsWith('new-') && folder.time < Date.now() - LEFT_OVER_MS);
    const older = folders.filter((folder) => folder.name.startsWith(`${key}-`) && folder.name !== current).sort((a, b) => b.time - a.time);
    for (const { name } of [...leftOver, ...older.slice(1)]) rmSync(path.join(this.dir, name), { recursive: true, force: true });
  }
}

/** Every file esbuild read, packages' included (a module of the engine's plugins is not a file). */
export function readFrom(metafile: Metafile, siteRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.resolve(siteRoot, input));
}
