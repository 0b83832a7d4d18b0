// Route → HTML: the template (or React page) rendered with renderToStaticMarkup, wrapped in
// the document shell.
import './react-env.js';
import { createElement, Fragment, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../config/schema.js';
import { GardenError } from '../diagnostics/error.js';
import { placeOfThrown } from '../diagnostics/stack-place.js';
import { withDocCards } from '../docusaurus/doc-card-list.js';
import { pageContext, type DocusaurusPage } from '../docusaurus/page-context.js';
import { wordsContext } from '../docusaurus/words-context.js';
import type { MarkdownWords } from '../markdown/types.js';
import { renderStatic } from '../markdown/react-runtime.js';
import type { Route } from '../routes/route.js';
import { prefixBaseUrl } from './base-url-links.js';
import { siteBaseUrl } from '../i18n/locales.js';
import { renderDocument, type AssetManifest } from './document.js';
import { flatString } from './flat-string.js';
import type { LoadedTheme } from './theme.js';

export interface RenderContext {
  /** Where the site is, to place a React page's errors in its sources. */
  siteRoot: string;
  config: SiteConfig;
  theme: LoadedTheme;
  assets: AssetManifest;
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
}

export function renderRoute(route: Route, context: RenderContext): string {
  if (route.template === 'component') return renderReactPage(route, context);
  const component = context.theme.theme.templates[route.template] as ComponentType<object>;
  let bodyHtml: string;
  try {
    const props = route.data === undefined ? route.props : { ...route.props, data: route.data };
    bodyHtml = prefixBaseUrl(withDocCards(renderToStaticMarkup(createElement(component, props)), route.docCards), context.config.baseUrl, siteBaseUrl(context.config));
  } catch (error) {
    throw new GardenError(`could not render ${route.url}: ${(error as Error).message}`, {
      code: 'render/failed',
      ...(route.sourcePath ? { file: route.sourcePath } : {}),
      hint: `the '${route.template}' template threw while rendering; the stack trace below shows where`,
      cause: error,
    });
  }
  return flatString(renderDocument({ route, title: route.meta.title, description: route.meta.description, bodyHtml, config: context.config, assets: assetsWith(context.assets, route.meta.stylesheets), headLinks: context.headLinks }));
}

/**
 * A React page: the site's own code, rendered with a time limit, inside the context the
 * Docusaurus API reads (its `<Layout>` is the theme's, its `<Head>` goes in the head).
 */
function renderReactPage(route: Route & { template: 'component' }, context: RenderContext): string {
  const module = context.theme.pages.get(route.componentPath);
  if (!module) throw new GardenError(`React page not loaded: ${route.componentPath}`, { code: 'render/missing-page' });
  const page: DocusaurusPage = { site: route.props.site, Layout: context.theme.theme.layout, components: context.theme.theme.components, head: { elements: [] } };
  let bodyHtml: string;
  let headHtml: string;
  try {
    const pageElement = createElement(module.default as ComponentType<object>, route.props);
    bodyHtml = prefixBaseUrl(renderStatic(createElement(pageContext().Provider, { value: page }, createElement(wordsContext().Provider, { value: route.props.site.words as MarkdownWords }, pageElement))), context.config.baseUrl, siteBaseUrl(context.config));
    headHtml = page.head.elements.length ? renderStatic(createElement(Fragment, null, ...page.head.elements)) : '';
  } catch (error) {
    const place = placeOfThrown(error, context.siteRoot);
    const message = error instanceof Error ? error.message : String(error);
    throw new GardenError(`The React page could not be rendered: ${message}`, {
      code: 'render/failed',
      ...(place ?? (route.sourcePath ? { file: route.sourcePath } : {})),
      hint: TIMED_OUT.test(message)
        ? 'Something in the page loops, or does too much work while rendering: make it finish.'
        : BROWSER_ONLY.test(message)
          ? 'A page is rendered once, at build time, where there is no browser: use browser objects inside useEffect, or wrap that part in <BrowserOnly>.'
          : 'The page threw while rendering, at the place shown.',
      cause: error,
    });
  }
  const title = page.head.title ?? module.meta?.title ?? route.meta.title;
  const description = page.head.description ?? module.meta?.description ?? route.meta.description;
  const assets = assetsWith(context.assets, context.theme.pageStyles.get(route.componentPath));
  return flatString(renderDocument({ route, title, description, bodyHtml, headHtml, config: context.config, assets, headLinks: context.headLinks }));
}

const TIMED_OUT = /ran for more than \d+ ms/;
const BROWSER_ONLY = /\b(?:window|document|localStorage|sessionStorage|navigator|location|self)\b.*(?:not defined|undefined)|not defined.*\b(?:window|document)\b/;

const withStyles = new WeakMap<AssetManifest, Map<string, AssetManifest>>();

/**
 * The manifest with a page's own stylesheets after the theme's. Pages that share them share one
 * manifest, so they share a build id and client navigation swaps between them; a page with
 * other styles is loaded whole, its stylesheets with it.
 */
function assetsWith(assets: AssetManifest, styles: readonly string[] | undefined): AssetManifest {
  if (!styles || styles.length === 0) return assets;
  let known = withStyles.get(assets);
  if (!known) withStyles.set(assets, (known = new Map()));
  const key = styles.join('\0');
  let manifest = known.get(key);
  if (!manifest) known.set(key, (manifest = { ...assets, css: [...assets.css, ...styles] }));
  return manifest;
}
