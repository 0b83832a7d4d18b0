// A second build links the files that came out byte for byte as the previous build wrote them
// (write/reuse-output.ts): whether a page was rendered on a worker thread or on the main thread,
// an unchanged page keeps its modification time, an edited one is new, and the output is the
// same as a build into an empty folder.
import test from 'ava';
import { statSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, read, runCli, snapshot, writeFiles } from './_site.js';

for (const workers of ['0', '2']) {
  test(`a rebuild keeps unchanged files and writes edited ones (GARDEN_SITE_WORKERS=${workers})`, async (t) => {
    t.timeout(3 * 60_000); // three builds
    const root = makeSite(MINIMAL_SITE);
    const env = { GARDEN_SITE_WORKERS: workers };
    const first = await runCli(['build'], root, { env });
    t.is(first.code, 0, first.stderr);
    const mtime = (file: string): number => statSync(path.join(root, 'dist', file)).mtimeMs;
    const before = { about: mtime('about.html'), intro: mtime('docs/intro.html'), favicon: mtime('favicon.svg'), sitemap: mtime('sitemap.xml') };

    writeFiles(root, { 'content/docs/intro.md': MINIMAL_SITE['content/docs/intro.md']?.replace('Welcome', 'Hello') ?? '' });
    const second = await runCli(['build'], root, { env });
    t.is(second.code, 0, second.stderr);
    t.is(mtime('about.html'), before.about, 'an unchanged page is the previous file');
    t.is(mtime('favicon.svg'), before.favicon, 'so is an unchanged static file');
    t.is(mtime('sitemap.xml'), before.sitemap, 'and an unchanged sitemap');
    t.not(mtime('docs/intro.html'), before.intro, 'the edited page is written anew');
    t.true(read(root, 'dist/docs/intro.html').includes('Hello to the fixture garden.'));

    const fresh = await runCli(['build', '--out', 'fresh'], root, { env });
    t.is(fresh.code, 0, fresh.stderr);
    t.deepEqual(await snapshot(path.join(root, 'dist')), await snapshot(path.join(root, 'fresh')), 'the same output as a build into an empty folder');
  });
}
