// The link stage. A build whose pages went straight to disk checks every page (build-check.ts).
// One that keeps its pages checks them incrementally: when the last good build's check found
// nothing, the site has the same files, and no re-rendered page gained or lost an anchor, the
// links of the pages kept from that build still resolve exactly as before: only the
// re-rendered pages' links need checking. They are checked by the build's own check (build-check.ts)
// against the last check's targets (every file, and every page's anchors), so links into
// unchanged pages still have their fragments checked, and nothing of the whole site is made
// again. Anything else checks the whole site, as a full build does. A build that took pages
// from the disk cache checks in the same spirit, against its record (stored-pages.ts).
import { checkBuildLinks, type BuildLinkInput } from '../check/build-check.js';
import { listBuildFiles } from '../check/build-files.js';
import { LinkTargets } from '../check/links.js';
import type { GardenError } from '../diagnostics/error.js';
import { sameItems } from '../same-items.js';
import { alignedLookup } from './aligned-lookup.js';
import type { KeptPage } from './state.js';
import type { CacheStore } from '../cache/build-cache.js';
import { linkTargetsKey, readTakenLinks, type StoredPagesUse } from './stored-pages.js';

/** What the check remembers of the last good build. */
export interface LinkCheckState {
  /** The quick file list, sorted. */
  files: string[];
  /** Each page as last checked, in route order. */
  pages: KeptPage[];
  /** What that check resolved links against, when it found nothing (then every page is checked again, to report it again). */
  clean: LinkTargets | undefined;
}

/** Pages some of which came from the disk cache, and its record of the link targets each locale last checked clean against. */
export interface StoredPagesCheck {
  use: StoredPagesUse;
  record: CacheStore<string>;
}

export async function checkPageLinks(input: BuildLinkInput, kept: boolean, previous: LinkCheckState | undefined, stored?: StoredPagesCheck): Promise<{ problems: GardenError[]; state: LinkCheckState | undefined }> {
  if (stored) return { problems: await checkWithStoredPages(input, stored), state: undefined };
  if (!kept) return { problems: (await checkBuildLinks(input)).problems, state: undefined };
  return checkChangedLinks({ ...input, pages: input.pages as KeptPage[] }, previous);
}

/**
 * The pages taken from the disk cache were written by builds whose check found nothing: while
 * every file and anchor is as at the last such check, only the pages rendered now are checked.
 */
async function checkWithStoredPages(input: BuildLinkInput, { use, record }: StoredPagesCheck): Promise<GardenError[]> {
  const files = (await listBuildFiles(input)).sort();
  const key = linkTargetsKey(input.pages, files);
  const quick = record.get(use.contextKey) === key;
  if (!quick) readTakenLinks(input.pages, use);
  const rendered = new Set(input.pages.flatMap((page) => (use.taken.has(page.outFile) ? [] : [page.outFile])));
  const { problems } = await checkBuildLinks(input, { targets: new LinkTargets(input.pages, files), ...(quick ? { outFiles: rendered } : {}) });
  // Anything found, warnings too, is found again next time: no quick check until it is clean.
  record.set(use.contextKey, problems.length === 0 ? key : '');
  return problems;
}

async function checkChangedLinks(input: BuildLinkInput & { pages: KeptPage[] }, previous: LinkCheckState | undefined): Promise<{ problems: GardenError[]; state: LinkCheckState }> {
  const files = (await listBuildFiles(input)).sort();
  const changed = new Set<string>();
  let anchorsMoved = previous === undefined;
  const lastPage = previous && alignedLookup(previous.pages, (page) => page.outFile);
  input.pages.forEach((page, index) => {
    const before = lastPage?.(page.outFile, index);
    if (before && before.html === page.html) return;
    changed.add(page.outFile);
    if (!anchorsMoved && (!before || !sameSet(before.anchors, page.anchors))) anchorsMoved = true;
  });
  const targets = previous?.clean;
  const quick = previous !== undefined && targets !== undefined && !anchorsMoved && sameItems(previous.files, files) && input.pages.length === previous.pages.length;
  // Not quick: every page is checked, against targets made from the file list just taken.
  const { problems, targets: checked } = await checkBuildLinks(input, quick ? { targets, outFiles: changed } : { targets: new LinkTargets(input.pages, files) });
  return { problems, state: { files, pages: input.pages, clean: problems.length === 0 ? checked : undefined } };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const known = new Set(a);
  return b.every((item) => known.has(item));
}
