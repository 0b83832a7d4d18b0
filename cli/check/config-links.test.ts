import test from 'ava';
import { SiteConfigSchema } from '../config/schema.js';
import { configLinks } from './config-links.js';
import { loadSanitizer } from '../sanitize-html.js';

// The config loader loads the sanitiser for a config that holds markup; these tests validate such configs directly.
test.before(() => loadSanitizer());

test('every link the config writes on pages is named by its place: dropdown items, html, footer columns, logos, the copyright', (t) => {
  const config = SiteConfigSchema.parse({
    title: 'Geo',
    url: 'https://geo.example',
    navbar: {
      logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: '/start' },
      items: [
        { label: 'News', to: '/news' },
        { type: 'doc', docId: 'intro' },
        { type: 'dropdown', label: 'More', items: [{ label: 'Forum', href: 'https://forum.example' }, { type: 'html', value: '<a href="/beta">Beta</a>' }] },
      ],
    },
    footer: {
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { type: 'html', value: '<img src="/img/badge.svg" alt="b">' }] }],
      logo: { alt: 'Club', src: '/img/club.svg', href: 'https://club.example' },
      copyright: 'Built with <a href="/about">care</a>',
    },
  });
  t.deepEqual(configLinks(config), [
    { href: '/news', where: "navbar.items[0] 'News'" },
    { href: 'https://forum.example', where: "navbar.items[2].items[0] 'Forum'" },
    { href: '/beta', where: 'navbar.items[2].items[1].value' },
    { href: '/img/logo.svg', where: 'navbar.logo.src' },
    { href: '/img/logo-dark.svg', where: 'navbar.logo.srcDark' },
    { href: '/start', where: 'navbar.logo.href' },
    { href: '/docs/intro', where: "footer.links[0].items[0] 'Intro'" },
    { href: '/img/badge.svg', where: 'footer.links[0].items[1].value' },
    { href: '/img/club.svg', where: 'footer.logo.src' },
    { href: 'https://club.example', where: 'footer.logo.href' },
    { href: '/about', where: 'footer.copyright' },
  ]);
});
