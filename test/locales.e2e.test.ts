// A site in three locales laid out as Docusaurus lays translations out (English by default,
// French partly translated, Persian right to left with no translation yet), built by the real
// CLI: each locale a whole site in its folder of the output, translated docs over the English
// ones (a released version's too), the untranslated shown in English and marked so, the locale's words and labels, the
// summary of what is translated, the blog's title, --locale, and translations that are wrong in each way the
// build can tell, reported at their file and line while the last output stays whole.
import test from 'ava';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeSite, read, REPO_ROOT, runCli, snapshot, writeFiles } from './_site.js';

const SITE = {
  'site.config.ts': `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Allotment',
  url: 'https://allotment.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fa'] },
  docs: { homeDoc: 'intro', showLastUpdateTime: false, lastVersion: 'current' },
  news: { title: 'News' },
  navbar: { items: [{ label: 'Guide', to: '/docs/intro' }] },
  footer: { links: [{ title: 'Community', items: [{ label: 'Letters', to: '/news' }] }], copyright: 'Allotment friends' },
});
`,
  'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome. See [the beds](./beds.md).\n',
  'content/docs/beds.md': '---\ntitle: Beds\n---\n\nRaised beds.\n\n```js\nconst bed = { width: 120 };\n```\n',
  'content/docs/veg/tomatoes.md': '---\ntitle: Tomatoes\n---\n\nStake them. Back to [the start](../intro.md).\n',
  'content/docs/sidebars.ts': "export default { guide: ['intro', 'beds', { type: 'category', label: 'Vegetables', items: ['veg/tomatoes'] }] };\n",
  'content/news/2025-03-01-opening.md': '---\ntitle: Opening day\nauthors: [ruth]\n---\n\nThe gates open.\n',
  'content/news/authors.yml': 'ruth:\n  name: Ruth Abernathy\n  title: Head gardener\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '---\ntitle: Introduction to 1.0\n---\n\nThe old welcome.\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "guide": ["intro"] }\n',
  'content/pages/index.md': '---\ntitle: Home\n---\n\nThe allotment.\n',
  // A React page, its words in a module beside it; French has its own of both.
  'content/pages/plots.tsx': `import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { heading } from './_plot-words';
export default function Plots() {
  const { i18n } = useDocusaurusContext();
  return <Layout title={heading}><h1>{heading}</h1><p id="locales">{i18n.currentLocale} of {i18n.locales.join(' ')}, default {i18n.defaultLocale}, {i18n.localeConfigs.fa?.label} {i18n.localeConfigs.fa?.direction}</p></Layout>;
}
`,
  'content/pages/_plot-words.ts': "export const heading = 'Plots to let';\n",
  'i18n/fr/docusaurus-plugin-content-pages/plots.tsx': `import Layout from '@theme/Layout';
import { heading } from './_plot-words';
export default function Parcelles() {
  return <Layout title={heading}><h1>{heading}</h1></Layout>;
}
`,
  'i18n/fr/docusaurus-plugin-content-pages/_plot-words.ts': "export const heading = 'Parcelles à louer';\n",
  'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ruth:\n  name: Ruth Abernathy\n  title: Jardinière en chef\n',
  'content/static/robots-note.txt': 'static files go to every locale, as Docusaurus copies them\n',
  'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  "garden.page.untranslated": { "message": "Cette page n’est pas encore traduite." }\n}\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: Introduction en français\n---\n\nBienvenue. Voir [les planches](./beds.md) et [les tomates](./veg/tomatoes.md).\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/beds.md': '---\ntitle: Planches\n---\n\nPlanches surélevées.\n\n```js\nconst bed = { width: 120 };\n```\n',
  'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '---\ntitle: Introduction à la 1.0\n---\n\nL’ancien accueil.\n',
  // Docusaurus never reads this one: the label comes from current.json.
  'i18n/fr/docusaurus-plugin-content-docs/current/veg/_category_.json': '{ "label": "Légumes du potager" }\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json': '{\n  "sidebar.guide.category.Vegetables": { "message": "Légumes" }\n}\n',
  'i18n/fr/docusaurus-plugin-content-blog/options.json': '{\n  "title": { "message": "Nouvelles du jardin" }\n}\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "item.label.Guide": { "message": "Le guide" }\n}\n',
  'i18n/fr/docusaurus-theme-classic/footer.json': '{\n  "link.title.Community": { "message": "Communauté" },\n  "link.item.label.Letters": { "message": "Lettres" }\n}\n',
};

const site = makeSite(SITE);
const built = runCli(['build'], site);

test.serial('every locale is a whole site in its own folder: the default at the root, the others under their names', async (t) => {
  const { code, stderr } = await built;
  t.is(code, 0, stderr);
  for (const prefix of ['', 'fr/', 'fa/']) {
    for (const file of ['docs/intro.html', 'docs/beds.html', 'docs/veg/tomatoes.html', 'news/2025/03/01/opening.html', 'index.html', '404.html', 'sitemap.xml', 'robots-note.txt']) {
      t.true(existsSync(path.join(site, 'dist', prefix, file)), `${prefix}${file}`);
    }
  }
  t.regex(read(site, 'dist/docs/intro.html'), /^<!DOCTYPE html>\n<html lang="en" dir="ltr" /);
  t.regex(read(site, 'dist/fr/docs/intro.html'), /^<!DOCTYPE html>\n<html lang="fr" dir="ltr" /);
  t.regex(read(site, 'dist/fa/docs/intro.html'), /^<!DOCTYPE html>\n<html lang="fa" dir="rtl" /);
  // Each locale's sitemap lists its own pages (naming their versions in the others); robots.txt, read only at a host's root, names them all.
  const frenchMap = read(site, 'dist/fr/sitemap.xml');
  t.regex(frenchMap, /<url><loc>https:\/\/allotment\.example\/fr\/docs\/intro<\/loc><xhtml:link rel="alternate" hreflang="en" href="https:\/\/allotment\.example\/docs\/intro"\/>/);
  t.notRegex(frenchMap, /<loc>https:\/\/allotment\.example\/(?!fr[/<])/);
  t.notRegex(read(site, 'dist/sitemap.xml'), /<loc>https:\/\/allotment\.example\/f[ra][/<]/);
  t.is(read(site, 'dist/robots.txt'), 'User-agent: *\nAllow: /\n\nSitemap: https://allotment.example/sitemap.xml\nSitemap: https://allotment.example/fr/sitemap.xml\nSitemap: https://allotment.example/fa/sitemap.xml\n');
  t.false(existsSync(path.join(site, 'dist/fr/robots.txt')));
  t.regex(stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/veg\/_category_\.json[^\n]*\n?[^\n]*a translated category file is not read[^\n]*\n[^\n]*hint: translate the label in i18n\/fr\/docusaurus-plugin-content-docs\/current\.json/);
  // The summary says how much of each locale is translated.
  t.regex(stderr, /fr: 3 of 4 docs, 0 of 1 posts, 0 of 1 pages translated; fa: 0 of 4 docs, 0 of 1 posts, 0 of 1 pages translated/);
});

test.serial("a translated doc replaces the default locale's, and its links stay in its locale", async (t) => {
  await built;
  const intro = read(site, 'dist/fr/docs/intro.html');
  t.regex(intro, /<h1>Introduction en français<\/h1>/);
  t.regex(intro, /Voir <a href="\/fr\/docs\/beds">les planches<\/a> et <a href="\/fr\/docs\/veg\/tomatoes">les tomates<\/a>/);
  // An untranslated doc's links lead to the locale's pages, translated or not.
  t.regex(read(site, 'dist/fr/docs/veg/tomatoes.html'), /Back to <a href="\/fr\/docs\/intro">the start<\/a>/);
  t.regex(intro, /<article class="doc">/, 'a translated doc is in the page’s language');
  t.notRegex(intro, /untranslated-note/);
  t.regex(read(site, 'dist/docs/intro.html'), /<h1>Introduction<\/h1>/);
  // A released version's translations are in its own folder.
  t.regex(read(site, 'dist/fr/docs/1.0/intro.html'), /<h1>Introduction à la 1.0<\/h1>/);
  t.regex(read(site, 'dist/docs/1.0/intro.html'), /<h1>Introduction to 1.0<\/h1>/);
  // The translated doc's title reaches the sidebar and the pager of the others.
  t.regex(read(site, 'dist/fr/docs/veg/tomatoes.html'), /Planches/);
});

test.serial("a doc with no translation shows the default locale's words, marked as such in the locale's", async (t) => {
  await built;
  const tomatoes = read(site, 'dist/fr/docs/veg/tomatoes.html');
  t.regex(tomatoes, /<article class="doc" lang="en">/);
  t.regex(tomatoes, /<p class="untranslated-note" role="note" lang="fr">Cette page n’est pas encore traduite.<\/p>/);
  t.regex(tomatoes, /Stake them./);
  // Persian has no code.json: the note in the theme's English.
  t.regex(read(site, 'dist/fa/docs/veg/tomatoes.html'), /<p class="untranslated-note" role="note" lang="fa">This page is not translated yet/);
  t.notRegex(read(site, 'dist/docs/veg/tomatoes.html'), /untranslated-note/);
});

test.serial("the locale's words and labels: code.json, the sidebar's categories, the navbar and the footer", async (t) => {
  await built;
  const beds = read(site, 'dist/fr/docs/beds.html');
  t.regex(beds, /Suivant/);
  t.regex(beds, />Légumes</);
  t.notRegex(beds, /Légumes du potager/);
  t.regex(beds, />Le guide</);
  t.regex(beds, />Communauté</);
  t.regex(beds, />Lettres</);
  const english = read(site, 'dist/docs/beds.html');
  t.regex(english, />Vegetables</);
  t.regex(english, />Guide</);
  // The blog's title from its options.json.
  t.regex(read(site, 'dist/fr/news.html'), /<h1[^>]*>Nouvelles du jardin<\/h1>/);
  t.regex(read(site, 'dist/news.html'), /<h1[^>]*>News<\/h1>/);
  // Each locale's links carry its base URL; its search index is its own.
  t.regex(beds, /href="\/fr\/docs\/intro"/);
  t.true(existsSync(path.join(site, 'dist/fr/search')), 'a search index in fr/');
});

test.serial("a translated React page replaces the default locale's, its imports from its own folder; pages know the site's locales", async (t) => {
  await built;
  t.regex(read(site, 'dist/plots.html'), /<h1>Plots to let<\/h1>/);
  t.regex(read(site, 'dist/fr/plots.html'), /<h1>Parcelles à louer<\/h1>/);
  t.notRegex(read(site, 'dist/fr/plots.html'), /Plots to let/);
  // Persian has no translation of it: the default locale's page, which reads the site's locales as Docusaurus gives them.
  t.regex(read(site, 'dist/fa/plots.html'), /<p id="locales">fa of en fr fa, default en, فارسی rtl<\/p>/);
  t.regex(read(site, 'dist/plots.html'), /<p id="locales">en of en fr fa, default en, فارسی rtl<\/p>/);
});

test.serial("a locale's authors.yml replaces the default locale's in its posts and author pages", async (t) => {
  await built;
  t.regex(read(site, 'dist/fr/news/2025/03/01/opening.html'), /Jardinière en chef/);
  t.regex(read(site, 'dist/fr/news/authors/ruth.html'), /Jardinière en chef/);
  t.regex(read(site, 'dist/news/2025/03/01/opening.html'), /Head gardener/);
  t.regex(read(site, 'dist/fa/news/2025/03/01/opening.html'), /Head gardener/);
});

test.serial('--locale builds that locale alone, into its folder of the output', async (t) => {
  await built;
  const { code, stderr } = await runCli(['build', '--locale', 'fr', '--out', 'only-fr'], site);
  t.is(code, 0, stderr);
  t.true(existsSync(path.join(site, 'only-fr/fr/docs/intro.html')));
  t.false(existsSync(path.join(site, 'only-fr/docs/intro.html')));
  t.false(existsSync(path.join(site, 'only-fr/fa')));
  t.regex(stderr, /fr: 3 of 4 docs/);
  const unknown = await runCli(['build', '--locale', 'de', '--out', 'only-fr'], site);
  t.is(unknown.code, 1);
  t.regex(unknown.stderr, /--locale de: the site has no such locale \(it has en, fr, fa\)/);
});

/** Builds the site with `files` written over it, then puts the site back as it was. */
async function buildWith(files: Record<string, string>): Promise<{ code: number; stderr: string }> {
  writeFiles(site, files);
  try {
    return await runCli(['build'], site);
  } finally {
    for (const file of Object.keys(files)) rmSync(path.join(site, file), { force: true });
    writeFiles(site, Object.fromEntries(Object.entries(SITE).filter(([file]) => file in files)));
  }
}

test.serial('a folder of no locale, a translation of nothing and a labels file that is not JSON are errors at their file and line; the last output stays whole', async (t) => {
  await built;
  const before = await snapshot(path.join(site, 'dist'));
  const { code, stderr } = await buildWith({
    'i18n/de/code.json': '{}\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/compost.md': '---\ntitle: Compost\n---\n\nPas dans la version anglaise.\n',
    'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "item.label.Guide": { "message": "Le guide" }\n  "item.label.News": { "message": "Nouvelles" }\n}\n',
  });
  t.is(code, 1, stderr);
  t.regex(stderr, /i18n\/de\/[^\n]*\n?[^\n]*the translations folder 'de' is no locale's folder/);
  t.regex(stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/compost\.md:1[^\n]*\n?[^\n]*a translation of content\/docs\/compost\.md, which does not exist/);
  t.regex(stderr, /i18n\/fr\/docusaurus-theme-classic\/navbar\.json:3[^\n]*\n?[^\n]*not valid JSON/);
  t.deepEqual(await snapshot(path.join(site, 'dist')), before);
});

test.serial("a translated doc's broken link is an error at the translated file's line, an unknown label a warning at its line", async (t) => {
  await built;
  const { code, stderr } = await buildWith({
    'i18n/fr/docusaurus-plugin-content-docs/current/beds.md': '---\ntitle: Planches\n---\n\nPlanches.\n\nVoir [l’arrosage](./watering.md).\n',
    'i18n/fr/docusaurus-plugin-content-docs/current.json': '{\n  "sidebar.guide.category.Vegetables": { "message": "Légumes" },\n  "sidebar.guide.category.Fruit": { "message": "Fruits" }\n}\n',
  });
  t.is(code, 1, stderr);
  t.regex(stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/beds\.md:7[^\n]*\n?[^\n]*watering\.md/);
  t.regex(stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\.json:3[^\n]*\n?[^\n]*unknown label "sidebar\.guide\.category\.Fruit"[^\n]*\n?[^\n]*did you mean "sidebar\.guide\.category\.Vegetables"/);
});
