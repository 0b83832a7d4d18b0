// @ts-check
// A Docusaurus 2 project as create-docusaurus wrote them (CommonJS), grown as real ones grow:
// paths built with path.resolve, themes and plugins found with require.resolve, packages that
// are not installed here, remark plugins, client redirects and a second blog.
const path = require('path');
const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');
const math = require('remark-math');
const katex = require('rehype-katex');
const archived = require('./archived-releases.json');

const repo = process.env.HANDBOOK_REPO ?? 'https://github.com/compost-crew/handbook';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Compost Crew Handbook',
  tagline: 'Turning kitchen scraps into soil, together.',
  url: 'https://handbook.compost.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  favicon: 'img/favicon.svg',
  i18n: {defaultLocale: 'en', locales: ['en', 'de']},

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: path.resolve(__dirname, 'sidebars.json'),
          editUrl: ({docPath}) => `${repo}/edit/main/website/docs/${docPath}`,
          showLastUpdateTime: false,
          breadcrumbs: false,
          remarkPlugins: [math, [require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]],
          rehypePlugins: [katex],
        },
        blog: {showReadingTime: true, blogSidebarCount: 5},
        theme: {
          customCss: [require.resolve('./src/css/custom.css'), require.resolve('@fontsource/lexend/index.css')],
        },
      }),
    ],
  ],

  themes: [require.resolve('docusaurus-theme-search-typesense')],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{from: ['/docs/getting-started', '/start'], to: '/docs/intro'}],
        createRedirects(existingPath) {
          // The bins were called containers until 2024.
          if (existingPath.startsWith('/docs/bins/')) return existingPath.replace('/docs/bins/', '/docs/containers/');
          return undefined;
        },
      },
    ],
    ['@docusaurus/plugin-content-blog', {id: 'recipes', path: 'recipes', routeBasePath: 'recipes'}],
  ],

  customFields: {archived},

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      image: 'img/favicon.svg',
      metadata: [{name: 'keywords', content: 'compost, soil, worms'}],
      colorMode: {respectPrefersColorScheme: true},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
      navbar: {
        title: 'Compost Crew',
        items: [
          {to: '/docs/intro', label: 'Handbook', position: 'left'},
          {to: '/blog', label: 'Blog', position: 'left'},
        ],
      },
      footer: {style: 'dark', copyright: `Copyright © ${new Date().getFullYear()} Compost Crew.`},
      prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['powershell', 'docker']},
    }),
};

module.exports = config;
