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
  const fromSource = await runCli(['build', '--out', 'from-source'], site, { fromSource: true, env });
  t.is(fromSource.code, 0, fromSource.stderr);
  const compiled = await runCli(['build', '--out', 'compiled'], site, { env });
  t.is(compiled.code, 0, compiled.stderr);
  t.regex(compiled.stderr, /^✔ built 14 pages into compiled in [\d.]+ m?s\n$/, 'the summary alone: no warnings from React or the bundle');
  const expected = await snapshot(path.join(site, 'from-source'));
  t.true(Object.keys(expected).some((file) => file.endsWith('tomatoes.html')), 'the fixture has pages to compare');
  t.deepEqual(await snapshot(path.join(site, 'compiled')), expected);
  rmSync(site, { recursive: true, force: true });
});

test('the compiled engine places what a React page throws at the page’s own line, as the sources do', async (t) => {
  const site = makeSite({ ...MINIMAL_SITE, 'content/pages/weather.tsx': 'export default function Weather() {\n  const margin = 1;\n  return <p>{window.innerWidth + margin}</p>;\n}\n' });
  t.teardown(() => rmSync(site, { recursive: true, force: true }));
  for (const fromSource of [true, false]) {
    const result = await runCli(['build'], site, { fromSource });
    t.is(result.code, 1);
    t.true(result.stderr.startsWith('error content/pages/weather.tsx:3:14  The React page could not be rendered: window is not defined\n    3 |   return <p>{window.innerWidth + margin}</p>;\n'), result.stderr);
  }
});
