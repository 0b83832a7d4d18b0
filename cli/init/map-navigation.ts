// Maps a Docusaurus site's chrome (themeConfig.navbar, footer, docs.sidebar, blog.sidebar) to
// garden-site's config, item for item: links, dropdowns, `html` items, links to a doc or a
// sidebar (kept as ids, resolved against the docs at build time, as Docusaurus does), footer
// columns, logos. What has no equivalent goes in the migration report, with what to do.
import type { SiteConfigInput } from '../config/schema.js';
import { escapeHtml } from '../escape-html.js';
import type { MigrationReport } from './migration-report.js';
import { bool, defined, isRecord, list, num, record, str, type Record_ } from './read-value.js';

type NavbarInput = NonNullable<SiteConfigInput['navbar']>;
type NavbarItemInput = NonNullable<NavbarInput['items']>[number];
type DropdownItemInput = Extract<NavbarItemInput, { type: 'dropdown' }>['items'][number];
type FooterInput = NonNullable<SiteConfigInput['footer']>;
type FooterEntryInput = NonNullable<FooterInput['links']>[number];
type FooterItemInput = Exclude<FooterEntryInput, { items: unknown }>;

/** Navbar items that have no garden-site equivalent, by Docusaurus type, with what to do. */
const NO_EQUIVALENT: Record<string, string> = {
  localeDropdown: 'the locale menu is a navbar item of its own, not an item of a dropdown; add { type: \'localeDropdown\' } to navbar.items',
};
const INCOMPLETE = 'it names no link, doc or sidebar to carry over; add the item to site.config.ts by hand if the site needs it';
const UNKNOWN_TYPE = 'garden-site has no such navbar item; add a plain link in its place if the site needs one';

export function mapNavbar(navbar: Record_, report: MigrationReport): NavbarInput {
  const logo = record(navbar.logo);
  const items = list(navbar.items).flatMap((item, index) => navbarItem(item, `navbar item ${describe(item, index)}`, report));
  return defined({
    title: str(navbar.title),
    logo: str(logo.src) ? (defined({ alt: str(logo.alt) ?? str(navbar.title) ?? 'logo', src: sitePath(str(logo.src))!, srcDark: sitePath(str(logo.srcDark)), href: logoHref(str(logo.href)), target: str(logo.target), width: num(logo.width), height: num(logo.height) }) as NonNullable<NavbarInput['logo']>) : undefined,
    style: navbar.style === 'primary' || navbar.style === 'dark' ? navbar.style : undefined,
    hideOnScroll: bool(navbar.hideOnScroll),
    items,
  });
}

function navbarItem(item: unknown, what: string, report: MigrationReport): NavbarItemInput[] {
  if (!isRecord(item)) return skip(what, report);
  const placed = defined({ position: item.position === 'right' ? ('right' as const) : undefined });
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  if (type === 'search') return []; // the navbar's own search button
  if (type === 'dropdown') {
    const label = str(item.label) ?? 'More';
    const target = linkTarget(item);
    // A dropdown's own link: its button opens the list, so the link goes first in it.
    if (target) report.add('navigation', `${what}: the dropdown's own link (${'to' in target ? target.to : target.href})`, "a dropdown's button opens its list, so the link is the list's first item");
    const own = target ? [{ label, ...target }] : [];
    const items = [...own, ...list(item.items).flatMap((child, index) => dropdownItem(child, `${what}, item ${describe(child, index)}`, report))];
    return items.length ? [{ type: 'dropdown', label, items, ...placed, ...defined({ className: str(item.className) }) }] : skip(what, report);
  }
  if (type === 'docsVersionDropdown' || type === 'localeDropdown') {
    if (type === 'docsVersionDropdown' && item.dropdownActiveClassDisabled !== undefined) report.add('navigation', `${what}: dropdownActiveClassDisabled`, 'the version menu is marked active on the pages of its versions; remove the option');
    if (type === 'docsVersionDropdown' && item.versions !== undefined) report.add('navigation', `${what}: versions`, 'the version menu lists every version built; choose them with onlyIncludeVersions and label them with versions.<name>.label in the docs config');
    if (type === 'localeDropdown' && item.queryString !== undefined) report.add('navigation', `${what}: queryString`, "the locale menu's links keep the reader's own query string; remove the option");
    const items = (key: string) => list(item[key]).flatMap((child, index) => dropdownItem(child, `${what}, ${key} ${describe(child, index)}`, report));
    const before = items('dropdownItemsBefore');
    const after = items('dropdownItemsAfter');
    const around = defined({ className: str(item.className), dropdownItemsBefore: before.length ? before : undefined, dropdownItemsAfter: after.length ? after : undefined });
    if (type === 'localeDropdown') return [{ type, ...placed, ...around }];
    return [{ type, ...placed, ...defined({ docsPluginId: str(item.docsPluginId) }), ...around }];
  }
  if (type === 'docsVersion') {
    const to = str(item.to);
    return [{ type: 'docsVersion', ...placed, ...defined({ docsPluginId: str(item.docsPluginId), label: str(item.label), to: to === undefined ? undefined : absoluteRoute(to), className: str(item.className) }) }];
  }
  const mapped = dropdownItem(item, what, report);
  return mapped.map((entry) => ({ ...entry, ...placed }) as NavbarItemInput);
}

function dropdownItem(item: unknown, what: string, report: MigrationReport): DropdownItemInput[] {
  if (!isRecord(item)) return skip(what, report);
  const type = str(item.type) ?? 'default';
  const className = str(item.className);
  const label = str(item.label);
  const extra = defined({ label, docsPluginId: str(item.docsPluginId), className });
  const docId = str(item.docId);
  const sidebarId = str(item.sidebarId);
  const value = str(item.value);
  switch (type) {
    case 'doc':
      return docId ? [{ type: 'doc', docId, ...extra }] : skip(what, report);
    case 'docSidebar':
      return sidebarId ? [{ type: 'docSidebar', sidebarId, ...extra }] : skip(what, report);
    case 'html':
      return value === undefined ? skip(what, report) : [{ type: 'html', value, ...defined({ className }) }];
    case 'default':
    case 'link': {
      const target = linkTarget(item);
      const html = str(item.html);
      // A link whose label is HTML: the same link, written as an html item.
      if (target && html !== undefined) return [{ type: 'html', value: htmlLink(target, html, className) }];
      const text = label ?? str(item['aria-label']);
      return target && text ? [defined({ label: text, ...target, className, ariaLabel: str(item['aria-label']) }) as DropdownItemInput] : skip(what, report);
    }
    default:
      return skip(what, report, NO_EQUIVALENT[type] ?? UNKNOWN_TYPE);
  }
}

export function mapFooter(footer: Record_, report: MigrationReport): FooterInput {
  const entries = list(footer.links);
  const columned = entries.some((entry) => isRecord(entry) && Array.isArray(entry.items));
  const links: FooterEntryInput[] = columned
    ? entries.flatMap((entry, index) => {
        if (!isRecord(entry) || !Array.isArray(entry.items)) return skip(`footer link ${describe(entry, index)}`, report);
        const title = str(entry.title);
        return [defined({ title, items: entry.items.flatMap((item, itemIndex) => footerItem(item, `footer link ${describe(item, itemIndex)}${title ? ` in '${title}'` : ''}`, report)) }) as FooterEntryInput];
      })
    : entries.flatMap((entry, index) => footerItem(entry, `footer link ${describe(entry, index)}`, report));
  const logo = record(footer.logo);
  return defined({
    style: footer.style === 'dark' ? 'dark' : footer.style === 'light' ? 'light' : undefined,
    links,
    logo: str(logo.src) ? (defined({ alt: str(logo.alt) ?? 'logo', src: sitePath(str(logo.src))!, srcDark: sitePath(str(logo.srcDark)), href: logoHref(str(logo.href)), width: num(logo.width), height: num(logo.height) }) as FooterInput['logo']) : undefined,
    // HTML in Docusaurus, and in garden-site: sanitised as the config is read.
    copyright: str(footer.copyright),
  });
}

function footerItem(item: unknown, what: string, report: MigrationReport): FooterItemInput[] {
  if (!isRecord(item)) return skip(what, report);
  if (str(item.html) !== undefined && !linkTarget(item)) return [{ type: 'html', value: str(item.html)! }];
  return dropdownItem(item, what, report).filter((mapped): mapped is FooterItemInput => mapped.type === undefined || mapped.type === 'link' || mapped.type === 'html');
}

/** themeConfig.docs.sidebar: how every docs section's sidebar behaves. */
export function mapDocsSidebar(theme: Record_): { hideable?: boolean; autoCollapseCategories?: boolean } | undefined {
  const sidebar = record(record(theme.docs).sidebar);
  const mapped = defined({ hideable: bool(sidebar.hideable), autoCollapseCategories: bool(sidebar.autoCollapseCategories) });
  return Object.keys(mapped).length ? mapped : undefined;
}

/** themeConfig.blog.sidebar.groupByYear, for the news section. */
export function mapNewsSidebar(theme: Record_): { sidebarGroupByYear?: boolean } {
  return defined({ sidebarGroupByYear: bool(record(record(theme.blog).sidebar).groupByYear) });
}

/** `to` a page of the site (made absolute) or `href` another site; a site-relative `href` is a `to`. */
function linkTarget(item: Record_): { to: string } | { href: string } | undefined {
  const to = str(item.to);
  const href = str(item.href);
  if (to !== undefined) return { to: absoluteRoute(to) };
  if (href === undefined) return undefined;
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? { href } : { to: absoluteRoute(href) };
}

function htmlLink(target: { to: string } | { href: string }, html: string, className: string | undefined): string {
  const attributes = 'href' in target ? `href="${escapeHtml(target.href)}" target="_blank" rel="noopener noreferrer"` : `href="${escapeHtml(target.to)}"`;
  return `<a ${attributes}${className ? ` class="${escapeHtml(className)}"` : ''}>${html}</a>`;
}

function logoHref(href: string | undefined): string | undefined {
  if (href === undefined || /^[a-z][a-z\d+.-]*:/i.test(href)) return href;
  return absoluteRoute(href);
}

function skip<T>(what: string, report: MigrationReport, todo = INCOMPLETE): T[] {
  report.add('navigation', what, todo);
  return [];
}

/** Docusaurus writes static files' paths with or without the leading slash. */
export function sitePath(value: string | undefined): string | undefined {
  if (value === undefined || /^[a-z][a-z\d+.-]*:/i.test(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

export function absoluteRoute(route: string): string {
  return route.startsWith('/') ? route : `/${route}`;
}

function describe(value: unknown, index: number): string {
  if (!isRecord(value)) return JSON.stringify(value) ?? String(value);
  const label = str(value.label) ?? str(value.type) ?? str(value.title);
  return label ? `'${label}'` : `#${index + 1}`;
}
