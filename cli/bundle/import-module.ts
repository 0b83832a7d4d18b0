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
import { engineModulePath } from '../package-root.js';

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
  /** One module namespace per entry point, in the order given. */
  modules: T[];
  /** Absolute paths of every local file the bundle read (for the watcher). */
  inputs: string[];
}

/** Entry files bundled into a temporary folder, not yet imported. */
export interface BundledModules {
  /** The bundle of each entry file, in the order given. */
  files: string[];
  /** Absolute paths of every local file the bundle read (for the watcher). */
  inputs: string[];
  /** Every output file (entries and shared chunks), relative to the site root. */
  outputs: string[];
  /** Removes the temporary folder. */
  dispose(): void;
}

export interface BundleOptions extends Pick<BuildOptions, 'banner' | 'define'> {
  /** The engine module a site's `import … from 'garden-site'` loads. */
  gardenSiteModule?: string;
  /** Resolve packages with these instead of pointing them at the engine's copies (init's stand-ins). */
  plugins?: Plugin[];
}

/**
 * Bundles the given entry files into a temporary folder. Errors from esbuild (syntax errors,
 * missing imports) are rethrown as they are; the caller wraps them with its own context.
 */
export async function bundleTypeScriptModules(entryFiles: string[], siteRoot: string, options: BundleOptions = {}): Promise<BundledModules> {
  const { gardenSiteModule = 'index', plugins = [sharedPackagesPlugin(gardenSiteModule)], banner, define } = options;
  const outdir = mkdtempSync(path.join(tmpdir(), 'garden-site-modules-'));
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
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
    });
    const files = entryFiles.map((_, index) => path.join(outdir, `entry-${index}.mjs`));
    return { files, inputs: metafileInputs(result.metafile, siteRoot), outputs: Object.keys(result.metafile.outputs), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * Bundles the given entry files and imports each. Errors from esbuild (syntax errors,
 * missing imports) are rethrown as they are; the caller wraps them with its own context.
 */
export async function importTypeScriptModules<T>(entryFiles: string[], siteRoot: string): Promise<ImportedModules<T>> {
  if (entryFiles.length === 0) return { modules: [], inputs: [] };
  const bundled = await bundleTypeScriptModules(entryFiles, siteRoot);
  try {
    // Node never frees an imported module: under `serve --watch`, importing an unchanged bundle
    // again on every rebuild would grow memory without end. Identical bundles reuse their modules.
    const key = bundleKey(entryFiles, siteRoot, bundled.outputs);
    const cached = importedBundles.get(key);
    if (cached) return { modules: cached as T[], inputs: bundled.inputs };
    // A fresh query string defeats Node's module cache, so `serve --watch` sees edits.
    const stamp = `?t=${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const modules: T[] = [];
    for (const file of bundled.files) modules.push((await import(pathToFileURL(file).href + stamp)) as T);
    importedBundles.set(key, modules);
    return { modules, inputs: bundled.inputs };
  } finally {
    bundled.dispose();
  }
}

const importedBundles = new Map<string, unknown[]>();

/** The entry files and the bytes of every output file (entries and shared chunks). */
function bundleKey(entryFiles: string[], siteRoot: string, outputs: string[]): string {
  const hash = createHash('sha256').update(entryFiles.join('\0'));
  // Output paths are relative to esbuild's working directory, the site root.
  for (const output of [...outputs].sort()) hash.update(path.basename(output)).update(readFileSync(path.resolve(siteRoot, output)));
  return hash.digest('hex');
}

function metafileInputs(metafile: Metafile, siteRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes('node_modules') && !input.startsWith('file:'))
    .map((input) => path.resolve(siteRoot, input));
}
