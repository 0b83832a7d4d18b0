// Finds the docs, blog, gtag and sitemap options of a Docusaurus config, wherever the site put
// them: the classic preset's options (the usual place) or the same plugins listed one by one.
import type { MigrationReport } from './migration-report.js';
import { isRecord, list, record, str, type Record_ } from './read-value.js';

export interface DocusaurusPluginOptions {
  /** Each instance of the docs plugin, the classic preset's first; empty when the site has no docs. */
  docs: Record_[];
  /** Each instance of the blog plugin, the classic preset's first; empty when the site has none (`blog: false`). */
  blogs: Record_[];
  gtag: Record_ | undefined;
  sitemap: Record_ | undefined;
  /** The classic theme's options (`customCss`). */
  theme: Record_;
  /** The pages plugin's options (its remark plugins). */
  pages: Record_;
  /** `@docusaurus/plugin-client-redirects`'s options (client-redirects.ts). */
  redirects: Record_ | undefined;
}

const PLUGIN_KEYS: Record<string, 'docs' | 'blog' | 'gtag' | 'sitemap' | 'redirects' | 'pages'> = {
  '@docusaurus/plugin-content-pages': 'pages',
  '@docusaurus/plugin-client-redirects': 'redirects',
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-sitemap': 'sitemap',
};

const CLASSIC = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];

export function pluginOptions(config: Record_, report: MigrationReport): DocusaurusPluginOptions {
  const found: DocusaurusPluginOptions = { docs: [], blogs: [], gtag: undefined, sitemap: undefined, theme: {}, pages: {}, redirects: undefined };
  for (const entry of list(config.presets)) {
    const [name, options] = nameAndOptions(entry);
    if (name && CLASSIC.includes(name)) {
      const presetOptions = record(options);
      if (presetOptions.docs !== false) found.docs.push(record(presetOptions.docs));
      if (presetOptions.blog !== false) found.blogs.push(record(presetOptions.blog));
      if (isRecord(presetOptions.gtag)) found.gtag = presetOptions.gtag;
      found.theme = record(presetOptions.theme);
      found.pages = record(presetOptions.pages);
      found.sitemap = presetOptions.sitemap === false ? undefined : record(presetOptions.sitemap);
    } else if (name) {
      report.add('plugins', `preset ${name}`, 'garden-site has no presets; set up what it gave in site.config.ts');
    }
  }
  const themes = new Set(list(config.themes));
  for (const entry of [...list(config.plugins), ...list(config.themes)]) {
    const [name, options] = nameAndOptions(entry);
    const kind = themes.has(entry) ? 'theme' : 'plugin';
    const key = name ? PLUGIN_KEYS[name] : undefined;
    if (key === 'docs') {
      // Docusaurus's docs plugin used again (`/community` beside `/docs`): another docs section.
      found.docs.push(record(options));
    } else if (key === 'blog') {
      // The blog plugin used again (`/changelog` beside `/blog`): another news section.
      found.blogs.push(record(options));
    } else if (key === 'pages') {
      found.pages = record(options);
    } else if (key && found[key] === undefined) {
      found[key] = record(options);
    } else if (name) {
      report.add('plugins', `${kind} ${name}`, 'garden-site has no plugins; rebuild what it did in the theme or the content, or leave it out');
    } else {
      report.add('plugins', `a ${kind} written inline in the config`, 'garden-site has no plugins; rebuild what it did in the theme or the content, or leave it out');
    }
  }
  return found;
}

/**
 * `'name'`, `['name', options]`, or a function (an inline plugin: no name). A name given as the
 * path require.resolve found (`/project/node_modules/x/lib/index.js`) is the package's name.
 */
function nameAndOptions(entry: unknown): [string | undefined, unknown] {
  const name = (value: unknown) => str(value)?.replace(/^.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+).*$/, '$1').replace(/\\/g, '/');
  if (typeof entry === 'string') return [name(entry), {}];
  if (Array.isArray(entry)) return [name(entry[0]), entry[1]];
  return [undefined, undefined];
}
