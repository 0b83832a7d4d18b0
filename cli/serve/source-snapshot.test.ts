// Snapshots of a real folder: every kind of change shows up, and what the watcher ignores does not.
import test from 'ava';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuiltSources, ignoredByWatcher, signatureOf, takeSnapshot } from './source-snapshot.js';

function site(): { root: string; snap: () => Map<string, string>; sources: () => BuiltSources } {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-snapshot-'));
  mkdirSync(path.join(root, 'content/docs/deep'), { recursive: true });
  writeFileSync(path.join(root, 'content/docs/a.md'), 'a');
  writeFileSync(path.join(root, 'content/docs/deep/b.md'), 'b');
  writeFileSync(path.join(root, 'site.config.ts'), 'export default {}');
  // An output folder inside a watched folder, to see that it is left out.
  const ignored = ignoredByWatcher(path.join(root, 'content/out'));
  // The config file also lies in a watched folder when the site root is watched: it is met twice.
  const paths = [path.join(root, 'content'), path.join(root, 'site.config.ts'), path.join(root, 'missing'), path.join(root, 'content/docs/a.md')];
  return { root, snap: () => takeSnapshot(paths, ignored), sources: () => new BuiltSources(paths, ignored) };
}

test('creates, edits of the same size, deletes and renames all show up as changed paths', (t) => {
  const { root, snap, sources } = site();
  t.deepEqual([...snap().keys()].map((file) => path.relative(root, file)).sort(), ['content/docs/a.md', 'content/docs/deep/b.md', 'site.config.ts']);
  const built = sources();
  t.deepEqual(built.changedOnDisk(), []);
  writeFileSync(path.join(root, 'content/docs/a.md'), 'A');
  rmSync(path.join(root, 'content/docs/deep/b.md'));
  writeFileSync(path.join(root, 'content/docs/c.md'), 'c');
  renameSync(path.join(root, 'content/docs/c.md'), path.join(root, 'content/docs/deep/c.md'));
  const changed = built.changedOnDisk().map((file) => path.relative(root, file));
  t.deepEqual([...new Set(changed)].sort(), ['content/docs/a.md', 'content/docs/deep/b.md', 'content/docs/deep/c.md']);
  t.deepEqual(built.changedOnDisk().map((file) => path.relative(root, file)).sort(), changed.sort(), 'still changed until a build reads them');
  for (const file of changed) built.note(path.join(root, file), signatureOf(path.join(root, file)));
  t.deepEqual(built.changedOnDisk(), []);
  t.deepEqual(sources().changedOnDisk(), []);
});

test('dotfiles, the output folder, node_modules and the cache are left out; a symlink back to a parent folder is not walked again', (t) => {
  const { root, snap, sources } = site();
  const built = sources();
  writeFileSync(path.join(root, 'content/docs/.a.md.swp'), 'swap');
  mkdirSync(path.join(root, 'content/node_modules/x'), { recursive: true });
  writeFileSync(path.join(root, 'content/node_modules/x/index.js'), '');
  mkdirSync(path.join(root, 'content/.garden-cache'));
  writeFileSync(path.join(root, 'content/.garden-cache/entry'), '');
  mkdirSync(path.join(root, 'content/out/docs'), { recursive: true });
  writeFileSync(path.join(root, 'content/out/docs/a.html'), '');
  symlinkSync(path.join(root, 'content/docs'), path.join(root, 'content/docs/deep/loop'));
  t.deepEqual(built.changedOnDisk(), []);
  t.is(snap().size, 3);
});
