// Loads a site's own TypeScript (site.config.ts, templates, React pages) by bundling it
// with esbuild and importing the result. React and garden-site itself are not bundled:
// they are pointed at the engine's own copies, so templates and the engine share one React
// and a fixture site in a temp folder needs no node_modules of its own.
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withSourceMapsWhile } from '../diagnostics/source-maps.js';
import { engineModulePath } from '../package-root.js';
import { ASSET_LOADERS, docusaurusPlugin, type ImportedAsset } from './docusaurus-plugin.js';
import { hashesSince, sameHashes } from '../cache/file-hashes.js';
import { readFrom, type BundleCache } from './bundle-cache.js';
import { SITE_ASSETS } from './site-assets.js';

const SHARED_PACKAGES = /^(react|react-dom|garden-site)(\/.*)?$/;

/** Maps `react`, `react-dom/server`, `garden-site`… to absolute file URLs of the engine's copies. */
function sharedPackagesPlugin(gardenSiteModule: string): Plugin {
  return {
    name: 'garden-site-shared-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: SHARED_PACKAGES }, (args) => {
        const target = args.path === 'garden-site' ? pathToFileURL(engineModulePath(gardenSiteModule)).href : import.meta.resolve(args.path);
        return { path: target, external: true };
      });
    },
  };
}

export interface ImportedModules<T> {
  /** One module namespace per entry point, in the order given ({} for a stylesheet). */
  modules: T[];
  /** Absolute paths of every local file the bundle read (for the watcher). */
  inputs: string[];
  /** A hash of the entry files and of every byte of the bundled code: equal keys, same modules. */
  codeKey: string;
  /** With `site`: the stylesheet each entry needs, and the files they and the modules refer to. */
  styles?: Array<PublishedFile | undefined>;
  files?: PublishedFile[];
}

/** A file for the site's output folder: its path there, and its bytes. */
export interface PublishedFile {
  outFile: string;
  contents: Uint8Array;
}

/** Entry files bundled into a temporary folder, not yet imported. */
export interface BundledModules {
  /** The bundle of each entry file, in the order given. */
  files: string[];
  /** Absolute paths of every local file the bundle read (for the watcher). */
  inputs: string[];
  /** Every output file (entries and shared chunks), relative to the site root. */
  outputs: string[];
  /** With `site`: each entry's stylesheet (CSS modules and CSS imports), and the images and fonts they and the modules import. */
  styles: Array<PublishedFile | undefined>;
  published: PublishedFile[];
  /** Removes the temporary folder. */
  dispose(): void;
}

export interface BundleOptions extends Pick<BuildOptions, 'banner' | 'define'> {
  /** The engine module a site's `import … from 'garden-site'` loads. */
  gardenSiteModule?: string;
  /** Resolve packages with these instead of pointing them at the engine's copies (init's stand-ins). */
  plugins?: Plugin[];
  /** Where the output is kept for the next build, and looked for first (caching on). */
  cache?: BundleCache | undefined;
  /**
   * A site's React code (pages, components): Docusaurus's modules are the engine's, CSS is
   * bundled, and images and fonts it imports are published under `assets/site/` of `baseUrl`.
   */
  site?: SiteBundle;
}

/** Where a site's React code publishes what it imports, and where its static folder is (for `@site/static/…`). */
export interface SiteBundle {
  baseUrl: string;
  /** The static folder, relative to the site root (`content/static`). */
  staticDir: string;
}

/**
 * Bundles the given entry files into a temporary folder. Errors from esbuild (syntax errors,
 * missing imports) are rethrown as they are; the caller wraps them with its own context.
 */
export async function bundleTypeScriptModules(entryFiles: string[], siteRoot: string, options: BundleOptions = {}): Promise<BundledModules> {
  const { gardenSiteModule = 'index', site, banner, define, cache } = options;
  const cacheKey = cache?.key([entryFiles, siteRoot, gardenSiteModule, site ?? null, banner ?? null, define ?? null]);
  const found = cacheKey === undefined ? undefined : cache?.find<KeptModules>(cacheKey);
  if (found) return keptModules(found.folder, found.data, siteRoot);
  const imported: ImportedAsset[] = [];
  const plugins = options.plugins ?? [sharedPackagesPlugin(gardenSiteModule), ...(site ? [docusaurusPlugin(siteRoot, site, imported)] : [])];
  const outdir = cache ? cache.newFolder() : mkdtempSync(path.join(tmpdir(), 'garden-site-modules-'));
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  try {
    const result = await build({
      entryPoints: entryFiles.map((file, index) => ({ in: file, out: `entry-${index}` })),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      outExtension: { '.js': '.mjs' },
      absWorkingDir: siteRoot,
      metafile: true,
      logLevel: 'silent',
      sourcemap: 'inline',
      plugins,
      ...(banner && { banner }),
      ...(define && { define }),
      // Docusaurus sites write JSX in .js files.
      ...(site && { loader: { ...ASSET_LOADERS, '.js': 'jsx' }, assetNames: '[name]-[hash]' }),
    });
    const { styles, published } = site ? publishedOutputs(result.metafile, entryFiles, siteRoot) : { styles: [], published: [] };
    for (const asset of imported) published.push({ outFile: asset.outFile, contents: readFileSync(asset.source) });
    const data: KeptModules = {
      entries: entryFiles.length,
      outputs: Object.keys(result.metafile.outputs).map((output) => path.relative(outdir, path.resolve(siteRoot, output))),
      inputs: metafileInputs(result.metafile, siteRoot),
      styles: styles.map((style) => (style ? keptFile(style) : null)),
      published: published.map(keptFile),
    };
    const kept = cacheKey === undefined ? undefined : cache?.keep(cacheKey, outdir, readFrom(result.metafile, siteRoot), data, started);
    if (kept) return keptModules(kept, data, siteRoot);
    return { ...keptModules(outdir, data, siteRoot), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** What the bundle cache keeps with a bundle's output folder (bundle-cache.ts). */
interface KeptModules {
  entries: number;
  /** Every output file, from the output folder. */
  outputs: string[];
  /** The local files the watcher follows. */
  inputs: string[];
  styles: Array<KeptFile | null>;
  published: KeptFile[];
}

interface KeptFile {
  outFile: string;
  base64: string;
}

function keptFile(file: PublishedFile): KeptFile {
  return { outFile: file.outFile, base64: Buffer.from(file.contents).toString('base64') };
}

function publishedFile(file: KeptFile): PublishedFile {
  return { outFile: file.outFile, contents: Buffer.from(file.base64, 'base64') };
}

/** The bundle in `folder`: its output stays there (the cache's, or removed by `dispose`). */
function keptModules(folder: string, data: KeptModules, siteRoot: string): BundledModules {
  return {
    files: Array.from({ length: data.entries }, (_, index) => path.join(folder, `entry-${index}.mjs`)),
    inputs: data.inputs,
    outputs: data.outputs.map((output) => path.relative(siteRoot, path.join(folder, output))),
    styles: data.styles.map((style) => (style ? publishedFile(style) : undefined)),
    published: data.published.map(publishedFile),
    dispose: () => {},
  };
}

/**
 * Bundles the given entry files and imports each. Errors from esbuild (syntax errors,
 * missing imports) are rethrown as they are; the caller wraps them with its own context.
 */
export async function importTypeScriptModules<T>(entryFiles: string[], siteRoot: string, options: Pick<BundleOptions, 'site' | 'cache'> = {}): Promise<ImportedModules<T>> {
  if (entryFiles.length === 0) return { modules: [], inputs: [], codeKey: bundleKey([], siteRoot, []), styles: [], files: [] };
  const made = JSON.stringify([entryFiles, siteRoot, options.site ?? null]);
  const before = importedFrom.get(made);
  if (before && sameHashes(before.hashes)) return before.imported as ImportedModules<T>;
  const started = Date.now();
  const bundled = await bundleTypeScriptModules(entryFiles, siteRoot, options);
  const published = { styles: bundled.styles, files: bundled.published };
  try {
    // Node never frees an imported module: under `serve --watch`, importing an unchanged bundle
    // again on every rebuild would grow memory without end. Identical bundles reuse their modules.
    const key = bundleKey(entryFiles, siteRoot, bundled.outputs);
    let modules = importedBundles.get(key) as T[] | undefined;
    if (!modules) {
      // A fresh query string defeats Node's module cache, so `serve --watch` sees edits.
      const stamp = `?t=${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const fresh: T[] = [];
      // With source maps on, errors thrown later by these modules can be placed in their sources.
      await withSourceMapsWhile(async () => {
        for (const [index, file] of bundled.files.entries()) fresh.push(STYLESHEET.test(entryFiles[index] ?? '') ? ({} as T) : ((await import(pathToFileURL(file).href + stamp)) as T));
      });
      importedBundles.set(key, (modules = fresh));
    }
    const imported = { modules, inputs: bundled.inputs, codeKey: key, ...published };
    // A file changed while esbuild read it may not hold the bytes bundled: not remembered then.
    const hashes = hashesSince(bundled.inputs, started);
    if (hashes) importedFrom.set(made, { hashes, imported });
    else importedFrom.delete(made);
    return imported;
  } finally {
    bundled.dispose();
  }
}

/**
 * The last modules imported from each set of entry files, with the bytes of every local file
 * they were bundled from: while those files are unchanged the modules are the same, and esbuild
 * need not run again (each locale of a build loads the same sidebars file, say).
 */
const importedFrom = new Map<string, { hashes: Array<[string, string]>; imported: ImportedModules<unknown> }>();

const importedBundles = new Map<string, unknown[]>();

/** The entry files and the bytes of every output file (entries and shared chunks). */
function bundleKey(entryFiles: string[], siteRoot: string, outputs: string[]): string {
  const hash = createHash('sha256').update(entryFiles.join('\0'));
  // Output paths are relative to esbuild's working directory, the site root.
  for (const output of [...outputs].sort()) hash.update(path.basename(output)).update(readFileSync(path.resolve(siteRoot, output)));
  return hash.digest('hex');
}

const STYLESHEET = /\.css$/i;

/** Each entry's stylesheet and the assets, read from the output folder, under content-hashed names in `assets/site/`. */
function publishedOutputs(metafile: Metafile, entryFiles: string[], siteRoot: string): { styles: Array<PublishedFile | undefined>; published: PublishedFile[] } {
  const outputs = Object.entries(metafile.outputs);
  const styles = entryFiles.map((entry, index): PublishedFile | undefined => {
    const own = outputs.find(([, output]) => output.entryPoint !== undefined && path.resolve(siteRoot, output.entryPoint) === path.resolve(siteRoot, entry) && (output.cssBundle !== undefined || STYLESHEET.test(entry)));
    const css = own?.[1].cssBundle ?? (own && STYLESHEET.test(own[0]) ? own[0] : undefined);
    if (css === undefined) return undefined;
    // The inline source map (of every bundle, for error places) would publish the sources too.
    const contents = Buffer.from(readFileSync(path.resolve(siteRoot, css), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));
    const name = path.basename(entry).replace(/\.[^.]*$/, '') || `entry-${index}`;
    return { outFile: `${SITE_ASSETS}/${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}.css`, contents };
  });
  const published = outputs.filter(([file]) => !/\.(?:mjs|css|map)$/.test(file)).map(([file]) => ({ outFile: `${SITE_ASSETS}/${path.basename(file)}`, contents: readFileSync(path.resolve(siteRoot, file)) }));
  return { styles, published };
}

function metafileInputs(metafile: Metafile, siteRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes('node_modules') && !input.startsWith('file:'))
    .map((input) => path.resolve(siteRoot, input));
}
