// Where a page's site root is, and a file's path from it, known only from the page's own paths
// (the markdown stage is given no config): for .md links, imports and partials.
import path from 'node:path';
import type { MarkdownEnv } from './types.js';

/** The site root: the page's absolute path minus its site-relative path. */
export function pageSiteRoot(page: Pick<MarkdownEnv, 'sourcePath' | 'absolutePath'>): string {
  const relative = path.normalize(page.sourcePath);
  const { absolutePath } = page;
  return absolutePath.endsWith(relative) ? absolutePath.slice(0, absolutePath.length - relative.length) : path.dirname(absolutePath);
}

/** `content/docs/_catalog.mdx`: the path error messages show for a file of the site. */
export function sitePathOf(page: MarkdownEnv, absoluteFile: string): string {
  return path.relative(pageSiteRoot(page), absoluteFile).split(path.sep).join('/');
}
