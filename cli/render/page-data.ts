// What a page's expressions read besides its TOC (`frontMatter`, `metadata`, `assets`), in the
// shape Docusaurus gives MDX. Made only for pages whose body names one of them, so a page that
// does not keeps the markdown job, and the cache key, it had.
import { frontMatterData } from '../content/parse.js';
import type { ContentEntry } from '../content/model.js';
import type { PageData } from '../markdown/types.js';

const NAMES_PAGE_DATA = /\b(?:frontMatter|metadata|assets)\b/;

export function pageData(entry: ContentEntry): PageData | undefined {
  if (!NAMES_PAGE_DATA.test(entry.body)) return undefined;
  const frontMatter = JSON.parse(JSON.stringify(frontMatterData(entry.source.text))) as Record<string, unknown>;
  const metadata: Record<string, unknown> = {
    title: entry.title,
    description: entry.description ?? '',
    permalink: entry.route,
    source: `@site/${entry.source.sourcePath}`,
    draft: entry.draft,
    unlisted: entry.unlisted,
    frontMatter,
  };
  if (entry.kind === 'doc') Object.assign(metadata, { id: entry.id, sourceDirName: entry.dirName || '.', sidebarPosition: entry.sidebarPosition ?? null });
  if (entry.kind === 'post') Object.assign(metadata, { date: entry.date.toISOString(), tags: entry.tags.map((tag) => ({ label: tag.label, permalink: tag.route })), authors: entry.authors.map((author) => ({ name: author.name, title: author.title ?? null, url: author.url ?? null, imageURL: author.imageUrl ?? null })) });
  return { frontMatter, metadata, assets: entry.image === undefined ? {} : { image: entry.image } };
}
