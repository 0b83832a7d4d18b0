// The whole build, read top to bottom: config → content → markdown → routes → render →
// write → client bundle. `serve --watch` calls the same function.
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { collectContent } from '../content/collect.js';
import { lastCommitDates } from '../content/git-dates.js';
import { readContent } from '../content/read.js';
import { bundleClient } from '../client/bundle.js';
import { GardenError, throwIfErrors } from '../diagnostics/error.js';
import { createMarkdownRenderer, collectFenceLanguages } from '../markdown/renderer.js';
import { renderEntries } from '../render/markdown-stage.js';
import { renderRoute } from '../render/render-route.js';
import { loadTheme } from '../render/theme.js';
import { buildRoutes } from '../routes/build-routes.js';
import { AssetRegistry } from '../write/assets.js';
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
  const progress = options.onProgress ?? (() => {});
  const siteRoot = path.resolve(options.siteRoot);
  const outDir = path.resolve(siteRoot, options.outDir ?? 'dist');

  progress('loading config');
  const { config } = await loadConfig(siteRoot, options.configFile);

  progress('reading content');
  const [files, lastUpdated] = await Promise.all([
    readContent(siteRoot, { docs: config.docs.path, news: config.news.path, pages: config.pages.path, sidebars: config.docs.sidebarPath }),
    config.docs.showLastUpdateTime ? lastCommitDates(path.resolve(siteRoot, config.docs.path)) : Promise.resolve(new Map<string, Date>()),
  ]);
  const collection = await collectContent(files, config, siteRoot, lastUpdated);
  const warnings = throwIfErrors(collection.problems);

  progress('rendering markdown');
  const entries = [...collection.docs, ...collection.posts, ...collection.pages];
  const languages = new Set(config.markdown.languages);
  for (const entry of entries) for (const language of collectFenceLanguages(entry.body)) languages.add(language);
  const [renderer, theme, client] = await Promise.all([
    createMarkdownRenderer({ themes: config.markdown.themes, languages: [...languages], toc: config.docs.toc }),
    loadTheme(siteRoot, config.templatesDir, files.pageComponents.map((file) => file.absolutePath)),
    bundleClient(siteRoot, config.templatesDir),
  ]);
  const assets = new AssetRegistry();
  warnings.push(...throwIfErrors(renderEntries(entries, renderer, assets)));

  progress('rendering pages');
  const { routes, problems: routeProblems, headLinks } = buildRoutes(collection, files.pageComponents, config);
  warnings.push(...throwIfErrors(routeProblems));
  const context = { config, theme, assets: client.manifest, headLinks };
  const pages = routes.map((route) => ({ outFile: route.outFile, html: renderRoute(route, context) }));

  progress('writing');
  const writer = options.writer ?? new StagedDiskWriter(outDir);
  try {
    const fileCount = await writeSite({ writer, siteRoot, config, pages, routes, collection, client, assets });
    if (writer instanceof StagedDiskWriter) writer.commit();
    return { pages: pages.length, files: fileCount, warnings, outDir, durationMs: performance.now() - started };
  } catch (error) {
    if (writer instanceof StagedDiskWriter) writer.abort();
    throw error;
  }
}
