// The preview server over real HTTP on 127.0.0.1.
import test from 'ava';
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from './server.js';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function get(port: number, rawPath: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function serveFixture(baseUrl?: string): Promise<{ port: number; close: () => void; root: string }> {
  const parent = mkdtempSync(path.join(tmpdir(), 'garden-serve-'));
  const root = path.join(parent, 'dist');
  mkdirSync(path.join(root, 'docs/home'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<html><body>home</body></html>');
  writeFileSync(path.join(root, 'docs.html'), '<html><body>docs root</body></html>');
  writeFileSync(path.join(root, 'docs/home/welcome.html'), '<html><body>welcome</body></html>');
  writeFileSync(path.join(root, '404.html'), '<html><body>Page Not Found</body></html>');
  writeFileSync(path.join(root, '.env'), 'SECRET=1');
  writeFileSync(path.join(parent, 'outside.txt'), 'outside');
  symlinkSync(path.join(parent, 'outside.txt'), path.join(root, 'leak.txt'));
  const server = createStaticServer({ root, host: '127.0.0.1', ...(baseUrl ? { baseUrl: () => baseUrl } : {}) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close(), root };
}

test('extensionless routes map to .html files, and a route may sit beside a folder', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  t.like(await get(port, '/'), { status: 200, body: '<html><body>home</body></html>' });
  t.like(await get(port, '/docs'), { status: 200, body: '<html><body>docs root</body></html>' });
  const welcome = await get(port, '/docs/home/welcome');
  t.is(welcome.status, 200);
  t.is(welcome.headers['content-type'], 'text/html; charset=utf-8');
});

test('.html and /index.html forms redirect to the bare path, keeping the query', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  t.like((await get(port, '/docs/home/welcome.html?x=1')).headers, { location: '/docs/home/welcome?x=1' });
  t.is((await get(port, '/index.html')).status, 301);
  t.like((await get(port, '/docs/index.html')).headers, { location: '/docs' });
});

test('unknown paths get the 404 page with status 404', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  t.like(await get(port, '/no/such/page'), { status: 404, body: '<html><body>Page Not Found</body></html>' });
});

test('nothing outside the folder, no dotfiles, no symlinks leading out', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  for (const hostile of ['/../outside.txt', '/%2e%2e/outside.txt', '/%252e%252e/outside.txt', '/docs/..%2f..%2foutside.txt', '/.env', '/leak.txt', '/docs%5c..%5c..%5coutside.txt']) {
    const answer = await get(port, hostile);
    t.true(answer.status === 400 || answer.status === 404, `${hostile} → ${answer.status}`);
    t.false(answer.body.includes('outside') || answer.body.includes('SECRET'), hostile);
  }
  t.is((await get(port, '/docs%00.html')).status, 400);
});

test('only GET and HEAD; foreign Host headers are refused; validators give 304', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  t.is((await get(port, '/', { method: 'POST' })).status, 405);
  t.is((await get(port, '/', { headers: { Host: 'evil.example' } })).status, 403);
  const first = await get(port, '/docs');
  t.is((await get(port, '/docs', { headers: { 'If-None-Match': String(first.headers.etag) } })).status, 304);
  t.is(first.headers['access-control-allow-origin'], undefined);
});

test('a request made while a rebuild swaps the folder waits for it instead of failing', async (t) => {
  const { port, close, root } = await serveFixture();
  t.teardown(close);
  renameSync(root, `${root}.previous`);
  const answer = get(port, '/docs');
  setTimeout(() => renameSync(`${root}.previous`, root), 100);
  t.like(await answer, { status: 200, body: '<html><body>docs root</body></html>' });
});

test('redirects stay on the site: leading slashes and their escapes collapse into one', async (t) => {
  const { port, close } = await serveFixture();
  t.teardown(close);
  t.like((await get(port, '//evil.example/')).headers, { location: '/evil.example' });
  t.like((await get(port, '/%2F%2Fevil.example/')).headers, { location: '/evil.example' });
  t.like((await get(port, '//evil.example/page.html?q=1')).headers, { location: '/evil.example/page?q=1' });
  t.like((await get(port, '/docs/a%3Fb.html')).headers, { location: '/docs/a%3Fb' });
});

test('under a baseUrl, redirects keep its prefix and stay on the site', async (t) => {
  const { port, close } = await serveFixture('/garden/');
  t.teardown(close);
  t.like((await get(port, '/')).headers, { location: '/garden/' });
  t.like((await get(port, '/garden//evil.example/')).headers, { location: '/garden/evil.example' });
  t.like((await get(port, '/garden/docs/index.html')).headers, { location: '/garden/docs' });
});
