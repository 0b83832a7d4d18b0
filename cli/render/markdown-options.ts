// The markdown options of a build: the config's themes, every language its code blocks use, and
// every heading level (pages pick theirs later), and the site's markdown components. One function, so `build` and `serve --watch`
// render, and cache, markdown alike.
import type { SiteConfig } from '../config/schema.js';
import type { ContentEntry } from '../content/model.js';
import { componentSetup } from '../markdown/components.js';
import { importSpecifiers, resolvePageImport } from '../markdown/page-imports.js';
import { collectFenceLanguages } from '../markdown/renderer.js';
import type { MarkdownOptions, MarkdownWords } from '../markdown/types.js';
import { builtLocale } from '../i18n/locales.js';
import { COLLECTED_TOC_LEVELS } from '../routes/toc-levels.js';

export function markdownOptionsFor(config: SiteConfig, entries: readonly ContentEntry[], siteRoot: string, words: MarkdownWords): MarkdownOptions {
  const languages = new Set(config.markdown.languages);
  for (const entry of entries) for (const language of collectFenceLanguages(entry.body)) languages.add(language);
  const imports = new Set<string>();
  for (const entry of entries) {
    for (const specifier of importSpecifiers(entry.body)) {
      const file = resolvePageImport(specifier, entry.source.absolutePath, siteRoot, config.staticDir);
      if (file !== undefined) imports.add(file);
    }
  }
  const components = componentSetup(siteRoot, config.markdown.components, [...imports], { baseUrl: config.baseUrl, staticDir: config.staticDir });
  const site = { title: config.title, tagline: config.tagline ?? '', url: config.url, baseUrl: config.baseUrl, locale: builtLocale(config).name, customFields: config.customFields ?? {} };
  const npm2yarn = config.markdown.npm2yarn;
  return { themes: config.markdown.themes, languages: [...languages], toc: COLLECTED_TOC_LEVELS, site, words, ...(components ? { components } : {}), ...(npm2yarn ? { npm2yarn } : {}) };
}
