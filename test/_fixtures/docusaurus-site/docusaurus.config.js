// @ts-check
// A Docusaurus 3 site in the shape real ones have: the classic preset, a themeConfig,
// a prism theme import, a plugin, and a sidebars file found with require.resolve.
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Seed Library',
  tagline: 'Borrow seeds, grow them out, bring some back.',
  favicon: 'img/favicon.svg',
  url: 'https://seeds.example.org',
  baseUrl: '/',
  organizationName: 'seed-library',
  projectName: 'seed-library.github.io',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  plugins: [
    '@docusaurus/plugin-ideal-image',
    [
      '@docusaurus/plugin-content-docs',
      {id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: require.resolve('./sidebarsCommunity.js')},
    ],
  ],
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: require.resolve('./sidebars.js'),
          editUrl: 'https://github.com/seed-library/site/tree/main/',
          showLastUpdateTime: false,
        },
        blog: {
          blogTitle: 'Library news',
          blogDescription: 'What came in, what went out, and when the next swap is.',
          postsPerPage: 5,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          showReadingTime: true,
          feedOptions: {type: ['rss', 'atom'], copyright: `Copyright © ${new Date().getFullYear()} Seed Library`},
        },
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: 'G-SEEDLIB01', anonymizeIP: true},
        sitemap: {changefreq: 'monthly', priority: 0.4, ignorePatterns: ['/blog/tags/**']},
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      image: 'img/social-card.png',
      metadata: [{name: 'keywords', content: 'seed library, seed saving'}],
      announcementBar: {
        id: 'autumn-swap',
        content: 'The autumn swap is on 18 October. <a href="/blog/2025/04/12/spring-swap">How swaps work</a>',
        backgroundColor: '#2e5e1e',
        textColor: '#ffffff',
        isCloseable: true,
      },
      colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
      navbar: {
        title: 'Seed Library',
        logo: {alt: 'Seed Library logo', src: 'img/logo.svg'},
        hideOnScroll: true,
        items: [
          {type: 'docSidebar', sidebarId: 'guide', position: 'left', label: 'Guide'},
          {type: 'doc', docId: 'tools/labels', label: 'Labels'},
          {to: '/blog', label: 'News', position: 'left'},
          {to: '/markdown-page', label: 'Hours'},
          {type: 'localeDropdown', position: 'right'},
          {href: 'https://github.com/seed-library/site', label: 'GitHub', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {title: 'Learn', items: [{label: 'Getting started', to: '/docs/intro'}]},
          {title: 'Elsewhere', items: [{label: 'Mastodon', href: 'https://social.example.org/@seeds'}, {html: '<b>Made with seeds</b>'}]},
        ],
        copyright: `Copyright © ${new Date().getFullYear()} Seed Library.`,
      },
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula, additionalLanguages: ['toml', 'dart']},
    }),
};

export default config;
