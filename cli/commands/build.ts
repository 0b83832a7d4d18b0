// The whole build, read top to bottom: config → content → markdown → routes → render → link
// check → write, the stages from content to render once for each locale (each a whole site in
// its folder of the output, build/locale-plan.ts), then every locale's link check and write,
// through one writer and one swap. `serve --watch` runs it too (for one locale), handing back the last good build's state with the
// files changed since: each stage (cli/build/) then redoes only what those changes can affect,
// and keeps the rest. A first build renders pages straight into a staging folder that is
// swapped in at the end; `serve --watch` writes only the changed files into the folder it serves.
import path from 'node:path';
import { openBuildCache } from '../cache/build-cache.js';
import { allEntries, themeFiles } from '../collections/registry.js';
import { cachingFromEnvironment, nothingCached } from '../cache/nothing-cached.js';
import { sortChanges } from '../build/changes.js';
import { configStage } from '../build/config-stage.js';
import { findConfig } from '../config/load.js';
import { placeConfigKeys, placeThrownConfigKeys } from '../config/place-issues.js';
import { readSources } from '../build/content-files.js';
import { collectStage, markdownStage } from '../build/content-stage.js';
import { checkPageLinks } from '../build/link-stage.js';
import { MemoryCache } from '../build/memory-cache.js';
import { navigationStage } from '../build/navigation-stage.js';
import { renderPages } from '../build/pages-stage.js';
import { FrontMatterMemo } from '../build/parse-memo.js';
import { routesStage } from '../build/routes-stage.js';
import type { BuildState } from '../build/state.js';
import { loadTemplates, themeSite } from '../build/templates.js';
import { markdownWords, pageLocale, readLocaleText } from '../build/locale-stage.js';
import { localeConfig, planLocales, strayLocaleFolders, type LocaleBuildPlan } from '../build/locale-plan.js';
import { translationSummary } from '../build/translation-summary.js';
import type { ChangeKinds } from '../build/changes.js';
import type { LoadedConfig } from '../build/config-stage.js';
import type { ContentSources } from '../build/content-files.js';
import type { RenderedMarkdown } from '../build/content-stage.js';
import type { LinkCheckState } from '../build/link-stage.js';
import type { PagesMemory } from '../build/pages-stage.js';
import type { RoutesMemory } from '../build/routes-stage.js';
import type { LoadedTemplates } from '../build/templates.js';
import type { ContentFiles } from '../collections/registry.js';
import type { SourceFile } from '../content/read.js';
import { writerInFolder } from '../write/folder-writer.js';
import type { SiteOutput } from '../write/write-site.js';
import type { RenderedPage } from '../render/page-output.js';
import type { GardenError } from '../diagnostics/error.js';
import { BuildProblems } from './build-problems.js';
import { Executors } from '../render/executors.js';
import { inlinedPartials } from '../render/markdown-stage.js';
import { workersFromEnvironment, type WorkersSetting } from '../render/workers-setting.js';
import { explainOverflow, outputBudget } from '../write/output-budget.js';
import { claimOutput } from '../write/output-claim.js';
import { WriteMemory } from '../write/write-memory.js';
import { assertOutputApart } from '../write/output-guard.js';
import { ServedFolderWriter } from '../write/served-writer.js';
import { redirectPages } from '../write/redirect-pages.js';
import { toSitePath } from '../routes/paths.js';
import { writeSite } from '../write/write-site.js';
import { StagedDiskWriter, type Writer } from '../write/writer.js';
import { recordStoredPages, storedPageKeys, type StoredPagesUse } from '../build/stored-pages.js';
import { StoredSearch } from '../build/stored-search.js';

export type { BuildState } from '../build/state.js';

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
  /** How long to wait while another build writes the output folder, in milliseconds (output-claim.ts). */
  waitMs?: number;
  /** Messages while waiting for the output folder (output-claim.ts). */
  onNotice?: (text: string) => void;
  /**
   * Write into the output folder in place, only the files that differ from the last build's,
   * keeping every page's HTML for the next build (`serve --watch`; served-writer.ts).
   */
  inPlace?: boolean;
  /** With `inPlace`: called once the pages are in place, before the search index is: time to reload. */
  onPagesWritten?: () => void;
  /** The one locale to build (`--locale`, or DEFAULT_LOCALE for the default one); every locale of the site when not given. */
  locale?: string;
}

/** The last good build, and the files (absolute paths) changed since. */
export interface PreviousBuild {
  state: BuildState;
  changed: readonly string[];
}

export interface BuildResult {
  pages: number;
  files: number;
  warnings: GardenError[];
  outDir: string;
  durationMs: number;
  /** What a later build may keep of this one. */
  state: BuildState;
  /** What this build redid: pages whose markdown was rendered, pages rendered, output files written or removed, locales whose search index was computed (the others were kept from the last output). */
  redone: { markdown: number; pages: number; files: number; searchIndexes: number };
  /** How much of each locale other than the default one is translated (`fr: 12 of 40 docs translated`), when the build made one. */
  translated?: string;
}

export async function runBuild(options: BuildOptions, previous?: PreviousBuild): Promise<BuildResult> {
  const started = performance.now();
  const siteRoot = path.resolve(options.siteRoot);
  const outDir = path.resolve(siteRoot, options.outDir ?? 'dist');

  const caching = options.cache ?? cachingFromEnvironment();
  const executors = new Executors(options.workers ?? workersFromEnvironment());
  // Nothing cached: every code block will be highlighted.
  if (!previous && nothingCached(siteRoot, caching)) executors.startEarly();
  try {
    const result = await buildWith(executors, { ...options, siteRoot, outDir, caching, started }, previous);
    return { ...result, warnings: await placeConfigKeys(result.warnings, siteRoot, result.state.config.configPath) };
  } catch (error) {
    // A problem about a config value found by a later stage (a theme folder that is not there) is shown at its line.
    throw await placeThrownConfigKeys(error, siteRoot, configPathOf(siteRoot, options.configFile));
  } finally {
    await executors.close();
  }
}

function configPathOf(siteRoot: string, configFile: string | undefined): string | undefined {
  try {
    return findConfig(siteRoot, configFile);
  } catch {
    return undefined;
  }
}

type Resolved = BuildOptions & { siteRoot: string; outDir: string; caching: boolean; started: number };

async function buildWith(executors: Executors, options: Resolved, previous: PreviousBuild | undefined): Promise<BuildResult> {
  const { siteRoot, outDir } = options;
  const progress = options.onProgress ?? (() => {});
  // Sorted as the locale built sees its sources: its translations folders are content.
  const changes = previous && sortChanges(previous.changed, siteRoot, localeConfig(previous.state.config.config, options.locale), previous.state.config.configInputs);
  // The last good build, as far as the stages may keep from it: nothing once the config, or
  // anything it imports, changed (its caches and the served folder's files outlive that).
  const last = changes && !changes.config ? previous.state : undefined;
  const changedContent = changes?.content ?? [];

  progress('loading config');
  const { problems: configProblems, ...loadedConfig } = await configStage(siteRoot, options.configFile, last?.config);
  const { config, configPath, configInputs } = loadedConfig;
  if (!options.writer && !last) assertOutputApart({ siteRoot, outDir, configPath, config, configInputs });
  const problems = new BuildProblems(configProblems);
  // Every locale (or the one asked for), each a whole site in its own folder of the output.
  const locales = planLocales(config, options.locale);
  problems.add(strayLocaleFolders(siteRoot, config));
  const cacheOpening = previous ? Promise.resolve(previous.state.cache) : openBuildCache(siteRoot, options.caching).then((disk) => new MemoryCache(disk));
  const frontMatter = previous?.state.frontMatter ?? new FrontMatterMemo();

  // Claimed before anything is written: pages go to a staging folder as they are rendered, and a
  // failure later on throws it away (a watch rebuild writes the served folder only at the end).
  // One claim and one writer for every locale: a failure in any of them leaves the output whole.
  const claim = options.writer ? undefined : await claimOutput({ siteRoot, outDir, configPath, config, configInputs, force: options.force, waitMs: options.waitMs, onNotice: options.onNotice });
  const budget = outputBudget(config.limits.outputBytes);
  const served = !options.writer && options.inPlace ? new ServedFolderWriter(outDir, previous?.state.output, options.onPagesWritten ?? (() => {}), budget) : undefined;
  const writer: Writer = options.writer ?? served ?? new StagedDiskWriter(outDir, { offThread: true, budget });
  try {
    const cache = await problems.during(cacheOpening);
    const markdownBefore = cache.markdown.added;
    // A watch build makes one locale, and keeps from its last build; the locales share the
    // executors, the caches (a code block highlighted once for all) and the templates.
    const shared: SharedWork = { siteRoot, outDir, options, executors, cache, frontMatter, problems, progress, last: locales.length === 1 ? last : undefined, changes, changedContent, loadedConfig, writer };
    const built: LocalePages[] = [];
    for (const plan of locales) {
      problems.nextLocale();
      built.push(await renderLocale(shared, plan, built[0]?.templates));
    }
    // Saved once every locale has used them: a disk cache keeps only what the build used, so a
    // save after the first locale would leave the others' markdown and search text out of it.
    cache.save();
    cache.search.save();
    // The workers' memory goes before the link check and the writes (a second close is harmless).
    await executors.close();

    progress('checking links');
    for (const locale of built) {
      problems.nextLocale();
      const stored = locale.stored && { use: locale.stored, record: cache.linkTargets };
      const links = await problems.during(checkPageLinks({ ...locale.site, configPath }, writer.directory === undefined, locale.last?.links, stored));
      problems.add(links.problems);
      locale.links = links.state;
    }
    const warnings = problems.settle();

    progress('writing');
    let fileCount = 0;
    for (const locale of built) fileCount += await writeSite({ ...locale.site, writer: locale.writer });
    const flushed = Promise.resolve(writer.flush?.());
    flushed.catch(() => {}); // awaited below
    // Keys only the next build reads are worked out while the writer thread finishes the files.
    const keys: Array<string[] | undefined> = [];
    for (const locale of built) keys.push(locale.stored && (locale.stored.keys ?? (await storedPageKeys(locale.site.routes, locale.stored.contextKey))));
    await flushed;
    // Every page is in the staging folder now: the disk cache keeps each one's file as written.
    built.forEach((locale, index) => {
      const pageKeys = keys[index];
      if (locale.stored && pageKeys) recordStoredPages(locale.site.pages, locale.site.routes, pageKeys, locale.stored, cache.pages);
      locale.site.searchFiles?.record();
    });
    cache.savePages();
    const changedFiles = writer.commit?.();
    if (built.every((locale) => locale.content.rotateCache)) cache.rotate();
    // What a later build keeps: the one locale a watch build makes (or the default one).
    const kept = built[0] as LocalePages;
    const { assets, collectWarnings, markdownWarnings, markdown, markdownOptions, componentFiles } = kept.content;
    const state: BuildState = {
      config: loadedConfig,
      sources: kept.sources,
      content: { collection: kept.site.collection, assets, collectWarnings, markdownWarnings, markdown, markdownOptions, componentFiles },
      templates: kept.templates,
      routes: kept.routes,
      pages: kept.pagesMemory,
      links: kept.links,
      output: served?.output,
      written: kept.site.memory,
      cache,
      frontMatter,
    };
    const pageCount = built.reduce((sum, locale) => sum + locale.pageCount, 0);
    const renderedCount = built.reduce((sum, locale) => sum + locale.renderedCount, 0);
    const searchIndexes = built.filter((locale) => locale.site.config.search.enabled && !locale.site.searchFiles?.taken).length;
    const redone = { markdown: cache.markdown.added - markdownBefore, pages: renderedCount, files: changedFiles?.length ?? fileCount, searchIndexes };
    const translated = translationSummary(built.filter((locale) => !locale.plan.isDefault).map((locale) => ({ name: locale.plan.locale.name, collection: locale.site.collection })));
    return { pages: pageCount, files: fileCount, warnings, outDir, durationMs: performance.now() - options.started, state, redone, ...(translated ? { translated } : {}) };
  } catch (error) {
    // Before abort, which removes what was written: a too large output says what made it so.
    const failure = explainOverflow(error, writer.budget, () => writer.writtenSizes?.() ?? []);
    await writer.abort?.();
    throw failure;
  } finally {
    claim?.release();
  }
}

/** What every locale of one build shares. */
interface SharedWork {
  siteRoot: string;
  outDir: string;
  options: Resolved;
  executors: Executors;
  cache: MemoryCache;
  frontMatter: FrontMatterMemo;
  problems: BuildProblems;
  progress: (stage: string) => void;
  last: BuildState | undefined;
  changes: ChangeKinds | undefined;
  changedContent: readonly string[];
  loadedConfig: LoadedConfig;
  writer: Writer;
}

/** One locale's site, rendered and waiting for its link check and its write. */
interface LocalePages {
  plan: LocaleBuildPlan;
  writer: Writer;
  last: BuildState | undefined;
  sources: ContentSources;
  content: RenderedMarkdown;
  templates: LoadedTemplates;
  routes: RoutesMemory;
  pagesMemory: PagesMemory;
  links: LinkCheckState | undefined;
  pageCount: number;
  renderedCount: number;
  /** How its pages used the disk cache, when they did. */
  stored: StoredPagesUse | undefined;
  /** What its link check and its write read. */
  site: Omit<SiteOutput, 'writer' | 'pages' | 'searchFiles'> & { files: ContentFiles; pages: RenderedPage[]; searchFiles: StoredSearch | undefined };
}

/** One locale: its content (its translations over the default locale's), markdown, routes and pages, into its folder of the output. */
async function renderLocale(work: SharedWork, plan: LocaleBuildPlan, sharedTemplates: LoadedTemplates | undefined): Promise<LocalePages> {
  const { siteRoot, outDir, options, executors, cache, problems, progress, last, changes, changedContent } = work;
  const { configPath, configInputs } = work.loadedConfig;
  const writer = writerInFolder(work.writer, plan.outFolder);

  progress(plan.isDefault ? 'reading content' : `reading content (${plan.locale.name})`);
  const localeText = readLocaleText(siteRoot, plan.config);
  problems.add(localeText.problems);
  const config = localeText.config;
  const sources = await problems.during(readSources(siteRoot, config, last?.sources, changedContent));
  const { files } = sources;
  const collected = await problems.during(collectStage({ siteRoot, config, sources, frontMatter: work.frontMatter, last: last?.content, changed: changedContent }));
  problems.add(collected.collectWarnings);

  progress(plan.isDefault ? 'rendering markdown' : `rendering markdown (${plan.locale.name})`);
  const { collection } = collected;
  if (!last && !sharedTemplates) {
    // Workers that will render the pages load the theme while the markdown is rendered.
    executors.preloadTheme(allEntries(collection).length, { siteRoot, templatesDir: config.templatesDir, pageFiles: themeFiles(files).map((file) => file.absolutePath), site: themeSite(config) });
  }
  // The first locale's theme serves the others, unless a locale has React pages of its own
  // (translated ones): the theme is then loaded again with them, its browser share kept.
  const templates = sharedTemplates && sameFiles(sharedTemplates.pages, themeFiles(files))
    ? Promise.resolve(sharedTemplates)
    : loadTemplates({ siteRoot, config, files, last: last?.templates ?? sharedTemplates, templatesChanged: sharedTemplates ? false : (changes?.templates ?? true), caching: options.caching });
  templates.catch(() => {}); // awaited below; a markdown error may come first
  const content = await problems.during(markdownStage({ siteRoot, config, cache, executors, last: last?.content, words: markdownWords(localeText) }, collected));
  problems.add(content.problems);
  // Partials and what pages import are known only now: the output folder may not hold one either (before anything is replaced).
  if (!options.writer) assertOutputApart({ siteRoot, outDir, configPath, config, configInputs, partials: inlinedPartials(content.markdown.values()), pageImports: content.markdownOptions.components?.imports });
  const loadedTemplates = await problems.during(templates);
  const { theme, client } = loadedTemplates;
  const { locale, problems: localeProblems } = pageLocale(localeText, theme.theme.messages);
  problems.add(localeProblems);
  const { navigation, problems: navigationProblems } = navigationStage({ config, collection });
  problems.add(navigationProblems);

  progress(plan.isDefault ? 'rendering pages' : `rendering pages (${plan.locale.name})`);
  const made = await problems.during(() => routesStage({ collection, config, navigation, locale, theme: { data: theme.theme.data, siteRoot } }, last?.routes, collected.edited));
  problems.add(made.routes.problems);
  const pages = await problems.during(renderPages({ siteRoot, config, configInputs, files, made, theme, client, executors, cache, writer, last: last?.pages }));
  problems.add(pages.problems);

  // Redirects are pages to check and write, though no route: in no sitemap or search.
  const routes = made.routes.routes;
  const redirects = redirectPages(config, routes, toSitePath(siteRoot, configPath), locale);
  problems.add(redirects.problems);
  // The search index is kept with the pages, by the same context.
  const searchFiles = pages.stored && new StoredSearch(pages.stored.contextKey, cache.searchFiles, { writeTo: pages.stored.folder, reuseFrom: writer.reuseFrom, budget: writer.budget });
  const site = { siteRoot, outDir, config, files, collection, routes, pages: [...pages.pages, ...redirects.pages], client, assets: content.assets, componentFiles: content.componentFiles, memory: last?.written ?? new WriteMemory(), searchFiles };
  return { plan, writer, last, sources, content, templates: loadedTemplates, routes: made.routes, pagesMemory: pages.memory, links: undefined, pageCount: pages.pages.length, renderedCount: pages.renderedCount, stored: pages.stored, site };
}

function sameFiles(a: readonly SourceFile[], b: readonly SourceFile[]): boolean {
  return a.length === b.length && a.every((file, index) => file.absolutePath === b[index]?.absolutePath);
}
