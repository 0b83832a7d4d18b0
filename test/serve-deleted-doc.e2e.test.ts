// End to end: `serve --watch` reports a rebuild's problems all at once. A doc deleted while it
// runs is reported where it is still used: its sidebar entry and every page that links to it,
// each at its file and line, in one rebuild.
import test from 'ava';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startServe } from './_serve.js';
import { MINIMAL_SITE, fixtureConfig, makeSite, writeFiles } from './_site.js';

test('deleting a doc names the sidebar entry and the pages that link to it, at their lines', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'content/docs/sidebars.ts': "export default {\n  docs: [\n    'intro',\n    'crops/tomatoes',\n    'beds',\n  ],\n};\n",
    'content/docs/beds.md': '---\ntitle: Beds\n---\n\nStake [tomatoes](/docs/crops/tomatoes) early.\n',
  });
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  await server.waitFor(/✔ built/);
  const mark = server.output().length;
  rmSync(path.join(root, 'content/docs/crops/tomatoes.md'));
  await server.waitFor(/✖ build failed[^\n]*\n/, mark);
  const errors = server.output().slice(mark).split('\n').filter((line) => line.startsWith('error '));
  t.deepEqual(errors, [
    'error content/docs/beds.md:5  broken link to /docs/crops/tomatoes (on /docs/beds)',
    'error content/docs/intro.md:10  Link to a missing page: ./crops/tomatoes.md',
    "error content/docs/sidebars.ts:4  docs[1]: unknown doc id 'crops/tomatoes'",
  ]);
  t.true(server.alive());
});

test('a config with a wrong value is reported together with the content problems in the same rebuild', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  await server.waitFor(/✔ built/);
  let mark = server.output().length;
  writeFiles(root, { 'content/docs/bad.md': '---\ntitle: Bad\nsidebar_position: three\n---\n\nA doc.\n' });
  await server.waitFor(/✖ build failed[^\n]*\n/, mark);
  mark = server.output().length;
  writeFiles(root, { 'site.config.ts': fixtureConfig("trailingSlash: 'no',") });
  await server.waitFor(/✖ build failed[^\n]*\n/, mark);
  const errors = server.output().slice(mark).split('\n').filter((line) => line.startsWith('error '));
  t.deepEqual(errors, ['error content/docs/bad.md:3  sidebar_position: expected a number', 'error site.config.ts:10:3  trailingSlash: expected true or false']);
});
