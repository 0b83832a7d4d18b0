// Whether a Docusaurus project's React module will render in the new site, found by doing what a
// build does, in the project: bundling it with garden-site's Docusaurus API (a package the new
// site would lack, a syntax error or a missing file shows here), and, for a page, rendering it
// once. The answer is a reason and a place, for the report; nothing is written.
import path from 'node:path';
import { build, type Message } from 'esbuild';
import type { SiteBundle } from '../bundle/import-module.js';
import { ASSET_LOADERS, docusaurusPlugin } from '../bundle/docusaurus-plugin.js';
import { placeOfThrown } from '../diagnostics/stack-place.js';
import type { ComponentType } from 'react';
import type { SiteProps } from '../routes/props.js';
import { englishLocale } from '../i18n/english.js';

/** The words a page is tried with: the engine's, in English (the new site's theme may add its own). */
const ENGLISH = englishLocale();

export interface ProbeFailure {
  reason: string;
  /** `src/pages/index.js:12`, when the place is known. */
  place?: string;
}

/** What a page's `useDocusaurusContext()` and layout read while it is tried. */
export interface ProbeSite {
  title: string;
  tagline: string | undefined;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
}

/** The packages garden-site gives a site's React code itself. */
const PROVIDED = /^(?:react|react-dom)(?:\/|$)/;

/** Why the module would not build in the new site (a package it imports, a bundling error); undefined when it builds. */
export async function probeModule(file: string, projectRoot: string, site: SiteBundle): Promise<ProbeFailure | undefined> {
  let result;
  try {
    result = await build({
      entryPoints: [file],
      absWorkingDir: projectRoot,
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'out',
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'silent',
      loader: { ...ASSET_LOADERS, '.js': 'jsx' },
      plugins: [docusaurusPlugin(projectRoot, site, [])],
    });
  } catch (error) {
    const message = (error as { errors?: Message[] }).errors?.[0];
    if (!message) throw error;
    const location = message.location;
    return { reason: message.text, ...(location ? { place: `${location.file.split(path.sep).join('/')}:${location.line}` } : {}) };
  }
  const packages = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imported of input.imports) if (imported.external && !PROVIDED.test(imported.path) && !imported.path.startsWith('file:') && !imported.path.startsWith('node:')) packages.add(packageName(imported.path));
  }
  return packages.size ? { reason: `it needs ${[...packages].sort().join(', ')}, which the new site does not have` } : undefined;
}

/** Why the page throws when rendered as a build renders it; undefined when it renders. */
export async function renderPageOnce(file: string, projectRoot: string, site: SiteBundle, settings: ProbeSite): Promise<ProbeFailure | undefined> {
  const [{ importTypeScriptModules }, { renderStatic }, { pageContext }, { createElement }] = await Promise.all([
    import('../bundle/import-module.js'),
    import('../markdown/react-runtime.js'),
    import('../docusaurus/page-context.js'),
    import('react'),
  ]);
  try {
    const { modules } = await importTypeScriptModules<{ default?: unknown }>([file], projectRoot, { site });
    const page = modules[0]?.default;
    if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) return { reason: 'it exports no component by default' };
    const props = siteProps(settings, file, projectRoot);
    const element = createElement(page as ComponentType<{ site: SiteProps }>, { site: props });
    renderStatic(createElement(pageContext().Provider, { value: { site: props, Layout: undefined, head: { elements: [] } } }, element));
    return undefined;
  } catch (error) {
    const place = placeOfThrown(error, projectRoot);
    return { reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error), ...(place ? { place: `${place.file}:${place.line}` } : {}) };
  }
}

/** The site props a page reads through the Docusaurus API, as the new site will give them. */
function siteProps(settings: ProbeSite, file: string, projectRoot: string): SiteProps {
  const route = `/${path.relative(path.join(projectRoot, 'src/pages'), file).replace(/\.[cm]?[jt]sx?$/, '').replace(/(?:^|\/)index$/, '')}`;
  return {
    title: settings.title,
    tagline: settings.tagline,
    url: settings.url,
    baseUrl: settings.baseUrl,
    locale: ENGLISH.name,
    htmlLang: ENGLISH.htmlLang,
    direction: ENGLISH.direction,
    locales: [ENGLISH],
    words: ENGLISH.words,
    navbar: { title: settings.title, items: [] },
    footer: { links: [], style: 'light' },
    announcementBar: undefined,
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    homeRoute: '/',
    docs: { routeBasePath: 'docs', homeRoute: undefined },
    news: { routeBasePath: 'blog', title: 'Blog', description: undefined },
    customFields: settings.customFields,
    search: undefined,
    currentRoute: route,
  } as unknown as SiteProps;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}
