// What a Docusaurus site's own React code imports, resolved for esbuild when garden-site loads
// it (React pages, components imported by MDX): `@site/…` is the site root; `@theme/…` and
// `@docusaurus/…` are small modules re-exporting the engine's versions (../docusaurus/api.ts,
// loaded as the engine's own module, so a page and the engine share its React context); `clsx`
// is the engine's; `import Icon from './x.svg'` is a component drawing the file's markup inline
// (props spread onto <svg>, as svgr does). Anything else under `@theme/`/`@docusaurus/` is an
// error at the import's line naming what is provided.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { engineModulePath } from '../package-root.js';
import { SITE_ASSETS } from './site-assets.js';

/** Each module a page may import, and what it exports, from the engine's API module. */
const PROVIDED: Record<string, string> = {
  '@theme/Layout': 'Layout as default',
  '@theme/Heading': 'Heading as default',
  '@theme/TOCInline': 'TOCInline as default',
  '@theme/IdealImage': 'IdealImage as default',
  '@theme/ThemedImage': 'ThemedImage as default',
  '@theme/Admonition': 'Admonition as default',
  '@theme/Details': 'Details as default',
  '@theme/CodeBlock': 'CodeBlock as default',
  '@theme/DocCardList': 'DocCardList as default',
  '@docusaurus/Link': 'Link as default',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext as default',
  '@docusaurus/useBaseUrl': 'useBaseUrl as default, useBaseUrlUtils',
  '@docusaurus/Head': 'Head as default',
  '@docusaurus/BrowserOnly': 'BrowserOnly as default',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment as default',
  '@docusaurus/useIsBrowser': 'useIsBrowser as default',
  '@docusaurus/Translate': 'Translate as default, translate',
  '@docusaurus/router': 'useLocation, useHistory, Redirect',
  '@docusaurus/theme-common': 'useColorMode, ThemeClassNames',
  clsx: 'clsx as default, clsx',
};

const NAMESPACE = 'garden-docusaurus';
const ASSET_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|pdf|svg)$/i;
const PROVIDED_FILTER = /^(?:@theme\/|@docusaurus\/|clsx$)/;

/** `<svg …>`'s attributes as React props: class is className, a style string an object. */
function svgAttributes(tag: string): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [, name = '', double, single] of tag.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? '';
    if (name === 'class') attributes.className = value;
    else if (name === 'style') attributes.style = Object.fromEntries(value.split(';').flatMap((declaration) => {
      const [property = '', ...rest] = declaration.split(':');
      return property.trim() && rest.length ? [[property.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), rest.join(':').trim()]] : [];
    }));
    else attributes[name] = value;
  }
  return attributes;
}

/**
 * `@site/x` → `x`, from the site root; `@site/static/…`, the Docusaurus project's static folder,
 * is the site's static folder when the root has no `static/` (it is `content/static` here).
 */
export function sitePath(specifier: string, siteRoot: string, staticDir: string): string {
  const rest = specifier.slice('@site/'.length);
  if (rest.startsWith('static/') && !existsSync(path.join(siteRoot, 'static'))) return path.posix.join(staticDir.split(path.sep).join('/'), rest.slice('static/'.length));
  return rest;
}

/** A module whose default export draws the SVG file (`ReactComponent` too, as svgr names it). */
export function svgModule(source: string): string {
  const start = source.search(/<svg[\s>]/i);
  const open = start === -1 ? -1 : source.indexOf('>', start);
  const close = source.lastIndexOf('</svg>');
  const selfClosed = open !== -1 && source[open - 1] === '/';
  const attributes = open === -1 ? {} : svgAttributes(source.slice(start + 4, selfClosed ? open - 1 : open));
  const inner = open === -1 || selfClosed || close < open ? '' : source.slice(open + 1, close);
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const markup = ${JSON.stringify(inner.trim())};`,
    'export default function Svg(props) {',
    '  const { title, ...rest } = props;',
    '  return createElement("svg", { ...attributes, ...rest, dangerouslySetInnerHTML: { __html: (title ? `<title>${String(title).replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>` : "") + markup } });',
    '}',
    'export { Svg as ReactComponent };',
  ].join('\n');
}

/** A file a module imports for its URL, to publish under that URL. */
export interface ImportedAsset {
  outFile: string;
  source: string;
}

const SVG_NAMESPACE = 'garden-svg';
const ASSET_NAMESPACE = 'garden-asset';

/**
 * The plugin; `assets` collects the files modules import for their URL (`import img from
 * './bed.png'` gives `<baseUrl>assets/site/bed-<hash>.png`). Files a stylesheet refers to are
 * esbuild's own (the file loader), written beside it.
 */
export function docusaurusPlugin(siteRoot: string, site: { baseUrl: string; staticDir: string }, assets: ImportedAsset[]): Plugin {
  const { baseUrl } = site;
  const api = pathToFileURL(engineModulePath('docusaurus/api')).href;
  const fromCode = (kind: string): boolean => kind !== 'url-token' && kind !== 'import-rule';
  return {
    name: 'garden-site-docusaurus',
    setup(build) {
      build.onResolve({ filter: ASSET_EXTENSIONS }, async (args) => {
        // Resolved by esbuild (the call below comes back here, marked), then loaded by this plugin.
        if (!fromCode(args.kind) || args.namespace !== 'file' || args.pluginData === 'asset') return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'asset' });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        return { path: resolved.path, namespace: /\.svg$/i.test(resolved.path) ? SVG_NAMESPACE : ASSET_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, (args) => ({ contents: svgModule(readFileSync(args.path, 'utf8')), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onLoad({ filter: /.*/, namespace: ASSET_NAMESPACE }, (args) => {
        const bytes = readFileSync(args.path);
        const extension = path.extname(args.path);
        const outFile = `${SITE_ASSETS}/${path.basename(args.path, extension)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${extension}`;
        if (!assets.some((asset) => asset.outFile === outFile)) assets.push({ outFile, source: args.path });
        return { contents: `export default ${JSON.stringify(`${baseUrl.replace(/\/?$/, '/')}${outFile}`)};`, loader: 'js' };
      });
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${sitePath(args.path, siteRoot, site.staticDir)}`, { resolveDir: siteRoot, kind: args.kind, importer: args.importer }));
      build.onResolve({ filter: PROVIDED_FILTER }, (args) => {
        if (PROVIDED[args.path] !== undefined) return { path: args.path, namespace: NAMESPACE };
        return {
          errors: [{ text: `${args.path} is not provided by garden-site`, notes: [{ text: `Provided: ${Object.keys(PROVIDED).join(', ')}. Replace the import, or write the component under src/components.` }] }],
        };
      });
      // The engine's module is loaded by Node as the engine's, not bundled.
      build.onResolve({ filter: /^file:/ }, (args) => (args.path === api ? { path: api, external: true } : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: `export { ${PROVIDED[args.path]} } from ${JSON.stringify(api)};`, loader: 'js' }));
    },
  };
}

const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm', '.pdf'];

/** Files a stylesheet refers to (images, fonts), written beside it by esbuild. */
export const ASSET_LOADERS = Object.fromEntries([...EXTENSIONS, '.svg'].map((extension) => [extension, 'file' as const]));
