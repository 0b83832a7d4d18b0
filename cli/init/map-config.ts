// Maps a Docusaurus config (run as JavaScript, so untyped) to a garden-site config, and notes
// every setting it could not carry over. Folders are the new site's (content/docs…); routes
// stay the Docusaurus site's, so its URLs and links keep working.
import type { SiteConfigInput } from '../config/schema.js';
import type { DocusaurusPluginOptions } from './docusaurus-presets.js';
import { mapDocsSidebar, mapFooter, mapNavbar, mapNewsSidebar, sitePath } from './map-navigation.js';
import { bool, defined, isRecord, list, num, record, str, type Record_ } from './read-value.js';

export interface MappedConfig {
  config: SiteConfigInput;
  /** Where the Docusaurus folders are, relative to its project root, and where they go. */
  sources: { docs: DocsSource[]; blog: string | undefined };
  notCarried: string[];
}

/** Where a doc id or a sidebar leads on the new site (the docs' home doc is the first sidebar's first doc). */
export interface DocRoutes {
  doc(docId: string): string;
  /** The id of the first doc a sidebar shows (the first sidebar when no id is given). */
  firstDoc(sidebarId?: string): string | undefined;
  sidebar(sidebarId: string): string | undefined;
}

/** One docs section to copy: its folder and sidebars file, from the project and into the site. */
export interface DocsSource {
  from: string;
  to: string;
  sidebarsFrom: string | undefined;
  sidebarsTo: string | undefined;
}

export const NEW_SITE_FOLDERS = { docs: 'content/docs', news: 'content/news', pages: 'content/pages', static: 'content/static' } as const;

export function mapDocusaurusConfig(config: Record_, plugins: DocusaurusPluginOptions, routes: DocRoutes): MappedConfig {
  const theme = record(config.themeConfig);
  const notCarried = [...plugins.notCarried];
  const url = new URL(str(config.url) ?? 'https://example.com');

  const docs = plugins.docs.map((options, index) => mapDocs(options, index, index === 0 ? routes.firstDoc() : undefined, mapDocsSidebar(theme)));
  const news = plugins.blog ? { ...mapBlog(plugins.blog), ...mapNewsSidebar(theme) } : undefined;
  const mapped: SiteConfigInput = {
    title: str(config.title) ?? 'My site',
    ...defined({ tagline: str(config.tagline) || undefined }),
    url: url.origin,
    ...defined({
      baseUrl: str(config.baseUrl),
      favicon: sitePath(str(config.favicon)),
      locale: str(record(config.i18n).defaultLocale),
      trailingSlash: bool(config.trailingSlash),
      metadata: mapMetadata(theme),
      navbar: isRecord(theme.navbar) ? mapNavbar(theme.navbar, notCarried) : undefined,
      footer: isRecord(theme.footer) ? mapFooter(theme.footer, notCarried) : undefined,
      announcementBar: isRecord(theme.announcementBar) ? mapAnnouncement(theme.announcementBar) : undefined,
      colorMode: isRecord(theme.colorMode) ? defined({ defaultMode: str(theme.colorMode.defaultMode) as 'light' | 'dark' | undefined, disableSwitch: bool(theme.colorMode.disableSwitch), respectPrefersColorScheme: bool(theme.colorMode.respectPrefersColorScheme) }) : undefined,
      docs: docs.length > 1 ? docs.map((section) => section.config) : docs[0]?.config,
      news: news,
      pages: { path: NEW_SITE_FOLDERS.pages },
      staticDir: NEW_SITE_FOLDERS.static,
      sitemap: plugins.sitemap ? mapSitemap(plugins.sitemap) : undefined,
      analytics: plugins.gtag ? mapGtag(plugins.gtag) : undefined,
      markdown: mapMarkdown(theme),
      onBrokenLinks: problemAction(config.onBrokenLinks),
      onDuplicateRoutes: problemAction(config.onDuplicateRoutes),
      customFields: isRecord(config.customFields) ? config.customFields : undefined,
    }),
  };
  const locales = list(record(config.i18n).locales).filter((locale) => locale !== record(config.i18n).defaultLocale);
  if (locales.length) notCarried.push(`translations (${locales.join(', ')}): only the default locale is built`);
  if (plugins.docs.some((options) => isRecord(options.versions))) notCarried.push('docs versions: only the current docs are carried over');
  if (plugins.docs.some((options) => typeof options.editUrl === 'function')) notCarried.push('docs.editUrl written as a function: set docs.editUrl to a base URL by hand');
  return {
    config: mapped,
    sources: { docs: docs.map((section) => section.source), blog: plugins.blog ? (str(plugins.blog.path) ?? 'blog') : undefined },
    notCarried,
  };
}

/**
 * One docs section. The first goes to content/docs (its `id` stays Docusaurus's default); others
 * to content/<id>. `homeDoc` is where the theme's links to the docs (the docs route) lead.
 */
function mapDocs(options: Record_, index: number, homeDoc: string | undefined, sidebar: DocsSectionInput['sidebar']): { config: DocsSectionInput; source: DocsSource } {
  const id = str(options.id) ?? 'default';
  const folder = index === 0 ? NEW_SITE_FOLDERS.docs : `content/${id}`;
  // `sidebarPath` may be absolute (require.resolve) or relative to the project.
  const sidebars = str(options.sidebarPath);
  const extension = sidebars ? (/\.[cm]?[jt]s$/.exec(sidebars)?.[0] ?? '.js') : undefined;
  const sidebarsTo = sidebars ? `${folder}/sidebars${extension}` : undefined;
  return {
    source: { from: str(options.path) ?? 'docs', to: folder, sidebarsFrom: sidebars, sidebarsTo },
    config: defined({
      id: index === 0 ? undefined : id,
      path: folder,
      routeBasePath: str(options.routeBasePath) ?? 'docs',
      sidebarPath: sidebarsTo,
      homeDoc,
      showLastUpdateTime: bool(options.showLastUpdateTime) ?? false,
      sidebar,
      ...editUrl(options.editUrl),
    }) as DocsSectionInput,
  };
}

type DocsSectionInput = Exclude<NonNullable<SiteConfigInput['docs']>, unknown[]>;

/** Docusaurus's 'ALL' (posts per page, posts in the sidebar): more than any blog has. */
const ALL = 10_000;

function mapBlog(options: Record_): NonNullable<SiteConfigInput['news']> {
  const feed = record(options.feedOptions);
  const feedType = feed.type === 'all' ? ['rss', 'atom', 'json'] : typeof feed.type === 'string' ? [feed.type] : list(feed.type).filter((type) => typeof type === 'string');
  const postsPerPage = options.postsPerPage === 'ALL' ? ALL : num(options.postsPerPage);
  return defined({
    path: NEW_SITE_FOLDERS.news,
    routeBasePath: str(options.routeBasePath) ?? 'blog',
    title: str(options.blogTitle),
    description: str(options.blogDescription),
    postsPerPage,
    sidebarCount: options.blogSidebarCount === 'ALL' ? ALL : num(options.blogSidebarCount),
    sidebarTitle: str(options.blogSidebarTitle),
    showReadingTime: bool(options.showReadingTime),
    feed: options.feedOptions === undefined ? undefined : defined({ types: feedType.length ? (feedType as Array<'rss' | 'atom' | 'json'>) : undefined, limit: num(feed.limit), copyright: str(feed.copyright) }),
  });
}

/** The docs.editUrl key, when the schema has it: a base URL the doc's path is appended to. */
function editUrl(value: unknown): { editUrl?: string } {
  const url = str(value);
  return url ? { editUrl: url } : {};
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

function mapMarkdown(theme: Record_): SiteConfigInput['markdown'] {
  const languages = list(record(theme.prism).additionalLanguages).filter((language): language is string => typeof language === 'string');
  return languages.length ? { languages } : undefined;
}

function problemAction(value: unknown): 'ignore' | 'warn' | 'throw' | undefined {
  if (value === 'log') return 'warn';
  return value === 'ignore' || value === 'warn' || value === 'throw' ? value : undefined;
}
