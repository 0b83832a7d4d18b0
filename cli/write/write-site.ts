// The write stage: pages, client assets, static files, images, the collections' own files (the
// news feeds), sitemap and robots.txt,
// then the search index, which is computed over every page: a writer that can show the pages
// first (served-writer.ts) does so before it (Writer.pagesWritten).
import type { PublishedFile } from '../bundle/import-module.js';
import type { ClientBundle } from '../client/bundle.js';
import type { SiteConfig } from '../config/schema.js';
import { eachData, type Collection } from '../collections/registry.js';
import { builtLocale } from '../i18n/locales.js';
import type { Route } from '../routes/route.js';
import type { AssetRegistry } from './assets.js';
import type { WriteMemory } from './write-memory.js';
import type { SearchablePage } from './search-pages.js';
import { renderRobots, renderSitemap, ROBOTS, sitemapLocales } from './sitemap.js';
import { staticFiles } from './static-files.js';
import type { Writer } from './writer.js';

export interface SiteOutput {
  writer: Writer;
  siteRoot: string;
  /** The output folder the user named (the writer may write elsewhere first): static links may not lead into it. */
  outDir: string;
  config: SiteConfig;
  /** Pages with their HTML still to write (the others were written as they were rendered), and their search index shares. */
  pages: Array<{ outFile: string; html?: string; search?: SearchablePage }>;
  routes: Route[];
  collection: Collection;
  client: ClientBundle;
  assets: AssetRegistry;
  /** What the modules pages import publish (stylesheets, images): markdown-stage output. */
  componentFiles: PublishedFile[];
  /** What the last build wrote (a first build's is empty): its search index takes only the changed pages' shares. */
  memory: WriteMemory;
  /** The search index's files kept by the last build in a new process, when there was one (build/stored-search.ts). */
  searchFiles?: SearchFilesStore | undefined;
}

/** A store of the search index's files as the last build wrote them. */
export interface SearchFilesStore {
  /** Puts the last build's index files in the output when the shares are as they were then: how many; undefined when they must be computed. */
  take(shares: readonly SearchablePage[], language: string): number | undefined;
  /** The index's files as written now, kept once they are on disk. */
  keep(outFiles: readonly string[]): void;
}

/** Writes everything; returns how many files were written. */
export async function writeSite(output: SiteOutput): Promise<number> {
  const { writer, config } = output;
  let count = 0;
  const write = (file: string, content: string | Uint8Array): void => {
    writer.write(file, content);
    count++;
  };
  const published = await staticFiles(output.siteRoot, config, output.outDir);
  for (const { source, outFile } of published) {
    writer.copy(source, outFile);
    count++;
  }
  for (const { source, outFile } of output.assets.entries()) {
    writer.copy(source, outFile);
    count++;
  }
  for (const file of output.client.files) write(file.outFile, file.contents);
  for (const file of output.componentFiles) write(file.outFile, file.contents);
  for (const page of output.pages) {
    if (page.html === undefined) count++;
    else write(page.outFile, page.html);
  }
  const { memory, routes } = output;
  for (const { name, kind, data } of eachData(output.collection)) {
    const extra = kind.extraFiles;
    if (!extra) continue;
    for (const file of memory.extraFiles(`${name}:${data.instance.key}`).get([config, ...extra.inputs(data)], () => extra.render(data, config))) write(file.outFile, file.content);
  }
  const sitemapUrls = routes.map((route) => (route.inSitemap ? route.url : ''));
  write('sitemap.xml', memory.sitemap.get([config, ...sitemapUrls], () => renderSitemap(routes, { siteUrl: config.url, ...sitemapLocales(config), ...config.sitemap })));
  // The site's own robots.txt, from its static folder, is the one published.
  const robots = published.some((file) => file.outFile === ROBOTS) ? undefined : renderRobots(config);
  if (robots !== undefined) write(ROBOTS, robots);
  await writer.pagesWritten?.();
  const shares = output.pages.flatMap((page) => (page.search ? [page.search] : []));
  const language = builtLocale(config).htmlLang;
  const taken = config.search.enabled ? output.searchFiles?.take(shares, language) : undefined;
  if (taken !== undefined) return count + taken;
  const searchFiles = memory.search.files(shares, config.search.enabled, language);
  for (const file of searchFiles) write(file.outFile, file.content);
  output.searchFiles?.keep(searchFiles.map((file) => file.outFile));
  return count;
}
