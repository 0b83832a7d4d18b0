// A site built for a sub-path (`baseUrl: '/garden/'`, as on a project's GitHub Pages): every
// site link in the pages carries the prefix, the in-build link check still passes, and
// `serve` previews the site under that prefix so the links work there too.
import test from 'ava';
import { request as httpRequest } from 'node:http';
import { startServe } from './_serve.js';
import { MINIMAL_SITE, fixtureConfig, makeSite, read, runCli } from './_site.js';

function get(port: number, rawPath: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SITE = {
  ...MINIMAL_SITE,
  'site.config.ts': fixtureConfig("baseUrl: '/garden/',"),
  'content/pages/about.md': '---\ntitle: About\n---\n\nRead [the introduction](/docs/intro) or the [first post](/news/2025/03/01/first-post).\n\n<img src="/favicon.svg" alt="Club logo">\n',
};

test('links, images and pager links carry the baseUrl, and the build link check passes', async (t) => {
  const root = makeSite(SITE);
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  const about = read(root, 'dist/about.html');
  t.regex(about, /href="\/garden\/docs\/intro"/);
  t.regex(about, /href="\/garden\/news\/2025\/03\/01\/first-post"/);
  t.regex(about, /src="\/garden\/favicon.svg"/);
  const intro = read(root, 'dist/docs/intro.html');
  t.regex(intro, /class="sidebar-link[^"]*" href="\/garden\/docs\/crops\/tomatoes"/);
  t.notRegex(intro, /href="\/docs\//, 'no site link without the prefix');
  // The navbar, footer, 404 and search pages write plain routes too; the build prefixes them all.
  for (const file of ['dist/docs/intro.html', 'dist/404.html', 'dist/search.html']) {
    t.notRegex(read(root, file), /(?:href|src|action)="\/(?!\/|garden\/)/, `${file}: every site path under /garden/`);
  }
  t.regex(read(root, 'dist/search.html'), /action="\/garden\/search"/);
});

test('serve previews the site under its baseUrl: / goes there, paths outside it are not found', async (t) => {
  const root = makeSite(SITE);
  t.is((await runCli(['build'], root)).code, 0);
  const server = await startServe(['--port', '0'], root);
  t.teardown(() => server.stop());
  t.regex(server.output(), /serving dist at http:\/\/127\.0\.0\.1:\d+\/garden\//);
  t.like(await get(server.port, '/'), { status: 302, location: '/garden/' });
  t.like(await get(server.port, '/garden/docs/intro'), { status: 200 });
  t.regex((await get(server.port, '/garden/')).body, /The fixture garden home/);
  t.like(await get(server.port, '/garden/docs/intro.html'), { status: 301, location: '/garden/docs/intro' });
  t.like(await get(server.port, '/docs/intro'), { status: 404 });
});
