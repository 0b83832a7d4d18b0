// The incremental build behind `serve --watch`. It runs the same stages as `runBuild`, but keeps
// the last good build's results in memory and redoes only what a change can affect:
// - a content file: that file is read again, the collection is rebuilt from the texts in memory,
//   markdown is rendered only for pages whose text changed (the rest come from the last build),
//   and only pages whose props changed are rendered again (a changed title changes the props of
//   every page whose sidebar or list shows it);
// - only the body of docs, posts or pages, nothing other pages show of them: just those entries
//   are collected, and just the routes that show their bodies are built and rendered again
//   (body-edits.ts, edited-routes.ts);
// - a template: the theme and client bundle are rebuilt and every page is rendered again, from
//   the markdown already rendered;
// - a static file: nothing is rendered; the file is copied;
// - the config, or anything it imports: everything, as a fresh build.
// The link check checks the re-rendered pages against the whole site (link-check.ts), and only
// the output files whose bytes differ are written into the served folder (output.ts). A failure
// leaves the served folder and the remembered build untouched, and the changes wait for the
// next try.
import path from 'node:path';
import { openBuildCache } from '../../cache/build-cache.js';
import type { BuildResult } from '../../commands/build.js';
import { loadConfig } from '../../config/load.js';
import { docsLastCommitDates } from '../../content/git-dates.js';
import { contentFolders, readContent } from '../../content/read.js';
import { BuildProblems } from '../../commands/build-problems.js';
import { plural } from '../../diagnostics/report.js';
import { Executors, workersFromEnvironment } from '../../render/executors.js';
import { assertOutputApart } from '../../write/output-guard.js';
import { sortChanges } from './changes.js';
import { refreshContentFiles } from './content-files.js';
import { checkChangedLinks } from './link-check.js';
import { renderChangedContent, loadTemplates } from './content-stage.js';
import { MemoryCache } from './memory-cache.js';
import { FrontMatterMemo } from './parse-memo.js';
import { publishBuild } from './publish.js';
import { renderChangedPages } from './pages-stage.js';
import type { GoodBuild } from './state.js';

export interface SessionOptions {
  siteRoot: string;
  outDir: string;
  configFile?: string;
  /** Replace an output folder garden-site did not make (`serve --force`). */
  force?: boolean;
}

export interface RebuildHooks {
  onProgress?: (stage: string) => void;
  /** Called when the pages are in place, before the search index is (publish.ts): time to reload. */
  onPagesWritten?: () => void;
  /** Messages while waiting for another build to release the output folder (output-claim.ts). */
  onNotice?: (text: string) => void;
}

export interface RebuildResult extends BuildResult {
  /** Output files written or removed (relative to the output folder). */
  changedFiles: string[];
  /** What the rebuild redid, for the terminal. */
  summary: string;
}

export class WatchSession {
  private good: GoodBuild | undefined;
  /** Changes not yet part of a good build (a failed build's changes are tried again with the next). */
  private readonly pending = new Set<string>();
  private cache: MemoryCache | undefined;
  private readonly frontMatter = new FrontMatterMemo();
  private readonly siteRoot: string;
  private readonly outDir: string;

  constructor(private readonly options: SessionOptions) {
    this.siteRoot = path.resolve(options.siteRoot);
    this.outDir = path.resolve(this.siteRoot, options.outDir);
  }

  async rebuild(changed: readonly string[], hooks: RebuildHooks = {}): Promise<RebuildResult> {
    const onProgress = hooks.onProgress ?? (() => {});
    const started = performance.now();
    this.cache?.markdown.takeAdded();
    for (const file of changed) this.pending.add(file);
    const { siteRoot, good: previous } = this;
    const kinds = previous && sortChanges(this.pending, siteRoot, previous.config, previous.configInputs);
    const full = !kinds || kinds.config;

    onProgress('loading config');
    const { config, configPath, dependencies, problems: configProblems = [] } = full ? await loadConfig(siteRoot, this.options.configFile, { salvage: true }) : { config: previous!.config, configPath: previous!.configPath, dependencies: previous!.configInputs };
    // Before anything is rendered or cached: publishing claims the output folder again (publish.ts).
    if (full) assertOutputApart({ siteRoot, outDir: this.outDir, configPath, config });
    this.cache ??= new MemoryCache(await openBuildCache(siteRoot, process.env.GARDEN_SITE_CACHE !== '0'));

    onProgress('reading content');
    const folders = contentFolders(config);
    const files = full ? await readContent(siteRoot, folders) : kinds.content.length > 0 ? await refreshContentFiles(siteRoot, config, previous!.files, kinds.content) : previous!.files;
    const lastUpdated = full ? await docsLastCommitDates(siteRoot, config.docsSections) : previous!.lastUpdated;

    const executors = new Executors(workersFromEnvironment());
    try {
      const reuse = full ? undefined : previous;
      const templates = loadTemplates({ siteRoot, config, files, previous: reuse, templatesChanged: kinds?.templates ?? true });
      templates.catch(() => {}); // awaited below; a markdown error may come first
      onProgress('rendering markdown');
      const content = await renderChangedContent({ siteRoot, config, files, lastUpdated, cache: this.cache, frontMatter: this.frontMatter, executors, last: reuse, changed: kinds?.content ?? [] });
      // As in a full build, content problems do not stop the rebuild before the link check: a
      // deleted doc shows as its sidebar entry and as the links of the pages that pointed at it.
      const problems = new BuildProblems([...configProblems, ...content.problems]);
      const { theme, client } = await problems.during(templates);

      onProgress('rendering pages');
      const pages = await problems.during(renderChangedPages({ siteRoot, config, files, collection: content.collection, theme, client, executors, previous: reuse, edited: content.edited }));
      problems.add(pages.problems);

      onProgress('checking links');
      const site = { siteRoot, config, files, collection: content.collection, routes: pages.routes, pages: pages.pages, client, assets: content.assets };
      const links = await problems.during(checkChangedLinks({ ...site, configPath }, reuse?.links));
      problems.add(links.problems);
      const warnings = problems.settle();

      onProgress('writing');
      const published = await publishBuild({ outDir: this.outDir, site, previous, onPagesWritten: hooks.onPagesWritten ?? (() => {}), claim: { configPath, force: this.options.force, onNotice: hooks.onNotice } });
      const changedFiles = published.changedFiles;

      if (content.rotateCache) this.cache.rotate();
      this.pending.clear();
      const { collection, assets, collectWarnings, contentWarnings, markdown, markdownOptions } = content;
      const { routes, headLinks, routeProblems, rendered } = pages;
      this.good = { config, configPath, configInputs: dependencies, files, lastUpdated, collection, assets, collectWarnings, contentWarnings, markdown, markdownOptions, theme, client, routes, headLinks, routeProblems, rendered, links: links.state, output: published.output, searchFiles: published.searchFiles };
      const summary = `markdown of ${plural(this.cache.markdown.takeAdded(), 'page')}, ${plural(pages.renderedCount, 'page')} rendered, ${plural(changedFiles.length, 'file')} written`;
      return { pages: pages.pages.length, files: published.output.size, warnings, outDir: this.outDir, durationMs: performance.now() - started, changedFiles, summary };
    } finally {
      await executors.close();
    }
  }
}
