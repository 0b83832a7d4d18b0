// The Docusaurus API a site's React pages and components import (`@theme/Layout`,
// `@docusaurus/Link`, `useDocusaurusContext`…), as garden-site renders them: once, at build time,
// to static markup. Hooks that need a browser give their server-side answer (no DOM, light
// colour mode, the page's own location); the site's data comes from the page being rendered
// (page-context.ts). esbuild points `@theme/…`/`@docusaurus/…` imports here (../bundle/docusaurus-plugin.ts).
import type { ReactElement, ReactNode } from 'react';
import { reactModule } from '../markdown/react-runtime.js';
import { clsx } from './clsx.js';
import { ThemedImage as EngineThemedImage } from './theme-components.js';
import { usePage } from './page-context.js';
import type { SiteLocale } from '../i18n/locales.js';

export { clsx };
export { Admonition, BrowserOnly, CodeBlock, Details, Heading, IdealImage, Link, TOCInline } from './theme-components.js';
export { DocCardList } from './doc-card-list.js';

/** `@theme/ThemedImage`: the theme's, when it provides one; else the engine's, with the same classes. */
export function ThemedImage(props: Props): ReactElement {
  const { createElement } = reactModule();
  const own = usePage().components?.ThemedImage;
  return own ? createElement(own, props as never) : createElement(EngineThemedImage, props);
}

type Props = Record<string, unknown> & { children?: ReactNode };

/** `@theme/Layout`: the theme's navbar, footer and main column around the page; its title and description go in the head. */
export function Layout({ title, description, noFooter, wrapperClassName, children }: Props): ReactElement {
  const { createElement } = reactModule();
  const page = usePage();
  if (typeof title === 'string' && title !== '') page.head.title = title;
  if (typeof description === 'string' && description !== '') page.head.description = description;
  const className = clsx('main', wrapperClassName as string | undefined);
  const mainElement = writesMain(children) ? 'div' : 'main';
  if (!page.Layout) return createElement(mainElement, { id: 'main', className }, children);
  return createElement(page.Layout, { site: page.site, className, noFooter: noFooter === true, mainElement, children });
}

/**
 * Whether the page's own markup holds a `<main>`: among the elements it wrote itself, through
 * fragments and HTML elements (a component's output is not known before it renders).
 */
function writesMain(children: ReactNode): boolean {
  const { Children, isValidElement } = reactModule();
  return Children.toArray(children).some((child) => {
    if (!isValidElement(child)) return false;
    if (child.type === 'main') return true;
    const inner = (child.props as { children?: ReactNode }).children;
    return (typeof child.type === 'string' || typeof child.type === 'symbol') && writesMain(inner);
  });
}

/** `@docusaurus/Head`: its elements go into the page's head, not its body; its title and description replace the page's. */
export function Head({ children }: Props): null {
  const { Children, isValidElement } = reactModule();
  const { head } = usePage();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Props>(child)) continue;
    const text = typeof child.props.children === 'string' ? child.props.children : Array.isArray(child.props.children) ? child.props.children.join('') : undefined;
    if (child.type === 'title' && text !== undefined) head.title = text;
    else if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string') head.description = child.props.content;
    else head.elements.push(child);
  }
  return null;
}

export function useDocusaurusContext(): { siteConfig: Record<string, unknown>; siteMetadata: Record<string, unknown>; globalData: Record<string, unknown>; i18n: Record<string, unknown> } {
  const { site } = usePage();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline ?? '',
      url: site.url,
      baseUrl: site.baseUrl,
      customFields: site.customFields,
      themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode, announcementBar: site.announcementBar },
    },
    siteMetadata: {},
    globalData: {},
    i18n: docusaurusI18n(site),
  };
}

/** The site's locales as Docusaurus's context gives them: names, the default and the current one, each one's settings. */
function docusaurusI18n(site: { locale: string; locales: readonly SiteLocale[] }): Record<string, unknown> {
  const { locales } = site;
  const localeConfigs = Object.fromEntries(locales.map(({ name, label, htmlLang, direction, calendar, path }) => [name, { label, htmlLang, direction, calendar, path }]));
  return { currentLocale: site.locale, defaultLocale: locales[0]?.name ?? site.locale, locales: locales.map((locale) => locale.name), localeConfigs };
}

const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** `@docusaurus/useBaseUrl`: a site path under the baseUrl; other URLs as they are. */
export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { site } = usePage();
  return withBaseUrl(site, url, options);
}

function withBaseUrl(site: { baseUrl: string; url: string }, url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean }): string {
  if (!url || url.startsWith('#') || EXTERNAL_URL.test(url) || !url.startsWith('/')) return url;
  const path = options.forcePrependBaseUrl || !url.startsWith(site.baseUrl) ? site.baseUrl.replace(/\/$/, '') + url : url;
  return options.absolute ? site.url + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => string } {
  const { site } = usePage();
  return { withBaseUrl: (url, options = {}) => withBaseUrl(site, url, options) };
}

export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

export function useIsBrowser(): boolean {
  return false;
}

/** `@docusaurus/Translate`: the message itself (one locale is built). */
export function Translate({ children, values }: Props): ReactElement {
  const { createElement, Fragment } = reactModule();
  return createElement(Fragment, null, interpolate(typeof children === 'string' ? children : '', values));
}

export function translate(message: { message?: string; id?: string }, values?: Record<string, unknown>): string {
  return interpolate(message.message ?? message.id ?? '', values);
}

function interpolate(text: string, values: unknown): string {
  if (typeof values !== 'object' || values === null) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String((values as Record<string, unknown>)[name]) : whole));
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: usePage().site.currentRoute, search: '', hash: '' };
}

export function useHistory(): { push: () => void; replace: () => void; location: ReturnType<typeof useLocation> } {
  return { push: () => {}, replace: () => {}, location: useLocation() };
}

/** `<Redirect to>` renders a link to its target: a static page cannot redirect while rendering. */
export function Redirect({ to }: Props): ReactElement {
  const { createElement } = reactModule();
  return createElement('a', { href: String(to ?? '/') }, String(to ?? '/'));
}

export function useColorMode(): { colorMode: 'light' | 'dark'; setColorMode: () => void } {
  const mode = usePage().site.colorMode.defaultMode;
  return { colorMode: mode === 'dark' ? 'dark' : 'light', setColorMode: () => {} };
}

export const ThemeClassNames = { page: {}, wrapper: {}, common: {}, layout: {}, docs: {}, blog: {} };
