// The browser's share: esbuild bundles the theme's client script and stylesheet, minified,
// with content-hashed names; the manifest tells the document shell what to link.
import { build, type OutputFile } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { esbuildFailure } from '../bundle/esbuild-errors.js';
import type { AssetManifest } from '../render/document.js';

export interface ClientBundle {
  manifest: AssetManifest;
  files: Array<{ outFile: string; contents: Uint8Array }>;
  /** Source files read, for the watcher. */
  inputs: string[];
}

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
      entryNames: 'assets/[name]-[hash]',
      assetNames: 'assets/[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      write: false,
      metafile: true,
      absWorkingDir: siteRoot,
      logLevel: 'silent',
    });
  } catch (error) {
    throw esbuildFailure(error, siteRoot, 'client/bundle', 'fix the client script or stylesheet, then build again');
  }
  const files = result.outputFiles.map((file: OutputFile) => ({ outFile: path.relative(outdir, file.path).split(path.sep).join('/'), contents: file.contents }));
  const urls = files.map((file) => `/${file.outFile}`);
  return {
    manifest: { css: urls.filter((url) => url.endsWith('.css')), js: urls.filter((url) => url.endsWith('.js')) },
    files,
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)),
  };
}
