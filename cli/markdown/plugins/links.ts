// Links: `.md` links (relative, `../`, or site-root `/…md`) become the route of the page built
// from that file, keeping `?query#fragment`; links to missing files are reported. Internal
// links are recorded with their line for the link checker; external links open in a new tab.
import path from 'node:path';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf, fileLine, report, type RenderContext } from '../context.js';
import { decodePath, forEachInlineChild, isExternalUrl, splitUrl } from '../tokens.js';

const MARKDOWN_FILE = /\.mdx?$/i;
const HTTP = /^https?:/i;

/** The site root, derived from the page's absolute path minus its site-relative path. */
function siteRoot(context: RenderContext): string {
  const { absolutePath, sourcePath } = context.page;
  const relative = path.normalize(sourcePath);
  return absolutePath.endsWith(relative) ? absolutePath.slice(0, absolutePath.length - relative.length) : path.dirname(absolutePath);
}

/** The route for a link to a markdown file, undefined when no page is built from it. */
function resolveMarkdown(context: RenderContext, filePath: string): string | undefined {
  const decoded = decodePath(filePath);
  const absolute = decoded.startsWith('/')
    ? path.join(siteRoot(context), decoded)
    : path.resolve(path.dirname(context.page.absolutePath), decoded);
  return context.page.resolveMarkdownLink(absolute);
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
        hint: 'Check the file name and path; links are resolved relative to this file (use ../ to go up a folder).',
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
