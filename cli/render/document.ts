// The one HTML document shell around every page: head metadata, assets and the body that
// the template rendered.
import type { SiteConfig } from '../config/schema.js';
import { withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import { colorModeScript } from './color-mode-script.js';
import { escapeHtml, jsonForScript } from './escape.js';

export const GENERATOR = 'garden-site v3.8.1';

export interface AssetManifest {
  /** Public URLs of the hashed stylesheet(s) and script(s). */
  css: string[];
  js: string[];
}

export interface DocumentInput {
  route: Route;
  /** Title and description after a React page's own `meta` export is applied. */
  title: string;
  description: string | undefined;
  bodyHtml: string;
  config: SiteConfig;
  assets: AssetManifest;
  /** Extra `<link>` tags (feeds) every page carries. */
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
}

export function renderDocument(input: DocumentInput): string {
  const { route, config, assets } = input;
  const meta = route.meta;
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
    `<script>${colorModeScript(config.colorMode)}</script>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    keywordsTag([...meta.keywords, ...config.metadata.keywords]),
    meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(input.title || config.title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:locale" content="${escapeHtml(config.locale.replace('-', '_'))}">`,
    image ? `<meta property="og:image" content="${escapeHtml(absolute(config.url, base(image)))}">` : '',
    meta.publishedTime ? `<meta property="article:published_time" content="${meta.publishedTime}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    config.favicon ? `<link rel="icon" href="${escapeHtml(base(config.favicon))}">` : '',
    ...input.headLinks.map((link) => `<link rel="${link.rel}" type="${link.type}" href="${escapeHtml(base(link.href))}" title="${escapeHtml(link.title)}">`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(base(href))}">`),
    ...assets.js.map((src) => `<script type="module" src="${escapeHtml(base(src))}"></script>`),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return `<!doctype html>\n<html lang="${escapeHtml(config.locale)}" dir="${config.direction}" data-theme="${config.colorMode.defaultMode}">\n<head>\n${tags.filter(Boolean).join('\n')}\n</head>\n<body>\n${input.bodyHtml}\n</body>\n</html>\n`;
}

function keywordsTag(keywords: string[]): string {
  const unique = [...new Set(keywords)];
  return unique.length ? `<meta name="keywords" content="${escapeHtml(unique.join(', '))}">` : '';
}

function absolute(siteUrl: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : siteUrl + href;
}
