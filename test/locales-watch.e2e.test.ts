// `serve --watch --locale fr` builds and previews the French locale alone, in `fr/` of the
// served folder, as Docusaurus's `start --locale fr` does; editing a translation, translating
// a doc that fell back to English, and deleting a translation each leave the served folder as a
// full `build --locale fr` of the same sources makes it.
import test from 'ava';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServe } from './_serve.js';
import { MINIMAL_SITE, fixtureConfig, makeSite, read, writeFiles } from './_site.js';
import { change, differencesFromFullBuild } from './_watch.js';

const FR = 'i18n/fr/docusaurus-plugin-content-docs/current';

test('each change to the French translations gives what a full build of French gives', async (t) => {
  const root = makeSite({
    'site.config.ts': fixtureConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
    'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome. See [beds](./beds.md).\n',
    'content/docs/beds.md': '---\ntitle: Beds\n---\n\nRaised beds.\n',
    'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
    'content/static/favicon.svg': MINIMAL_SITE['content/static/favicon.svg']!,
    [`${FR}/intro.md`]: '---\ntitle: Introduction\n---\n\nBienvenue. Voir [les planches](./beds.md).\n',
  });
  const server = await startServe(['--watch', '--locale', 'fr', '--port', '0'], root);
  t.teardown(() => server.stop());
  await server.waitFor(/✔ built[^\n]*\n/);
  t.regex(server.output(), /serving dist at http:\/\/127\.0\.0\.1:\d+\/fr\/ \(watching for changes\)/);
  const dist = path.join(root, 'dist');
  t.true(existsSync(path.join(dist, 'fr/docs/intro.html')));
  t.false(existsSync(path.join(dist, 'docs/intro.html')), 'the default locale is not built');
  t.regex(read(dist, 'fr/docs/beds.html'), /<article class="doc" lang="en">/);

  await change(server, () => writeFileSync(path.join(root, FR, 'intro.md'), '---\ntitle: Introduction\n---\n\nBonjour. Voir [les planches](./beds.md).\n'));
  t.regex(read(dist, 'fr/docs/intro.html'), /Bonjour/);
  t.deepEqual(await differencesFromFullBuild(root, ['--locale', 'fr']), []);

  await change(server, () => writeFiles(root, { [`${FR}/beds.md`]: '---\ntitle: Planches\n---\n\nPlanches surélevées.\n' }));
  t.regex(read(dist, 'fr/docs/beds.html'), /<article class="doc">/);
  t.regex(read(dist, 'fr/docs/intro.html'), />Planches</, 'the new title reaches the sidebar');
  t.deepEqual(await differencesFromFullBuild(root, ['--locale', 'fr']), []);

  await change(server, () => rmSync(path.join(root, FR, 'beds.md')));
  t.regex(read(dist, 'fr/docs/beds.html'), /<article class="doc" lang="en">/);
  t.deepEqual(await differencesFromFullBuild(root, ['--locale', 'fr']), []);
});
