// The whole build, read top to bottom: config → content → markdown → routes → render →
// link check → write (the middle three in render/render-site.ts; pages reach the staging
// folder as they are rendered, the output is swapped in at the end). `serve --watch` calls the
// same function.
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { collectContent } from '../content/collect.js';
import { docsLastCommitDates } from '../content/git-dates.js';
import { contentFolders, readContent } from '../content/read.js';
import { checkBuildLinks } from '../check/build-check.js';
import type { GardenError } from '../diagnostics/error.js';
import { BuildProblems } from './build-problems.js';
import { openBuildCache } from '../cache/build-cache.js';
import { Executors, workersFromEnvironment, type WorkersSetting } from '../render/executors.js';
import { renderSite } from '../render/render-site.js';
import { claimOutput } from '../write/output-claim.js';
import { assertOutputApart } from '../write/output-guard.js';
import { writeSite } from '../write/write-site.js';
import { StagedDiskWriter, type Writer } from '../write/writer.js';

export interface BuildOptions {
  siteRoot: string;
  /** Output folder; `dist` under the site root by default. */
  outDir?: string;
  configFile?: string;
  /** Write somewhere other than disk (tests). When given, nothing is swapped on disk. */
  writer?: Writer;
  onProgress?: (stage: string) => void;
  /** Reuse rendered markdown and code from `.garden-cache/` (default: on unless GARDEN_SITE_CACHE=0). */
  cache?: boolean;
  /** Worker threads for markdown, highlighting and pages (default: GARDEN_SITE_WORKERS, else 'auto'). */
  workers?: WorkersSetting;
  /** Replace an output folder garden-site did not make (`--force`). */
  force?: boolean;
  /** Wait while another build writes the output folder (default), or fail (`--no-wait`). */
  wait?: boolean;
  /** Messages while waiting for the output folder (output-claim.ts). */
  onNotice?: (text: string) => void;
}

export interface BuildResult {
  pages: number;
  files: number;
  warnings: GardenError[];
  outDir: string;
  durationMs: number;
}

export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const siteRoot = path.resolve(options.siteRoot);
  const outDir = path.resolve(siteRoot, options.outDir ?? 'dist');

  const caching = options.cache ?? process.env.GARDEN_SITE_CACHE !== '0';
  const executors = new Executors(options.workers ?? workersFromEnvironment());
  try {
    return await buildWith(executors, { ...options, siteRoot, outDir, caching, started });
  } finally {
    await executors.close();
  }
}

async function buildWith(executors: Executors, options: BuildOptions & { siteRoot: string; outDir: string; caching: boolean; started: number }): Promise<BuildResult> {
  const { siteRoot, outDir, started } = options;
  const progress = options.onProgress ?? (() => {});
  progress('loading config');
  // A config with wrong values is salvaged, so its problems are reported with everything else's.
  const { config, configPath, problems: configProblems = [] } = await loadConfig(siteRoot, options.configFile, { salvage: true });
  if (!options.writer) assertOutputApart({ siteRoot, outDir, configPath, config });
  const problems = new BuildProblems(configProblems);
  const cacheOpening = openBuildCache(siteRoot, options.caching);

  progress('reading content');
  const [files, lastUpdated] = await problems.during(Promise.all([
    readContent(siteRoot, contentFolders(config)),
    docsLastCommitDates(siteRoot, config.docsSections),
  ]));
  const collection = await problems.during(collectContent(files, config, siteRoot, lastUpdated));
  problems.add(collection.problems);

  // Pages go to the staging folder as they are rendered; a failure later on throws it away.
  const claim = options.writer ? undefined : await claimOutput({ siteRoot, outDir, configPath, config, force: options.force, wait: options.wait, onNotice: options.onNotice });
  const writer = options.writer ?? new StagedDiskWriter(outDir);
  try {
    progress('rendering markdown');
    const { routes, pages, client, assets, problems: renderProblems } = await problems.during(renderSite({ siteRoot, config, files, collection, cache: cacheOpening, executors, progress, writeTo: writer.directory, reuseFrom: writer.reuseFrom }));
    problems.add(renderProblems);

    progress('checking links');
    problems.add(await problems.during(checkBuildLinks({ siteRoot, configPath, config, files, collection, routes, pages, client, assets })));
    const warnings = problems.settle();

    progress('writing');
    const fileCount = await writeSite({ writer, siteRoot, config, pages, routes, collection, client, assets });
    if (writer instanceof StagedDiskWriter) writer.commit();
    return { pages: pages.length, files: fileCount, warnings, outDir, durationMs: performance.now() - started };
  } catch (error) {
    if (writer instanceof StagedDiskWriter) writer.abort();
    throw error;
  } finally {
    claim?.release();
  }
}
