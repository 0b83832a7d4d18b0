// A versioned Docusaurus project (test/_fixtures/docusaurus-versions: three releases beside the
// unreleased docs, as `docusaurus docs:version` leaves them) moved over and built: every
// version comes along with its sidebars and options, and what does not is reported.
import test from 'ava';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { anchors, element } from './_docs-html.js';
import { holdsEach, read, REPO_ROOT, runCli } from './_site.js';

const work = mkdtempSync(path.join(tmpdir(), 'garden-init-versions-'));
const project = path.join(work, 'hive');
const site = path.join(work, 'site');
cpSync(path.join(REPO_ROOT, 'test/_fixtures/docusaurus-versions'), project, { recursive: true });
const init = runCli(['init', 'site', '--from-docusaurus', 'hive'], work);
const build = init.then(() => runCli(['build'], site));
const html = (route: string): string => read(site, `dist${route}.html`);

test('every released version is copied as Docusaurus lays it out, with its sidebars and the version options', async (t) => {
  const result = await init;
  t.is(result.code, 0, result.stderr);
  const versioned = (await fg(['versioned_docs/version-{1,2,3}.0/**', 'versioned_sidebars/**'], { cwd: project })).sort();
  t.is(versioned.length, 12);
  for (const file of versioned) t.true(existsSync(path.join(site, file)), `${file} was copied`);
  for (const file of versioned.filter((file) => !file.endsWith('.md'))) t.is(read(site, file), read(project, file), file);
  t.is(read(site, 'versions.json'), read(project, 'versions.json'));
  holdsEach(t, read(site, 'site.config.ts'), 'site.config.ts', [
    "lastVersion: '3.0',",
    "current: { label: 'Canary 🚧', path: 'canary' },",
    "'1.0': { label: '1.0 (legacy)', banner: 'unmaintained', noIndex: true },",
    "type: 'docsVersionDropdown',",
    "dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }],",
  ]);
  // The editUrl function, called for each versioned doc with its version's folder.
  t.regex(read(site, 'versioned_docs/version-2.0/intro.md'), /^---\ncustom_edit_url: "https:\/\/github\.com\/hive\/manual\/edit\/main\/website\/versioned_docs\/version-2\.0\/intro\.md"\n---\n/);
  t.regex(result.stderr, /converted hive into site: 11 docs/, 'the versions’ docs are counted');
});

test('what does not come along is said, in the terminal and in MIGRATION.md; the versions that do are not', async (t) => {
  const { stderr } = await init;
  t.true(stderr.includes('  - docs folder versioned_docs/version-0.9: versions.json does not list version 0.9, so Docusaurus did not build it and it was not copied;'), stderr);
  t.false(existsSync(path.join(site, 'versioned_docs/version-0.9')));
  t.false(/docs version (1|2|3)\.0|docsVersionDropdown/.test(stderr), stderr);
  t.regex(read(site, 'MIGRATION.md'), /## Docs versions\n\n- \*\*docs folder versioned\\_docs\/version-0\.9\*\*/);
});

test('the converted site builds every version at its Docusaurus route, with the version menu', async (t) => {
  const built = await build;
  t.is(built.code, 0, built.stderr);
  t.false(/warning|error/.test(built.stderr), built.stderr);
  t.regex(html('/docs/intro'), /hive-log 3\.0/);
  t.regex(html('/docs/canary/swarm-alerts'), /alerts when the hive scale drops/);
  t.regex(html('/docs/2.0/inspections/brood'), /by hand/);
  t.regex(html('/docs/1.0/log-sheet'), /One line per hive/);
  t.regex(html('/docs/inspections/queen'), /<img src="\/[^"]*queen[^"]*\.svg"/, 'a versioned doc’s image comes along');
  const menu = anchors(element(html('/docs/canary/inspections/queen'), /<ul class="navbar-dropdown-menu"/)).map((a) => `${a.text} ${a.href}`);
  t.deepEqual(menu, ['Canary 🚧 /docs/canary/inspections/queen', '3.0 /docs/inspections/queen', '2.0 /docs/2.0', '1.0 (legacy) /docs/1.0', 'All versions /versions']);
  t.false(read(site, 'dist/sitemap.xml').includes('/docs/1.0'));
});
