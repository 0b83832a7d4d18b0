import test from 'ava';
import { SiteConfigSchema } from '../config/schema.js';
import { validate } from '../diagnostics/zod-issues.js';
import { mapFooter, mapNavbar } from './map-navigation.js';
import { MigrationReport } from './migration-report.js';
import { loadSanitizer } from '../sanitize-html.js';

// The config loader loads the sanitiser for a config that holds markup; these tests validate such configs directly.
test.before(() => loadSanitizer());

const said = (report: MigrationReport): string[] => report.lines.map((line) => `${line.what}: ${line.todo}`);

test('navbar items Docusaurus writes in other shapes: each its equivalent, and only what has none reported', (t) => {
  const report = new MigrationReport();
  const navbar = mapNavbar({
    items: [
      { type: 'dropdown', label: 'Docs', to: 'docs/intro', items: [{ type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api' }] },
      { label: 'Community', position: 'right', items: [{ href: '/community', label: 'Meetups' }, { type: 'localeDropdown' }] },
      { href: 'https://github.com/compost', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      { to: '/blog', html: '<b>Blog</b>', className: 'strong' },
      { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }], dropdownActiveClassDisabled: true },
      { type: 'docsVersion', label: 'Docs', to: 'docs/intro' },
      { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ to: '/translate', label: 'Help us translate' }] },
      { type: 'search', position: 'right' },
      { type: 'doc' },
    ],
  }, report);
  t.deepEqual(navbar.items, [
    { type: 'dropdown', label: 'Docs', items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api' }] },
    { type: 'dropdown', label: 'Community', items: [{ label: 'Meetups', to: '/community' }], position: 'right' },
    { label: 'GitHub repository', href: 'https://github.com/compost', className: 'header-github-link', ariaLabel: 'GitHub repository', position: 'right' },
    { type: 'html', value: '<a href="/blog" class="strong"><b>Blog</b></a>' },
    { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }] },
    { type: 'docsVersion', label: 'Docs', to: '/docs/intro' },
    { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ label: 'Help us translate', to: '/translate' }] },
  ]);
  t.deepEqual(said(report), [
    "navbar item 'Docs': the dropdown's own link (/docs/intro): a dropdown's button opens its list, so the link is the list's first item",
    "navbar item 'Community', item 'localeDropdown': the locale menu is a navbar item of its own, not an item of a dropdown; add { type: 'localeDropdown' } to navbar.items",
    "navbar item 'docsVersionDropdown': dropdownActiveClassDisabled: the version menu is marked active on the pages of its versions; remove the option",
    "navbar item 'doc': it names no link, doc or sidebar to carry over; add the item to site.config.ts by hand if the site needs it",
  ]);
  t.true(validate(SiteConfigSchema, { title: 'x', url: 'https://x.example', navbar }).ok, 'the mapped navbar is a valid config');
});

test('a flat footer stays one row; html items and a logo come over', (t) => {
  const report = new MigrationReport();
  const footer = mapFooter({ style: 'light', links: [{ label: 'Privacy', to: '/privacy' }, { html: '<span>Made with care</span>' }, { label: 'Nowhere' }], logo: { alt: 'Club', src: 'img/club.svg', href: '/about' } }, report);
  t.deepEqual(footer, { style: 'light', links: [{ label: 'Privacy', to: '/privacy' }, { type: 'html', value: '<span>Made with care</span>' }], logo: { alt: 'Club', src: '/img/club.svg', href: '/about' } });
  t.deepEqual(said(report), ["footer link 'Nowhere': it names no link, doc or sidebar to carry over; add the item to site.config.ts by hand if the site needs it"]);
});
