// The served folder's real path, over real folders and symlinks in a temp folder.
import test from 'ava';
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { realRoot } from './real-root.js';

test('a symlinked folder pointed elsewhere is followed to its new place', async (t) => {
  const parent = mkdtempSync(path.join(tmpdir(), 'garden-root-'));
  mkdirSync(path.join(parent, 'build-1'));
  mkdirSync(path.join(parent, 'build-2'));
  const served = path.join(parent, 'dist');
  symlinkSync(path.join(parent, 'build-1'), served);
  t.is(await realRoot(served), realpathSync(path.join(parent, 'build-1')));
  rmSync(served);
  symlinkSync(path.join(parent, 'build-2'), served);
  t.is(await realRoot(served), realpathSync(path.join(parent, 'build-2')));
});

test('a folder missing for a moment, as while a rebuild swaps it, is waited for', async (t) => {
  const parent = mkdtempSync(path.join(tmpdir(), 'garden-root-'));
  const served = path.join(parent, 'dist');
  mkdirSync(served);
  t.is(await realRoot(served), realpathSync(served));
  renameSync(served, `${served}.previous`);
  setTimeout(() => mkdirSync(served), 100);
  t.is(await realRoot(served), realpathSync(served));
  rmSync(served, { recursive: true });
  t.is(await realRoot(path.join(parent, 'never')), undefined);
});
