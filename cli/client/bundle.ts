// The browser's share: esbuild bundles the theme's client script and stylesheet, minified,
// with content-hashed names; the manifest tells the document shell what to link. Code
// splitting lets the theme load rarely needed parts (tabs, search) with `import()`: those
// chunks are written but not linked, so a page only pays for them when it uses them.
import { build, type OutputFile, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFrom, type BundleCache } from '../bundle/bundle-cache.js';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
import { GardenError } from '../diagnostics/error.js';
import { isWithin, realPathOf } from '../write/real-path.js';
import { PACKAGE_ROOT } from '../package-root.js';
import type { AssetManifest } from '../render/document.js';

export interface ClientBundle {
  manifest: AssetManifest;
  files: Array<{ outFile: string; contents: Uint8Array }>;
  /** Source files read, for the watcher. */
  inputs: string[];
}

/**
 * Modules the engine lends the browser (`garden-site/search-terms`: the search index's format
 * and word rules; `garden-site/format-message`: how a message's values and plural forms are put
 * in, as the build does it), bundled from the engine's own TypeScript source, which the package ships:
 * the browser reads the index by exactly the rules the build wrote it with, and the bundle is
 * the same whether the engine runs compiled (lib/) or from source.
 */
const ENGINE_MODULES: Record<string, string> = {
  'garden-site/search-terms': path.join(PACKAGE_ROOT, 'cli/write/search-terms.ts'),
  'garden-site/format-message': path.join(PACKAGE_ROOT, 'cli/i18n/format-message.ts'),
};

/**
 * `customCss` (site paths) are stylesheets of the site's own, each linked after the theme's so
 * their rules win, with what they import and the fonts and images they name bundled as the
 * theme's are.
 */
export async function bundleClient(siteRoot: string, templatesDir: string, customCss: readonly string[] = [], cache?: BundleCache): Promise<ClientBundle> {
  const entries = [
    { in: path.resolve(siteRoot, templatesDir, 'client/main.ts'), out: 'main' },
    { in: path.resolve(siteRoot, templatesDir, 'styles/main.css'), out: 'main' },
  ].filter((entry) => existsSync(entry.in));
  entries.push(...customCss.map((file, index) => ({ in: customStylesheet(siteRoot, file), out: `custom-${index}` })));
  if (entries.length === 0) return { manifest: { css: [], js: [] }, files: [], inputs: [] };
  const cacheKey = cache?.key([entries, siteRoot]);
  const found = cacheKey === undefined ? undefined : cache?.find<KeptClient>(cacheKey);
  if (found) return clientFrom(found.folder, found.data);
  const outdir = path.resolve(siteRoot, '.garden-client');
  const started = Date.now();
  let result;
  try {
    result = await build({
      entryPoints: entries,
      outdir,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      splitting: true,
      entryNames: 'assets/[name]-[hash]',
      chunkNames: 'assets/chunks/[name]-[hash]',
      assetNames: 'assets/[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.webp': 'file', '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.otf': 'file', '.eot': 'file' },
      write: false,
      metafile: true,
      absWorkingDir: siteRoot,
      alias: ENGINE_MODULES,
      plugins: [staticFileUrls],
      logLevel: 'silent',
    });
  } catch (error) {
    throw esbuildFailure(error, siteRoot, 'client/bundle', 'fix the client script or stylesheet, then build again');
  }
  const toOutFile = (file: string): string => path.relative(outdir, path.resolve(siteRoot, file)).split(path.sep).join('/');
  const files = result.outputFiles.map((file: OutputFile) => ({ outFile: toOutFile(file.path), contents: file.contents }));
  // Only entry points are linked; their static imports are preloaded, dynamic ones wait.
  // (esbuild marks the targets of `import()` as entry points too: keep only ours.)
  // In the order given: the theme's stylesheet first, then the site's own.
  const order = new Map(entries.map((entry, index) => [entry.in, index]));
  const entryOutputs = Object.entries(result.metafile.outputs)
    .filter(([, output]) => output.entryPoint !== undefined && order.has(path.resolve(siteRoot, output.entryPoint)))
    .sort(([, a], [, b]) => order.get(path.resolve(siteRoot, a.entryPoint!))! - order.get(path.resolve(siteRoot, b.entryPoint!))!);
  const urlOf = (file: string): string => `/${toOutFile(file)}`;
  const entryUrls = entryOutputs.map(([file]) => urlOf(file));
  const preload = entryOutputs.flatMap(([, output]) => output.imports.filter((item) => item.kind === 'import-statement' && !item.external).map((item) => urlOf(item.path)));
  const bundle = {
    manifest: { css: entryUrls.filter((url) => url.endsWith('.css')), js: entryUrls.filter((url) => url.endsWith('.js')), preload: [...new Set(preload)] },
    files,
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)),
  };
  if (cacheKey !== undefined && cache) keepClient(cache, cacheKey, bundle, readFrom(result.metafile, siteRoot), started);
  return bundle;
}

/** What the bundle cache keeps with the client files (bundle-cache.ts). */
interface KeptClient {
  manifest: AssetManifest;
  outFiles: string[];
  inputs: string[];
}

function keepClient(cache: BundleCache, key: string, bundle: ClientBundle, readFiles: string[], started: number): void {
  const folder = cache.newFolder();
  for (const file of bundle.files) {
    const target = path.join(folder, file.outFile);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const data: KeptClient = { manifest: bundle.manifest, outFiles: bundle.files.map((file) => file.outFile), inputs: bundle.inputs };
  if (!cache.keep(key, folder, readFiles, data, started)) rmSync(folder, { recursive: true, force: true });
}

function clientFrom(folder: string, data: KeptClient): ClientBundle {
  return { manifest: data.manifest, files: data.outFiles.map((outFile) => ({ outFile, contents: readFileSync(path.join(folder, outFile)) })), inputs: data.inputs };
}

/**
 * `url(/img/leaf.png)` in a stylesheet names a file of the site's static folder, served at that
 * address: left as it is, as Docusaurus leaves it, rather than looked for on the disk's root.
 */
const staticFileUrls: Plugin = {
  name: 'static-file-urls',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\/[^/]/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined));
  },
};

/** A `customCss` file: a CSS file inside the site. */
function customStylesheet(siteRoot: string, file: string): string {
  const absolute = path.resolve(siteRoot, file);
  const real = realPathOf(absolute);
  const problem = real === undefined ? 'is not there' : !isWithin(real, realPathOf(siteRoot) ?? siteRoot) ? 'is outside the site folder' : !/\.css$/i.test(file) ? 'is not a .css file' : undefined;
  if (problem) throw new GardenError(`customCss: ${file} ${problem}`, { code: 'config/custom-css', hint: 'customCss lists CSS files of the site, by their path from the site root, like src/css/custom.css' });
  return absolute;
}
