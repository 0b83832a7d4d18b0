// The one HTML document shell around every page: head metadata, assets and the body that
// the template rendered.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/schema.js';
import { withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import { alternateTags, ogLocale } from '../i18n/alternates.js';
import { announcementColorsTag } from './announcement-colors.js';
import { colorModeScript } from './color-mode-script.js';
import { escapeHtml } from '../escape-html.js';
import { jsonForScript } from './escape.js';
import { baseUrlCheckScript, earlyFlagsScript } from './inline-scripts.js';
import { notFoundRedirectScript } from './not-found-script.js';
import { VERSION } from '../version.js';

export const GENERATOR = `garden-site v${VERSION}`;

export interface AssetManifest {
  /** Public URLs of the hashed stylesheet(s) and entry script(s). */
  css: string[];
  js: string[];
  /** Chunks the entry scripts import statically: preloaded so they do not wait for the entry. */
  preload?: string[];
}

/** `<meta name>`s the theme's browser code reads (templates/shared/attributes.ts repeats them). */
export const CLIENT_META = {
  build: 'garden-build',
  baseUrl: 'garden-base-url',
  analyticsId: 'garden-analytics-id',
  analyticsAnonymizeIp: 'garden-analytics-anonymize-ip',
} as const;

/**
 * A preview server injects this into pages (before `</body>`, so before the deferred client
 * bundle runs) to keep a local preview from sending analytics page views.
 */
export const ANALYTICS_OFF_SCRIPT = "<script>document.documentElement.setAttribute('data-analytics','off')</script>";

export interface DocumentInput {
  route: Route;
  /** Title and description after a React page's own `meta` export is applied. */
  title: string;
  description: string | undefined;
  bodyHtml: string;
  /** What a React page put in its head (`<Head>`), after the engine's tags. */
  headHtml?: string;
  config: SiteConfig;
  assets: AssetManifest;
  /** Extra `<link>` tags (feeds) every page carries. */
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
}

export function renderDocument(input: DocumentInput): string {
  const { route, config, assets } = input;
  const meta = route.meta;
  // The page's own locale: its language and direction.
  const site = route.props.site;
  const base = (href: string): string => withBaseUrl(config.baseUrl, href);
  const fullTitle = input.title && input.title !== config.title ? `${input.title} | ${config.title}` : `${config.title}${config.tagline ? ` | ${config.tagline}` : ''}`;
  const canonical = config.url + base(meta.canonicalRoute ?? route.url);
  const description = input.description ?? config.metadata.description;
  const image = meta.image ?? config.metadata.image;
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="generator" content="${GENERATOR}">`,
    `<script>${colorModeScript(config.colorMode)}${earlyFlagsScript(config.announcementBar)}</script>`,
    announcementColorsTag(config.announcementBar),
    // The 404 page is served at any address, so its address says nothing about the baseUrl.
    `<script>${route.template === 'notFound' ? notFoundRedirectScript() : baseUrlCheckScript(config.baseUrl, route.url)}</script>`,
    `<meta name="${CLIENT_META.build}" content="${buildId(assets)}">`,
    `<meta name="${CLIENT_META.baseUrl}" content="${escapeHtml(config.baseUrl)}">`,
    ...analyticsTags(config.analytics),
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    keywordsTag([...meta.keywords, ...config.metadata.keywords]),
    meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // The 404 page stands for no page, so it has no versions in other languages.
    ...(route.template === 'notFound' ? [] : alternateTags(config, meta.canonicalRoute ?? route.url, escapeHtml)),
    `<meta property="og:title" content="${escapeHtml(input.title || config.title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:locale" content="${escapeHtml(ogLocale(site.htmlLang))}">`,
    image ? `<meta property="og:image" content="${escapeHtml(absolute(config.url, base(image)))}">` : '',
    meta.publishedTime ? `<meta property="article:published_time" content="${meta.publishedTime}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    config.favicon ? `<link rel="icon" href="${escapeHtml(base(config.favicon))}">` : '',
    ...input.headLinks.map((link) => `<link rel="${link.rel}" type="${link.type}" href="${escapeHtml(base(link.href))}" title="${escapeHtml(link.title)}">`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(base(href))}">`),
    ...assets.js.map((src) => `<script type="module" src="${escapeHtml(base(src))}"></script>`),
    ...(assets.preload ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(base(href))}">`),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    input.headHtml ?? '',
  ];
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(site.htmlLang)}" dir="${site.direction}" data-theme="${config.colorMode.defaultMode}">\n<head>\n${tags.filter(Boolean).join('\n')}\n</head>\n<body>\n${input.bodyHtml}\n</body>\n</html>\n`;
}

const buildIds = new WeakMap<AssetManifest, string>();

/**
 * The client bundle's identity: asset names carry content hashes, so two builds with the same
 * scripts and styles share an id and their pages can be swapped in place by client navigation;
 * a page from another id needs a full load.
 */
function buildId(assets: AssetManifest): string {
  let id = buildIds.get(assets);
  if (!id) {
    id = createHash('sha256').update(JSON.stringify([assets.css, assets.js, assets.preload ?? []])).digest('hex').slice(0, 12);
    buildIds.set(assets, id);
  }
  return id;
}

function analyticsTags(analytics: SiteConfig['analytics']): string[] {
  if (!analytics) return [];
  return [
    `<meta name="${CLIENT_META.analyticsId}" content="${escapeHtml(analytics.trackingId)}">`,
    `<meta name="${CLIENT_META.analyticsAnonymizeIp}" content="${analytics.anonymizeIP}">`,
  ];
}

function keywordsTag(keywords: string[]): string {
  const unique = [...new Set(keywords)];
  return unique.length ? `<meta name="keywords" content="${escapeHtml(unique.join(', '))}">` : '';
}

function absolute(siteUrl: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : siteUrl + href;
}
