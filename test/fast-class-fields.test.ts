// scripts/fast-class-fields.mjs rewrites the field calls of markdown-it's published file by their
// exact shape. A markdown-it release that ships them differently would compile unrewritten and
// only lose speed, so these tests fail instead: the pinned markdown-it must still match, the
// rewritten parser must give the published one's tokens and HTML, and the compiled lib/ (which
// `npm test` compiles first) must carry no field call.
import test from 'ava';
import { build, type Plugin } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a plain JavaScript build script without type declarations
import { fastClassFields } from '../scripts/fast-class-fields.mjs';

const FIELD_CALL = '_defineProperty(this';

interface MarkdownParser {
  parse(source: string, env: object): unknown[];
  render(source: string): string;
}

/** markdown-it bundled as the engine's own import of it is when lib/ is compiled, with or without the plugin. */
async function bundledMarkdownIt(plugins: Plugin[]): Promise<{ text: string; warnings: string[] }> {
  const stdin = { contents: "export { default } from 'markdown-it';", resolveDir: process.cwd() };
  const result = await build({ stdin, bundle: true, write: false, format: 'esm', platform: 'node', plugins, logLevel: 'silent' });
  return { text: result.outputFiles[0]?.text ?? '', warnings: result.warnings.map((warning) => warning.text) };
}

async function parserFrom(code: string, folder: string, name: string): Promise<MarkdownParser> {
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, code);
  const { default: MarkdownIt } = (await import(pathToFileURL(file).href)) as { default: new (options: object) => MarkdownParser };
  return new MarkdownIt({ html: true, linkify: true, typographer: true });
}

/** Each object's own properties in order, with their flags: defining and assigning must give the same objects. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object') return value;
  return Object.entries(Object.getOwnPropertyDescriptors(value)).map(([key, { value: inner, ...flags }]) => [key, flags, shape(inner)]);
}

const SAMPLE = [
  '# A bed of *tomatoes*',
  '',
  'Water at dawn, see <https://example.org> and www.example.org -- "quoted" (c).',
  '',
  '- [x] staked',
  '- [ ] mulched',
  '  1. straw',
  '',
  '> A note with `code` and **bold**.',
  '',
  '| Plant | Spacing |',
  '| --- | ---: |',
  '| Basil | 20 cm |',
  '',
  '```ts',
  'const bed = 1;',
  '```',
  '',
  '<div class="x">raw</div>',
  '',
  '[ref]: /docs/beds "Beds"',
  'See [the beds][ref] and ![a leaf](leaf.png).',
].join('\n');

test('the installed markdown-it still has the field calls the plugin rewrites: bundling it gives no warning and no call', async (t) => {
  const { text, warnings } = await bundledMarkdownIt([fastClassFields]);
  t.deepEqual(warnings, []);
  t.false(text.includes(FIELD_CALL));
});

test('markdown-it rewritten gives the published one’s tokens, token fields and HTML', async (t) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'garden-fields-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const published = await bundledMarkdownIt([]);
  const rewritten = await bundledMarkdownIt([fastClassFields]);
  t.true(published.text.includes(FIELD_CALL), 'the published file sets its fields through the helper');
  const before = await parserFrom(published.text, folder, 'published');
  const after = await parserFrom(rewritten.text, folder, 'rewritten');
  t.deepEqual(shape(after.parse(SAMPLE, {})), shape(before.parse(SAMPLE, {})));
  t.is(after.render(SAMPLE), before.render(SAMPLE));
});

test("the compiled engine sets markdown-it's class fields by assignment", (t) => {
  const lib = path.resolve('lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const withMarkdownIt = files.map((file) => readFileSync(path.join(lib, file), 'utf8')).filter((text) => text.includes('var Token = class'));
  t.is(withMarkdownIt.length, 1, 'markdown-it is bundled into one chunk of lib/');
  t.false(withMarkdownIt[0]?.includes(FIELD_CALL), 'no field is set through the helper in lib/');
});
