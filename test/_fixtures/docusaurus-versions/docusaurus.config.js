// @ts-check
// A beekeeping co-op's manual, versioned with each release of its hive-log app as
// `docusaurus docs:version` leaves a project: versions.json, versioned_docs/, versioned_sidebars/.

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Hive Manual',
  tagline: 'Keeping bees and keeping records',
  url: 'https://manual.hive.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: ({versionDocsDirPath, docPath}) => `https://github.com/hive/manual/edit/main/website/${versionDocsDirPath}/${docPath}`,
          editCurrentVersion: false,
          lastVersion: '3.0',
          versions: {
            current: {label: 'Canary 🚧', path: 'canary'},
            '1.0': {label: '1.0 (legacy)', banner: 'unmaintained', noIndex: true},
          },
        },
        blog: false,
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Hive Manual',
        items: [
          {type: 'docSidebar', sidebarId: 'manual', position: 'left', label: 'Manual'},
          {type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{to: '/versions', label: 'All versions'}]},
        ],
      },
    }),
};

export default config;
