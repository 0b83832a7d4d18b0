// The files the build is about to write, for the link check to resolve links against.
// The quick list names what pages link to (pages, static files, images, client assets,
// feeds, sitemap, robots.txt) without rendering anything. The exact list is a dry run of the
// write stage itself, recording names and keeping no content: it also knows whatever the
// write stage learns to write, but costs what writing costs (feeds, the search index…), so
// the check asks for it only when the quick list leaves a link unresolved.
import path from 'node:path';
import { eachData } from '../collections/registry.js';
import { WriteMemory } from '../write/write-memory.js';
import { renderRobots, ROBOTS } from '../write/sitemap.js';
import { staticFiles } from '../write/static-files.js';
import { writeSite, type SiteOutput } from '../write/write-site.js';
import type { Writer } from '../write/writer.js';

export type BuildFilesInput = Omit<SiteOutput, 'writer' | 'memory'>;

export async function listBuildFiles(output: BuildFilesInput, exact = false): Promise<string[]> {
  if (exact) {
    const writer = new ListingWriter();
    // A memory of its own: the pages checked may be stand-ins without their search shares.
    await writeSite({ ...output, writer, memory: new WriteMemory() });
    return writer.files;
  }
  const { config } = output;
  return [
    ...output.pages.map((page) => page.outFile),
    ...(await staticFiles(output.siteRoot, config, output.outDir)).map((file) => file.outFile),
    ...output.assets.entries().map((entry) => entry.outFile),
    ...output.client.files.map((file) => file.outFile),
    ...output.componentFiles.map((file) => file.outFile),
    ...[...eachData(output.collection)].flatMap(({ kind, data }) => kind.extraFiles?.names(data) ?? []),
    'sitemap.xml',
    ...(renderRobots(config) === undefined ? [] : [ROBOTS]),
  ];
}

class ListingWriter implements Writer {
  readonly files: string[] = [];
  write(relativePath: string): void {
    this.files.push(relativePath.split(path.sep).join('/'));
  }
  copy(_absoluteSource: string, relativePath: string): void {
    this.write(relativePath);
  }
}
