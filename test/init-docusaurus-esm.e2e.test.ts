// An ES module Docusaurus config in a monorepo (test/_fixtures/docusaurus-monorepo): `import path
// from 'path'`, `import * as fs from 'node:fs'`, a namespace import of js-yaml reading a YAML
// file one folder up, a JSON import, a helper with `import * as nodePath from 'node:path'` and
// its own import.meta.url, `process.env.X ?? 'default'`, docs in ../docs chosen by `include`,
// and `blog: false` (no news section).
// Moved first without the project's packages (js-yaml stood in for, and reported), then with
// them installed (used for real), then built; and a config that cannot run.
import test from 'ava';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { holdsEach, read, REPO_ROOT, runCli, snapshot } from './_site.js';

const work = mkdtempSync(path.join(tmpdir(), 'garden-init-esm-'));
cpSync(path.join(REPO_ROOT, 'test/_fixtures/docusaurus-monorepo'), path.join(work, 'repo'), { recursive: true });
const website = path.join(work, 'repo/website');

test.serial('a package the project has not installed is stood in for, and the settings it left empty are named', async (t) => {
  const result = await runCli(['init', 'bare', '--from-docusaurus', 'repo/website'], work);
  t.is(result.code, 0, result.stderr);
  t.true(result.stderr.includes("  - package js-yaml is not installed: the config ran with a stand-in for it, so these settings have no value: title (js-yaml.load().title); tagline (js-yaml.load().tagline)."), result.stderr);
  t.true(result.stderr.includes("  - docs.editUrl '/edit/main/': it is not an absolute URL"), result.stderr);
  t.regex(read(path.join(work, 'bare'), 'site.config.ts'), /title: 'My site',/);
});

test.serial('with its packages installed, the config runs them for real; the docs come from ../docs as include chose them', async (t) => {
  mkdirSync(path.join(website, 'node_modules'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules/js-yaml'), path.join(website, 'node_modules/js-yaml'));
  const result = await runCli(['init', 'site', '--from-docusaurus', 'repo/website'], work, { env: { SEED_MAP_BASE_URL: '/' } });
  t.is(result.code, 0, result.stderr);
  const site = path.join(work, 'site');
  const config = read(site, 'site.config.ts');
  holdsEach(t, config, 'site.config.ts', [
    "title: 'Seed Map',",
    "tagline: 'Where the neighbourhood\\'s seeds grow.',",
    "routeBasePath: 'guide',",
    // Found by the helper in config/, from its own import.meta.url; TypeScript stays TypeScript.
    "sidebarPath: 'content/docs/sidebars.ts',",
    'sidebarCollapsible: false,',
    "editUrl: 'https://github.com/seed-map/seed-map/edit/main/',",
    "customFields: { latestRelease: '2.3.0' },",
    "markdown: { themes: { light: 'one-light', dark: 'one-dark-pro' } },",
    // `blog: false`: a site without news.
    'news: [],',
  ]);
  t.false(result.stderr.includes('js-yaml'));
  t.true(result.stderr.includes('  - 2 markdown files in ../docs outside the docs plugin\'s include ["**/*.md"], exclude ["drafts/**"]: they were not docs in Docusaurus and were not copied; copy any you want as docs into content/docs\n      in ../docs/drafts/offline.md, ../docs/guides/map-layers.mdx\n'), result.stderr);
  t.true(existsSync(path.join(site, 'content/docs/guides/sharing.md')));
  t.false(existsSync(path.join(site, 'content/docs/drafts/offline.md')));

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  t.notRegex(built.stderr, /warning/);
  const page = read(site, 'dist/guide/guides/sharing.html');
  t.true(page.includes('Mark a plot as sharing'));
  t.false(page.includes('<details'), 'sidebarCollapsible: false keeps every category open');
  t.regex(read(site, 'dist/guide.html'), /Seed Map shows which seeds grow where/);
  for (const file of ['news.html', 'blog.html', 'news/rss.xml']) t.false(existsSync(path.join(site, 'dist', file)), `no ${file}`);
  t.false(page.includes('application/rss+xml'), 'no feed is linked');
  t.false(/\/(?:news|blog)\b/.test(read(site, 'dist/sitemap.xml')));
});

test.serial('a config that cannot run is an error at its own line, and init leaves nothing behind', async (t) => {
  const broken = path.join(work, 'broken');
  mkdirSync(broken);
  writeFileSync(path.join(broken, 'versions.json'), '{}\n');
  writeFileSync(path.join(broken, 'docusaurus.config.js'), "const versions = require('./versions.json');\n\nmodule.exports = {\n  title: versions.latest.name,\n  url: 'https://broken.example',\n};\n");
  const before = await snapshot(work);
  const result = await runCli(['init', 'out', '--from-docusaurus', 'broken'], work);
  t.is(result.code, 1);
  t.true(result.stderr.startsWith("error broken/docusaurus.config.js:4:26  docusaurus.config.js could not be run: Cannot read properties of undefined (reading 'name')\n    4 |   title: versions.latest.name,\n"), result.stderr);
  t.regex(result.stderr, /hint: init runs the config as Docusaurus does, with a stand-in for each package that is not installed;/);
  t.false(existsSync(path.join(work, 'out')));
  t.deepEqual(await snapshot(work), before);
});
