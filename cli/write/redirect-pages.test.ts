import test from 'ava';
import { buildInMemory, makeSite, MINIMAL_SITE, fixtureConfig } from '../../test/_site.js';
import { GardenErrors } from '../diagnostics/error.js';

async function build(redirects: string) {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig(`redirects: ${redirects},`) });
  return buildInMemory(root);
}

test('each old address gets a page that sends the browser on, in no sitemap or search index', async (t) => {
  const writer = await build("[{ from: ['/docs/old-intro', '/start'], to: '/docs/intro' }, { from: '/forum', to: 'https://forum.example.org/garden' }]");
  const page = writer.text('docs/old-intro.html') ?? '';
  t.true(page.includes('<meta http-equiv="refresh" content="0; url=/docs/intro">'));
  t.true(page.includes('<link rel="canonical" href="https://fixture.example/docs/intro">'));
  t.true(page.includes('<meta name="robots" content="noindex">'));
  t.true(page.includes('<p>This page has moved to <a href="/docs/intro">/docs/intro</a>.</p>'));
  t.true(page.includes('<script>location.replace("/docs/intro" + location.search + location.hash)</script>'));
  t.truthy(writer.text('start.html'));
  t.true((writer.text('forum.html') ?? '').includes('<meta http-equiv="refresh" content="0; url=https://forum.example.org/garden">'));
  t.false((writer.text('sitemap.xml') ?? '').includes('old-intro'));
  const search = [...writer.files.keys()].filter((file) => file.startsWith('search')).map((file) => writer.text(file) ?? '').join('');
  t.false(search.includes('old-intro') || search.includes('has moved'));
});

test('a redirect to a missing page is a broken link of its config item, and one over a page is refused', async (t) => {
  const error = await t.throwsAsync(build("[{ from: '/old', to: '/docs/gone' }, { from: '/about', to: '/docs/intro' }]"), { instanceOf: GardenErrors });
  const messages = (error as GardenErrors).errors.map((problem) => `${problem.location} ${problem.message}`).join('\n');
  t.regex(messages, /site\.config\.ts redirects\[1\]: \/about is a page of the site; a redirect there would replace it/);
  t.regex(messages, /site\.config\.ts:\d+ .*\/docs\/gone/);
});

test('a redirect may not lead to a script', async (t) => {
  const error = await t.throwsAsync(build("[{ from: '/old', to: 'javascript:alert(1)' }]"), { instanceOf: GardenErrors });
  t.regex((error as GardenErrors).errors[0]!.message, /expected a path on this site like \/docs\/intro, or an http\(s\) URL/);
});
