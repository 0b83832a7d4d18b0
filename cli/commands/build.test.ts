import test from 'ava';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureConfig, makeSite, MINIMAL_SITE } from '../../test/_site.js';
import { GardenErrors } from '../diagnostics/error.js';
import { MemoryWriter } from '../write/writer.js';
import { runBuild, type BuildResult, type PreviousBuild } from './build.js';

async function build(siteRoot: string, previous?: PreviousBuild): Promise<{ result: BuildResult; files: Map<string, string | Uint8Array> }> {
  const writer = new MemoryWriter();
  const result = await runBuild({ siteRoot, writer, workers: 0, cache: false }, previous);
  return { result, files: writer.files };
}

test('a build handed the last one and the files changed since makes what a fresh build makes, redoing only what changed', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const first = await build(root);
  const intro = path.join(root, 'content/docs/intro.md');
  writeFileSync(intro, `${MINIMAL_SITE['content/docs/intro.md']}\nA new closing line.\n`);
  const next = await build(root, { state: first.result.state, changed: [intro] });
  const fresh = await build(root);
  t.deepEqual(next.files, fresh.files);
  t.true(String(next.files.get('docs/intro.html') ?? next.files.get('docs/intro/index.html')).includes('A new closing line.'));
  t.is(next.result.redone.markdown, 1, 'only the edited page has its markdown rendered again');
  t.true(next.result.redone.pages < fresh.result.redone.pages, 'pages that cannot show the edit are kept');
});

test('after a failed build, the last good state and every change since still make what a fresh build makes', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const good = await build(root);
  const tomatoes = path.join(root, 'content/docs/crops/tomatoes.md');
  const about = path.join(root, 'content/pages/about.md');
  writeFileSync(tomatoes, MINIMAL_SITE['content/docs/crops/tomatoes.md']!.replace('title: Tomatoes', 'title: Cherry tomatoes').replace('Stake them early.', 'Stake them early; see [nowhere](/docs/nowhere).'));
  await t.throwsAsync(build(root, { state: good.result.state, changed: [tomatoes] }), { instanceOf: GardenErrors });
  writeFileSync(tomatoes, MINIMAL_SITE['content/docs/crops/tomatoes.md']!.replace('title: Tomatoes', 'title: Cherry tomatoes'));
  writeFileSync(about, `${MINIMAL_SITE['content/pages/about.md']}\nMore about it.\n`);
  const retried = await build(root, { state: good.result.state, changed: [tomatoes, about] });
  t.deepEqual(retried.files, (await build(root)).files);
  t.true(String(retried.files.get('docs/intro.html') ?? retried.files.get('docs/intro/index.html')).includes('Cherry tomatoes'), 'the new title reaches the other docs\' sidebars');
});

test("every locale's markdown is kept in the disk cache: the next build renders none of it again", async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: Introduction\n---\n\nBienvenue au jardin.\n\n## Planches\n\nVoir [les tomates](./crops/tomatoes.md#staking).\n',
  });
  const cached = () => runBuild({ siteRoot: root, writer: new MemoryWriter(), workers: 0, cache: true });
  const first = await cached();
  t.true(first.redone.markdown > 0);
  t.is((await cached()).redone.markdown, 0);
});
