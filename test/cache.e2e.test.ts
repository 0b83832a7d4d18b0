// The build cache (.garden-cache/) and the worker threads only change how fast a site builds:
// the output must be the same files, byte for byte, and the same warnings, in every mode.
import test from 'ava';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, runCli, snapshot, writeFiles, type CliResult } from './_site.js';

const code = (language: string, line: string): string => `\`\`\`${language}\n${line}\n\`\`\`\n`;

const SITE: Record<string, string> = {
  ...MINIMAL_SITE,
  'content/docs/crops/beans.md': `---\ntitle: Beans\n---\n\n## Poles\n\nSee [staking](./tomatoes.md#staking) and [the intro](../intro.md).\n\n![A bean pole](./pole.svg)\n\n${code('dart', 'final pole = Pole(height: 180);')}\n${code('ts', 'const rows: number[] = [1, 2, 3];')}\n${code('bash', 'garden plant beans --rows 3')}\n`,
  'content/docs/crops/pole.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 16"><rect width="4" height="16" fill="brown"/></svg>',
  'content/docs/crops/squash.md': `---\ntitle: Squash\n---\n\n## Vines\n\n${code('yaml', 'spacing: 90cm')}\n${code('json', '{ "vines": 4 }')}\n${code('python', 'print("squash")')}\n${code('dart', 'final pole = Pole(height: 180);')}\n\n:::tip Never closed\nThis admonition has no closing line.\n`,
  'content/news/2025-04-01-second-post.md': `---\ntitle: Second post\nauthors: [ruth]\ntags: [releases]\n---\n\nBefore the fold.\n\n${code('ts', 'export const season = "spring";')}\n<!-- truncate -->\n\n## After\n\n${code('dart', 'void main() => print("after");')}`,
};

/** One build in a child process, with the cache and worker settings given. */
function build(root: string, out: string, env: { GARDEN_SITE_CACHE: '0' | '1'; GARDEN_SITE_WORKERS: string }): Promise<CliResult> {
  return runCli(['build', '--out', out], root, { env });
}

/** The warnings a build printed, without the timing line. */
const warningsOf = (result: CliResult): string[] => result.stderr.split('\n').filter((line) => line.trim() !== '' && !/built \d+ pages/.test(line));

test('the same output and warnings without the cache, with a cold and a warm cache, and with and without worker threads', async (t) => {
  t.timeout(6 * 60_000); // four builds in a row
  const root = makeSite(SITE);
  const plain = await build(root, 'out-plain', { GARDEN_SITE_CACHE: '0', GARDEN_SITE_WORKERS: '0' });
  t.is(plain.code, 0, plain.stderr);
  t.false(existsSync(path.join(root, '.garden-cache')), 'GARDEN_SITE_CACHE=0 leaves no cache behind');
  t.true(warningsOf(plain).some((line) => line.includes('content/docs/crops/squash.md:')), 'the fixture has a markdown warning');

  const cold = await build(root, 'out-cold-workers', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: '2' });
  t.deepEqual(readdirSync(path.join(root, '.garden-cache')).map((name) => name.replace(/-[\w-]{16}\.jsonl$/, '')).sort(), ['bundles', 'code-blocks', 'link-targets', 'markdown', 'pages', 'search', 'search-files'], 'the cold build left a cache');
  const warm = await build(root, 'out-warm', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: '0' });
  const warmWorkers = await build(root, 'out-warm-workers', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: '2' });

  const expected = await snapshot(path.join(root, 'out-plain'));
  t.true(Object.keys(expected).some((file) => /^assets\/images\/pole-\w+\.svg$/.test(file)), 'the image is published');
  for (const [out, result] of [['out-cold-workers', cold], ['out-warm', warm], ['out-warm-workers', warmWorkers]] as const) {
    t.is(result.code, 0, `${out}: ${result.stderr}`);
    t.deepEqual(await snapshot(path.join(root, out)), expected, out);
    t.deepEqual(warningsOf(result), warningsOf(plain), `${out} reports the same warnings`);
  }
});

test('after edits, a build from the cache matches a build without it', async (t) => {
  t.timeout(6 * 60_000); // three builds in a row
  const root = makeSite(SITE);
  t.is((await build(root, 'out-first', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: '2' })).code, 0);
  // A new code block, a changed one, and a moved page that a cached page links to.
  writeFiles(root, {
    'content/docs/crops/squash.md': SITE['content/docs/crops/squash.md']!.replace('print("squash")', 'print("pumpkin")') + `\n${code('go', 'package main')}`,
    'content/docs/crops/tomatoes.md': MINIMAL_SITE['content/docs/crops/tomatoes.md']!.replace('title: Tomatoes', 'title: Tomatoes\nslug: /tomato-staking'),
  });
  const cached = await build(root, 'out-cached', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: '2' });
  const fresh = await build(root, 'out-fresh', { GARDEN_SITE_CACHE: '0', GARDEN_SITE_WORKERS: '0' });
  t.is(cached.code, 0, cached.stderr);
  t.is(fresh.code, 0, fresh.stderr);
  const expected = await snapshot(path.join(root, 'out-fresh'));
  t.true(Object.keys(expected).includes('docs/tomato-staking.html'));
  t.deepEqual(await snapshot(path.join(root, 'out-cached')), expected);
});

test('a small site whose code blocks are highlighted by workers after its markdown is parsed on the main thread builds the same output', async (t) => {
  t.timeout(4 * 60_000);
  // 'auto' keeps 20-odd pages' markdown on the main thread and sends 16 blocks in 5 languages to the workers.
  const lines = ['final a = 1;', 'const b: number = 2;', 'garden plant beans', 'spacing: 90cm', '{ "vines": 4 }', 'print("c")', 'let d = [3];', 'rows: 2'];
  const pages = Object.fromEntries(
    lines.map((line, index) => [`content/docs/code/page-${index}.md`, `---\ntitle: Code ${index}\n---\n\nText.\n\n${code(['dart', 'ts', 'bash', 'yaml', 'json', 'dart', 'ts', 'yaml'][index]!, line)}\n${code(index % 2 ? 'bash' : 'json', `${line} // ${index}`)}`]),
  );
  const root = makeSite({ ...SITE, ...pages });
  const plain = await build(root, 'out-plain', { GARDEN_SITE_CACHE: '0', GARDEN_SITE_WORKERS: '0' });
  const fed = await build(root, 'out-fed', { GARDEN_SITE_CACHE: '1', GARDEN_SITE_WORKERS: 'auto' });
  t.is(plain.code, 0, plain.stderr);
  t.is(fed.code, 0, fed.stderr);
  t.deepEqual(await snapshot(path.join(root, 'out-fed')), await snapshot(path.join(root, 'out-plain')));
  t.deepEqual(warningsOf(fed), warningsOf(plain));
});
