// `garden-site serve` as a real process on 127.0.0.1: clean URLs and caching, every hostile
// request the issue lists (raw sockets for the malformed ones), and `--watch` surviving every
// fault a writer can cause while keeping the last good build served.
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, statusOf } from './_raw-http.js';
import { runServeToExit, startServe, type ServeProcess } from './_serve.js';
import { MINIMAL_SITE, makeSite, runCli } from './_site.js';
import { get } from './_http-get.js';


const text = async (port: number, rawPath: string): Promise<string> => (await get(port, rawPath)).body.toString('utf8');

/** Polls until `check` passes (a rebuild lands in its own time); fails with the last value after 60 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 240; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** A built fixture with a dotfile, a secret beside dist/ and a symlink from dist/ to it, served as is. */
async function servedFixture(t: { teardown: (fn: () => Promise<void>) => void }, args: string[] = []): Promise<{ root: string; server: ServeProcess }> {
  const root = makeSite({ ...MINIMAL_SITE, 'secret.txt': 'TOP-SECRET' });
  const built = await runCli(['build'], root);
  if (built.code !== 0) throw new Error(built.stderr);
  writeFileSync(path.join(root, 'dist/.env'), 'TOKEN=TOP-SECRET');
  symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'dist/leak.txt'));
  const server = await startServe(['--port', '0', ...args], root);
  t.teardown(() => server.stop());
  return { root, server };
}

async function watched(t: { teardown: (fn: () => Promise<void>) => void }, extra: Record<string, string> = {}): Promise<{ root: string; server: ServeProcess }> {
  const root = makeSite({ ...MINIMAL_SITE, ...extra });
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  return { root, server };
}

/** Makes a change and waits for the build it causes to end, well or badly. */
async function change(server: ServeProcess, edit: () => void, outcome: RegExp = /✔ built|✖ build failed/): Promise<void> {
  const mark = server.output().length;
  edit();
  await server.waitFor(outcome, mark);
}

const FAILED = /✖ build failed/;
const BUILT = /✔ built/;

test.serial('serve builds a missing dist/ first, then serves clean URLs, redirects, the 404 page and content types', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const server = await startServe(['--port', '0'], root);
  t.teardown(() => server.stop());
  const intro = await get(server.port, '/docs/intro');
  t.is(intro.status, 200);
  t.is(intro.headers['content-type'], 'text/html; charset=utf-8');
  t.true(intro.body.toString().includes('Welcome to the fixture garden.'));
  t.like((await get(server.port, '/docs/intro.html?x=1')), { status: 301, headers: { location: '/docs/intro?x=1' } });
  t.like((await get(server.port, '/index.html')), { status: 301, headers: { location: '/' } });
  t.is((await get(server.port, '/favicon.svg')).headers['content-type'], 'image/svg+xml');
  const missing = await get(server.port, '/no/such/page');
  t.is(missing.status, 404);
  t.regex(missing.body.toString(), /<html/);
});

test.serial('validators give 304s, and text is compressed with brotli or gzip', async (t) => {
  const { server } = await servedFixture(t);
  const first = await get(server.port, '/docs/intro');
  t.is((await get(server.port, '/docs/intro', { 'If-None-Match': String(first.headers.etag) })).status, 304);
  t.is((await get(server.port, '/docs/intro', { 'If-Modified-Since': String(first.headers['last-modified']) })).status, 304);
  const br = await get(server.port, '/docs/intro', { 'Accept-Encoding': 'gzip, br' });
  t.is(br.headers['content-encoding'], 'br');
  t.deepEqual(brotliDecompressSync(br.body), first.body);
  const gzip = await get(server.port, '/docs/intro', { 'Accept-Encoding': 'gzip' });
  t.is(gzip.headers['content-encoding'], 'gzip');
  t.deepEqual(gunzipSync(gzip.body), first.body);
  t.is((await get(server.port, '/favicon.svg', { 'Accept-Encoding': 'br' })).headers['content-encoding'], 'br');
});

test.serial('a named port in use is a clear error; with no port named the next free one is taken', async (t) => {
  const { root, server } = await servedFixture(t);
  const taken = await runServeToExit(['--port', String(server.port)], root);
  t.is(taken.code, 1);
  t.regex(taken.output, new RegExp(`port ${server.port} on 127\\.0\\.0\\.1 is already in use`));
  // Hold 3000 (unless someone else already does): the server moves on to a free port.
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.once('error', () => resolve()).listen(3000, '127.0.0.1', resolve));
  t.teardown(() => void blocker.close());
  const next = await startServe([], root);
  t.teardown(() => next.stop());
  t.not(next.port, 3000);
  t.is((await get(next.port, '/docs/intro')).status, 200);
});

test.serial('nothing outside dist/ and no dotfiles, whatever the encoding of the path', async (t) => {
  const { server } = await servedFixture(t);
  const hostile = [
    '/../secret.txt', '/%2e%2e/secret.txt', '/%252e%252e/secret.txt', '/docs/..%2f..%2f..%2fsecret.txt', '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt', '/..\\secret.txt', '/%5c..%5csecret.txt', '//etc/passwd', '/etc/passwd', '/.env', '/%2eenv', '/leak.txt', '/docs/../../secret.txt',
  ];
  for (const target of hostile) {
    const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    t.true([400, 404].includes(statusOf(answer)), `${target} → ${answer.split('\r\n')[0]}`);
    t.false(/TOP-SECRET|root:/.test(answer), target);
  }
  for (const target of ['/docs/intro%00', '/docs%00/../../secret.txt', '/%E0%A4%A', 'http://127.0.0.1/../secret.txt', '*', '/docs/%zz']) {
    const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    t.is(statusOf(answer), 400, target);
  }
  t.is((await get(server.port, '/docs/intro')).status, 200);
});

test.serial('foreign Host headers, other methods, long URLs, header floods and garbage get 4xx, and the server lives on', async (t) => {
  const { server } = await servedFixture(t);
  const port = server.port;
  const ask = async (request: string | Buffer): Promise<number> => statusOf(await rawRequest(port, request));
  // DNS rebinding: a page on evil.example resolving to 127.0.0.1 sends its own name as Host.
  t.is(await ask('GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'), 403);
  t.is(await ask(`GET / HTTP/1.1\r\nHost: 127.0.0.1.evil.example:${port}\r\nConnection: close\r\n\r\n`), 403);
  t.is(await ask('GET / HTTP/1.0\r\n\r\n'), 403);
  t.is(await ask(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`), 200);
  // Another site's page (or a sandboxed one: `null`) is refused as such; the preview's own pages get 405.
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
    for (const origin of ['http://evil.example', 'null', `http://localhost:${port + 1}`]) {
      const answer = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      t.is(statusOf(answer), 403, `${method} from ${origin}`);
      t.true(answer.endsWith('Forbidden: sent by a page of another site (Origin)\n'), `${method} from ${origin}`);
      t.false(/access-control-allow/i.test(answer), method);
    }
    const own = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    t.is(statusOf(own), 405, method);
    t.regex(own, /\r\nAllow: GET, HEAD\r\n/i);
  }
  t.is(await ask(`GET /${'a'.repeat(5_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`), 414);
  t.is(await ask(`GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`), 431);
  const flood = Array.from({ length: 5_000 }, (_, i) => `X-Flood-${i}: ${'x'.repeat(20)}\r\n`).join('');
  t.is(await ask(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${flood}Connection: close\r\n\r\n`), 431);
  t.true((await ask('hello there\r\n\r\n')) >= 400);
  t.true((await ask(Buffer.concat([Buffer.from('GET /'), randomBytes(512), Buffer.from(' HTTP/1.1\r\n\r\n')]))) >= 400);
  // A static GET from another site is what a link or an image does: answered, without CORS headers.
  const page = await get(port, '/docs/intro', { Origin: 'http://evil.example' });
  t.is(page.status, 200);
  t.is(page.headers['access-control-allow-origin'], undefined);
  t.true(server.alive());
});

test.serial('no redirect leads off the site, whatever slashes or escapes the path starts with', async (t) => {
  const { server } = await servedFixture(t);
  const origin = `http://127.0.0.1:${server.port}`;
  const locations: Record<string, string> = {
    '//evil.example/': '/evil.example',
    '/%2F%2Fevil.example/': '/evil.example',
    '//evil.example/page.html': '/evil.example/page',
    '///evil.example/index.html': '/evil.example',
    '/%2f/evil.example/x.html?a=1': '/evil.example/x?a=1',
    '/%0d%0aSet-Cookie:%20x=1.html': '/%0D%0ASet-Cookie:%20x=1',
  };
  for (const [target, expected] of Object.entries(locations)) {
    const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const location = /\r\nLocation: ([^\r]*)/i.exec(answer)?.[1];
    t.is(statusOf(answer), 301, target);
    t.is(location, expected, target);
    t.is(new URL(location ?? '', origin).origin, origin, target);
    t.false(/\r\nSet-Cookie/i.test(answer), target);
  }
  // Backslashes, which browsers read as slashes, are refused before any redirect.
  for (const target of ['/\\evil.example/', '/%5C%5Cevil.example/', '/%5C/evil.example/index.html']) {
    const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    t.is(statusOf(answer), 400, target);
    t.false(/\r\nLocation:/i.test(answer), target);
  }
});

test.serial('two Host headers, or a malformed one, get 400', async (t) => {
  const { server } = await servedFixture(t);
  const ask = async (hostLines: string): Promise<string> => rawRequest(server.port, `GET /docs/intro HTTP/1.1\r\n${hostLines}Connection: close\r\n\r\n`);
  for (const hostLines of ['Host: 127.0.0.1\r\nHost: evil.example\r\n', 'Host: 127.0.0.1\r\nhost: 127.0.0.1\r\n', 'Host: 127.0.0.1:abc\r\n', 'Host: 127.0.0.1:99999\r\n', 'Host: user@127.0.0.1\r\n', 'Host: 127.0.0.1 evil.example\r\n', 'Host:\r\n', 'Host: [::1\r\n']) {
    const answer = await ask(hostLines);
    t.is(statusOf(answer), 400, hostLines);
    t.true(answer.endsWith('Bad request: expected one well-formed Host header\n'), hostLines);
  }
  t.is(statusOf(await ask(`Host: 127.0.0.1:${server.port}\r\n`)), 200);
  t.is(statusOf(await ask('Host: [::1]\r\n')), 200);
  t.true(server.alive());
});

test.serial('the live-reload channel answers its own origin and refuses foreign ones', async (t) => {
  const { server } = await watched(t);
  const foreign = await rawRequest(server.port, `GET /__garden/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n`);
  t.is(statusOf(foreign), 403);
  t.false(/access-control-allow/i.test(foreign));
  for (const origin of ['null', `http://localhost:${server.port + 1}`]) {
    t.is(statusOf(await rawRequest(server.port, `GET /__garden/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${origin}\r\nConnection: close\r\n\r\n`)), 403, origin);
  }
  const own = await sseFirstChunk(server.port, { Origin: `http://127.0.0.1:${server.port}` });
  t.is(own.status, 200);
  t.is(own.type, 'text/event-stream');
});

/** Opens the events channel and returns what it says first. */
function sseFirstChunk(port: number, headers: Record<string, string> = {}): Promise<{ status: number; type: string | undefined; data: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/__garden/events', headers }, (res) => {
      let data = '';
      const timer = setTimeout(() => done(), 1_000);
      const done = (): void => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], data });
      };
      res.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
        if (data.includes('event:')) done();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test.serial('invalid front matter: last good build served, error in the terminal and on the events channel, recovery on fix', async (t) => {
  const { root, server } = await watched(t);
  await change(server, () => writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: [Broken\n---\n\nHalf-written.\n'), FAILED);
  t.true(server.alive());
  t.true((await text(server.port, '/docs/intro')).includes('Welcome to the fixture garden.'));
  t.regex(server.output(), /error content\/docs\/intro\.md:\d+ +front matter/);
  const events = await sseFirstChunk(server.port);
  t.regex(events.data, /event: build-error\ndata: \{"messages":\["error content\/docs\/intro\.md/);
  await change(server, () => writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nFixed and whole again.\n'), BUILT);
  t.true(await eventually(async () => (await text(server.port, '/docs/intro')).includes('Fixed and whole again.')));
  t.notRegex((await sseFirstChunk(server.port)).data, /build-error/);
});

test.serial('a deleted page that others link to: the build fails, the old page stays served, restoring it recovers', async (t) => {
  const { root, server } = await watched(t);
  const file = path.join(root, 'content/docs/crops/tomatoes.md');
  await change(server, () => rmSync(file), FAILED);
  t.regex(server.output(), /tomatoes/);
  t.is((await get(server.port, '/docs/crops/tomatoes')).status, 200);
  await change(server, () => writeFileSync(file, '---\ntitle: Tomatoes\n---\n\n## Staking\n\nBack again.\n'), BUILT);
  t.true(await eventually(async () => (await text(server.port, '/docs/crops/tomatoes')).includes('Back again.')));
  t.true(server.alive());
});

test.serial('a renamed folder breaks links until they are fixed, then the new URLs are served', async (t) => {
  const { root, server } = await watched(t);
  await change(server, () => renameSync(path.join(root, 'content/docs/crops'), path.join(root, 'content/docs/plants')), FAILED);
  t.is((await get(server.port, '/docs/crops/tomatoes')).status, 200);
  const intro = MINIMAL_SITE['content/docs/intro.md']!.replace('./crops/tomatoes.md', './plants/tomatoes.md');
  writeFileSync(path.join(root, 'content/docs/intro.md'), intro);
  t.true(await eventually(async () => (await get(server.port, '/docs/plants/tomatoes')).status === 200));
  t.is((await get(server.port, '/docs/crops/tomatoes')).status, 404);
  t.true(server.alive());
});

test.serial('200 writes in 2 seconds: builds never overlap, and the last one shows the last write', async (t) => {
  const { root, server } = await watched(t);
  const mark = server.output().length;
  const file = path.join(root, 'content/docs/intro.md');
  for (let i = 0; i < 200; i++) {
    writeFileSync(file, `---\ntitle: Introduction\n---\n\nBurst write ${i}.\n`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  t.true(await eventually(async () => (await text(server.port, '/docs/intro')).includes('Burst write 199.')));
  await server.waitFor(/✔ built[^\n]*\n(?![\s\S]*↻ rebuilding)/, mark);
  const lines = server.output().slice(mark).split('\n').filter((line) => /↻ rebuilding|✔ built|✖ build failed/.test(line));
  const starts = lines.filter((line) => line.includes('↻')).length;
  t.true(starts >= 1 && starts < 200, `${starts} builds for 200 writes`);
  // Each build ends before the next starts.
  lines.forEach((line, index) => t.is(line.includes('↻'), index % 2 === 0, lines.join('\n')));
  t.true(server.alive());
});

test.serial("an editor's atomic save (write a temp file, rename it over) is picked up", async (t) => {
  const { root, server } = await watched(t);
  const file = path.join(root, 'content/docs/intro.md');
  await change(server, () => {
    writeFileSync(`${file}.tmp~1234`, '---\ntitle: Introduction\n---\n\nSaved atomically.\n');
    renameSync(`${file}.tmp~1234`, file);
  });
  t.true(await eventually(async () => (await text(server.port, '/docs/intro')).includes('Saved atomically.')));
  t.true(server.alive());
});

test.serial('a 5 MB markdown file and a binary file named .md do not kill the server, and removing them recovers', async (t) => {
  const { root, server } = await watched(t);
  const huge = path.join(root, 'content/docs/huge.md');
  const paragraph = 'Beds and borders, rows of leeks, a note on mulch and [a link](./intro.md).\n\n';
  await change(server, () => writeFileSync(huge, `---\ntitle: Huge\n---\n\n${paragraph.repeat(Math.ceil(5_000_000 / paragraph.length))}`));
  t.true(server.alive());
  t.is((await get(server.port, '/docs/intro')).status, 200);
  const blob = path.join(root, 'content/docs/blob.md');
  await change(server, () => writeFileSync(blob, randomBytes(256 * 1024)));
  t.true(server.alive());
  t.true((await text(server.port, '/docs/intro')).includes('Welcome to the fixture garden.'));
  await change(server, () => {
    rmSync(huge);
    rmSync(blob);
    writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nCalm again.\n');
  }, BUILT);
  t.true(await eventually(async () => (await text(server.port, '/docs/intro')).includes('Calm again.')));
  t.is((await get(server.port, '/docs/huge')).status, 404);
  t.true(server.alive());
});

test.serial('static files added while watching are served after the rebuild', async (t) => {
  const { root, server } = await watched(t);
  mkdirSync(path.join(root, 'content/static/img'), { recursive: true });
  await change(server, () => writeFileSync(path.join(root, 'content/static/img/bed.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'), BUILT);
  t.true(await eventually(async () => (await get(server.port, '/img/bed.svg')).status === 200));
});
