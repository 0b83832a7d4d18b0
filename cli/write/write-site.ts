// The write stage: pages, client assets, static files, images, feeds, sitemap and robots.txt.
import fg from 'fast-glob';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../client/bundle.js';
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import type { Route } from '../routes/route.js';
import type { AssetRegistry } from './assets.js';
import { renderFeeds } from './feeds.js';
import { buildSearchIndex, type SearchIndexMemo } from './search-index.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import type { Writer } from './writer.js';

export interface SiteOutput {
  writer: Writer;
  siteRoot: string;
  config: SiteConfig;
  pages: Array<{ outFile: string; html: string }>;
  routes: Route[];
  collection: Collection;
  client: ClientBundle;
  assets: AssetRegistry;
  /** Kept between builds by `serve --watch`, so an edit re-indexes only the edited page. */
  searchMemo?: SearchIndexMemo;
}

/** Writes everything; returns how many files were written. */
export async function writeSite(output: SiteOutput): Promise<number> {
  const { writer, config } = output;
  let count = 0;
  const write = (file: string, content: string | Uint8Array): void => {
    writer.write(file, content);
    count++;
  };
  const staticDir = path.resolve(output.siteRoot, config.staticDir);
  if (existsSync(staticDir)) {
    for (const file of await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false })) {
      writer.copy(path.join(staticDir, file), file);
      count++;
    }
  }
  for (const { source, outFile } of output.assets.entries()) {
    writer.copy(source, outFile);
    count++;
  }
  for (const file of output.client.files) write(file.outFile, file.contents);
  for (const page of output.pages) write(page.outFile, page.html);
  for (const feed of renderFeeds(output.collection.posts, config)) write(feed.outFile, feed.content);
  write('sitemap.xml', renderSitemap(output.routes, { siteUrl: config.url, baseUrl: config.baseUrl, ...config.sitemap }));
  for (const file of buildSearchIndex(output.routes, config.search, output.searchMemo)) write(file.outFile, file.content);
  write('robots.txt', renderRobots(config.url, config.baseUrl));
  return count;
}
