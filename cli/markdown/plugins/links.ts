// Links: `.md` links (relative, `../`, from the docs folder or the site root) become the route
// of the page built from that file, keeping `?query#fragment`; links to missing files are
// reported. Internal links are recorded with their line for the link checker; external links
// open in a new tab.
import path from 'node:path';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf, fileLine, report, type RenderContext } from '../context.js';
import { pageSiteRoot } from '../page-paths.js';
import { decodePath, forEachInlineChild, isExternalUrl, splitUrl } from '../tokens.js';

const MARKDOWN_FILE = /\.mdx?$/i;
const HTTP = /^https?:/i;

/**
 * The route for a link to a markdown file, undefined when no page is built from it. Looked up
 * in Docusaurus's order: `./x.md` and `../x.md` from the file's folder; `/x.md` from the
 * collection's folder (`content/docs`), then the site root; a bare `x.md` from the file's
 * folder, then the collection's folder, then the site root.
 */
function resolveMarkdown(context: RenderContext, filePath: string): string | undefined {
  const decoded = decodePath(filePath);
  const { absolutePath, contentRoot } = context.page;
  const folders = decoded.startsWith('/')
    ? [contentRoot, pageSiteRoot(context.page)]
    : /^\.\.?\//.test(decoded)
      ? [path.dirname(absolutePath)]
      : [path.dirname(absolutePath), contentRoot, pageSiteRoot(context.page)];
  for (const folder of folders) {
    const route = context.page.resolveMarkdownLink(path.join(folder, decoded));
    if (route !== undefined) return route;
  }
  return undefined;
}

function siteRelative(context: RenderContext, folder: string): string {
  return path.relative(pageSiteRoot(context.page), folder).split(path.sep).join('/') || 'the site root';
}

function rewriteLink(context: RenderContext, link: Token, bodyLine: number): void {
  const href = link.attrGet('href');
  if (typeof href !== 'string' || href === '') return;
  if (isExternalUrl(href)) {
    if (HTTP.test(href)) {
      link.attrSet('target', '_blank');
      link.attrSet('rel', 'noopener noreferrer');
    }
    return;
  }
  const { path: filePath, suffix } = splitUrl(href);
  let target = href;
  if (MARKDOWN_FILE.test(filePath)) {
    const route = resolveMarkdown(context, filePath);
    if (route !== undefined) {
      target = route + suffix;
      link.attrSet('href', target);
    } else if (!href.startsWith('/')) {
      report(context, {
        code: 'markdown/broken-link',
        message: `Link to a missing page: ${decodePath(filePath)}`,
        bodyLine,
        hint: `Check the file name and path: ./ and ../ links are looked up from this file's folder, others from this file's folder, then from ${siteRelative(context, context.page.contentRoot)}.`,
      });
      return;
    }
  }
  if (target.startsWith('/') || target.startsWith('#')) context.links.push({ href: target, line: fileLine(context, bodyLine) });
}

export const linksPlugin = (md: MarkdownIt): void => {
  md.core.ruler.push('garden_links', (state: StateCore) => {
    const context = contextOf(state.env);
    forEachInlineChild(state.tokens, (child, line) => {
      if (child.type === 'link_open') rewriteLink(context, child, line);
    });
  });
};
