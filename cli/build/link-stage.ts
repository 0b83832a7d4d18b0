// The link stage. A build whose pages went straight to disk checks every page (build-check.ts).
// One that keeps its pages checks them incrementally: when the last good build's check found
// nothing, the site has the same files, and no re-rendered page gained or lost an anchor, the
// links of the pages kept from that build still resolve exactly as before: only the
// re-rendered pages' links need checking. They are checked by the build's own check (build-check.ts), given the
// re-rendered pages in full and every other page as a stand-in that carries only its anchors,
// so links into unchanged pages still have their fragments checked. Anything else checks the
// whole site, as a full build does.
import { checkBuildLinks, type BuildLinkInput } from '../check/build-check.js';
import { listBuildFiles } from '../check/build-files.js';
import type { GardenError } from '../diagnostics/error.js';
import type { KeptPage } from './state.js';

/** What the check remembers of the last good build. */
export interface LinkCheckState {
  /** The quick file list, sorted and joined. */
  files: string;
  /** Each page as last checked, by output file. */
  pages: Map<string, KeptPage>;
  /** Whether that check found anything (then every page is checked again, to report it again). */
  clean: boolean;
}

export async function checkPageLinks(input: BuildLinkInput, kept: boolean, previous: LinkCheckState | undefined): Promise<{ problems: GardenError[]; state: LinkCheckState | undefined }> {
  if (!kept) return { problems: await checkBuildLinks(input), state: undefined };
  return checkChangedLinks({ ...input, pages: input.pages as KeptPage[] }, previous);
}

async function checkChangedLinks(input: BuildLinkInput & { pages: KeptPage[] }, previous: LinkCheckState | undefined): Promise<{ problems: GardenError[]; state: LinkCheckState }> {
  const files = (await listBuildFiles(input)).sort().join('\n');
  const pages = new Map<string, KeptPage>();
  const changed = new Set<string>();
  let anchorsMoved = previous === undefined;
  for (const page of input.pages) {
    pages.set(page.outFile, page);
    const before = previous?.pages.get(page.outFile);
    if (before && before.html === page.html) continue;
    changed.add(page.outFile);
    if (!anchorsMoved && (!before || !sameSet(before.anchors, page.anchors))) anchorsMoved = true;
  }
  const quick = previous !== undefined && previous.clean && previous.files === files && !anchorsMoved && pages.size === previous.pages.size;
  const checked = quick ? input.pages.map((page) => (changed.has(page.outFile) ? page : { outFile: page.outFile, links: [], anchors: page.anchors })) : input.pages;
  const problems = await checkBuildLinks({ ...input, pages: checked });
  return { problems, state: { files, pages, clean: problems.length === 0 } };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const known = new Set(a);
  return b.every((item) => known.has(item));
}
