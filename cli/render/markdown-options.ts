// The markdown options of a build: the config's themes, every language its code blocks use, and
// every heading level (pages pick theirs later), and the site's markdown components. One function, so `build` and `serve --watch`
// render, and cache, markdown alike.
import type { SiteConfig } from '../config/schema.js';
import type { ContentEntry } from '../content/model.js';
import { componentSetup } from '../markdown/components.js';
import { collectFenceLanguages } from '../markdown/renderer.js';
import type { MarkdownOptions } from '../markdown/types.js';
import { COLLECTED_TOC_LEVELS } from '../routes/toc-levels.js';

export function markdownOptionsFor(config: SiteConfig, entries: readonly ContentEntry[], siteRoot: string): MarkdownOptions {
  const languages = new Set(config.markdown.languages);
  for (const entry of entries) for (const language of collectFenceLanguages(entry.body)) languages.add(language);
  const components = componentSetup(siteRoot, config.markdown.components);
  const npm2yarn = config.markdown.npm2yarn;
  return { themes: config.markdown.themes, languages: [...languages], toc: COLLECTED_TOC_LEVELS, ...(components ? { components } : {}), ...(npm2yarn ? { npm2yarn } : {}) };
}
