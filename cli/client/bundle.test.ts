import test from 'ava';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stem } from '../write/search-terms.js';
import { bundleClient } from './bundle.js';

test("a theme anywhere on disk can import garden-site/search-terms: the bundle carries the engine's own rules", async (t) => {
  // A site folder with no node_modules: only the engine itself can supply the module.
  const site = mkdtempSync(path.join(tmpdir(), 'garden-client-'));
  mkdirSync(path.join(site, 'theme/client'), { recursive: true });
  writeFileSync(path.join(site, 'theme/client/main.ts'), "import { stem } from 'garden-site/search-terms';\n(globalThis as Record<string, unknown>).stemmed = stem('tomatoes');\n");
  const bundle = await bundleClient(site, 'theme');
  const main = bundle.files.find((file) => /^assets\/main-[\w-]+\.js$/.test(file.outFile));
  t.truthy(main);
  await import(`data:text/javascript;base64,${Buffer.from(main?.contents ?? new Uint8Array()).toString('base64')}`);
  t.is((globalThis as Record<string, unknown>).stemmed, stem('tomatoes'));
});
