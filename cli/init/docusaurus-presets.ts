// Finds the docs, blog, gtag and sitemap options of a Docusaurus config, wherever the site put
// them: the classic preset's options (the usual place) or the same plugins listed one by one.
import { isRecord, list, record, str, type Record_ } from './read-value.js';

export interface DocusaurusPluginOptions {
  /** Each instance of the docs plugin, the classic preset's first; empty when the site has no docs. */
  docs: Record_[];
  blog: Record_ | false;
  gtag: Record_ | undefined;
  sitemap: Record_ | undefined;
  /** Other plugins, presets and themes, and custom CSS: named in the report as not carried over. */
  notCarried: string[];
}

const PLUGIN_KEYS: Record<string, 'docs' | 'blog' | 'gtag' | 'sitemap'> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-sitemap': 'sitemap',
};

const CLASSIC = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];

export function pluginOptions(config: Record_): DocusaurusPluginOptions {
  const found: DocusaurusPluginOptions = { docs: [], blog: false, gtag: undefined, sitemap: undefined, notCarried: [] };
  for (const entry of list(config.presets)) {
    const [name, options] = nameAndOptions(entry);
    if (name && CLASSIC.includes(name)) {
      const presetOptions = record(options);
      if (presetOptions.docs !== false) found.docs.push(record(presetOptions.docs));
      found.blog = presetOptions.blog === false ? false : record(presetOptions.blog);
      if (isRecord(presetOptions.gtag)) found.gtag = presetOptions.gtag;
      for (const css of [record(presetOptions.theme).customCss].flat()) if (typeof css === 'string') found.notCarried.push(`custom CSS ${css} (the theme's styles are in templates/styles)`);
      found.sitemap = presetOptions.sitemap === false ? undefined : record(presetOptions.sitemap);
    } else if (name) {
      found.notCarried.push(`preset ${name}`);
    }
  }
  for (const entry of [...list(config.plugins), ...list(config.themes)]) {
    const [name, options] = nameAndOptions(entry);
    const key = name ? PLUGIN_KEYS[name] : undefined;
    if (key === 'docs') {
      // Docusaurus's docs plugin used again (`/community` beside `/docs`): another docs section.
      found.docs.push(record(options));
    } else if (key && (key === 'blog' ? !found.blog : found[key] === undefined)) {
      found[key] = record(options);
    } else if (key === 'blog') {
      found.notCarried.push('a second blog: only the first is carried over');
    } else if (name) {
      found.notCarried.push(`plugin ${name}`);
    } else {
      found.notCarried.push('a plugin written inline in the config');
    }
  }
  return found;
}

/** `'name'`, `['name', options]`, or a function (an inline plugin: no name). */
function nameAndOptions(entry: unknown): [string | undefined, unknown] {
  if (typeof entry === 'string') return [entry, {}];
  if (Array.isArray(entry)) return [str(entry[0]), entry[1]];
  return [undefined, undefined];
}
