// The browser's share: esbuild bundles the theme's client script and stylesheet, minified,
// with content-hashed names; the manifest tells the document shell what to link. Code
// splitting lets the theme load rarely needed parts (tabs, search) with `import()`: those
// chunks are written but not linked, so a page only pays for them when it uses them.
import { build, type OutputFile } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
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
 * and word rules), bundled from the engine's own TypeScript source, which the package ships:
 * the browser reads the index by exactly the rules the build wrote it with, and the bundle is
 * the same whether the engine runs compiled (lib/) or from source.
 */
const ENGINE_MODULES: Record<string, string> = {
  'garden-site/search-terms': path.join(PACKAGE_ROOT, 'cli/write/search-terms.ts'),
};

export async function bundleClient(siteRoot: string, templatesDir: string): Promise<ClientBundle> {
  const entries = [
    { in: path.resolve(siteRoot, templatesDir, 'client/main.ts'), out: 'main' },
    { in: path.resolve(siteRoot, templatesDir, 'styles/main.css'), out: 'main' },
  ].filter((entry) => existsSync(entry.in));
  if (entries.length === 0) return { manifest: { css: [], js: [] }, files: [], inputs: [] };
  const outdir = path.resolve(siteRoot, '.garden-client');
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
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      write: false,
      metafile: true,
      absWorkingDir: siteRoot,
      alias: ENGINE_MODULES,
      logLevel: 'silent',
    });
  } catch (error) {
    throw esbuildFailure(error, siteRoot, 'client/bundle', 'fix the client script or stylesheet, then build again');
  }
  const toOutFile = (file: string): string => path.relative(outdir, path.resolve(siteRoot, file)).split(path.sep).join('/');
  const files = result.outputFiles.map((file: OutputFile) => ({ outFile: toOutFile(file.path), contents: file.contents }));
  // Only entry points are linked; their static imports are preloaded, dynamic ones wait.
  // (esbuild marks the targets of `import()` as entry points too: keep only ours.)
  const ours = new Set(entries.map((entry) => entry.in));
  const entryOutputs = Object.entries(result.metafile.outputs).filter(([, output]) => output.entryPoint !== undefined && ours.has(path.resolve(siteRoot, output.entryPoint)));
  const urlOf = (file: string): string => `/${toOutFile(file)}`;
  const entryUrls = entryOutputs.map(([file]) => urlOf(file));
  const preload = entryOutputs.flatMap(([, output]) => output.imports.filter((item) => item.kind === 'import-statement' && !item.external).map((item) => urlOf(item.path)));
  return {
    manifest: { css: entryUrls.filter((url) => url.endsWith('.css')), js: entryUrls.filter((url) => url.endsWith('.js')), preload: [...new Set(preload)] },
    files,
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)),
  };
}
