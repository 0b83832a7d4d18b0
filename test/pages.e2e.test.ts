// End to end: the top-level pages. A fixture shows React pages follow the news collection; a
// copy of the real site, with one newer post added, shows the landing page and its siblings.
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, read, runCli, writeFiles } from './_site.js';
import { copyRealSite, routeFile } from './_real-site.js';

const TOP_LEVEL = ['/', '/pricing', '/ambassadors', '/intern', '/markdown-page', '/testpage', '/index-old'];
const NEWER_POST = '---\ntitle: Seed Catalog Night\ndescription: Bring your seed catalogs and last season\'s outcomes; we plan 2026 beds together.\nauthors: [ruth]\ntags: [newsletter]\n---\n\nPlan next season with your chapter.\n';

const postLinks = (html: string): string[] => [...html.matchAll(/href="(\/news\/\d{4}\/\d\d\/\d\d\/[^"#]+)"/g)].map((match) => match[1] as string);
/** The inner HTML of the landing page section labelled by `id`. */
const section = (html: string, id: string): string => html.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`))?.[0] ?? '';
const words = (html: string): number => (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;

test('a React page lists the three latest listed posts, and a newer post takes the lead after a rebuild', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'content/pages/latest.tsx': "import type { ReactPageProps } from 'garden-site';\nexport default function Latest({ latestPosts }: ReactPageProps) {\n  return <ol id=\"latest\">{latestPosts.map((post) => <li key={post.route}><a href={post.route}>{post.title}</a></li>)}</ol>;\n}\n",
    'content/news/2025-04-01-second.md': '---\ntitle: Second\n---\n\nText.\n',
    'content/news/2025-05-01-third.md': '---\ntitle: Third\n---\n\nText.\n',
    'content/news/2025-06-01-hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nNot on lists.\n',
  });
  t.is((await runCli(['build'], root)).code, 0);
  t.deepEqual(postLinks(read(root, 'dist/latest.html')), ['/news/2025/05/01/third', '/news/2025/04/01/second', '/news/2025/03/01/first-post']);

  writeFiles(root, { 'content/news/2025-07-01-newest.md': '---\ntitle: Newest\n---\n\nText.\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.deepEqual(postLinks(read(root, 'dist/latest.html')), ['/news/2025/07/01/newest', '/news/2025/05/01/third', '/news/2025/04/01/second']);
});

// One build of the real site, shared by the tests below.
const real = (async () => {
  const root = copyRealSite({ 'content/news/2026-01-01-seed-catalog-night.md': NEWER_POST });
  const result = await runCli(['build'], root);
  return { root, result, page: (route: string) => readFileSync(path.join(root, 'dist', routeFile(route)), 'utf8') };
})();

test('the real site builds the seven top-level pages, each with one h1 and a title', async (t) => {
  const { root, result, page } = await real;
  t.is(result.code, 0, result.stderr);
  for (const route of TOP_LEVEL) {
    t.true(existsSync(path.join(root, 'dist', routeFile(route))), `${route} was built`);
    const html = page(route);
    t.is(html.match(/<h1[\s>]/g)?.length, 1, `${route} has one h1`);
    t.regex(html, /<title>[^<]+<\/title>/);
    t.regex(html, /<meta name="description" content="[^"]{40,}">/, `${route} has a description`);
  }
});

test('pages meant to be read carry at least 150 words', async (t) => {
  const { page } = await real;
  for (const route of ['/', '/pricing', '/ambassadors', '/intern', '/index-old']) {
    t.true(words(page(route)) >= 150, `${route}: ${words(page(route))} words`);
  }
});

test('the landing page shows the newest post first, then the next two, and no more', async (t) => {
  const { page } = await real;
  const news = section(page('/'), 'news-heading');
  t.deepEqual(postLinks(news), ['/news/2026/01/01/seed-catalog-night', '/news/2025/10/25/newsletter', '/news/2025/10/22/release']);
  t.true(news.includes('Seed Catalog Night'));
  t.true(news.includes('January 1, 2026'));
  t.true(news.includes('By Ruth Abernathy'));
});

test('the landing page: hero, six ideas, six featured gardeners, store links', async (t) => {
  const { page } = await real;
  const home = page('/');
  t.regex(home, /<h1 class="home-title">Geo Garden Club<\/h1>/);
  t.true(home.includes('Improving community food resilience, one garden at a time.'));
  t.regex(home, /<a class="button button-primary button-large" href="\/docs\/user-guide\/get-started\/overview">Get Started<\/a>/);
  t.is(section(home, 'ideas-heading').match(/<h3>/g)?.length, 6);
  const gardeners = [...section(home, 'gardeners-heading').matchAll(/href="(\/docs\/featured-gardeners\/[a-z-]+)"/g)].map((match) => match[1]);
  t.deepEqual(gardeners, ['maria-delgado', 'kenji-watanabe', 'amara-okafor', 'tom-brennan', 'priya-raman', 'hank-and-lou-moreno'].map((slug) => `/docs/featured-gardeners/${slug}`));
  t.true(home.includes('Hoop houses and cold-hardy varieties for a short Lake Superior season.'), 'a line about each gardener');
  t.regex(home, /href="https:\/\/apps\.apple\.com\/"[\s\S]*?App Store/);
  t.regex(home, /href="https:\/\/play\.google\.com\/store"[\s\S]*?Google Play/);
});

test('every image on the top-level pages has alt text and its width and height', async (t) => {
  const { page } = await real;
  for (const route of TOP_LEVEL) {
    for (const [img] of page(route).matchAll(/<img [^>]*>/g)) {
      t.regex(img, / alt="/, `${route}: ${img}`);
      t.regex(img, / width="\d+"/, `${route}: ${img}`);
      t.regex(img, / height="\d+"/, `${route}: ${img}`);
    }
  }
});

test('every internal link on the top-level pages leads to a built page or file', async (t) => {
  const { root, page } = await real;
  const broken: string[] = [];
  for (const route of TOP_LEVEL) {
    for (const [, href] of page(route).matchAll(/(?:href|src)="(\/[^"#?]*)/g)) {
      const target = href as string;
      const file = path.join(root, 'dist', /\.[a-z0-9]+$/i.test(target) ? target.slice(1) : routeFile(target));
      if (!existsSync(file)) broken.push(`${route} → ${target}`);
    }
  }
  t.deepEqual(broken, []);
});

test('the previous landing page points to the current one and to the newest post', async (t) => {
  const { page } = await real;
  const old = page('/index-old');
  t.regex(old, /<a href="\/">Go to the current home page<\/a>/);
  t.regex(old, /What’s new:<\/strong> <a href="\/news\/2026\/01\/01\/seed-catalog-night">Seed Catalog Night<\/a>/);
});

test('the test page shows the props it was given: site title, its own route and the latest posts', async (t) => {
  const { page } = await real;
  const html = page('/testpage');
  t.regex(html, /<dt>Title<\/dt><dd>Geo Garden Club<\/dd>/);
  t.regex(html, /<dt>This page<\/dt><dd><code>\/testpage<\/code><\/dd>/);
  t.is(postLinks(html.match(/<ol class="testpage-posts">[\s\S]*?<\/ol>/)?.[0] ?? '')[0], '/news/2026/01/01/seed-catalog-night');
  t.regex(html, /<code>home<\/code>: \d+ links/);
});
