// One page's markdown, rendered the same way on the main thread or in a worker. The result is
// plain data (it crosses thread boundaries and goes into the disk cache as it is), with code
// blocks left as placeholders and with what the HTML depended on outside the page: the routes
// its .md links resolved to and the URLs its images got. A cached result is reused only while
// those still resolve the same.
import type { MarkdownRenderer, RenderedMarkdown } from '../markdown/types.js';
import { flatString } from './flat-string.js';
import { toPlainProblem, type PlainProblem } from './transfer.js';

export interface MarkdownJob {
  sourcePath: string;
  absolutePath: string;
  /** The collection's folder, where `/x.md` links are looked up (see MarkdownEnv). */
  contentRoot: string;
  lineOffset: number;
  body: string;
}

export interface MarkdownDeps {
  /** Absolute .md path → the route it resolved to (undefined: no such page). */
  links: Array<[string, string | undefined]>;
  /** Absolute image path → its published URL (undefined: missing). */
  assets: Array<[string, string | undefined]>;
}

export type PlainRendered = Omit<RenderedMarkdown, 'problems'> & { problems: PlainProblem[] };

export interface MarkdownJobResult {
  rendered: PlainRendered;
  deps: MarkdownDeps;
}

export function renderMarkdownJob(
  renderer: MarkdownRenderer,
  job: MarkdownJob,
  resolveLink: (file: string) => string | undefined,
  registerAsset: (file: string) => string | undefined,
): MarkdownJobResult {
  const deps: MarkdownDeps = { links: [], assets: [] };
  const rendered = renderer.render(job.body, {
    sourcePath: job.sourcePath,
    absolutePath: job.absolutePath,
    contentRoot: job.contentRoot,
    lineOffset: job.lineOffset,
    resolveMarkdownLink: (file) => {
      const route = resolveLink(file);
      deps.links.push([file, route]);
      return route;
    },
    registerAsset: (file) => {
      const url = registerAsset(file);
      deps.assets.push([file, url]);
      return url;
    },
  });
  const html = flatString(rendered.html);
  const excerptHtml = rendered.excerptHtml === undefined ? undefined : flatString(rendered.excerptHtml);
  return { rendered: { ...rendered, html, excerptHtml, problems: rendered.problems.map(toPlainProblem) }, deps };
}
