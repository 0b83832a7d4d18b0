import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { liveStringSizes } from '../../test/_heap-strings.js';
import { SiteConfigSchema } from '../config/schema.js';
import type { ReactPageProps } from '../routes/props.js';
import { makeMeta, type Route } from '../routes/route.js';
import { InProcessExecutor, type PageSetup } from './executor.js';
import type { LoadedTheme, ThemeTemplates } from './theme.js';

test('pages rendered on the main thread and written out keep none of their HTML: their links and anchors are copies, as a worker sends them', async (t) => {
  const marker = 'a-page-the-build-must-let-go';
  const Page = (): ReturnType<typeof createElement> => createElement('main', null, createElement('h2', { id: 'sowing-in-rows-of-beds' }, 'Sowing'), createElement('a', { href: '/docs/beds' }, 'beds'), ...Array.from({ length: 20_000 }, (_, n) => createElement('p', { key: n }, 'Sow thinly in rows.')));
  const theme: LoadedTheme = { theme: { templates: {} as ThemeTemplates }, pages: new Map([['page.tsx', { default: Page }]]), pageStyles: new Map(), files: [], inputs: [], codeKey: 'test' };
  const route: Route = { url: '/sowing', outFile: 'sowing.html', meta: makeMeta({ title: marker }), sourcePath: undefined, inSitemap: true, template: 'component', componentPath: 'page.tsx', props: { site: { htmlLang: 'en', direction: 'ltr', words: {} } } as unknown as ReactPageProps };
  const siteRoot = mkdtempSync(path.join(tmpdir(), 'garden-pages-'));
  const config = SiteConfigSchema.parse({ title: 'Plots', url: 'https://plots.example' });
  const setup: PageSetup = { siteRoot, templatesDir: 'templates', site: { baseUrl: '/', staticDir: 'content/static' }, pageFiles: [], config, assets: { css: [], js: [] }, headLinks: [], writeTo: path.join(siteRoot, 'out'), reuseFrom: undefined };
  const [page] = await new InProcessExecutor().renderPages([route], setup, theme);
  t.deepEqual(page?.anchors, ['sowing-in-rows-of-beds']);
  t.false(liveStringSizes(`<title>${marker}`, 'head').some((bytes) => bytes > 100_000), 'the page\'s HTML is still in memory');
});
