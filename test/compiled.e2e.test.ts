// The compiled engine (lib/: one bundle with shared chunks, as `npm install` leaves it) must build
// exactly what the TypeScript sources build: the render workers start from lib/, the site's
// config imports garden-site from it, and the cache fingerprint reads the sources either way.
import test from 'ava';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, runCli, snapshot } from './_site.js';

test('the compiled engine builds the same site as the sources, with worker threads', async (t) => {
  const site = makeSite(MINIMAL_SITE);
  const env = { GARDEN_SITE_WORKERS: '2', GARDEN_SITE_CACHE: '0' };
  const fromSource = await runCli(['build', '--out', 'from-source'], site, { env });
  t.is(fromSource.code, 0, fromSource.stderr);
  const compiled = await runCli(['build', '--out', 'compiled'], site, { compiled: true, env });
  t.is(compiled.code, 0, compiled.stderr);
  t.regex(compiled.stderr, /^✔ built 14 pages into compiled in [\d.]+ m?s\n$/, 'the summary alone: no warnings from React or the bundle');
  const expected = await snapshot(path.join(site, 'from-source'));
  t.true(Object.keys(expected).some((file) => file.endsWith('tomatoes.html')), 'the fixture has pages to compare');
  t.deepEqual(await snapshot(path.join(site, 'compiled')), expected);
  rmSync(site, { recursive: true, force: true });
});
