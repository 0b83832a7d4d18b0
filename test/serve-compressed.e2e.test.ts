// `garden-site serve --watch` as a real process: the compressed bodies it keeps follow every
// rebuild, so a browser taking brotli or gzip sees an edit as soon as one taking neither does.
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServe } from './_serve.js';
import { MINIMAL_SITE, makeSite } from './_site.js';

function get(port: number, rawPath: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function page(port: number, encoding: 'br' | 'gzip'): Promise<string> {
  const answer = await get(port, '/docs/intro', { 'Accept-Encoding': encoding });
  if (answer.encoding !== encoding) throw new Error(`asked for ${encoding}, got ${answer.encoding ?? 'identity'}`);
  return (encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)).toString('utf8');
}

test('after each rebuild, brotli and gzip answers show the edit and keep the live-reload script', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  t.true((await page(server.port, 'br')).includes('Welcome to the fixture garden.'));
  t.true((await page(server.port, 'gzip')).includes('Welcome to the fixture garden.'));
  for (const words of ['Mulch in spring.', 'Mulch again in autumn.']) {
    const mark = server.output().length;
    writeFileSync(path.join(root, 'content/docs/intro.md'), `---\ntitle: Introduction\n---\n\n${words}\n`);
    await server.waitFor(/✔ built/, mark);
    for (const encoding of ['br', 'gzip'] as const) {
      const html = await page(server.port, encoding);
      t.true(html.includes(words), `${encoding} after "${words}"`);
      t.true(html.includes('/__garden/events'), `${encoding} keeps the live-reload script`);
    }
  }
});
