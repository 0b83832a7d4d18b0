// The build's link check, incrementally. When the last good build's check found nothing, the
// site has the same files, and no re-rendered page gained or lost an anchor, the links of the
// pages kept from that build still resolve exactly as before: only the re-rendered pages'
// links need checking. They are checked by the build's own check (build-check.ts), given the
// re-rendered pages in full and every other page as a stand-in that carries only its anchors,
// so links into unchanged pages still have their fragments checked. Anything else checks the
// whole site, as a full build does.
import { checkBuildLinks, type BuildLinkInput } from '../../check/build-check.js';
import { listBuildFiles } from '../../check/build-files.js';
import { scanHtml } from '../../check/scan-html.js';
import type { GardenError } from '../../diagnostics/error.js';

/** A page's HTML, and its anchors, read from it when first asked for. */
interface PageAnchors { html: string; ids: () => ReadonlySet<string> }

/** What the check remembers of the last good build. */
export interface LinkCheckState {
  /** The quick file list, sorted and joined. */
  files: string;
  anchors: Map<string, PageAnchors>;
  /** Whether that check found anything (then every page is checked again, to report it again). */
  clean: boolean;
}

export async function checkChangedLinks(input: BuildLinkInput, previous: LinkCheckState | undefined): Promise<{ problems: GardenError[]; state: LinkCheckState }> {
  const files = (await listBuildFiles(input)).sort().join('\n');
  const anchors = new Map<string, PageAnchors>();
  const changed = new Set<string>();
  let anchorsMoved = previous === undefined;
  for (const page of input.pages) {
    const before = previous?.anchors.get(page.outFile);
    if (before && before.html === page.html) {
      anchors.set(page.outFile, before);
      continue;
    }
    const now = pageAnchors(page.html);
    anchors.set(page.outFile, now);
    changed.add(page.outFile);
    // Read only while a quick check is still possible: a full one reads every page anyway.
    if (!anchorsMoved && (!before || !sameSet(before.ids(), now.ids()))) anchorsMoved = true;
  }
  const quick = previous !== undefined && previous.clean && previous.files === files && !anchorsMoved && anchors.size === previous.anchors.size;
  const pages = quick ? input.pages.map((page) => (changed.has(page.outFile) ? page : { outFile: page.outFile, html: anchorsOnly(anchors.get(page.outFile)?.ids()) })) : input.pages;
  const problems = await checkBuildLinks({ ...input, pages });
  return { problems, state: { files, anchors, clean: problems.length === 0 } };
}

function pageAnchors(html: string): PageAnchors {
  let ids: ReadonlySet<string> | undefined;
  return { html, ids: () => (ids ??= scanHtml(html).anchors) };
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

/** A stand-in page: just its anchors, as elements the link check's scanner reads. */
function anchorsOnly(ids: ReadonlySet<string> | undefined): string {
  let html = '';
  for (const id of ids ?? []) html += ` <i id="${id.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></i>`;
  return html;
}
