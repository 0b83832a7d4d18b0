// The shape of site.config.ts. Objects are strict so a misspelt key is reported instead of
// silently ignored, and every section has defaults so `{ title, url }` is a complete config.
// Sections use `.prefault({})` (not `.default({})`): zod 4 returns a `.default` value as is,
// while a prefault is parsed, so the section's own field defaults get filled in.
import * as z from 'zod';
import { LimitsSchema } from './limits.js';
import { docsOrSections, docsSections } from './docs-sections.js';

const onProblem = z.enum(['ignore', 'warn', 'throw']);

/** http(s)://host, with no path: sub-paths belong in `baseUrl`. A trailing slash is dropped. */
const siteUrl = z
  .string()
  .superRefine((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: 'expected an absolute URL like https://example.com', params: { hint: 'write the full address of the site, starting with https://' } });
    } else if (url.pathname !== '/' || url.search || url.hash) {
      const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
      ctx.addIssue({ code: 'custom', message: 'must not contain a path', params: { hint: `set url to '${url.origin}' and baseUrl to '${base}'` } });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** Links leaving the site: anything with a scheme (`https:`, `mailto:`). */
const externalUrl = z.string().refine((value) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value), {
  error: 'expected an absolute URL like https://example.com',
  params: { hint: 'for a page on this site, use `to` with a path like /docs/intro' },
});

const internalRoute = z.string().startsWith('/', { error: 'expected a path on this site starting with /, like /docs/intro' });

/** `docs`, `/docs/` → `docs`; '' puts the section at the site root. */
const routeBase = z.string().transform((value) => value.replace(/^\/+|\/+$/g, ''));

const folder = z.string().min(1);
// Written into a <style> element, so nothing that could end a declaration or the element.
const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, { error: 'expected a CSS colour, like #02695c or rgb(2 105 92)' });

const regexSource = z.string().refine(isRegExp, { error: 'expected a regular expression', params: { hint: "escape special characters with two backslashes, like '^https://example\\\\.com/'" } });

/** Exactly one of `to` / `href`, so a link never silently points nowhere (or two places). */
function oneTarget(link: { to?: string | undefined; href?: string | undefined }, ctx: z.RefinementCtx): void {
  if (link.to === undefined && link.href === undefined) {
    ctx.addIssue({ code: 'custom', message: "needs 'to' (a page on this site) or 'href' (an external URL)", params: { hint: "add to: '/docs/intro' or href: 'https://example.com'" } });
  } else if (link.to !== undefined && link.href !== undefined) {
    ctx.addIssue({ code: 'custom', message: "has both 'to' and 'href'; keep one", params: { hint: "'to' is for pages on this site, 'href' for other sites" } });
  }
}

const NavbarItemSchema = z
  .strictObject({
    label: z.string(),
    to: internalRoute.optional(),
    href: externalUrl.optional(),
    position: z.enum(['left', 'right']).default('left'),
    kind: z.enum(['link', 'button']).default('link'),
    icon: z.string().optional(),
    ariaLabel: z.string().optional(),
  })
  .superRefine(oneTarget);

const FooterLinkSchema = z
  .strictObject({ label: z.string(), to: internalRoute.optional(), href: externalUrl.optional() })
  .superRefine(oneTarget);

/** Markdown tags starting with a capital are components; lowercase ones are HTML. */
function capitalisedNames(components: Record<string, string>, ctx: z.RefinementCtx): void {
  for (const name of Object.keys(components).filter((key) => !/^[A-Z]\w*$/.test(key))) {
    ctx.addIssue({ code: 'custom', path: [name], message: 'a component name starts with a capital letter, like Button', params: { hint: 'use the name written in the tags, like <Button />' } });
  }
}

const headingLevel = z.number().int().min(2).max(6);

const TocSchema = z
  .strictObject({ minLevel: headingLevel.default(2), maxLevel: headingLevel.default(3) })
  .superRefine((toc, ctx) => {
    // Only compare two valid levels; an out-of-range one is already reported on its own.
    const valid = (level: number) => Number.isInteger(level) && level >= 2 && level <= 6;
    if (valid(toc.minLevel) && valid(toc.maxLevel) && toc.minLevel > toc.maxLevel) ctx.addIssue({ code: 'custom', path: ['maxLevel'], message: `must be at least minLevel (${toc.minLevel})` });
  });

const ObjectSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().optional(),
  url: siteUrl,
  baseUrl: z
    .string()
    .refine((value) => value.startsWith('/') && value.endsWith('/'), { error: 'must start and end with /, like /garden/' })
    .default('/'),
  favicon: z.string().optional(),
  locale: z
    .string()
    .refine(isLanguageTag, { error: 'expected a language tag like en or pt-BR' })
    .default('en'),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  trailingSlash: z.boolean().default(false),
  version: z.string().optional(),
  metadata: z
    .strictObject({ description: z.string().optional(), keywords: z.array(z.string()).default([]), image: z.string().optional() })
    .prefault({}),
  navbar: z
    .strictObject({
      /** Defaults to the site title. */
      title: z.string().optional(),
      logo: z
        .strictObject({
          alt: z.string(),
          src: z.string(),
          srcDark: z.string().optional(),
          width: z.number().int().positive().optional(),
          height: z.number().int().positive().optional(),
        })
        .optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(NavbarItemSchema).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({ style: z.enum(['dark', 'light']).default('light'), links: z.array(FooterLinkSchema).default([]), copyright: z.string().default('') })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string(),
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
  docs: docsOrSections(z
    .strictObject({
      /** Names the section when there are several, as the plugin's `id` does in Docusaurus. */
      id: z.string().min(1).default('default'),
      path: folder.default('content/docs'),
      routeBasePath: routeBase.default('docs'),
      /** Defaults to `sidebars.ts` inside `path`. */
      sidebarPath: z.string().optional(),
      versionName: z.string().default('current'),
      versionLabel: z.string().default('Next'),
      homeDoc: z.string().optional(),
      showLastUpdateTime: z.boolean().default(true),
      /** Base URL of "Edit this page" links: each doc's path from the site root is added to it. */
      editUrl: externalUrl.optional(),
      toc: TocSchema.prefault({}),
    })),
  news: z
    .strictObject({
      path: folder.default('content/news'),
      routeBasePath: routeBase.default('news'),
      title: z.string().default('News'),
      /** Defaults to the tagline. */
      description: z.string().optional(),
      postsPerPage: z.number().int().min(1).default(10),
      sidebarCount: z.number().int().min(0).default(10),
      sidebarTitle: z.string().default('Recent posts'),
      showReadingTime: z.boolean().default(false),
      feed: z
        .strictObject({
          types: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
          limit: z.number().int().min(1).default(20),
          copyright: z.string().optional(),
        })
        .prefault({}),
    })
    .prefault({}),
  pages: z.strictObject({ path: folder.default('content/pages') }).prefault({}),
  staticDir: folder.default('content/static'),
  templatesDir: folder.default('templates'),
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
  /** Largest file sizes read (limits.ts). */
  limits: LimitsSchema,
  onBrokenLinks: onProblem.default('throw'),
  onBrokenAnchors: onProblem.default('warn'),
  onDuplicateRoutes: onProblem.default('warn'),
  customFields: z.record(z.string(), z.unknown()).optional(),
});

/** Fills the defaults that depend on other fields. */
export const SiteConfigSchema = ObjectSchema.transform((config) => ({
  ...config,
  metadata: { ...config.metadata, description: config.metadata.description ?? config.tagline },
  navbar: { ...config.navbar, title: config.navbar.title ?? config.title },
  ...docsSections(config.docs),
  news: { ...config.news, description: config.news.description ?? config.tagline },
}));

export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterLink = SiteConfig['footer']['links'][number];
export type ProblemAction = z.output<typeof onProblem>;

export { defineConfig } from './define-config.js';

function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

function isRegExp(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}
