import test from 'ava';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nothingCached } from './cache/nothing-cached.js';
import { rootOption } from './startup.js';

test('the launcher reads a build\'s --root in both of commander\'s forms, else the current folder', (t) => {
  t.is(rootOption(['node', 'garden-site', 'build', '--out', 'site', '--root', 'plots']), 'plots');
  t.is(rootOption(['node', 'garden-site', 'build', '--root=../plots', '--force']), '../plots');
  t.is(rootOption(['node', 'garden-site', 'build', '--out', 'root']), '.');
});

test('a site has nothing cached without a .garden-cache folder, or with caching off', (t) => {
  const siteRoot = mkdtempSync(path.join(tmpdir(), 'garden-cached-'));
  t.true(nothingCached(siteRoot, true));
  mkdirSync(path.join(siteRoot, '.garden-cache'));
  t.false(nothingCached(siteRoot, true));
  t.true(nothingCached(siteRoot, false));
});
