import test from 'ava';
import type { Sidebars } from '../content/sidebars.js';
import { SiteConfigSchema } from '../config/schema.js';
import { parseCodeJson } from './code-json.js';
import { translateNavigation, translateSidebars, type LabelsFile } from './label-files.js';
import { docsTranslations, footerTranslations, navbarTranslations } from './translation-files.js';

const labels = (file: string, text: string): LabelsFile => ({ file, messages: parseCodeJson(text, file).messages });

const SIDEBARS = {
  guide: [
    { type: 'category', label: 'Beds', collapsible: true, collapsed: false, href: '/docs/category/beds', linkDocId: undefined, generatedIndex: { title: 'All about beds', description: 'Raised.', route: '/docs/category/beds' }, items: [{ type: 'link', label: 'Soil map', href: 'https://soil.example' }] },
  ],
} as Sidebars;

test("a docs labels file in write-translations's keys translates the categories, their generated pages, links and the version's label", (t) => {
  const file = labels('i18n/fr/docusaurus-plugin-content-docs/current.json', JSON.stringify({
    'version.label': { message: 'Suivante' },
    'sidebar.guide.category.Beds': { message: 'Planches' },
    'sidebar.guide.category.Beds.link.generated-index.title': { message: 'Tout sur les planches' },
    'sidebar.guide.link.Soil map': { message: 'Carte des sols' },
  }, null, 2));
  const { sidebars, versionLabel, problems } = translateSidebars(file, { name: 'current', label: 'Next' }, SIDEBARS);
  t.is(versionLabel, 'Suivante');
  t.like(sidebars.guide?.[0], { label: 'Planches', generatedIndex: { title: 'Tout sur les planches', description: 'Raised.' }, items: [{ label: 'Carte des sols' }] });
  t.deepEqual(problems, []);
  // What write-translations writes for the same sidebars reads back as every key known.
  const written = labels('current.json', JSON.stringify(docsTranslations({ name: 'current', label: 'Next' }, SIDEBARS)));
  t.deepEqual(translateSidebars(written, { name: 'current', label: 'Next' }, SIDEBARS).problems, []);
});

test('a key no sidebar has is a warning at its line, with the likely one', (t) => {
  const file = labels('current.json', '{\n  "sidebar.guide.category.Bed": { "message": "Planches" }\n}\n');
  const [problem] = translateSidebars(file, { name: 'current', label: 'Next' }, SIDEBARS).problems;
  t.like(problem, { code: 'i18n/unknown-label', file: 'current.json', line: 2, severity: 'warning', hint: 'did you mean "sidebar.guide.category.Beds"?' });
});

test("the navbar's and footer's labels files translate their items, dropdowns, columns, copyright and logos", (t) => {
  const config = SiteConfigSchema.parse({
    title: 'Garden',
    url: 'https://garden.example',
    navbar: { logo: { src: '/logo.svg', alt: 'Garden logo' }, items: [{ label: 'Guide', to: '/docs/intro' }, { type: 'dropdown', label: 'More', items: [{ label: 'Forum', href: 'https://forum.example' }] }] },
    footer: { links: [{ title: 'Community', items: [{ label: 'Letters', to: '/news' }] }], copyright: 'Garden friends' },
  });
  const navbar = labels('navbar.json', JSON.stringify({ title: { message: 'Jardin' }, 'logo.alt': { message: 'Logo du jardin' }, 'item.label.Guide': { message: 'Le guide' }, 'item.label.Forum': { message: 'Le forum' }, 'item.label.Shop': { message: 'Boutique' } }, null, 2));
  const footer = labels('footer.json', JSON.stringify({ 'link.title.Community': { message: 'Communauté' }, 'link.item.label.Letters': { message: 'Lettres' }, copyright: { message: 'Amis du jardin' } }));
  const { config: translated, problems } = translateNavigation(config, navbar, footer);
  t.like(translated.navbar, { title: 'Jardin', logo: { alt: 'Logo du jardin' }, items: [{ label: 'Le guide' }, { label: 'More', items: [{ label: 'Le forum' }] }] });
  t.like(translated.footer, { links: [{ title: 'Communauté', items: [{ label: 'Lettres' }] }], copyright: 'Amis du jardin' });
  t.deepEqual(problems.map(({ code, file, line }) => ({ code, file, line })), [{ code: 'i18n/unknown-label', file: 'navbar.json', line: 14 }]);
  // The keys are the ones write-translations writes.
  t.deepEqual(translateNavigation(config, labels('n.json', JSON.stringify(navbarTranslations(config.navbar))), labels('f.json', JSON.stringify(footerTranslations(config.footer)))).problems, []);
});
