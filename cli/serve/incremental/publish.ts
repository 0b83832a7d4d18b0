// Puts a rebuild into the served folder in two steps, so the browser reloads as early as it
// can: first every file but the search index (pages, assets, feeds…), then, once the browser
// has been told, the search index, which is computed over every page of the site and would
// otherwise hold the reload back (a second or more on a 4,000-page site). Until the second
// step ends, the previous index is served: its entries for the edited page may be stale for
// those moments, never broken. The first build writes everything at once (output.ts).
import type { SiteConfig } from '../../config/schema.js';
import { claimOutput, type OutputClaim } from '../../write/output-claim.js';
import { buildSearchIndex } from '../../write/search-index.js';
import { writeSite, type SiteOutput } from '../../write/write-site.js';
import { RecordingWriter, writeChanges, type OutputFile } from './output.js';

const RELOAD_HEAD_START_MS = 150;

export interface PublishInput {
  outDir: string;
  site: Omit<SiteOutput, 'writer'>;
  /** The last good build's output, and which of its files were the search index. */
  previous: { output: ReadonlyMap<string, OutputFile>; searchFiles: ReadonlySet<string> } | undefined;
  /** Called once everything but the search index is in place. */
  onPagesWritten: () => void;
  /** How the output folder is claimed for the time of the writes: a `build` may be writing it too. */
  claim: Pick<OutputClaim, 'configPath' | 'force' | 'onNotice'>;
}

export interface Published {
  output: Map<string, OutputFile>;
  searchFiles: Set<string>;
  changedFiles: string[];
}

export async function publishBuild(input: PublishInput): Promise<Published> {
  const lock = await claimOutput({ ...input.claim, siteRoot: input.site.siteRoot, outDir: input.outDir, config: input.site.config });
  try {
    return await publishClaimed(input);
  } finally {
    lock.release();
  }
}

async function publishClaimed(input: PublishInput): Promise<Published> {
  const { site, previous } = input;
  const withoutSearch = new RecordingWriter();
  await writeSite({ ...site, config: { ...site.config, search: { ...site.config.search, enabled: false } } as SiteConfig, writer: withoutSearch });
  // Each page carries its share of the index (taken when it was rendered; kept pages keep theirs).
  const search = () => buildSearchIndex(site.pages.flatMap((page) => (page.search ? [page.search] : [])), site.config.search.enabled);
  if (!previous) {
    const output = new Map(withoutSearch.files);
    const files = search();
    for (const file of files) output.set(file.outFile, { content: file.content });
    return { output, searchFiles: new Set(files.map((file) => file.outFile)), changedFiles: writeChanges(input.outDir, undefined, output) };
  }
  // Step one keeps the previous index as it is.
  const first = new Map(withoutSearch.files);
  for (const file of previous.searchFiles) {
    const kept = previous.output.get(file);
    if (kept && !first.has(file)) first.set(file, kept);
  }
  const changedFiles = writeChanges(input.outDir, previous.output, first);
  input.onPagesWritten();
  // The index is computed on this thread, which also serves the pages: give the browser's
  // reload a head start, so its requests are answered before the index holds the thread.
  await new Promise((resolve) => setTimeout(resolve, RELOAD_HEAD_START_MS));
  const files = search();
  const output = new Map(withoutSearch.files);
  for (const file of files) output.set(file.outFile, { content: file.content });
  changedFiles.push(...writeChanges(input.outDir, first, output).filter((file) => !changedFiles.includes(file)));
  return { output, searchFiles: new Set(files.map((file) => file.outFile)), changedFiles };
}
