// Route → HTML: the template (or React page) rendered with renderToStaticMarkup, wrapped in
// the document shell.
import './react-env.js';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../config/schema.js';
import { GardenError } from '../diagnostics/error.js';
import type { Route } from '../routes/route.js';
import { prefixBaseUrl } from './base-url-links.js';
import { renderDocument, type AssetManifest } from './document.js';
import { flatString } from './flat-string.js';
import type { LoadedTheme } from './theme.js';

export interface RenderContext {
  config: SiteConfig;
  theme: LoadedTheme;
  assets: AssetManifest;
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
}

export function renderRoute(route: Route, context: RenderContext): string {
  let component: ComponentType<object>;
  let title = route.meta.title;
  let description = route.meta.description;
  if (route.template === 'component') {
    const page = context.theme.pages.get(route.componentPath);
    if (!page) throw new GardenError(`React page not loaded: ${route.componentPath}`, { code: 'render/missing-page' });
    component = page.default as ComponentType<object>;
    title = page.meta?.title ?? title;
    description = page.meta?.description ?? description;
  } else {
    component = context.theme.theme.templates[route.template] as ComponentType<object>;
  }
  let bodyHtml: string;
  try {
    bodyHtml = prefixBaseUrl(renderToStaticMarkup(createElement(component, route.props)), context.config.baseUrl);
  } catch (error) {
    throw new GardenError(`could not render ${route.url}: ${(error as Error).message}`, {
      code: 'render/failed',
      ...(route.sourcePath ? { file: route.sourcePath } : {}),
      hint: `the ${route.template === 'component' ? 'React page' : `'${route.template}' template`} threw while rendering; the stack trace below shows where`,
      cause: error,
    });
  }
  return flatString(renderDocument({ route, title, description, bodyHtml, config: context.config, assets: context.assets, headLinks: context.headLinks }));
}
