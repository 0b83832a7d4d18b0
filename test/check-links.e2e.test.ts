// End to end: `garden-site check-links` crawls a built site and exits 1 on broken links.
import test from 'ava';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MINIMAL_SITE, fixtureConfig, makeSite, runCli, type CliResult } from './_site.js';

let root: string;
/** A copy of the clean build with a broken link and a broken anchor planted in one page. */
let planted: string;

test.before(async () => {
  root = makeSite(MINIMAL_SITE);
  const result = await runCli(['build'], root);
  if (result.code !== 0) throw new Error(result.stderr);
  planted = path.join(root, 'planted');
  cpSync(path.join(root, 'dist'), planted, { recursive: true });
  plant(planted, 'docs/crops/tomatoes.html', '<a href="/docs/gone">gone</a><a href="/docs/intro#nope">nope</a>');
});

function plant(dist: string, page: string, html: string): void {
  const file = path.join(dist, page);
  writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', `${html}</body>`));
}

interface JsonReport { passed: boolean; checked: number; broken: Array<{ page: string; url: string; status: number | null; reason: string }>; byPage: Record<string, unknown[]> }

test('the clean build passes: exit 0, in words and in JSON', async (t) => {
  const text = await runCli(['check-links', 'dist'], root);
  t.is(text.code, 0, text.stderr);
  t.regex(text.stderr, /✔ checked \d+ links on \d+ pages in \d+\.\d\d s: none broken/);
  const json = await runCli(['check-links', 'dist', '--json'], root);
  t.is(json.code, 0, json.stderr);
  const report = JSON.parse(json.stdout) as JsonReport;
  t.true(report.passed);
  t.true(report.checked > 10);
  t.deepEqual(report.broken, []);
});

test('a planted broken link and anchor: exit 1, grouped under the page they are on', async (t) => {
  const result = await runCli(['check-links', 'planted'], root);
  t.is(result.code, 1, result.stderr);
  t.regex(result.stderr, /\/docs\/crops\/tomatoes\n {2}404 {2}\/docs\/gone {2}not found\n {2}--- {2}\/docs\/intro#nope {2}no element with id "nope" on \/docs\/intro\n/);
  t.regex(result.stderr, /✖ checked \d+ links on \d+ pages in \d+\.\d\d s: 2 broken links on 1 page/);
});

test('--json: the broken links with page, status and reason, and grouped by page', async (t) => {
  const result = await runCli(['check-links', 'planted', '--json'], root);
  t.is(result.code, 1);
  const report = JSON.parse(result.stdout) as JsonReport;
  t.false(report.passed);
  t.deepEqual(report.broken.map(({ page, url, status }) => ({ page, url, status })).sort((a, b) => a.url.localeCompare(b.url)), [
    { page: '/docs/crops/tomatoes', url: '/docs/gone', status: 404 },
    { page: '/docs/crops/tomatoes', url: '/docs/intro#nope', status: null },
  ]);
  t.deepEqual(Object.keys(report.byPage), ['/docs/crops/tomatoes']);
});

test('a missing folder is an error with a hint', async (t) => {
  const result = await runCli(['check-links', 'no-such-dist'], root);
  t.is(result.code, 1);
  t.regex(result.stderr, /no-such-dist does not exist\n {4}hint: run garden-site build first/);
});

test('linkCheck.skip in the site config leaves matching links alone', async (t) => {
  const site = makeSite({ 'site.config.ts': fixtureConfig("linkCheck: { skip: ['^/docs/gone$', '#nope$'] },") });
  cpSync(planted, path.join(site, 'dist'), { recursive: true });
  const result = await runCli(['check-links'], site);
  t.is(result.code, 0, result.stderr);
});

/** An "other site" on another port: 503 for its first two requests (HEAD, then GET), then 200; /slow never answers. */
async function flakyServer(): Promise<{ server: Server; url: string }> {
  let requests = 0;
  const server = createServer((request, response) => {
    if (request.url === '/slow') return;
    response.statusCode = ++requests <= 2 ? 503 : 200;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** check-links on a copy of the clean build with `links` planted, and the site config's `linkCheck`. */
async function checkExternal(linkCheck: string, links: (url: string) => string): Promise<{ url: string; internalOnly: CliResult; external: CliResult; report: JsonReport }> {
  const { server, url } = await flakyServer();
  try {
    const site = makeSite({ 'site.config.ts': fixtureConfig(`linkCheck: ${linkCheck},`) });
    cpSync(path.join(root, 'dist'), path.join(site, 'dist'), { recursive: true });
    plant(path.join(site, 'dist'), 'docs/intro.html', links(url));
    const internalOnly = await runCli(['check-links'], site);
    const external = await runCli(['check-links', '--external', '--json'], site);
    return { url, internalOnly, external, report: JSON.parse(external.stdout || '{}') as JsonReport };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

test('--external checks links to other sites, with the configured timeout; without it they are left alone', async (t) => {
  const { url, internalOnly, external, report } = await checkExternal('{ retries: 0, timeout: 1500 }', (other) => `<a href="${other}/flaky">flaky</a><a href="${other}/slow">slow</a>`);
  t.is(internalOnly.code, 0, internalOnly.stderr);
  t.is(external.code, 1, external.stderr);
  t.deepEqual(report.broken.map((link) => `${link.page} ${link.url.replace(url, '')} ${link.status}`).sort(), ['/docs/intro /flaky 503', '/docs/intro /slow null']);
  t.regex(report.broken.find((link) => link.url.endsWith('/slow'))?.reason ?? '', /timeout/);
});

test('--external retries a link that failed, as many times as linkCheck.retries says', async (t) => {
  const { external } = await checkExternal('{ retries: 1 }', (other) => `<a href="${other}/flaky">flaky</a>`);
  t.is(external.code, 0, external.stderr);
});
