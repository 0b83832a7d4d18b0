// A site whose default locale is French, laid out as Docusaurus lays translations out
// (i18n/fr/code.json), built by the real CLI: the theme's words from code.json (Docusaurus's ids
// and the theme's own), English where it has none, dates and counts as French writes them, the
// page's lang; a typo in code.json warned at its line, a broken code.json an error at its line
// that leaves the last site whole. Then write-translations on it, and an Arabic site laid out
// right to left.
import test from 'ava';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInMemory, makeSite, read, REPO_ROOT, runCli, snapshot } from './_site.js';

const config = (i18n: string, extra = ''): string => `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Jardin partagé',
  url: 'https://jardin.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  i18n: ${i18n},
  docs: { homeDoc: 'intro', showLastUpdateTime: false },
  news: { title: 'Nouvelles', showReadingTime: true, postsPerPage: 1 },
  navbar: { items: [{ label: 'Guide', to: '/docs/intro' }, { type: 'dropdown', label: 'Plus', items: [{ label: 'Forum', href: 'https://forum.example' }] }] },
  footer: { links: [{ title: 'Communauté', items: [{ label: 'Lettre', to: '/news' }] }], copyright: '© Jardin partagé' },
  ${extra}
});
`;

const CODE_JSON = `{
  "theme.common.editThisPage": { "message": "Modifier cette page" },
  "theme.docs.paginator.next": { "message": "Suivant", "description": "Docusaurus's id" },
  "theme.admonition.tip": { "message": "Astuce" },
  "theme.CodeBlock.copy": { "message": "Copier" },
  "theme.CodeBlock.copied": { "message": "Copié !" },
  "theme.common.headingLinkTitle": { "message": "Lien direct vers {heading}" },
  "theme.lastUpdated.lastUpdatedAtBy": { "message": "Mis à jour{atDate}{byUser}" },
  "theme.lastUpdated.atDate": { "message": " le {date}" },
  "theme.blog.post.readingTime.plurals": { "message": "Une minute de lecture|{readingTime} minutes de lecture" },
  "theme.blog.post.plurals": { "message": "{count} article|{count} articles" },
  "theme.blog.tagTitle": { "message": "{nPosts} sur « {tagName} »" },
  "theme.docs.DocCard.categoryDescription.plurals": { "message": "{count} élément|{count} éléments" },
  "theme.NotFound.title": { "message": "Page introuvable" },
  "garden.blog.paginator.pageCount": { "message": "Page {page} sur {totalPages}" },
  "theme.commom.skipToMainContent": { "message": "Aller au contenu" },
  "theme.BackToTopButton.buttonAriaLabel": { "message": "Retour en haut" },
  "accueil.slogan": { "message": "Un jardin pour tous" }
}
`;

const FRENCH_SITE = {
  'site.config.ts': config("{ defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } }"),
  'i18n/fr/code.json': CODE_JSON,
  'content/docs/intro.md': '---\ntitle: Introduction\nlast_update:\n  date: 2025-02-14\ncustom_edit_url: https://forge.example/intro.md\n---\n\nBienvenue.\n\n## Semis\n\n:::tip\nArrosez le soir.\n:::\n\n:::note\nSans titre traduit.\n:::\n\n```bash\nnpm install\n```\n',
  'content/docs/potager/tomates.md': '---\ntitle: Tomates\n---\n\nTuteurez-les.\n',
  'content/docs/potager/courges.md': '---\ntitle: Courges\n---\n\nDe la place.\n',
  'content/docs/sidebars.ts': "export default { guide: ['intro', { type: 'category', label: 'Potager', link: { type: 'generated-index', title: 'Le potager' }, items: ['potager/tomates', 'potager/courges', { type: 'category', label: 'Outils', items: ['potager/tomates'] }] }] };\n",
  'content/news/2025-03-01-semis.md': '---\ntitle: Les semis\ntags: [semis]\n---\n\nCourt.\n\n<!-- truncate -->\n\nSuite.\n',
  'content/news/2024-11-20-paillage.md': `---\ntitle: Le paillage\ntags: [semis]\n---\n\n${'mot '.repeat(450)}\n`,
  'content/pages/index.md': '---\ntitle: Accueil\n---\n\nAccueil.\n',
};

const french = makeSite(FRENCH_SITE);
const built = runCli(['build'], french);

test('the French site shows the words of its code.json, English where it has none, and French dates and counts', async (t) => {
  const { code, stderr } = await built;
  t.is(code, 0, stderr);
  const intro = read(french, 'dist/docs/intro.html');
  t.regex(intro, /^<!DOCTYPE html>\n<html lang="fr-FR" dir="ltr" /);
  t.regex(intro, /<meta property="og:locale" content="fr_FR">/);
  // The theme's words (Docusaurus's ids), the engine's words in markdown, and English for the untranslated.
  t.regex(intro, /<\/svg>Modifier cette page<\/a>/);
  t.regex(intro, /<p class="last-updated">Mis à jour le <time dateTime="2025-02-14T00:00:00.000Z">14 février 2025<\/time><\/p>/);
  t.regex(intro, /<span class="pager-hint">Suivant »<\/span>/);
  t.regex(intro, /<div class="admonition admonition-tip" role="note" aria-label="Astuce">/);
  t.regex(intro, /<div class="admonition admonition-note" role="note" aria-label="Note">/);
  t.regex(intro, /<button type="button" class="copy-button" data-copy aria-label="Copy code">Copier<\/button>/);
  t.regex(intro, /<a class="hash-link" href="#semis" aria-label="Lien direct vers Semis">#<\/a>/);
  t.regex(intro, /<a class="skip-link" href="#main">Skip to main content<\/a>/, 'a misspelt id translates nothing');
  // The browser script's words ride in the page.
  const words = JSON.parse(/<script type="application\/json" id="garden-words">(.*?)<\/script>/.exec(intro)?.[1] ?? '{}') as Record<string, string>;
  t.like(words, { copied: 'Copié !', searchPrompt: 'Type a word to search the docs and the news.' });
  // A category's generated page counts its items in French.
  t.regex(read(french, 'dist/docs/category/potager.html'), /<span class="card-description">1 élément<\/span>/);
  // News: dates, reading times, counts and page numbers.
  const news = read(french, 'dist/news.html');
  t.regex(news, /<time dateTime="2025-03-01">1 mars 2025<\/time><span class="reading-time"> · Une minute de lecture<\/span>/);
  t.regex(news, /<span class="news-pager-count">Page 1 sur 2<\/span>/);
  t.regex(read(french, 'dist/news/page/2.html'), /<span class="reading-time"> · 3 minutes de lecture<\/span>/);
  t.regex(read(french, 'dist/news/tags/semis.html'), /<h1>2 articles sur « semis »<\/h1>/);
  t.regex(read(french, 'dist/404.html'), /<title>Page introuvable \| Jardin partagé<\/title>[\s\S]*<h1>Page introuvable<\/h1>/);
  // The warning names the line of the misspelt id; Docusaurus's own ids and the site's pass without a word.
  t.regex(stderr, /warning i18n\/fr\/code\.json:16 {2}unknown message id "theme\.commom\.skipToMainContent": no page shows it\n {4}hint: did you mean "theme\.common\.skipToMainContent"\?/);
  t.is(stderr.match(/^warning/gm)?.length, 1, stderr);
});

// Serial: these two change the French site's files, one after the other.
test.serial('write-translations writes every message and label in English beside the translations, and keeps them', async (t) => {
  await built;
  const written = await runCli(['write-translations', '--locale', 'fr'], french);
  t.is(written.code, 0, written.stderr);
  t.regex(written.stderr, /i18n\/fr\/code\.json: \d+ messages, \d+ new\n/);
  t.regex(written.stderr, /✔ wrote 4 translation files for fr: \d+ new messages to translate\n$/);
  const code = JSON.parse(read(french, 'i18n/fr/code.json')) as Record<string, { message: string; description?: string }>;
  t.deepEqual(code['theme.common.editThisPage'], { message: 'Modifier cette page', description: "The link to the page's source" }, 'a translation is kept, its description added');
  t.deepEqual(code['theme.docs.paginator.next'], { message: 'Suivant', description: "Docusaurus's id" });
  t.deepEqual(code['theme.common.skipToMainContent'], { message: 'Skip to main content', description: 'The link to skip to the main content, for keyboard users' });
  t.deepEqual(code['theme.admonition.caution'], { message: 'Caution', description: 'The default title of a caution admonition (:::caution)' }, "the engine's words too");
  t.deepEqual(code['accueil.slogan'], { message: 'Un jardin pour tous' }, "the site's own messages stay");
  t.truthy(code['theme.commom.skipToMainContent'], 'and so does a misspelt one: nothing written is lost');
  t.deepEqual(Object.keys(code), Object.keys(code).sort());
  t.deepEqual(JSON.parse(read(french, 'i18n/fr/docusaurus-plugin-content-docs/current.json')), {
    'sidebar.guide.category.Outils': { message: 'Outils', description: 'The label for category Outils in sidebar guide' },
    'sidebar.guide.category.Potager': { message: 'Potager', description: 'The label for category Potager in sidebar guide' },
    'sidebar.guide.category.Potager.link.generated-index.title': { message: 'Le potager', description: 'The generated-index page title for category Potager in sidebar guide' },
    'version.label': { message: 'Next', description: 'The label for version current' },
  });
  t.deepEqual(Object.keys(JSON.parse(read(french, 'i18n/fr/docusaurus-theme-classic/navbar.json')) as object), ['item.label.Forum', 'item.label.Guide', 'item.label.Plus', 'title']);
  t.deepEqual(Object.keys(JSON.parse(read(french, 'i18n/fr/docusaurus-theme-classic/footer.json')) as object), ['copyright', 'link.item.label.Lettre', 'link.title.Communauté']);

  // Again: nothing new, and the files as they were.
  const before = await snapshot(path.join(french, 'i18n'));
  const again = await runCli(['write-translations', '--locale', 'fr'], french);
  t.regex(again.stderr, /✔ wrote 4 translation files for fr: nothing new\n$/);
  t.deepEqual(await snapshot(path.join(french, 'i18n')), before);

  // A locale the site does not have is a usage error, whatever it names, and nothing is written.
  for (const locale of ['de', '../../outside', 'fr/../en']) {
    const refused = await runCli(['write-translations', '--locale', locale], french);
    t.is(refused.code, 2, refused.stderr);
    t.regex(refused.stderr, new RegExp(`error --locale ${locale.replace(/[./]/g, '\\$&')} is not one of the site's locales \\(fr, en\\)`));
  }
  t.deepEqual(await snapshot(path.join(french, 'i18n')), before);
  t.false(existsSync(path.join(french, 'outside')));
});

test('write-translations writes nothing through a link leading out of the site, nor over a file that is not JSON', async (t) => {
  await built;
  const site = makeSite({ ...FRENCH_SITE, 'i18n/fr/code.json': '{}' });
  const elsewhere = path.join(tmpdir(), `garden-i18n-elsewhere-${process.pid}`);
  mkdirSync(elsewhere, { recursive: true });
  symlinkSync(elsewhere, path.join(site, 'i18n/en'));
  const linked = await runCli(['write-translations', '--locale', 'en'], site);
  t.is(linked.code, 1);
  t.regex(linked.stderr, /^error i18n\/en {2}it lies outside the site: nothing was written\n/);
  t.deepEqual(await snapshot(elsewhere), {});

  writeFileSync(path.join(site, 'i18n/fr/code.json'), '{\n  "theme.a": { "message": "x" }\n  "theme.b": { "message": "y" }\n}\n');
  const broken = await runCli(['write-translations', '--locale', 'fr'], site);
  t.is(broken.code, 1);
  t.regex(broken.stderr, /error i18n\/fr\/code\.json:3:3 {2}not valid JSON: /);
  t.false(existsSync(path.join(site, 'i18n/fr/docusaurus-theme-classic')), 'no file is written when one cannot be');
});

test.serial('a code.json that is not JSON fails the build at its line, and the last site stays as it was', async (t) => {
  await built;
  const before = await snapshot(path.join(french, 'dist'));
  const good = readFileSync(path.join(french, 'i18n/fr/code.json'), 'utf8');
  // A comma after the last entry: JSON stops at the closing brace, on the last line.
  const broken = good.replace(/\n\}\n$/, ',\n}\n');
  writeFileSync(path.join(french, 'i18n/fr/code.json'), broken);
  try {
    const failed = await runCli(['build'], french);
    t.is(failed.code, 1);
    t.regex(failed.stderr, new RegExp(`error i18n/fr/code\\.json:${broken.trimEnd().split('\n').length}:1 {2}not valid JSON: [^\\n]+\\n[\\s\\S]*hint: fix the JSON here`));
    t.deepEqual(await snapshot(path.join(french, 'dist')), before);
  } finally {
    writeFileSync(path.join(french, 'i18n/fr/code.json'), good);
  }
});

test('an Arabic site is laid out right to left, its dates in Arabic', async (t) => {
  const site = makeSite({
    'site.config.ts': config("{ defaultLocale: 'ar' }").replace("news: { title: 'Nouvelles', showReadingTime: true, postsPerPage: 1 },", "news: { title: 'أخبار' },"),
    'content/docs/intro.md': '---\ntitle: مقدمة\n---\n\nأهلا.\n',
    'content/news/2025-03-01-first.md': '---\ntitle: أول\n---\n\nنص.\n',
    'content/pages/index.md': '---\ntitle: الرئيسية\n---\n\nنص.\n',
  });
  const writer = await buildInMemory(site);
  t.regex(writer.text('docs/intro.html') ?? '', /^<!DOCTYPE html>\n<html lang="ar" dir="rtl" /);
  // The digits are the ICU's choice, which Node versions differ on; the month is Arabic.
  t.regex(writer.text('news.html') ?? '', /<time dateTime="2025-03-01">[^<]*مارس[^<]*<\/time>/);
});
