// `serve --watch` after bursts of file system changes: whatever creates, deletes, renames and
// edits a burst makes, once the watcher is quiet the served folder equals a clean build of
// the files on disk. Each round is a seeded random burst, so a failure can be replayed.
import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { startServe, type ServeProcess } from './_serve.js';
import { MINIMAL_SITE, makeSite, runCli } from './_site.js';

/** A small seeded random number generator (mulberry32): the same seed gives the same burst. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Every file of a folder and its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(fg.sync('**/*', { cwd: dir, dot: true }).map((file) => [file, readFileSync(path.join(dir, file))]));
}

/** The files that differ between two folders (missing on either side, or other bytes): `diff -r`. */
function differences(served: Map<string, Buffer>, clean: Map<string, Buffer>): string[] {
  const names = new Set([...served.keys(), ...clean.keys()]);
  return [...names].filter((name) => !(served.get(name)?.equals(clean.get(name) ?? Buffer.alloc(0)) && served.has(name) && clean.has(name))).sort();
}

/** Builds the files on disk from scratch into a fresh folder. */
async function cleanBuild(root: string): Promise<Map<string, Buffer>> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-clean-')), 'dist');
  const built = await runCli(['build', '--out', out], root);
  if (built.code !== 0) throw new Error(`the clean build failed:\n${built.stderr}`);
  return filesOf(out);
}

/** Polls the served folder until it equals the clean build; returns what still differs after 90 s. */
async function settlesOn(root: string, clean: Map<string, Buffer>): Promise<string[]> {
  let left: string[] = [];
  for (let tries = 0; tries < 360; tries++) {
    left = differences(filesOf(path.join(root, 'dist')), clean);
    if (left.length === 0) return left;
    await pause(250);
  }
  return left;
}

// The burst works on pages nobody links to, so every state it can end in builds.
const NAMES = ['content/docs/burst/a.md', 'content/docs/burst/b.md', 'content/docs/burst/deep/c.md', 'content/docs/d.md', 'content/pages/e.md', 'content/news/2025-04-01-f.md'];

function page(random: () => number): string {
  const word = Math.floor(random() * 1e6).toString(36);
  return `---\ntitle: Page ${word}\n---\n\nBody ${word}.\n${'\nMore text.\n'.repeat(Math.floor(random() * 5))}`;
}

/**
 * One random burst: creates, edits, deletes, renames, and runs of a page deleted and created
 * again every few ms (what an editor's or a tool's rapid rewrites look like), a few ms apart.
 */
async function burst(root: string, random: () => number, steps: number): Promise<void> {
  const at = (name: string): string => path.join(root, name);
  const pick = (): string => NAMES[Math.floor(random() * NAMES.length)]!;
  for (let step = 0; step < steps; step++) {
    const name = pick();
    const roll = random();
    mkdirSync(path.dirname(at(name)), { recursive: true });
    if (roll < 0.3) writeFileSync(at(name), page(random));
    else if (roll < 0.45) rmSync(at(name), { force: true });
    else if (roll < 0.6) {
      const target = pick();
      mkdirSync(path.dirname(at(target)), { recursive: true });
      if (existsSync(at(name)) && target !== name) renameSync(at(name), at(target));
    } else {
      for (let flicker = Math.floor(random() * 20); flicker >= 0; flicker--) {
        rmSync(at(name), { force: true });
        await pause(Math.floor(random() * 10));
        writeFileSync(at(name), page(random));
        await pause(Math.floor(random() * 10));
      }
      if (random() < 0.5) rmSync(at(name));
    }
    await pause(Math.floor(random() * 15));
  }
}

/** Polls until the path answers `status`; false after 90 s. */
async function served(server: ServeProcess, sitePath: string, status: number): Promise<boolean> {
  for (let tries = 0; tries < 360; tries++) {
    if ((await fetch(`${server.origin}${sitePath}`)).status === status) return true;
    await pause(250);
  }
  return false;
}

async function watched(t: { teardown: (fn: () => Promise<void>) => void }): Promise<{ root: string; server: ServeProcess }> {
  const root = makeSite(MINIMAL_SITE);
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  return { root, server };
}

test.serial('a served page deleted and created 50 times in one second, ending deleted, is no longer served', async (t) => {
  const { root, server } = await watched(t);
  const file = path.join(root, 'content/docs/flicker.md');
  const flicker = (i: number): string => `---\ntitle: Flicker ${i}\n---\n\nNow you see me.\n`;
  for (let round = 0; round < 3; round++) {
    writeFileSync(file, flicker(round));
    t.true(await served(server, '/docs/flicker', 200), `round ${round}: the page is served first`);
    for (let i = 0; i < 50; i++) {
      rmSync(file);
      await pause(10);
      writeFileSync(file, flicker(i));
      await pause(10);
    }
    rmSync(file);
    t.deepEqual(await settlesOn(root, await cleanBuild(root)), [], `round ${round}`);
    t.false(existsSync(path.join(root, 'dist/docs/flicker.html')));
  }
  t.true(server.alive());
});

test.serial('after random bursts of creates, deletes, renames and edits, the served folder equals a clean build', async (t) => {
  const { root, server } = await watched(t);
  for (const seed of [17, 4242, 90210, 31337]) {
    await burst(root, seeded(seed), 40);
    t.deepEqual(await settlesOn(root, await cleanBuild(root)), [], `seed ${seed}`);
  }
  t.true(server.alive());
});
