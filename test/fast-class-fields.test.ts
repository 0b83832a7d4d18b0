// scripts/fast-class-fields.mjs rewrites one helper in markdown-it's published file by its exact
// text. A markdown-it release that ships the helper differently would compile unpatched and
// only lose speed, so these tests fail instead: the pinned markdown-it must still match, and
// the compiled lib/ (which `npm test` compiles first) must carry the fast helper.
import test from 'ava';
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain JavaScript build script without type declarations
import { fastClassFields } from '../scripts/fast-class-fields.mjs';

const FAST_PATH = 'if (typeof r === "string" && !(r in e)) {';

function compiledFiles(): string[] {
  const lib = path.resolve('lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  return files.map((file) => readFileSync(path.join(lib, file), 'utf8'));
}

test("the installed markdown-it still has the helper the patch rewrites: bundling it gives no warning and the fast path", async (t) => {
  // Resolved as the engine's own import of markdown-it is when lib/ is compiled.
  const stdin = { contents: "export { default } from 'markdown-it';", resolveDir: process.cwd() };
  const result = await build({ stdin, bundle: true, write: false, format: 'esm', platform: 'node', plugins: [fastClassFields], logLevel: 'silent' });
  t.deepEqual(result.warnings.map((warning) => warning.text), []);
  t.true(result.outputFiles[0]?.text.includes(FAST_PATH));
});

test("the compiled engine sets markdown-it's class fields through the fast helper", (t) => {
  const helpers = compiledFiles().filter((text) => text.includes('function _defineProperty(e, r, t) {'));
  t.is(helpers.length, 1, 'markdown-it is bundled into one chunk of lib/');
  t.true(helpers[0]?.includes(FAST_PATH), 'the helper in lib/ is the patched one');
});
