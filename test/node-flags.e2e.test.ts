// A large site's build is given more memory with `node --max-old-space-size=… garden-site build`.
// Flags like that are V8's or the whole process's, which a worker thread refuses when they are
// passed to it explicitly: the render workers must start all the same.
import test from 'ava';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, runCli } from './_site.js';

test('a build run under Node flags of its own (--max-old-space-size, --v8-pool-size) starts its render workers', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/beds.md': '---\ntitle: Raised beds\n---\n\n```ts\nconst rows: number = 3;\n```\n' });
  const result = await runCli(['build'], root, { nodeFlags: ['--max-old-space-size=2048', '--v8-pool-size=2'], env: { GARDEN_SITE_WORKERS: '1' } });
  t.is(result.code, 0, result.stderr);
  t.true(existsSync(path.join(root, 'dist/docs/beds.html')));
});
