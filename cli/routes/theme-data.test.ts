// A theme's data functions (`defineTheme({ data })`): what they give a template, and how their
// mistakes read. Real files in a temp folder, collected by the engine, routes made from them.
import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { readCollections } from '../collections/registry.js';
import { SiteConfigSchema } from '../config/schema.js';
import { collectContent } from '../content/collect.js';
import { GardenError } from '../diagnostics/error.js';
import { SiteRoutes } from './build-routes.js';
import { resolveNavigation } from './navigation.js';
import type { PostSummary } from './props.js';
import type { ThemeData } from './theme-data.js';
import { englishLocale } from '../i18n/english.js';

const CONFIG = SiteConfigSchema.parse({ title: 'Fixture', url: 'https://fixture.example', news: [{}, { id: 'changelog', path: 'content/changelog', routeBasePath: 'changelog', title: 'Changelog' }] });

async function routesWith(data: ThemeData) {
  const siteRoot = mkdtempSync(path.join(tmpdir(), 'garden-theme-data-'));
  writeFiles(siteRoot, {
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nStart here.\n',
    'content/news/2025-03-01-swap.md': '---\ntitle: Seed swap\n---\n\nBring seeds.\n',
    'content/news/2025-04-01-draft.md': '---\ntitle: Not yet\ndraft: true\n---\n\nSoon.\n',
    'content/news/2025-02-01-frost.md': '---\ntitle: Frost\n---\n\nCover the beds.\n',
    'content/changelog/2025-05-01-v2.md': '---\ntitle: Version 2\n---\n\nShared beds.\n',
  });
  const collection = await collectContent(await readCollections(siteRoot, CONFIG), CONFIG, siteRoot, new Map());
  return () => new SiteRoutes({ collection, config: CONFIG, navigation: resolveNavigation(CONFIG, collection).navigation, locale: englishLocale(), theme: { data, siteRoot } }).all();
}

test('a template gets what its data function reads: the latest listed posts of the first news section, or of the one named', async (t) => {
  const make = await routesWith({ doc: (content) => ({ news: content.latestPosts(5), changelog: content.latestPosts(1, 'changelog') }) });
  const { routes } = make();
  const intro = routes.find((route) => route.url === '/docs/intro');
  const data = intro?.data as { news: PostSummary[]; changelog: PostSummary[] };
  t.deepEqual(data.news.map((post) => post.title), ['Seed swap', 'Frost']);
  t.deepEqual(data.changelog.map((post) => post.route), ['/changelog/2025/05/01/v2']);
  t.is(routes.find((route) => route.url === '/news')?.data, undefined, 'templates without a data function get none');
});

test('a data function that fails, or names a news section there is not, is an error naming the template, the page and the ids', async (t) => {
  const failing = await routesWith({ doc: () => { throw new Error('latest is not iterable'); } });
  const error = t.throws(failing, { instanceOf: GardenError });
  t.is(error?.code, 'theme/data');
  t.is(error?.message, "the theme's data for the 'doc' template failed on /docs/intro: latest is not iterable");
  const unknown = await routesWith({ doc: (content) => content.latestPosts(3, 'blog') });
  t.is(t.throws(unknown)?.message, "the theme's data for the 'doc' template failed on /docs/intro: no news section has the id 'blog' (the ids are default, changelog)");
});
