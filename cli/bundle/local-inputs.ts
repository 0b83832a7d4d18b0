// The site's own files a module reads, found by esbuild following its imports (packages left
// out). Synchronous and without writing anything, so a cache key can be made where the
// markdown options are, before anything is rendered.
import { buildSync } from 'esbuild';
import { ASSET_LOADERS, sitePath } from './docusaurus-plugin.js';
import path from 'node:path';

/**
 * Absolute paths of the entry files and every local file they import, sorted; undefined when
 * esbuild cannot follow them (the loader reports why). A site's React code (`site`) may import
 * `@site/…`, Docusaurus's modules (the engine's, left out), JSX in .js files, styles and images.
 */
export function localInputsOf(entryFiles: readonly string[], siteRoot: string, site?: { staticDir: string }): string[] | undefined {
  try {
    const result = buildSync({
      entryPoints: [...entryFiles],
      absWorkingDir: siteRoot,
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      outdir: 'out',
      logLevel: 'silent',
      jsx: 'automatic',
      ...(site && {
        alias: { '@site/static': path.join(siteRoot, sitePath('@site/static', siteRoot, site.staticDir)), '@site': siteRoot },
        external: ['@theme/*', '@docusaurus/*', 'clsx'],
        loader: { '.js': 'jsx', ...Object.fromEntries(Object.keys(ASSET_LOADERS).map((extension) => [extension, 'empty' as const])) },
      }),
    });
    return Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)).sort();
  } catch {
    return undefined;
  }
}
