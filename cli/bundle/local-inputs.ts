// The site's own files a module reads, found by esbuild following its imports (packages left
// out). Synchronous and without writing anything, so a cache key can be made where the
// markdown options are, before anything is rendered.
import { buildSync } from 'esbuild';
import path from 'node:path';

/** Absolute paths of the entry files and every local file they import, sorted; undefined when esbuild cannot follow them (the loader reports why). */
export function localInputsOf(entryFiles: readonly string[], siteRoot: string): string[] | undefined {
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
    });
    return Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)).sort();
  } catch {
    return undefined;
  }
}
