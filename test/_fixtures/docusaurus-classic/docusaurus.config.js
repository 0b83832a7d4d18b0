// @ts-check
// The shape create-docusaurus's classic template starts a site with, for an orchard's notes.
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Orchard Notes',
  tagline: 'Pruning, grafting and picking, season by season',
  favicon: 'img/favicon.svg',
  url: 'https://orchard.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {sidebarPath: './sidebars.js'},
        blog: {showReadingTime: true},
        theme: {customCss: './src/css/custom.css'},
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Orchard Notes',
        logo: {alt: 'Orchard Notes', src: 'img/logo.svg'},
        items: [
          {type: 'docSidebar', sidebarId: 'notesSidebar', position: 'left', label: 'Notes'},
          {to: '/blog', label: 'Blog', position: 'left'},
        ],
      },
      footer: {style: 'dark', copyright: `Copyright © ${new Date().getFullYear()} Orchard Notes.`},
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    }),
};

export default config;
