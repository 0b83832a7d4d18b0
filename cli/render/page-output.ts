// What happens to a page once rendered, in whichever thread rendered it: its links and anchors
// are taken for the link check, and when the build writes to disk the HTML goes straight into
// the staging folder and is dropped (its share of the search index is taken by the pages stage,
// on the main thread: render/search-shares.ts). Held until the write stage, every page's HTML
// would make most of a large build's memory, growing with the site.
import path from 'node:path';
import { LinkTable, scanPageLinks, type PageLinks } from '../check/page-links.js';
import type { Route } from '../routes/route.js';
import { pathInside } from '../write/output-path.js';
import { folderMaker } from '../write/folder-maker.js';
import { checkRoom, type OutputBudget } from '../write/output-budget.js';
import { htmlHash, writeOrReuse } from '../write/reuse-output.js';
import type { SearchablePage } from '../write/search-pages.js';
import { GardenError } from '../diagnostics/error.js';
import { renderRoute, type RenderContext } from './render-route.js';
import { toPlainProblem, type PlainProblem } from './transfer.js';

export interface RenderedPage extends PageLinks {
  outFile: string;
  /** Kept only when there is no folder to write to (a writer in memory, in tests). */
  html?: string;
  /** The page's share of the search index, if it is searchable. */
  search?: SearchablePage;
  /** Why a React page could not be rendered: the build reports every such page, then fails. */
  problems?: PlainProblem[];
  /** The size and hash of the HTML written, when asked for (`hashPages`): the disk cache keeps them (build/stored-pages.ts). */
  written?: WrittenHtml;
}

export interface WrittenHtml {
  bytes: number;
  sha1: string;
}

/** Where rendered pages go: plain data, sent to the render workers with the rest of their setup. */
export interface PageOutput {
  /** The staging folder pages are written to as they are rendered; none: pages come back with their HTML. */
  writeTo: string | undefined;
  /** The previous output, whose unchanged pages are linked rather than written (write/reuse-output.ts). */
  reuseFrom?: string | undefined;
  /** The output's size limit, shared by every thread writing pages (write/output-budget.ts). */
  budget?: OutputBudget | undefined;
  /** Whether each page written comes back with its size and hash. */
  hashPages?: boolean | undefined;
}

/** Folders this thread has made in the current build's staging folder. */
const made = { in: '', makeFolder: folderMaker() };
/** The links of the pages this thread renders, shared between them. */
const links = new LinkTable();

/** Hands a page's HTML to the build's writer, which puts it in the staging folder (the main thread's pages: writer.ts). */
export type PageSink = (outFile: string, html: string) => void;

export function renderPage(route: Route, context: RenderContext, output: PageOutput, sink?: PageSink): RenderedPage {
  const { writeTo, reuseFrom, budget } = output;
  // Once the output is too large the build has failed: no page is rendered only to be refused.
  checkRoom(budget);
  let html: string;
  try {
    html = renderRoute(route, context);
  } catch (error) {
    // A React page is the site's own code: its failure is one problem among those the build reports.
    if (route.template === 'component' && error instanceof GardenError) return { outFile: route.outFile, links: [], anchors: [], problems: [toPlainProblem(error)] };
    throw error;
  }
  const page: RenderedPage = { outFile: route.outFile, ...scanPageLinks(html, links) };
  if (writeTo === undefined) return { ...page, html };
  if (output.hashPages) page.written = { bytes: Buffer.byteLength(html), sha1: htmlHash(html) };
  if (sink) {
    sink(route.outFile, html);
    return page;
  }
  const target = pathInside(writeTo, route.outFile);
  if (made.in !== writeTo) Object.assign(made, { in: writeTo, makeFolder: folderMaker() });
  made.makeFolder(path.dirname(target));
  writeOrReuse(target, html, reuseFrom === undefined ? undefined : path.join(reuseFrom, route.outFile), budget);
  return page;
}
