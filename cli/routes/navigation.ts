// The navbar and footer as the theme draws them: links to a doc (`type: 'doc'`) or to a sidebar
// (`type: 'docSidebar'`) become links to the page's route, found among the docs the build
// collected with the rules the sidebars use (a doc's id, its real route for `usage/index` or a
// `slug`, its sidebar label or title). An id that matches nothing is a problem at its place in
// the config (navigation-stage.ts places it).
import type { DropdownItemConfig, FooterColumnConfig, FooterItemConfig, NavbarItemConfig } from '../config/navigation-schemas.js';
import type { SiteConfig } from '../config/schema.js';
import { firstOf } from '../collections/kind.js';
import type { DocSection } from '../content/doc-sections.js';
import type { DocEntry } from '../content/model.js';
import { firstSidebarLink, unknownDocHint, type Sidebars } from '../content/sidebars.js';
import { closestMatch } from '../content/suggest.js';
import { builtLocale, localeBaseUrl, siteLocales } from '../i18n/locales.js';
import { withoutUnlistedDocs } from './visible-sidebars.js';
import type { VersionLinks } from '../collections/docs/version-links.js';

/** A link in the navbar, a dropdown or the footer: `to` a page of this site, or `href` another site. */
export interface NavLink {
  type: 'link';
  label: string;
  to: string | undefined;
  href: string | undefined;
  className: string | undefined;
  ariaLabel: string | undefined;
  /** A link to a sidebar (`docSidebar`): every page of that sidebar marks it current. */
  sidebar: string | undefined;
}

/** HTML from the config, sanitised when it was read. */
export interface NavHtml {
  type: 'html';
  value: string;
  className: string | undefined;
}

type Placed = { position: 'left' | 'right' };
export type NavbarLink = NavLink & Placed & { kind: 'link' | 'button'; icon: string | undefined };
export type NavbarDropdown = Placed & { type: 'dropdown'; label: string; items: Array<NavLink | NavHtml>; className: string | undefined };
/**
 * A menu of the site's locales, labelled with the page's: `locales` in the site's order, each
 * with its base URL, where the page's own route leads to the same page in that locale.
 */
export type NavbarLocaleDropdown = Placed & {
  type: 'localeDropdown';
  label: string;
  before: Array<NavLink | NavHtml>;
  locales: LocaleLink[];
  after: Array<NavLink | NavHtml>;
  className: string | undefined;
};
/** A locale in the locale menu: `lang` its language tag (the link's `hreflang` and `lang`), `current` the page's own. */
export interface LocaleLink { name: string; label: string; lang: string; baseUrl: string; current: boolean }
export type NavbarEntry = NavbarLink | NavbarDropdown | NavbarLocaleDropdown | (NavHtml & Placed);

export type NavbarProps = Omit<SiteConfig['navbar'], 'items'> & { items: NavbarEntry[] };
export interface FooterColumn { title: string | undefined; items: Array<NavLink | NavHtml> }
export type FooterProps = Omit<SiteConfig['footer'], 'links'> & {
  /** One row of links, when the config lists links. */
  links: Array<NavLink | NavHtml>;
  /** Titled columns, when the config lists columns. */
  columns: FooterColumn[];
};

export interface Navigation {
  navbar: NavbarProps;
  footer: FooterProps;
  /** The navbar's version items, by their place in it: each page fills them in with its own version (`navbarFor`). */
  versionItems: ReadonlyMap<number, VersionItem>;
}

/** A `docsVersionDropdown` or `docsVersion` item: which docs section, and what it holds besides the versions. */
export type VersionItem =
  | { type: 'dropdown'; sectionId: string | undefined; before: Array<NavLink | NavHtml>; after: Array<NavLink | NavHtml> }
  | { type: 'link'; sectionId: string | undefined; label: string | undefined; to: string | undefined };

/** A problem with a navbar item, at its key path in the config. */
export interface NavigationProblem {
  segments: PropertyKey[];
  message: string;
  hint: string;
}

export function resolveNavigation(config: SiteConfig, collection: { docs: ReadonlyMap<string, DocSection> }): { navigation: Navigation; problems: NavigationProblem[] } {
  const problems: NavigationProblem[] = [];
  const docs = new DocLookup(collection);
  const versionItems = new Map<number, VersionItem>();
  const items = config.navbar.items.map((item, index) => {
    const at = ['navbar', 'items', index];
    if (item.type === 'localeDropdown') return localeDropdown(config, item, at, docs, problems);
    if (item.type !== 'docsVersionDropdown' && item.type !== 'docsVersion') return navbarEntry(item, at, docs, problems);
    if (item.docsPluginId !== undefined) docs.knowsSection(item.docsPluginId, at, problems);
    const sectionId = item.docsPluginId;
    if (item.type === 'docsVersion') {
      versionItems.set(index, { type: 'link', sectionId, label: item.label, to: item.to });
      return { ...EMPTY_LINK, label: item.label ?? '', to: item.to, className: item.className, position: item.position, kind: 'link' as const, icon: undefined };
    }
    const before = item.dropdownItemsBefore.map((child, childIndex) => dropdownItem(child, [...at, 'dropdownItemsBefore', childIndex], docs, problems));
    const after = item.dropdownItemsAfter.map((child, childIndex) => dropdownItem(child, [...at, 'dropdownItemsAfter', childIndex], docs, problems));
    versionItems.set(index, { type: 'dropdown', sectionId, before, after });
    return { type: 'dropdown' as const, label: '', items: [...before, ...after], position: item.position, className: item.className };
  });
  const footerEntries = config.footer.links;
  const columns = footerEntries.filter((entry): entry is FooterColumnConfig => 'items' in entry);
  const links = footerEntries.filter((entry): entry is FooterItemConfig => !('items' in entry));
  return {
    navigation: {
      navbar: { ...config.navbar, items },
      footer: { ...config.footer, links: links.map(footerItem), columns: columns.map((column) => ({ title: column.title, items: column.items.map(footerItem) })) },
      versionItems,
    },
    problems,
  };
}

/**
 * The navbar as a page shows it: each version item filled in with the page's version, its
 * links leading to the same page in the other versions (version-links.ts).
 */
export function navbarFor(navigation: Navigation, route: string, links: VersionLinks): NavbarProps {
  if (navigation.versionItems.size === 0) return navigation.navbar;
  const items = navigation.navbar.items.map((entry, index): NavbarEntry => {
    const item = navigation.versionItems.get(index);
    const menu = item && links.menu(route, item.sectionId);
    if (!item || !menu) return entry;
    if (item.type === 'link') return { ...(entry as NavbarLink), label: item.label ?? menu.active.label, to: item.to ?? menu.active.home };
    const versions = menu.links.map((link): NavLink => ({ ...EMPTY_LINK, label: link.label, to: link.href, className: link.className }));
    return { ...(entry as NavbarDropdown), label: menu.active.label, items: [...item.before, ...versions, ...item.after] };
  });
  return { ...navigation.navbar, items };
}

function localeDropdown(config: SiteConfig, item: Extract<NavbarItemConfig, { type: 'localeDropdown' }>, at: PropertyKey[], docs: DocLookup, problems: NavigationProblem[]): NavbarLocaleDropdown {
  const current = builtLocale(config).name;
  const locales = siteLocales(config).map((locale): LocaleLink => ({ name: locale.name, label: locale.label, lang: locale.htmlLang, baseUrl: localeBaseUrl(config, locale.name), current: locale.name === current }));
  return {
    type: 'localeDropdown',
    label: locales.find((locale) => locale.current)?.label ?? current,
    before: item.dropdownItemsBefore.map((child, index) => dropdownItem(child, [...at, 'dropdownItemsBefore', index], docs, problems)),
    locales,
    after: item.dropdownItemsAfter.map((child, index) => dropdownItem(child, [...at, 'dropdownItemsAfter', index], docs, problems)),
    position: item.position,
    className: item.className,
  };
}

function navbarEntry(item: Exclude<NavbarItemConfig, { type: 'docsVersionDropdown' | 'docsVersion' | 'localeDropdown' }>, at: PropertyKey[], docs: DocLookup, problems: NavigationProblem[]): NavbarEntry {
  switch (item.type) {
    case 'dropdown':
      return { type: 'dropdown', label: item.label, position: item.position, className: item.className, items: item.items.map((child, index) => dropdownItem(child, [...at, 'items', index], docs, problems)) };
    case 'html':
      return { type: 'html', value: item.value, className: item.className, position: item.position };
    case 'doc':
    case 'docSidebar':
      return { ...docLink(item, at, docs, problems), position: item.position, kind: 'link', icon: undefined };
    default:
      return { ...link(item), position: item.position, kind: item.kind, icon: item.icon };
  }
}

function dropdownItem(item: DropdownItemConfig, at: PropertyKey[], docs: DocLookup, problems: NavigationProblem[]): NavLink | NavHtml {
  switch (item.type) {
    case 'html':
      return { type: 'html', value: item.value, className: item.className };
    case 'doc':
    case 'docSidebar':
      return docLink(item, at, docs, problems);
    default:
      return link(item);
  }
}

type DocItem = Extract<DropdownItemConfig, { type: 'doc' | 'docSidebar' }>;

function docLink(item: DocItem, at: PropertyKey[], docs: DocLookup, problems: NavigationProblem[]): NavLink {
  if (item.type === 'doc') {
    const found = docs.doc(item.docsPluginId, item.docId, at, problems);
    return { ...EMPTY_LINK, label: item.label ?? found?.label ?? item.docId, to: found?.route, className: item.className };
  }
  const found = docs.sidebar(item.docsPluginId, item.sidebarId, at, problems);
  return { ...EMPTY_LINK, label: item.label ?? found?.label ?? item.sidebarId, to: found?.route, className: item.className, sidebar: item.sidebarId };
}

const EMPTY_LINK: NavLink = { type: 'link', label: '', to: undefined, href: undefined, className: undefined, ariaLabel: undefined, sidebar: undefined };

function link(item: { label: string; to?: string | undefined; href?: string | undefined; className?: string | undefined; ariaLabel?: string | undefined }): NavLink {
  return { ...EMPTY_LINK, label: item.label, to: item.to, href: item.href, className: item.className, ariaLabel: item.ariaLabel };
}

function footerItem(item: FooterItemConfig): NavLink | NavHtml {
  return item.type === 'html' ? { type: 'html', value: item.value, className: item.className } : link(item);
}

/** The docs and sidebars of each docs section, looked up by id as the sidebars look them up. */
class DocLookup {
  private readonly sections = new Map<DocSection, { docsById: Map<string, DocEntry>; sidebars: Sidebars }>();

  constructor(private readonly collection: { docs: ReadonlyMap<string, DocSection> }) {}

  doc(sectionId: string | undefined, docId: string, at: PropertyKey[], problems: NavigationProblem[]): { label: string; route: string } | undefined {
    const section = this.section(sectionId, at, problems);
    if (!section) return undefined;
    const doc = section.docsById.get(docId);
    if (!doc) problems.push({ segments: [...at, 'docId'], message: `unknown doc id '${docId}'`, hint: unknownDocHint(docId, section.docsById.keys()) });
    return doc && { label: doc.sidebarLabel ?? doc.title, route: doc.route };
  }

  sidebar(sectionId: string | undefined, sidebarId: string, at: PropertyKey[], problems: NavigationProblem[]): { label: string; route: string } | undefined {
    const section = this.section(sectionId, at, problems);
    if (!section) return undefined;
    const items = section.sidebars[sidebarId];
    if (!items) {
      const names = Object.keys(section.sidebars);
      const guess = closestMatch(sidebarId, names);
      problems.push({ segments: [...at, 'sidebarId'], message: `unknown sidebar '${sidebarId}'`, hint: guess ? `did you mean '${guess}'? Sidebars are named by the keys of the sidebars file.` : `the sidebars file names ${names.length ? names.map((name) => `'${name}'`).join(', ') : 'no sidebar'}` });
      return undefined;
    }
    const first = firstSidebarLink(items);
    if (!first) problems.push({ segments: [...at, 'sidebarId'], message: `sidebar '${sidebarId}' has no page to link to`, hint: 'add a doc to the sidebar, or link to a page with `to`' });
    return first && { label: first.label, route: first.href };
  }

  /** Whether the site has a docs section with this id; when not, a problem at the item's `docsPluginId`. */
  knowsSection(sectionId: string, at: PropertyKey[], problems: NavigationProblem[]): boolean {
    return this.section(sectionId, at, problems) !== undefined;
  }

  private section(sectionId: string | undefined, at: PropertyKey[], problems: NavigationProblem[]) {
    const sections = this.collection.docs;
    const section = sectionId === undefined ? firstOf(sections) : sections.get(sectionId);
    if (!section) {
      const ids = [...new Set([...sections.values()].map((candidate) => candidate.id))];
      problems.push({ segments: [...at, ...(sectionId === undefined ? [] : ['docsPluginId'])], message: sectionId === undefined ? 'the site has no docs to link to' : `unknown docs section '${sectionId}'`, hint: ids.length ? `the docs sections are ${ids.map((id) => `'${id}'`).join(', ')}` : 'add docs (content/docs), or link to a page with `to`' });
      return undefined;
    }
    return this.lookupOf(section);
  }

  private lookupOf(section: DocSection): { docsById: Map<string, DocEntry>; sidebars: Sidebars } {
    let lookup = this.sections.get(section);
    if (!lookup) {
      const docs = section.docs;
      // The same docs the sidebars know (drafts are not built), and the sidebars as pages show them (no unlisted doc).
      lookup = { docsById: new Map(docs.filter((doc) => !doc.draft).map((doc) => [doc.id, doc])), sidebars: withoutUnlistedDocs(section.sidebars, docs) };
      this.sections.set(section, lookup);
    }
    return lookup;
  }
}
