// The shape of site.config.ts. Objects are strict so a misspelt key is reported instead of
// silently ignored, and every section has defaults so `{ title, url }` is a complete config.
// Sections use `.prefault({})` (not `.default({})`): zod 4 returns a `.default` value as is,
// while a prefault is parsed, so the section's own field defaults get filled in.
import * as z from 'zod';
import { docVersions } from '../collections/docs/versions.js';
import { LimitsSchema } from './limits.js';
import { listOf, oneOrList, withSidebarPath } from './collection-lists.js';
import { capitalisedNames, cssColor, externalUrl, folder, onProblem, plainText, RedirectSchema, regexSource, routeBase, safeUrl, siteUrl, TocSchema } from './field-schemas.js';
import { FooterSchema, htmlString, NavbarSchema } from './navigation-schemas.js';
import { I18nSchema } from './i18n-schema.js';

/** One version of a docs section, as Docusaurus's `versions` option describes it (collections/docs/versions.ts). */
const VersionSchema = z.strictObject({
  /** In the version menu and badge; `Next` for `current`, else the version's name. */
  label: plainText.min(1).optional(),
  /** Its routes' segment after routeBasePath: '' for the last version, `next` for `current`, else the name. */
  path: z.string().regex(/^\/?[\w.+-]*\/?$/, { error: 'expected one URL segment, like 2.x or next' }).optional(),
  /** The notice above its pages; by default unreleased for versions newer than the last, unmaintained for older ones. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** The version's label above its pages; shown by default when there are several versions. */
  badge: z.boolean().optional(),
  /** Kept out of the sitemap, and its pages ask search engines to stay away. */
  noIndex: z.boolean().optional(),
  className: z.string().optional(),
});

const ObjectSchema = z.strictObject({
  title: plainText.min(1),
  tagline: plainText.optional(),
  url: siteUrl,
  baseUrl: z
    .string()
    .refine((value) => value.startsWith('/') && value.endsWith('/'), { error: 'must start and end with /, like /garden/' })
    .default('/'),
  favicon: safeUrl.optional(),
  /** The site's locales (Docusaurus's `i18n`); the default one is built (i18n-schema.ts). */
  i18n: I18nSchema,
  trailingSlash: z.boolean().default(false),
  version: z.string().optional(),
  metadata: z
    .strictObject({ description: plainText.optional(), keywords: z.array(z.string()).default([]), image: safeUrl.optional() })
    .prefault({}),
  navbar: NavbarSchema,
  footer: FooterSchema,
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      /** HTML, sanitised. */
      content: htmlString,
      backgroundColor: cssColor.optional(),
      textColor: cssColor.optional(),
      isCloseable: z.boolean().default(false),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  /** One docs section, or a list of them (Docusaurus's docs plugin used more than once). */
  docs: oneOrList(z
    .strictObject({
      /** Names the section when there are several, as the plugin's `id` does in Docusaurus. */
      id: z.string().min(1).default('default'),
      path: folder.default('content/docs'),
      routeBasePath: routeBase.default('docs'),
      /** Defaults to `sidebars.ts` inside `path`. */
      sidebarPath: z.string().optional(),
      /** The version served at routeBasePath: the newest of versions.json unless named here (`current` is the docs folder). */
      lastVersion: z.string().min(1).optional(),
      /** Build only these versions (names from versions.json, `current` for the docs folder). */
      onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
      /** Build the docs folder (the unreleased docs, at `<routeBasePath>/next`) beside the released versions. */
      includeCurrentVersion: z.boolean().default(true),
      /** Options of each version, by name (`current` for the docs folder). */
      versions: z.record(z.string(), VersionSchema).default({}),
      homeDoc: z.string().optional(),
      showLastUpdateTime: z.boolean().default(true),
      /** Base URL of "Edit this page" links: each doc's path from the site root is added to it. */
      editUrl: externalUrl.optional(),
      toc: TocSchema.prefault({}),
      /** The trail of categories above each doc's title. */
      breadcrumbs: z.boolean().default(true),
      /** Categories of the sidebar open and close; false keeps every one open. */
      sidebarCollapsible: z.boolean().default(true),
      /** `01-intro.md` → id `intro`, as Docusaurus reads number prefixes; false keeps them in ids and labels. */
      numberPrefixes: z.boolean().default(true),
      sidebar: z
        .strictObject({
          /** A button hides the sidebar on wide screens, for a wider page. */
          hideable: z.boolean().default(false),
          /** Opening a category closes its siblings. */
          autoCollapseCategories: z.boolean().default(false),
        })
        .prefault({}),
    }), { id: 'give each section its own id, like community', path: 'give each section its own folder, like content/community', routeBasePath: 'give each section its own routeBasePath, like community' }),
  /** One news section (a blog), or a list of them (Docusaurus's blog plugin used more than once); `[]`: none. */
  news: oneOrList(z
    .strictObject({
      /** Names the section when there are several, as the plugin's `id` does in Docusaurus. */
      id: z.string().min(1).default('default'),
      path: folder.default('content/news'),
      routeBasePath: routeBase.default('news'),
      title: plainText.default('News'),
      /** Defaults to the tagline. */
      description: plainText.optional(),
      postsPerPage: z.number().int().min(1).default(10),
      sidebarCount: z.number().int().min(0).default(10),
      sidebarTitle: z.string().default('Recent posts'),
      /** The sidebar's posts under a heading for each year, or one list. */
      sidebarGroupByYear: z.boolean().default(true),
      showReadingTime: z.boolean().default(false),
      feed: z
        .strictObject({
          types: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
          limit: z.number().int().min(1).default(20),
          copyright: plainText.optional(),
        })
        .prefault({}),
    }), { id: 'give each news section its own id, like changelog', path: 'give each news section its own folder, like content/changelog', routeBasePath: 'give each news section its own routeBasePath, like changelog' }, 0),
  /** One pages folder, or a list of them (Docusaurus's pages plugin used more than once). */
  pages: oneOrList(z.strictObject({
    id: z.string().min(1).default('default'),
    path: folder.default('content/pages'),
    /** Prefixed to every page's route: '' serves `pricing.md` at `/pricing`. */
    routeBasePath: routeBase.default(''),
  }), { id: 'give each pages folder its own id, like legal', path: 'give each pages folder its own path, like content/legal', routeBasePath: 'give each pages folder its own routeBasePath, like legal' }),
  staticDir: folder.default('content/static'),
  templatesDir: folder.default('templates'),
  /** The site's own stylesheets (paths from the site root), linked after the theme's on every page. */
  customCss: z.array(z.string().min(1)).default([]),
  sitemap: z
    .strictObject({
      ignorePatterns: z.array(z.string()).default([]),
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
    })
    .prefault({}),
  analytics: z.strictObject({ trackingId: z.string().min(1), anonymizeIP: z.boolean().default(true) }).optional(),
  markdown: z
    .strictObject({
      languages: z.array(z.string()).default([]),
      themes: z.strictObject({ light: z.string().default('github-light'), dark: z.string().default('github-dark') }).prefault({}),
      /** ```` ```bash npm2yarn ```` fences as npm / Yarn / pnpm tabs; `sync` makes every such set of tabs switch together. */
      npm2yarn: z
        .strictObject({ sync: z.boolean().default(false), converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).min(1).default(['yarn', 'pnpm']) })
        .optional(),
      /** Components for capitalised tags in markdown: name → module path from the site root (cli/markdown/components.ts). */
      components: z.record(z.string(), z.string().min(1)).superRefine(capitalisedNames).default({}),
    })
    .prefault({}),
  /** `check-links` and the build's link check. */
  linkCheck: z
    .strictObject({
      /** Regular expressions; a link matching one (as written on the page) is not checked. */
      skip: z.array(regexSource).default([]),
      /** `check-links`: parallel requests, ms per request (this site's pages too), retries of a failed link to another site. */
      concurrency: z.number().int().min(1).max(500).default(50),
      timeout: z.number().int().min(100).default(10_000),
      retries: z.number().int().min(0).max(10).default(2),
    })
    .prefault({}),
  /** The site's own full-text search (`/search` and the navbar dialog). */
  search: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** Globs over routes (`/news/tags/**`) whose pages are left out of the index. */
      exclude: z.array(z.string()).default([]),
    })
    .prefault({}),
  /** Old addresses and where they lead now: each gets a small page that sends the browser on (write/redirect-pages.ts). */
  redirects: z.array(RedirectSchema).default([]),
  /** Largest file sizes read (limits.ts). */
  limits: LimitsSchema,
  onBrokenLinks: onProblem.default('throw'),
  onBrokenAnchors: onProblem.default('warn'),
  onDuplicateRoutes: onProblem.default('warn'),
  customFields: z.record(z.string(), z.unknown()).optional(),
});

/** Fills the defaults that depend on other fields, and lists every collection (collection-lists.ts). */
export const SiteConfigSchema = ObjectSchema.transform((config) => {
  const collections = {
    // The versions of versions.json are known once the site's files are read (config/doc-versions.ts): until then, the docs folder alone.
    docs: listOf(config.docs).map(withSidebarPath).map((section) => ({ ...section, versionsBuilt: docVersions(section, []).versions })),
    news: listOf(config.news).map((news) => ({ ...news, description: news.description ?? config.tagline })),
    pages: listOf(config.pages),
  };
  return {
    ...config,
    metadata: { ...config.metadata, description: config.metadata.description ?? config.tagline },
    navbar: { ...config.navbar, title: config.navbar.title ?? config.title },
    docs: collections.docs[0]!,
    /** Undefined when the site has no news (`news: []`). */
    news: collections.news[0],
    pages: collections.pages[0]!,
    collections,
  };
});

export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type ProblemAction = z.output<typeof onProblem>;

export { defineConfig } from './define-config.js';
