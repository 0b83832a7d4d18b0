// End to end: the output folder is garden-site's alone. A build refuses an output folder that
// would overlap the sources, and replaces an existing one only when it made it (or --force).
import test, { type ExecutionContext } from 'ava';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServeToExit } from './_serve.js';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite, read, runCli, snapshot, writeFiles } from './_site.js';

/** A fixture with its own copy of the theme, so `templates/` is one of its source folders. */
function siteWithOwnTemplates(): string {
  const config = fixtureConfig().replace(/templatesDir: .*\n/, "templatesDir: 'templates',\n");
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': config });
  cpSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), { recursive: true });
  return root;
}

const OVERLAP_HINT = '    hint: build into a folder that holds nothing else, like dist (the default): --out dist\n';

/** Builds into each `--out` of `cases`, expecting its message, and the site left as it was (the build cache off: it is written before the last check). */
async function assertRefused(t: ExecutionContext, root: string, cases: Array<[out: string, message: string]>, args: string[] = []): Promise<void> {
  const before = await snapshot(root);
  for (const [out, message] of cases) {
    const result = await runCli(['build', '--out', out, ...args], root, { env: { GARDEN_SITE_CACHE: '0' } });
    t.is(result.code, 1, `--out ${out}: ${result.stderr}`);
    t.true(result.stderr.startsWith(message + OVERLAP_HINT), `--out ${out}:\n${result.stderr}`);
    t.deepEqual(await snapshot(root), before, `--out ${out} left the site as it was`);
  }
}

test('an output folder that is or holds a source folder is refused, and every source file is left as it was', async (t) => {
  const root = siteWithOwnTemplates();
  symlinkSync(path.join(root, 'content'), path.join(root, 'content-link'));
  mkdirSync(path.join(root, 'i18n/fr'), { recursive: true });
  writeFileSync(path.join(root, 'i18n/fr/code.json'), '{ "theme.common.editThisPage": { "message": "Modifier cette page" } }\n');
  const cases: Array<[string, string]> = [
    ['content', 'error output folder content contains the pages folder content/pages: a build replaces its output folder whole and would delete it\n'],
    ['.', 'error output folder . is the site root .: a build replaces its output folder whole and would delete the site\n'],
    ['templates', 'error output folder templates is the templates folder templates: a build replaces its output folder whole and would delete it\n'],
    ['content/docs', 'error output folder content/docs is the docs folder content/docs: a build replaces its output folder whole and would delete it\n'],
    ['i18n', 'error output folder i18n is the translations folder i18n: a build replaces its output folder whole and would delete it\n'],
    // Another name for the content folder is the content folder.
    ['content-link', 'error output folder content-link contains the pages folder content/pages: a build replaces its output folder whole and would delete it\n'],
  ];
  await assertRefused(t, root, cases);
});

test('a folder inside a content folder is refused too: the output would become part of the sources', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const result = await runCli(['build', '--out', 'content/static/site'], root);
  t.is(result.code, 1);
  t.true(result.stderr.startsWith(`error output folder content/static/site is inside the static folder content/static: its output would become part of the sources\n${OVERLAP_HINT}`), result.stderr);
  t.false(existsSync(path.join(root, 'content/static/site')));
});

const NOT_OURS =
  'error output folder dist is not empty and was not made by garden-site (it has no .garden-site-output file)\n' +
  '    hint: a build replaces its output folder whole, so garden-site replaces only folders it made. If nothing in dist is needed (an output of a garden-site from before output folders were marked, say), delete it or build once with --force; otherwise choose another folder with --out\n';

test('a non-empty folder garden-site did not make is refused with a hint, and replaced with --force', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist/notes.txt'), 'my notes');
  const before = await snapshot(path.join(root, 'dist'));

  const refused = await runCli(['build'], root);
  t.is(refused.code, 1);
  t.true(refused.stderr.startsWith(NOT_OURS), refused.stderr);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before, 'the folder is left as it was');

  const forced = await runCli(['build', '--force'], root);
  t.is(forced.code, 0, forced.stderr);
  t.false(existsSync(path.join(root, 'dist/notes.txt')));
  t.true(existsSync(path.join(root, 'dist/docs/intro.html')));
});

test('every output carries the marker, so the next build replaces it; an empty folder is taken as it is', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  mkdirSync(path.join(root, 'dist'));
  t.is((await runCli(['build'], root)).code, 0, 'an empty folder is replaced');
  t.is(readFileSync(path.join(root, 'dist/.garden-site-output'), 'utf8'), 'This folder is the output of garden-site. Every build replaces it whole: keep nothing else here.\n');
  const again = await runCli(['build'], root);
  t.is(again.code, 0, again.stderr);
  // The marker is not a page: the sitemap and check-links leave it out.
  t.false(readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8').includes('garden-site-output'));
  const checked = await runCli(['check-links', 'dist', '--json'], root);
  t.is(checked.code, 0, checked.stderr);
  t.false(checked.stdout.includes('garden-site-output'));
});

test('serve --watch refuses a source folder as its output too, and exits instead of serving it', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const before = await snapshot(root);
  const result = await runServeToExit(['--watch', '--port', '0', '--out', 'content'], root);
  t.is(result.code, 1, result.output);
  t.true(result.output.includes(`error output folder content contains the pages folder content/pages: a build replaces its output folder whole and would delete it\n${OVERLAP_HINT}`), result.output);
  t.false(result.output.includes('serving'));
  t.deepEqual(await snapshot(root), before);
});

/** A site whose sources lie in many places: a second docs section, a sidebars file, a component, a config import and a partial of their own folders. */
function siteWithSourcesEverywhere(): string {
  const config = `import { defineConfig } from 'garden-site';
import { title } from './config/title';
export default defineConfig({
  title,
  url: 'https://fixture.example',
  favicon: '/favicon.svg',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  docs: [
    { id: 'docs', homeDoc: 'intro', showLastUpdateTime: false },
    { id: 'community', path: 'content/community', routeBasePath: 'community', sidebarPath: 'sidebars/community.ts', showLastUpdateTime: false },
  ],
  markdown: { components: { Seed: 'components/Seed.tsx' } },
});
`;
  return makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': config,
    'config/title.ts': "export const title = 'Fixture Garden';\n",
    'sidebars/community.ts': "export default { community: ['meetups'] };\n",
    'components/Seed.tsx': 'export default function Seed() {\n  return <span>seed</span>;\n}\n',
    'content/community/meetups.md': "---\ntitle: Meetups\n---\n\nimport Note from '../../shared/_note.mdx';\nimport Leaf from '../../widgets/Leaf';\nimport Sprout from '@site/src/Sprout';\n\n<Note />\n\n<Seed />\n\n<Leaf />\n\n<Sprout />\n",
    'shared/_note.mdx': 'We meet on Saturdays.\n',
    'widgets/Leaf.tsx': 'export default function Leaf() {\n  return <span>leaf</span>;\n}\n',
    'src/Sprout.tsx': 'export default function Sprout() {\n  return <span>sprout</span>;\n}\n',
  });
}

test('every source is protected, --force or not: each docs section, sidebars files, component modules, config imports, partials, src/ and what pages import', async (t) => {
  const root = siteWithSourcesEverywhere();
  const cases: Array<[string, string]> = [
    ['content/community', 'error output folder content/community is the docs folder content/community: a build replaces its output folder whole and would delete it\n'],
    ['sidebars', 'error output folder sidebars holds the sidebars file sidebars/community.ts: a build replaces its output folder whole and would delete it\n'],
    ['components', 'error output folder components holds the module of markdown.components.Seed components/Seed.tsx: a build replaces its output folder whole and would delete it\n'],
    ['config', "error output folder config holds the config's import config/title.ts: a build replaces its output folder whole and would delete it\n"],
    // Known only once the pages are rendered, and still refused before anything is replaced.
    ['shared', 'error output folder shared holds the partial shared/_note.mdx: a build replaces its output folder whole and would delete it\n'],
    ['widgets', 'error output folder widgets holds the module a page imports widgets/Leaf.tsx: a build replaces its output folder whole and would delete it\n'],
    ['src', "error output folder src is the site's code folder src: a build replaces its output folder whole and would delete it\n"],
  ];
  await assertRefused(t, root, cases, ['--force']);
});

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid as number;
}

test('a build deletes only folders it made, and puts back the output a build killed mid-swap left aside, even when it fails', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/broken.md': '---\ntitle: Broken\n---\n\nSee [the missing page](./missing.md).\n' });
  // Someone's folder, named like a build's.
  writeFiles(root, { 'dist.previous-release/index.html': 'the release' });
  // What a build killed between the swap's two renames leaves: no dist, the old output aside.
  const aside = `dist.previous-${deadPid()}-abc`;
  writeFiles(root, { [`${aside}/.garden-site-output`]: 'marker', [`${aside}/index.html`]: 'the last good home' });
  const failed = await runCli(['build'], root);
  t.is(failed.code, 1, failed.stderr);
  t.regex(failed.stderr, /content\/docs\/broken\.md:5/);
  t.is(read(root, 'dist/index.html'), 'the last good home', 'the previous output is back in place');
  t.false(existsSync(path.join(root, aside)));
  t.is(read(root, 'dist.previous-release/index.html'), 'the release');
});

test('an output folder that is a link to a folder elsewhere: the build updates that folder and the link stays', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const www = mkdtempSync(path.join(tmpdir(), 'garden-www-'));
  writeFiles(www, { 'site/.garden-site-output': 'marker', 'site/old.html': 'last build' });
  symlinkSync(path.join(www, 'site'), path.join(root, 'dist'));
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.true(lstatSync(path.join(root, 'dist')).isSymbolicLink());
  t.true(existsSync(path.join(www, 'site/docs/intro.html')), 'the link\'s target holds the new output');
  t.false(existsSync(path.join(www, 'site/old.html')));
});

test('a static link into the output folder is refused at the link, and the output is left as it was', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  writeFiles(root, { 'dist/.garden-site-output': 'marker', 'dist/index.html': 'the last good home' });
  symlinkSync('../../dist', path.join(root, 'content/static/mirror'));
  const before = await snapshot(path.join(root, 'dist'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.startsWith("error content/static/mirror  leads into the output folder dist: each build would copy the last one's output into itself\n"), result.stderr);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before);
});

test('serve serves only a garden-site output apart from the sources, and says to build first otherwise', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  // Markers copied where they do not belong make no folder an output.
  writeFiles(root, { '.garden-site-output': 'marker', 'content/.garden-site-output': 'marker', 'public/notes.txt': 'my notes' });
  const cases: Array<[string, string]> = [
    ['.', `error output folder . is the site root .: a build replaces its output folder whole and would delete the site\n${OVERLAP_HINT}`],
    ['content', `error output folder content contains the pages folder content/pages: a build replaces its output folder whole and would delete it\n${OVERLAP_HINT}`],
    ['public', 'error public is not a garden-site output (it has no .garden-site-output file), so it is not served\n    hint: serve shows only what a build wrote: build first (garden-site build --out public), or give the output folder with --out\n'],
  ];
  for (const [out, message] of cases) {
    const result = await runServeToExit(['--port', '0', '--out', out], root);
    t.is(result.code, 1, `--out ${out}: ${result.output}`);
    t.is(result.output, `${message}✖ nothing served\n`);
  }
});
