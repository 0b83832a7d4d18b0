// The theme is the site's own React code: one component per template name, loaded from
// `templates/index.tsx` together with the React pages of `content/pages/`.
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ComponentType } from 'react';
import { importTypeScriptModules, type PublishedFile, type SiteBundle } from '../bundle/import-module.js';
import type { ThemeComponents, ThemeLayoutProps } from '../docusaurus/page-context.js';
import { GardenError } from '../diagnostics/error.js';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
import type { ReactPageProps, TemplateName, TemplateProps } from '../routes/props.js';
import { toSitePath } from '../routes/paths.js';
import { collectionTemplates } from '../collections/registry.js';
import type { ThemeData } from '../routes/theme-data.js';
import { checkMessageTable, type MessageTable } from '../i18n/messages.js';

/** Each template gets its props, and `data` when the theme makes some for it (Theme.data). */
export type ThemeTemplates = { [K in TemplateName]: ComponentType<TemplateProps[K] & { data?: unknown }> };
export interface Theme {
  templates: ThemeTemplates;
  /**
   * What a template shows of the site's content beyond its own props (the latest posts on every
   * doc page): made for each of its pages from what `content` gives, and handed to it as `data`.
   * A page is made again when something it read changes, in `serve --watch` too.
   */
  data?: ThemeData;
  /** The chrome around a page (navbar, footer): what `@theme/Layout` of a Docusaurus React page renders. */
  layout?: ComponentType<ThemeLayoutProps>;
  /** The theme's own versions of Docusaurus's theme components, for React pages (`@theme/ThemedImage`). */
  components?: ThemeComponents;
  /**
   * Every word the templates and the browser script show, by message id, in English: a locale's
   * code.json translates them, and templates read them with `translate(site, id)`.
   */
  messages?: MessageTable;
}

/** Types a theme; `templates/index.tsx` exports `defineTheme({templates: {...}, layout})` by default. */
export function defineTheme(theme: Theme): Theme {
  return theme;
}

export interface PageModule {
  default: ComponentType<ReactPageProps>;
  /** Title and description of a React page, for its head. */
  meta?: { title?: string; description?: string };
}

export interface LoadedTheme {
  theme: Theme;
  pages: Map<string, PageModule>;
  /** The stylesheets each React page imports (CSS modules, CSS files), as published URLs. */
  pageStyles: Map<string, string[]>;
  /** What the pages' styles and imports publish (stylesheets, images, fonts). */
  files: PublishedFile[];
  /** Files the theme and pages were built from, for the watcher. */
  inputs: string[];
  /** A hash of the theme's and pages' bundled code (their packages included): the same key, the same components. */
  codeKey: string;
}

/** The collections' templates (cli/collections/), then the site's own pages. */
const TEMPLATE_NAMES: TemplateName[] = [...collectionTemplates(), 'notFound', 'search'];

export async function loadTheme(siteRoot: string, templatesDir: string, pageFiles: string[], site: SiteBundle = { baseUrl: '/', staticDir: 'content/static' }): Promise<LoadedTheme> {
  const entry = path.resolve(siteRoot, templatesDir, 'index.tsx');
  if (!existsSync(entry)) {
    throw new GardenError(`templatesDir: no theme found at ${toSitePath(siteRoot, entry)}`, {
      code: 'theme/missing',
      hint: `set templatesDir to the folder of the site's theme, or create ${toSitePath(siteRoot, entry)} exporting defineTheme({ templates: { doc, page, … } })`,
      configKey: ['templatesDir'],
    });
  }
  let loaded;
  try {
    loaded = await importTypeScriptModules<{ default?: unknown }>([entry, ...pageFiles], siteRoot, { site });
  } catch (error) {
    throw esbuildFailure(error, siteRoot, 'theme/syntax', 'fix the template or page, then build again');
  }
  const [themeModule, ...pageModules] = loaded.modules;
  const theme = themeModule?.default as Theme | undefined;
  const missing = TEMPLATE_NAMES.filter((name) => typeof theme?.templates?.[name] !== 'function');
  if (!theme || missing.length > 0) {
    throw new GardenError(`the theme does not provide ${missing.length ? `these templates: ${missing.join(', ')}` : 'a default export'}`, { code: 'theme/incomplete', file: toSitePath(siteRoot, entry), hint: 'export default defineTheme({ templates: { doc: DocPage, … } })' });
  }
  // Checked here, where the theme is named: a broken table would otherwise show as missing words.
  theme.messages = checkMessageTable(theme.messages, toSitePath(siteRoot, entry));
  const pages = new Map<string, PageModule>();
  const pageStyles = new Map<string, string[]>();
  const styles = loaded.styles ?? [];
  pageModules.forEach((module, index) => {
    const file = pageFiles[index] as string;
    if (!isComponent(module.default)) {
      throw new GardenError('a React page must export a component by default', { code: 'pages/no-default-export', file: toSitePath(siteRoot, file), hint: 'export default function Page(props: ReactPageProps) { … }' });
    }
    pages.set(file, module as PageModule);
    const style = styles[index + 1];
    if (style) pageStyles.set(file, [`/${style.outFile}`]);
  });
  const files = [...(loaded.files ?? []), ...styles.filter((style): style is PublishedFile => style !== undefined)];
  return { theme, pages, pageStyles, files, inputs: loaded.inputs, codeKey: loaded.codeKey };
}

/** A function component, or what React.memo and forwardRef make. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
