// Props handed to templates: plain, serialisable data. Templates read only their props
// (no config imports, no file reads), so another site can bring other templates.
import type { SiteConfig } from '../config/schema.js';
import type { Sidebars, SidebarItem } from '../content/sidebars.js';
import type { TocItem } from '../markdown/types.js';
import type { SiteLocale } from '../i18n/locales.js';
import type { Words } from '../i18n/messages.js';
import type { FooterProps, NavbarProps } from './navigation.js';

export type { FooterColumn, FooterProps, NavbarDropdown, NavbarEntry, NavbarLink, NavbarLocaleDropdown, LocaleLink, NavbarProps, NavHtml, NavLink } from './navigation.js';

export interface LinkProps { label: string; href: string }

/** What every template gets about the site as a whole. */
export interface SiteProps {
  title: string;
  tagline: string | undefined;
  url: string;
  baseUrl: string;
  /** The locale the page is in, as `i18n.locales` names it (`fr`). */
  locale: string;
  /** Its language tag: the page's `lang`, and how numbers and plural forms are written (`fr-FR`). */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Every locale of the site, the default one first, with its settings (what `useDocusaurusContext().i18n` gives a React page). */
  locales: SiteLocale[];
  /**
   * The theme's words in the page's locale, by message id: the theme's and the engine's tables,
   * with the locale's code.json over them. Read them with `translate(site, id, values)`.
   */
  words: Words;
  /** Links to docs and sidebars come resolved to their pages' routes. */
  navbar: NavbarProps;
  footer: FooterProps;
  announcementBar: SiteConfig['announcementBar'];
  colorMode: SiteConfig['colorMode'];
  /** Where "home" links go: `/` when the site has a page there, else the docs' landing page, else the news. */
  homeRoute: string;
  /** `homeRoute`: the docs' landing page (its root, or its first doc), when there are docs. */
  docs: { routeBasePath: string; homeRoute: string | undefined };
  /** The first news section, where the theme's links to the news go; undefined when the site has none (`news: []`). */
  news: { routeBasePath: string; title: string; description: string | undefined } | undefined;
  customFields: Record<string, unknown>;
  /** The search page's route when the site has search (config `search.enabled`). */
  search: { route: string } | undefined;
  /** Route of the page being rendered, for `aria-current` in menus. */
  currentRoute: string;
}

export interface AuthorProps { name: string; title: string | undefined; url: string | undefined; imageUrl: string | undefined; route: string | undefined; initials: string }
export interface TagProps { label: string; route: string; description: string | undefined }

export interface PostSummary {
  title: string;
  route: string;
  description: string | undefined;
  /** ISO date (`2025-10-22`) and how it reads (`October 22, 2025`). */
  date: string;
  dateLabel: string;
  authors: AuthorProps[];
  tags: TagProps[];
  /** The post up to `<!-- truncate -->`, or the whole post when there is no marker. */
  excerptHtml: string;
  truncated: boolean;
  /** Minutes to read the whole post, when the site shows reading times (`news.showReadingTime`). */
  readingTime: number | undefined;
}

/** The news sidebar; `year` is undefined when the site lists its posts without year headings (`news.sidebarGroupByYear`). */
export interface RecentPosts { title: string; years: Array<{ year: string | undefined; posts: LinkProps[] }> }

/** The docs section's `sidebar` config: a button hides the sidebar; opening a category closes its siblings. */
export interface SidebarBehaviour {
  hideable: boolean;
  autoCollapseCategories: boolean;
}

/** The docs version a page belongs to: its badge, and the banner of a version other than the last. */
export interface DocVersionProps {
  /** The docs section's id (`default` unless `docs` is a list), as Docusaurus's pluginId. */
  section: string;
  /** `current` for the docs folder, else the name in versions.json. */
  name: string;
  label: string;
  /** The version served at the section's own route: the last release, unless `lastVersion` says otherwise. */
  isLast: boolean;
  /** Show the label above the page (by default when the section has several versions). */
  badge: boolean;
  /** The notice above the page, leading to the same page in the last version (else its first page). */
  banner: { kind: 'unreleased' | 'unmaintained'; latest: LinkProps } | undefined;
  className: string | undefined;
}

/** What docs pages and category pages show around their content: sidebar, trail, pager, version. */
export interface DocNavigation {
  version: DocVersionProps;
  sidebar: ({ name: string; items: SidebarItem[] } & SidebarBehaviour) | undefined;
  breadcrumbs: Array<{ label: string; href: string | undefined }>;
  previous: LinkProps | undefined;
  next: LinkProps | undefined;
}

export interface DocPageProps extends DocNavigation {
  site: SiteProps;
  doc: {
    id: string;
    title: string;
    /** False when front matter says `hide_title`, or the markdown opens with its own `# Title`. */
    showTitle: boolean;
    html: string;
    toc: TocItem[];
    hideTableOfContents: boolean;
    /** ISO date of the doc's last change, and how it reads in the page's locale. */
    lastUpdated: string | undefined;
    lastUpdatedLabel: string | undefined;
    /** Where the doc's source can be edited ("Edit this page"), when the site says. */
    editUrl: string | undefined;
    route: string;
    /** Reached only by its link: left out of sidebars, the sitemap and search. */
    unlisted: boolean;
    /** The default locale's language, when this locale has no translation of the doc and shows that locale's words. */
    fallbackLang: string | undefined;
  };
}

export interface DocCategoryProps extends DocNavigation {
  site: SiteProps;
  category: { title: string; description: string | undefined; route: string };
  cards: Array<{ label: string; href: string; description: string | undefined; isCategory: boolean }>;
}

export interface NewsListProps {
  site: SiteProps;
  heading: string;
  description: string | undefined;
  posts: PostSummary[];
  pagination: { page: number; totalPages: number; newer: string | undefined; older: string | undefined };
  recent: RecentPosts;
  /** On tag and author pages: what the list is filtered by. */
  filter: { kind: 'tag' | 'author'; label: string; allRoute: string; allLabel: string; author?: AuthorProps } | undefined;
}

export interface NewsPostProps {
  site: SiteProps;
  /** `unlisted`: built for whoever has the link, but kept out of lists, feeds and search engines. */
  post: PostSummary & { html: string; toc: TocItem[]; hideTableOfContents: boolean; unlisted: boolean; fallbackLang: string | undefined };
  newer: LinkProps | undefined;
  older: LinkProps | undefined;
  recent: RecentPosts;
}

export interface NewsTagsProps { site: SiteProps; tags: Array<TagProps & { count: number }>; recent: RecentPosts }
export interface NewsAuthorsProps { site: SiteProps; authors: Array<AuthorProps & { count: number }>; recent: RecentPosts }
export interface NewsArchiveProps { site: SiteProps; years: Array<{ year: string; posts: Array<LinkProps & { date: string; dateLabel: string }> }> }

export interface MarkdownPageProps {
  site: SiteProps;
  page: { title: string; description: string | undefined; html: string; toc: TocItem[]; hideTableOfContents: boolean; route: string; fallbackLang: string | undefined };
}

/** What a React page (`content/pages/*.tsx`) receives from the engine. */
export interface ReactPageProps {
  site: SiteProps;
  latestPosts: PostSummary[];
  sidebars: Sidebars;
}

export interface NotFoundProps { site: SiteProps }

/** `/search`: the results page behind `?q=`; it works in the browser, against the index files. */
export interface SearchPageProps { site: SiteProps }

/** Template name → its props. A theme supplies one component per name. */
export interface TemplateProps {
  doc: DocPageProps;
  docCategory: DocCategoryProps;
  newsList: NewsListProps;
  newsPost: NewsPostProps;
  newsTags: NewsTagsProps;
  newsAuthors: NewsAuthorsProps;
  newsArchive: NewsArchiveProps;
  page: MarkdownPageProps;
  notFound: NotFoundProps;
  search: SearchPageProps;
}
export type TemplateName = keyof TemplateProps;
