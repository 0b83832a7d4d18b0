import test from 'ava';
import { buildInMemory, fixtureConfig, makeSite, MINIMAL_SITE } from '../../test/_site.js';
import type { MemoryWriter } from '../write/writer.js';

async function build(docs: string): Promise<MemoryWriter> {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig().replace("docs: { homeDoc: 'intro', showLastUpdateTime: false },", `docs: ${docs},`),
    'content/docs/02-planning/01-first-bed.md': '---\ntitle: A first bed\n---\n\nOne by three metres.\n',
  });
  return buildInMemory(root);
}

test('docs options as Docusaurus names them: no breadcrumbs, categories that stay open, number prefixes kept', async (t) => {
  const writer = await build("{ homeDoc: 'intro', showLastUpdateTime: false, breadcrumbs: false, sidebarCollapsible: false, numberPrefixes: false }");
  const page = writer.text('docs/02-planning/01-first-bed.html') ?? '';
  t.true(page.includes('One by three metres.'), 'the prefixes stay in the route');
  t.false(page.includes('class="breadcrumbs"'));
  t.false(page.includes('BreadcrumbList'));
  t.false(page.includes('<details'), 'no category opens and closes');
  t.true(page.includes('<div class="sidebar-category-heading"><span class="sidebar-category-label">02 planning</span></div>'), 'the folder keeps its prefix in its label, and its category stays open');
});

test('by default the same docs lose their prefixes, show breadcrumbs and can close their categories', async (t) => {
  const writer = await build("{ homeDoc: 'intro', showLastUpdateTime: false }");
  const page = writer.text('docs/planning/first-bed.html') ?? '';
  t.true(page.includes('One by three metres.'));
  t.true(page.includes('class="breadcrumbs"'));
  t.true(page.includes('<details'));
});
