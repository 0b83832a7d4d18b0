// One page's markdown, rendered the same way on the main thread or in a worker. The result is
// plain data (it crosses thread boundaries and goes into the disk cache as it is), with code
// blocks left as placeholders and with what the HTML depended on outside the page: the routes
// its .md links resolved to, the URLs its images got and the text of the partials it inlined. A cached result is reused only while
// those still resolve the same.
import { createHash } from 'node:crypto';
import { readPartialText, type PartialRead } from '../markdown/partial-file.js';
import { pageSiteRoot } from '../markdown/page-paths.js';
import type { AssetLookup, MarkdownRenderer, PageData, RenderedMarkdown } from '../markdown/types.js';
import { flatString } from './flat-string.js';
import { toPlainProblem, type PlainProblem } from './transfer.js';

export interface MarkdownJob {
  sourcePath: string;
  absolutePath: string;
  /** The collection's folder, where `/x.md` links are looked up (see MarkdownEnv). */
  contentRoot: string;
  lineOffset: number;
  body: string;
  /** The page's front matter, metadata and assets, when its body names them (page-data.ts). */
  data?: PageData;
}

export interface MarkdownDeps {
  /** Absolute .md path → the route it resolved to (undefined: no such page). */
  links: Array<[string, string | undefined]>;
  /** Absolute image path → its published URL, or why it was refused. */
  assets: Array<[string, AssetLookup]>;
  /** Absolute path of each partial inlined → a hash of its text (undefined: missing). */
  partials: Array<[string, string | undefined]>;
}

/** A partial's text and the hash recorded for it, read the same way when rendering and when checking the cache. */
export function readPartialFile(file: string, siteRoot: string): { read: PartialRead; hash: string | undefined } {
  const read = readPartialText(file, siteRoot);
  return { read, hash: 'text' in read ? createHash('sha1').update(read.text).digest('base64url') : undefined };
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
  registerAsset: (file: string) => AssetLookup,
): MarkdownJobResult {
  const deps: MarkdownDeps = { links: [], assets: [], partials: [] };
  const rendered = renderer.render(job.body, {
    sourcePath: job.sourcePath,
    absolutePath: job.absolutePath,
    contentRoot: job.contentRoot,
    lineOffset: job.lineOffset,
    ...(job.data ? { data: job.data } : {}),
    resolveMarkdownLink: (file) => {
      const route = resolveLink(file);
      deps.links.push([file, route]);
      return route;
    },
    registerAsset: (file) => {
      const lookup = registerAsset(file);
      deps.assets.push([file, lookup]);
      return lookup;
    },
    readPartial: (file) => {
      const { read, hash } = readPartialFile(file, pageSiteRoot({ sourcePath: job.sourcePath, absolutePath: job.absolutePath }));
      deps.partials.push([file, hash]);
      return read;
    },
  });
  const html = flatString(rendered.html);
  const excerptHtml = rendered.excerptHtml === undefined ? undefined : flatString(rendered.excerptHtml);
  return { rendered: { ...rendered, html, excerptHtml, problems: rendered.problems.map(toPlainProblem) }, deps };
}
