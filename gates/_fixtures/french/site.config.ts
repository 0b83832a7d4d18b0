// A small French site for the quality gates: axe and Lighthouse judge a page whose language is
// French (`<html lang="fr">`, the theme's words from i18n/fr/code.json). The gates build it
// with this repository's theme into the folder `gates-fr/` of the main site's output.
import { defineConfig } from 'garden-site';

export default defineConfig({
  title: 'Club des jardins',
  tagline: 'Des potagers partagés, une saison après l’autre.',
  url: 'https://geogardenclub.com',
  baseUrl: '/gates-fr/',
  favicon: '/img/leaf.svg',
  templatesDir: '../../../templates',
  metadata: { description: 'Le carnet de jardinage du club : semis, arrosage et récoltes au fil des saisons.' },
  i18n: { defaultLocale: 'fr' },
  navbar: {
    logo: { alt: 'Logo du Club des jardins', src: '/img/leaf.svg', width: 32, height: 32 },
    items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }],
  },
  footer: { copyright: 'Club des jardins, association de quartier' },
  docs: { homeDoc: 'bienvenue', showLastUpdateTime: false },
  news: [],
});
