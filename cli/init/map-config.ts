// Maps a Docusaurus config (run as JavaScript, so untyped) to a garden-site config, and notes
// every setting it could not carry over. Folders are the new site's (content/docs…); routes
// stay the Docusaurus site's, so its URLs and links keep working.
import type { SiteConfigInput } from '../config/schema.js';
import type { DocusaurusPluginOptions } from './docusaurus-presets.js';
import { mapVersionOptions } from './docusaurus-versions.js';
import { mapDocsSidebar, mapFooter, mapNavbar, mapNewsSidebar, sitePath } from './map-navigation.js';
import type { MigrationReport } from './migration-report.js';
import { bool, defined, isRecord, list, num, record, str, type Record_ } from './read-value.js';

export interface MappedConfig {
  config: SiteConfigInput;
  /** Where the Docusaurus folders are, relative to its project root, and where they go. */
  sources: { docs: DocsSource[]; news: NewsSource[]; locales: string[]; i18n: string; defaultLocale: string };
}

/** Where the docs start on the new site: the docs' home doc is the first sidebar's first doc. */
export interface DocRoutes {
  doc(docId: string): string;
  /** The id of the first doc a sidebar shows (the first sidebar when no id is given). */
  firstDoc(sidebarId?: string): string | undefined;
}

/** One docs section to copy: its folder (relative to the project), the docs it holds, its sidebars files. */
export interface DocsSource {
  /** The docs plugin's id: its versions' files are named by it (collections/docs/versions.ts). */
  id: string;
  /** False when the project turned versioning off (`disableVersioning`). */
  versioning: boolean;
  from: string;
  to: string;
  /** The docs plugin's patterns, when the project set them. */
  include?: string[];
  exclude?: string[];
  /** The sidebars file and the files it imports: absolute paths in the project → site paths. */
  sidebars: Array<{ from: string; to: string }>;
}

/** One blog to copy as a news section: its folder (relative to the project), and where it goes. */
export interface NewsSource {
  from: string;
  to: string;
}

/** What the converter learnt of one docs section before mapping it: its sidebars file's place in the new site. */
export interface DocsSectionPlan {
  sidebarPath: string | undefined;
  sidebars: DocsSource['sidebars'];
}

export const NEW_SITE_FOLDERS = { docs: 'content/docs', news: 'content/news', pages: 'content/pages', static: 'content/static' } as const;

export function mapDocusaurusConfig(config: Record_, plugins: DocusaurusPluginOptions, routes: DocRoutes, sections: DocsSectionPlan[], report: MigrationReport): MappedConfig {
  const theme = record(config.themeConfig);
  const url = new URL(str(config.url) ?? 'https://example.com');

  const toc = mapToc(record(theme.tableOfContents));
  const docs = plugins.docs.map((options, index) => mapDocs(options, index, index === 0 ? routes.firstDoc() : undefined, sections[index] ?? { sidebarPath: undefined, sidebars: [] }, toc, mapDocsSidebar(theme), report));
  plugins.docs.forEach((options, index) => {
    if (typeof options.numberPrefixParser === 'function') report.add('docs', `numberPrefixParser of docs section ${docsFolder(options, index)}`, 'garden-site reads number prefixes as Docusaurus does by default (01-intro → intro); rename files whose prefixes follow another rule');
  });
  const docsFolders = new Set(docs.map((section) => section.source.to));
  const news = plugins.blogs.map((options, index) => mapBlog(options, index, docsFolders, mapNewsSidebar(theme)));
  const mapped: SiteConfigInput = {
    title: str(config.title) ?? 'My site',
    ...defined({ tagline: str(config.tagline) || undefined }),
    url: url.origin,
    ...defined({
      baseUrl: str(config.baseUrl),
      favicon: sitePath(str(config.favicon)),
      i18n: isRecord(config.i18n) ? mapI18n(config.i18n, report) : undefined,
      trailingSlash: bool(config.trailingSlash),
      metadata: mapMetadata(theme),
      navbar: isRecord(theme.navbar) ? mapNavbar(theme.navbar, report) : undefined,
      footer: isRecord(theme.footer) ? mapFooter(theme.footer, report) : undefined,
      announcementBar: isRecord(theme.announcementBar) ? mapAnnouncement(theme.announcementBar) : undefined,
      colorMode: isRecord(theme.colorMode) ? defined({ defaultMode: str(theme.colorMode.defaultMode) as 'light' | 'dark' | undefined, disableSwitch: bool(theme.colorMode.disableSwitch), respectPrefersColorScheme: bool(theme.colorMode.respectPrefersColorScheme) }) : undefined,
      docs: docs.length > 1 ? docs.map((section) => section.config) : docs[0]?.config,
      // One blog is one news section; several are a list; a site without a blog (`blog: false`) has none.
      news: news.length === 1 ? news[0]?.config : news.map((section) => section.config),
      pages: { path: NEW_SITE_FOLDERS.pages },
      staticDir: NEW_SITE_FOLDERS.static,
      sitemap: plugins.sitemap ? mapSitemap(plugins.sitemap) : undefined,
      analytics: plugins.gtag ? mapGtag(plugins.gtag) : undefined,
      onBrokenLinks: problemAction(config.onBrokenLinks),
      onDuplicateRoutes: problemAction(config.onDuplicateRoutes),
      customFields: isRecord(config.customFields) ? config.customFields : undefined,
    }),
  };
  return {
    config: mapped,
    sources: {
      docs: docs.map((section) => section.source),
      news: news.map((section) => section.source),
      locales: list(record(config.i18n).locales).filter((locale): locale is string => typeof locale === 'string' && locale !== record(config.i18n).defaultLocale),
      // Docusaurus reads it from the site folder; the new site has it as i18n/.
      i18n: str(record(config.i18n).path) ?? 'i18n',
      defaultLocale: str(record(config.i18n).defaultLocale) ?? 'en',
    },
  };
}

/**
 * One docs section. The first goes to content/docs (its `id` stays Docusaurus's default); others
 * to content/<id>. `homeDoc` is where the theme's links to the docs (the docs route) lead.
 */
function mapDocs(options: Record_, index: number, homeDoc: string | undefined, plan: DocsSectionPlan, toc: DocsSectionInput['toc'], sidebar: DocsSectionInput['sidebar'], report: MigrationReport): { config: DocsSectionInput; source: DocsSource } {
  const id = str(options.id) ?? 'default';
  const folder = docsFolder(options, index);
  const patterns = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined);
  return {
    source: defined({ id, versioning: options.disableVersioning !== true, from: str(options.path) ?? 'docs', to: folder, include: patterns(options.include), exclude: patterns(options.exclude), sidebars: plan.sidebars }) as DocsSource,
    config: defined({
      id: index === 0 ? undefined : id,
      path: folder,
      routeBasePath: str(options.routeBasePath) ?? 'docs',
      sidebarPath: plan.sidebarPath,
      homeDoc,
      showLastUpdateTime: bool(options.showLastUpdateTime) ?? false,
      ...editUrl(options.editUrl, report),
      toc,
      sidebar,
      breadcrumbs: options.breadcrumbs === false ? false : undefined,
      sidebarCollapsible: options.sidebarCollapsible === false ? false : undefined,
      numberPrefixes: options.numberPrefixParser === false ? false : undefined,
      ...(options.disableVersioning === true ? {} : mapVersionOptions(options, `docs section ${folder}`, report)),
    }) as DocsSectionInput,
  };
}

type I18nInput = NonNullable<SiteConfigInput['i18n']>;
type LocaleConfigInput = NonNullable<I18nInput['localeConfigs']>[string];

/** The locales and their settings as Docusaurus has them; the translations are copied to i18n/ (docusaurus-content.ts). */
function mapI18n(i18n: Record_, report: MigrationReport): I18nInput {
  const locales = list(i18n.locales).filter((locale): locale is string => typeof locale === 'string');
  const localeConfigs: Record<string, LocaleConfigInput> = {};
  for (const [locale, settings] of Object.entries(record(i18n.localeConfigs))) {
    const given = record(settings);
    const direction = str(given.direction);
    localeConfigs[locale] = defined({ label: str(given.label), htmlLang: str(given.htmlLang), direction: direction === 'rtl' || direction === 'ltr' ? direction : undefined, path: str(given.path), calendar: str(given.calendar) }) as LocaleConfigInput;
    for (const key of Object.keys(given).filter((name) => !['label', 'htmlLang', 'direction', 'path', 'calendar'].includes(name)).sort()) {
      report.add('translations', `localeConfigs.${locale}.${key}`, 'garden-site has no such setting for a locale; remove it, or set it for the whole site');
    }
  }
  return defined({ defaultLocale: str(i18n.defaultLocale), locales: locales.length ? locales : undefined, localeConfigs: Object.keys(localeConfigs).length ? localeConfigs : undefined }) as I18nInput;
}

/** The first docs section goes to content/docs; others to content/<id>. */
export function docsFolder(options: Record_, index: number): string {
  return index === 0 ? NEW_SITE_FOLDERS.docs : `content/${str(options.id) ?? 'default'}`;
}

type DocsSectionInput = Exclude<NonNullable<SiteConfigInput['docs']>, unknown[]>;

/** Docusaurus's 'ALL' (posts per page, posts in the sidebar): more than any blog has. */
const ALL = 10_000;

type NewsSectionInput = Exclude<NonNullable<SiteConfigInput['news']>, unknown[]>;

/**
 * One blog, as a news section. The first goes to content/news (its `id` stays Docusaurus's
 * default); others to content/<id>, or content/news-<id> when a docs section has that folder.
 */
function mapBlog(options: Record_, index: number, docsFolders: ReadonlySet<string>, sidebar: Pick<NewsSectionInput, 'sidebarGroupByYear'>): { config: NewsSectionInput; source: NewsSource } {
  const id = str(options.id) ?? 'default';
  const folder = index === 0 ? NEW_SITE_FOLDERS.news : docsFolders.has(`content/${id}`) ? `content/news-${id}` : `content/${id}`;
  const feed = record(options.feedOptions);
  const feedType = feed.type === 'all' ? ['rss', 'atom', 'json'] : typeof feed.type === 'string' ? [feed.type] : list(feed.type).filter((type) => typeof type === 'string');
  const postsPerPage = options.postsPerPage === 'ALL' ? ALL : num(options.postsPerPage);
  const config = defined({
    id: index === 0 ? undefined : id,
    path: folder,
    routeBasePath: str(options.routeBasePath) ?? 'blog',
    title: str(options.blogTitle),
    description: str(options.blogDescription),
    postsPerPage,
    sidebarCount: options.blogSidebarCount === 'ALL' ? ALL : num(options.blogSidebarCount),
    sidebarTitle: str(options.blogSidebarTitle),
    showReadingTime: bool(options.showReadingTime),
    feed: options.feedOptions === undefined ? undefined : defined({ types: feedType.length ? (feedType as Array<'rss' | 'atom' | 'json'>) : undefined, limit: num(feed.limit), copyright: str(feed.copyright) }),
    ...sidebar,
  }) as NewsSectionInput;
  return { config, source: { from: str(options.path) ?? 'blog', to: folder } };
}

/** The docs.editUrl key: a base URL the doc's path is appended to (a function is called per doc: docusaurus-docs.ts). */
function editUrl(value: unknown, report: MigrationReport): { editUrl?: string } {
  const url = str(value);
  if (url === undefined) return {};
  if (/^https?:\/\/[^/]/i.test(url)) return { editUrl: url };
  report.add('docs', `docs.editUrl '${url}'`, 'it is not an absolute URL (the config may have built it from a value it could not read); set docs.editUrl in site.config.ts by hand');
  return {};
}

function mapMetadata(theme: Record_): SiteConfigInput['metadata'] {
  const tags = list(theme.metadata).filter(isRecord);
  const content = (name: string) => str(tags.find((tag) => tag.name === name)?.content);
  const keywords = content('keywords')?.split(',').map((word) => word.trim()).filter(Boolean);
  const metadata = defined({ description: content('description'), keywords, image: sitePath(str(theme.image)) });
  return Object.keys(metadata).length ? metadata : undefined;
}

function mapAnnouncement(bar: Record_): SiteConfigInput['announcementBar'] {
  return defined({
    id: str(bar.id) ?? 'announcement-bar',
    content: str(bar.content) ?? '',
    backgroundColor: str(bar.backgroundColor),
    textColor: str(bar.textColor),
    // Docusaurus's bar can be closed unless the site says otherwise.
    isCloseable: bool(bar.isCloseable) ?? true,
  }) as SiteConfigInput['announcementBar'];
}

function mapSitemap(options: Record_): SiteConfigInput['sitemap'] {
  const changefreq = str(options.changefreq) as NonNullable<SiteConfigInput['sitemap']>['changefreq'];
  return defined({ ignorePatterns: list(options.ignorePatterns).filter((pattern): pattern is string => typeof pattern === 'string'), changefreq, priority: num(options.priority) });
}

function mapGtag(options: Record_): SiteConfigInput['analytics'] {
  const id = Array.isArray(options.trackingID) ? str(options.trackingID[0]) : str(options.trackingID);
  return id ? defined({ trackingId: id, anonymizeIP: bool(options.anonymizeIP) }) as { trackingId: string } : undefined;
}

/** themeConfig.tableOfContents: the heading levels the docs' TOC lists. */
function mapToc(options: Record_): DocsSectionInput['toc'] {
  const toc = defined({ minLevel: num(options.minHeadingLevel), maxLevel: num(options.maxHeadingLevel) });
  return Object.keys(toc).length ? toc : undefined;
}

function problemAction(value: unknown): 'ignore' | 'warn' | 'throw' | undefined {
  if (value === 'log') return 'warn';
  return value === 'ignore' || value === 'warn' || value === 'throw' ? value : undefined;
}
