import test from 'ava';
import type { Sidebars } from '../content/sidebars.js';
import { docsPluginFolder, docsTranslations, docsVersionFile, footerTranslations, mergeTranslations, navbarTranslations } from './translation-files.js';

test("a docs version's file has its label and, in Docusaurus's keys, its sidebars' categories, generated pages and links", (t) => {
  const sidebars: Sidebars = {
    guide: [
      { type: 'doc', label: 'Intro', href: '/docs/intro', docId: 'intro' },
      { type: 'category', label: 'Beds', collapsible: true, collapsed: false, href: '/docs/category/beds', generatedIndex: { title: 'All about beds', description: 'Raised and sunken.', route: '/docs/category/beds' }, items: [
        { type: 'category', label: 'Soil', collapsible: true, collapsed: true, href: undefined, generatedIndex: undefined, items: [{ type: 'link', label: 'Soil map', href: 'https://soil.example' }] },
      ] },
    ],
  } as Sidebars;
  t.deepEqual(docsTranslations({ name: 'current', label: 'Next' }, sidebars), {
    'version.label': { message: 'Next', description: 'The label for version current' },
    'sidebar.guide.category.Beds': { message: 'Beds', description: 'The label for category Beds in sidebar guide' },
    'sidebar.guide.category.Beds.link.generated-index.title': { message: 'All about beds', description: 'The generated-index page title for category Beds in sidebar guide' },
    'sidebar.guide.category.Beds.link.generated-index.description': { message: 'Raised and sunken.', description: 'The generated-index page description for category Beds in sidebar guide' },
    'sidebar.guide.category.Soil': { message: 'Soil', description: 'The label for category Soil in sidebar guide' },
    'sidebar.guide.link.Soil map': { message: 'Soil map', description: 'The label for link Soil map in sidebar guide, linking to https://soil.example' },
  });
  t.deepEqual([docsPluginFolder('default'), docsPluginFolder('community'), docsVersionFile('current'), docsVersionFile('1.0')], ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-docs-community', 'current.json', 'version-1.0.json']);
});

test("the navbar's and footer's labels, a dropdown's and the columns' too, in Docusaurus's keys", (t) => {
  const navbar = navbarTranslations({
    title: 'Garden',
    logo: { alt: 'Garden logo' },
    items: [
      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', to: '/news' }, { type: 'html', value: '<hr>' }] },
      { type: 'html', value: '<b>x</b>', position: 'right' },
    ] as never,
  });
  t.deepEqual(Object.keys(navbar), ['title', 'logo.alt', 'item.label.More', 'item.label.Blog']);
  const footer = footerTranslations({ links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example' }, { type: 'html', value: '<p>x</p>' }] }], copyright: '© Garden', logo: undefined });
  t.deepEqual(footer, {
    'link.title.Community': { message: 'Community', description: 'The title of the footer links column with title=Community in the footer' },
    'link.item.label.Forum': { message: 'Forum', description: 'The label of footer link with label=Forum linking to https://forum.example' },
    copyright: { message: '© Garden', description: 'The footer copyright' },
  });
});

test('writing again keeps every translation and every entry of the file, adds what is new, and orders the keys', (t) => {
  const fresh = { 'theme.b': { message: 'B', description: 'b' }, 'theme.a': { message: 'A', description: 'a' } };
  const existing = JSON.parse('{"theme.a": {"message": "Ä"}, "__proto__": {"message": "kept as a key"}, "homepage.x": {"message": "X", "description": "mine"}}') as Record<string, unknown>;
  const { file, added } = mergeTranslations(fresh, existing);
  t.is(added, 1);
  t.deepEqual(Object.keys(file), ['__proto__', 'homepage.x', 'theme.a', 'theme.b']);
  t.deepEqual(file['theme.a'], { message: 'Ä', description: 'a' });
  t.deepEqual(file['homepage.x'], { message: 'X', description: 'mine' });
  t.is(Object.getPrototypeOf(file), Object.prototype);
  t.true(JSON.stringify(file).includes('"__proto__":{"message":"kept as a key"}'));
});
