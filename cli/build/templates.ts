// The theme and the client bundle: loaded again only when a template or a React page changed
// since the last build (esbuild bundles them in its own process meanwhile).
import '../render/react-env.js'; // before the theme loads React
import type { ClientBundle } from '../client/bundle.js';
import { bundleClient } from '../client/bundle.js';
import { BundleCache } from '../bundle/bundle-cache.js';
import type { SiteConfig } from '../config/schema.js';
import { themeFiles, type ContentFiles } from '../collections/registry.js';
import type { SourceFile } from '../content/read.js';
import { loadTheme, type LoadedTheme } from '../render/theme.js';
import { siteBaseUrl } from '../i18n/locales.js';

export interface TemplatesInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  /** What the last good build loaded, unless the config changed since. */
  last: LoadedTemplates | undefined;
  templatesChanged: boolean;
  /** Whether esbuild's output is kept in (and taken from) the site's cache folder. */
  caching: boolean;
}

export interface LoadedTemplates {
  theme: LoadedTheme;
  client: ClientBundle;
  /** The React pages the theme was loaded with. */
  pages: readonly SourceFile[];
}

/**
 * What the theme is loaded with: the site's own base URL (the default locale's) in every locale,
 * so one theme serves them all, on this thread and on the workers alike.
 */
export function themeSite(config: SiteConfig): { baseUrl: string; staticDir: string } {
  return { baseUrl: siteBaseUrl(config), staticDir: config.staticDir };
}

export async function loadTemplates(input: TemplatesInput): Promise<LoadedTemplates> {
  const { siteRoot, config, files, last } = input;
  const pages = themeFiles(files);
  const pageFiles = pages.map((file) => file.absolutePath);
  // A React page is part of the theme: a new, removed or edited one reloads it.
  const lastPages = last?.pages;
  const pagesChanged = !lastPages || lastPages.length !== pages.length || pages.some((file, index) => lastPages[index] !== file);
  const themeChanged = !last || input.templatesChanged || pagesChanged;
  const cache = (name: string) => (input.caching ? new BundleCache(siteRoot, name) : undefined);
  const theme = themeChanged ? loadTheme(siteRoot, config.templatesDir, pageFiles, themeSite(config), cache('theme')) : Promise.resolve(last.theme);
  const client = !last || input.templatesChanged ? bundleClient(siteRoot, config.templatesDir, config.customCss, cache('client')) : Promise.resolve(last.client);
  client.catch(() => {}); // awaited together below; a theme error may come first
  const [loaded, bundled] = [await theme, await client];
  // What the React pages publish (their styles, images) goes out with the browser's share.
  if (loaded.files.length === 0 || (!themeChanged && bundled === last?.client)) return { theme: loaded, client: bundled, pages };
  return { theme: loaded, client: { ...bundled, files: [...bundled.files.filter((file) => !file.outFile.startsWith('assets/site/')), ...loaded.files] }, pages };
}
