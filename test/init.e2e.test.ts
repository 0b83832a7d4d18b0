// `garden-site init` and `init --from-docusaurus`, through the real CLI: the new site builds
// and passes check-links at once, a folder with files in it is never written into, and a
// Docusaurus project (test/_fixtures/docusaurus-site) comes over with its settings and content.
import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { read, REPO_ROOT, runCli, snapshot } from './_site.js';

const DOCUSAURUS_FIXTURE = path.join(REPO_ROOT, 'test/_fixtures/docusaurus-site');

function emptyFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'garden-init-'));
}

test('init writes a site that builds without warnings and passes check-links', async (t) => {
  const parent = emptyFolder();
  const created = await runCli(['init', 'my-garden'], parent);
  t.is(created.code, 0, created.stderr);
  t.regex(created.stderr, /✔ created a new site in my-garden\n {2}next: cd my-garden && npm install && npm run build, then npm start\n/);
  const site = path.join(parent, 'my-garden');
  t.regex(read(site, 'site.config.ts'), /title: 'My garden'/);
  t.true(existsSync(path.join(site, 'templates/index.tsx')), 'the theme is copied into the site');
  const manifest = JSON.parse(read(site, 'package.json')) as { name: string; type: string; scripts: Record<string, string>; devDependencies: Record<string, string> };
  t.is(manifest.name, 'my-garden');
  t.is(manifest.type, 'module');
  t.deepEqual(manifest.scripts, { start: 'garden-site serve --watch', build: 'garden-site build', serve: 'garden-site serve', deploy: 'garden-site deploy', clear: 'garden-site clear', 'check-links': 'garden-site check-links' });
  t.is(manifest.devDependencies['garden-site'], `^${JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version}`);
  t.is(read(site, '.gitignore'), 'dist/\n.garden-cache/\nnode_modules/\n');
  t.like(JSON.parse(read(site, 'tsconfig.json')), { compilerOptions: { jsx: 'react-jsx', noEmit: true }, include: ['site.config.ts', 'templates', 'components', 'content/**/*.ts', 'content/**/*.tsx', 'src'] });
  const workflow = read(site, '.github/workflows/site.yml');
  for (const step of ['run: npm ci', 'path: .garden-cache', 'run: npm run build', 'run: npm run check-links', 'uses: actions/deploy-pages@v4']) t.true(workflow.includes(step), `the workflow has ${step}`);

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  t.notRegex(built.stderr, /warning/);
  t.regex(read(site, 'dist/docs/planning/first-bed.html'), /Planning a first bed/);
  const checked = await runCli(['check-links'], site);
  t.is(checked.code, 0, checked.stdout + checked.stderr);
});

test('init writes beside the files of a folder, never over them unless --force, and a failed init leaves the folder as it was', async (t) => {
  const site = emptyFolder();
  writeFileSync(path.join(site, 'notes.md'), 'my own notes\n');
  writeFileSync(path.join(site, 'package.json'), '{ "name": "mine" }\n');
  const before = await snapshot(site);
  const refused = await runCli(['init'], site);
  t.is(refused.code, 1);
  t.is(
    refused.stderr,
    'error this folder already holds a file init would write: package.json\n    hint: init never overwrites a file unless asked: move those files away, name another folder, or pass --force to replace them\n✖ init failed; . was left as it was\n',
  );
  t.deepEqual(await snapshot(site), before);

  const forced = await runCli(['init', '--force'], site);
  t.is(forced.code, 0, forced.stderr);
  t.is(read(site, 'notes.md'), 'my own notes\n');
  t.is(JSON.parse(read(site, 'package.json')).type, 'module');
  t.true(existsSync(path.join(site, 'site.config.ts')));
});

test('init --from-docusaurus carries the config, content and components over, and says what it left', async (t) => {
  const parent = emptyFolder();
  const result = await runCli(['init', 'converted', '--from-docusaurus', DOCUSAURUS_FIXTURE], parent);
  t.is(result.code, 0, result.stderr);
  const site = path.join(parent, 'converted');
  const config = read(site, 'site.config.ts');
  for (const line of [
    "title: 'Seed Library',",
    "tagline: 'Borrow seeds, grow them out, bring some back.',",
    "url: 'https://seeds.example.org',",
    "favicon: '/img/favicon.svg',",
    "logo: { alt: 'Seed Library logo', src: '/img/logo.svg' },",
    "{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },",
    "{ type: 'doc', docId: 'tools/labels', label: 'Labels' },",
    "{ label: 'GitHub', href: 'https://github.com/seed-library/site', position: 'right' },",
    "{ label: 'Mastodon', href: 'https://social.example.org/@seeds' },",
    "id: 'autumn-swap',",
    // CommonJS sidebars: .cjs, since the new site's package.json makes .js files ES modules.
    "sidebarPath: 'content/docs/sidebars.cjs',",
    "id: 'community',",
    "sidebarPath: 'content/community/sidebars.cjs',",
    "homeDoc: 'intro',",
    "editUrl: 'https://github.com/seed-library/site/tree/main/',",
    "routeBasePath: 'blog',",
    "title: 'Library news',",
    'postsPerPage: 5,',
    "feed: { types: ['rss', 'atom'],",
    "sitemap: { ignorePatterns: ['/blog/tags/**'], changefreq: 'monthly', priority: 0.4 },",
    "analytics: { trackingId: 'G-SEEDLIB01', anonymizeIP: true },",
    "languages: ['toml', 'dart'],",
    // prismThemes.github and .dracula, read from the stand-in for prism-react-renderer.
    "themes: { light: 'github-light', dark: 'dracula' },",
    "components: { ReactPlayer: 'components/ReactPlayer.tsx' },",
    "customCss: ['src/css/custom.css'],",
  ]) {
    t.true(config.includes(line), `site.config.ts has ${line}`);
  }
  for (const file of ['content/docs/intro.md', 'content/docs/growing/_category_.json', 'content/docs/sidebars.cjs', 'MIGRATION.md', 'package.json', 'content/news/2025-04-12-spring-swap/index.md', 'content/news/authors.yml', 'content/pages/markdown-page.md', 'content/pages/index.js', 'src/components/Button.js', 'content/static/img/logo.svg', 'components/ReactPlayer.tsx']) {
    t.true(existsSync(path.join(site, file)), `${file} was written`);
  }
  const report = [
    'Not carried over (each line says what to do; the list is kept in converted/MIGRATION.md):',
    'Plugins, presets and themes:',
    '  - plugin @docusaurus/plugin-ideal-image: garden-site has no plugins; rebuild what it did in the theme or the content, or leave it out',
    'Components:',
    "  - swizzled component src/theme/Footer: change the theme's own templates in templates/ to the same effect",
    "  - ReactPlayer (from 'react-player/youtube'): the package is not installed in the new site: a stand-in in components/ReactPlayer.tsx shows its children, with a build warning at each use; replace it with the real component",
    '      in content/docs/tools/screens.mdx',
  ];
  t.true(result.stderr.includes(`${report.join('\n')}\n`), result.stderr);
  const migration = read(site, 'MIGRATION.md');
  t.regex(migration, /^# Moving from Docusaurus\n\nThis site was converted from the Docusaurus project in `docusaurus-site` by `garden-site init --from-docusaurus`: 7 docs, 2 posts, 2 pages and 3 static files came over/);
  t.regex(migration, /## Components\n\n- \*\*swizzled component src\/theme\/Footer\*\*: change the theme's own templates in templates\/ to the same effect\n- \*\*ReactPlayer \(from 'react-player\/youtube'\)\*\*: the package is not installed in the new site: a stand-in in components\/ReactPlayer\.tsx shows its children, with a build warning at each use; replace it with the real component\n {2}in `content\/docs\/tools\/screens\.mdx`\n/);
  t.regex(result.stderr, /✔ converted .* into converted: 7 docs, 2 posts, 2 pages, 3 static files\n/);

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  // The one warning: the stand-in, where it is used.
  t.deepEqual(built.stderr.split('\n').filter((line) => line.startsWith('warning')), ["warning content/docs/tools/screens.mdx:24  <ReactPlayer> is a stand-in for 'react-player/youtube': the page shows only its content"]);
  // The React home page, rendered in the theme's layout, which holds the page's own <main> in a div.
  t.regex(read(site, 'dist/index.html'), /<div id="main" class="main" tabindex="-1"><main><h1>Seed Library<\/h1><\/main><\/div>/);
  // The site's own stylesheet, linked after the theme's so its rules and Infima variables win.
  const [, customCss] = /<link rel="stylesheet" href="\/assets\/main-\w+\.css">\n<link rel="stylesheet" href="(\/assets\/custom-0-\w+\.css)">/.exec(read(site, 'dist/index.html')) ?? [];
  t.truthy(customCss, 'the custom stylesheet follows the theme\'s');
  t.regex(read(site, `dist${customCss}`), /--ifm-color-primary:\s*#2e5e1e/);
  t.regex(read(site, 'dist/blog/2025/04/12/spring-swap.html'), /Forty-two members came to the spring swap/);
  // The MDX page holds one of each construct real Docusaurus docs use.
  const screens = read(site, 'dist/docs/tools/screens.html');
  t.regex(screens, /role="tab" class="tabs-tab"[^>]*data-value="wood"/, '@theme tabs');
  t.regex(screens, /<div class="wrapper"><div class="component-stand-in" data-component="ReactPlayer"><\/div><\/div>/, 'a component with object props inside HTML, as its stand-in');
  t.regex(screens, /<img src="\/img\/logo\.svg" alt="A screen of drying beans" style="float:left;margin-right:20px"/, 'style={{…}} on HTML');
  t.regex(screens, /The catalogue lists every variety the library holds; check the <a href="\/docs\/tools\/labels">labels<\/a>/, 'a partial, its link resolved from its own folder');
  t.regex(screens, /<a href="mailto:seeds@example\.org">seeds@example\.org<\/a>/, 'a linkified e-mail address');
  t.regex(screens, /<a href="https:\/\/photos\.example\.org\/screens"[^>]*>https:\/\/photos\.example\.org\/screens<\/a>/, 'a linkified URL');
  t.regex(screens, /<a href="\/docs\/growing\/harvest">harvest and drying<\/a>/, 'a .md link from the docs root');
  t.regex(screens, /<a href="\/docs\/growing\/isolation">isolation<\/a>/, 'a reference-style .md link from the docs root');
  t.regex(screens, /<span class="line highlighted"><span[^>]*>screen\.heightCm /, 'a magic comment highlights the next line');
  t.false(screens.includes('highlight-next-line'), 'and is removed');
  t.regex(read(site, 'dist/community/volunteering.html'), /<a href="\/community\/meetups">meetups<\/a>/, 'the second docs section');
  t.regex(read(site, 'dist/docs/intro.html'), /href="https:\/\/github\.com\/seed-library\/site\/tree\/main\/content\/docs\/intro\.md"/);
  const checked = await runCli(['check-links'], site);
  t.is(checked.code, 0, checked.stdout + checked.stderr);
});

test('init --from-docusaurus names the folder when it holds no Docusaurus config', async (t) => {
  const parent = emptyFolder();
  const project = emptyFolder();
  const result = await runCli(['init', 'out', '--from-docusaurus', project], parent);
  t.is(result.code, 1);
  t.true(result.stderr.startsWith(`error no docusaurus.config.js in ${project}\n    hint: pass the folder that holds docusaurus.config.js (or .ts, .mjs) to --from-docusaurus\n`), result.stderr);
});

/** A Docusaurus project of one doc whose config is `config`, in a folder of its own. */
function projectWith(config: string, files: Record<string, string> = {}): string {
  const project = emptyFolder();
  for (const [name, content] of Object.entries({ 'docusaurus.config.js': config, 'docs/intro.md': '---\ntitle: Sowing\n---\n\nSow thinly.\n', ...files })) {
    mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    writeFileSync(path.join(project, name), content);
  }
  return project;
}

test('init --from-docusaurus takes a config exported as a promise, as Docusaurus does', async (t) => {
  const project = projectWith("module.exports = import('./docusaurus.config.mjs').then((module) => module.default);\n", {
    'docusaurus.config.mjs': "export default { title: 'Seed Swap', url: 'https://seeds.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'guide' }, blog: false }]] };\n",
  });
  const parent = emptyFolder();
  const result = await runCli(['init', 'out', '--from-docusaurus', project], parent);
  t.is(result.code, 0, result.stderr);
  t.regex(read(path.join(parent, 'out'), 'site.config.ts'), /title: 'Seed Swap',[\s\S]*routeBasePath: 'guide'/);
  t.true(existsSync(path.join(parent, 'out/content/docs/intro.md')), 'the doc came over');
});

test('init --from-docusaurus stops a config that never finishes, at its file, and writes nothing', async (t) => {
  const env = { GARDEN_SITE_CONFIG_TIMEOUT_MS: '1500' };
  const looping = projectWith("module.exports = { title: 'Loop', url: 'https://loop.example', baseUrl: '/' };\nwhile (true) {}\n");
  const parent = emptyFolder();
  const loop = await runCli(['init', 'out', '--from-docusaurus', looping], parent, { env, timeoutMs: 60_000 });
  t.is(loop.code, 1, loop.stderr);
  t.regex(loop.stderr, /^error .*docusaurus\.config\.js\b.*did not finish running within 1\.5 s\n\s+hint: look for a loop that never ends/m);
  t.false(existsSync(path.join(parent, 'out')), 'nothing was written');

  const waiting = projectWith('module.exports = new Promise(() => {});\n');
  const unsettled = await runCli(['init', 'out', '--from-docusaurus', waiting], parent, { env, timeoutMs: 60_000 });
  t.is(unsettled.code, 1, unsettled.stderr);
  t.regex(unsettled.stderr, /^error .*docusaurus\.config\.js\b.*never finished running: it waits for a promise that nothing resolves/m);
});
