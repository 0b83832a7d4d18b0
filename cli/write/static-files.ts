// The static folder, copied as it is: its regular files inside the site root (links followed
// there, not out of it nor into the output folder; content/find-files.ts), each up to
// `limits.assetFileBytes`.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { findFiles } from '../content/find-files.js';
import { siteRootOf } from '../content/inside-site.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { formatBytes } from '../diagnostics/format-bytes.js';
import { toSitePath } from '../routes/paths.js';

export interface StaticFile {
  /** Absolute path of the file to copy. */
  source: string;
  /** Relative to the output folder, `/`-separated. */
  outFile: string;
}

/** Every static file to publish; throws every problem at once. */
export async function staticFiles(siteRoot: string, config: Pick<SiteConfig, 'staticDir' | 'limits'>, outDir: string): Promise<StaticFile[]> {
  const site = siteRootOf(siteRoot);
  const dir = path.resolve(site.root, config.staticDir);
  const { files, problems } = await findFiles(site, dir, ['**/*'], outDir);
  const found = files.map((file) => ({ source: path.join(dir, file), outFile: file }));
  const limit = config.limits.assetFileBytes;
  for (const { source } of found) {
    const size = statSync(source).size;
    if (size > limit) {
      problems.push(new GardenError(`${formatBytes(size)}, over the ${formatBytes(limit)} limit for a static file`, { code: 'files/too-large', file: toSitePath(site.root, source), hint: 'make the file smaller, or raise limits.assetFileBytes in site.config.ts' }));
    }
  }
  if (problems.length > 0) throw new GardenErrors(problems);
  return found;
}
