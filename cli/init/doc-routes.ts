// Where the docs start, for the docs' home doc and the home page written in place of a React one:
// the first sidebar's first doc, and its route, following its front matter `slug` as Docusaurus
// does. (Navbar items that name a doc or a sidebar keep their ids: the build resolves them.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DocRoutes } from './map-config.js';
import { isRecord, list, str } from './read-value.js';

export function docRoutes(docsDir: string | undefined, routeBasePath: string, sidebars: unknown): DocRoutes {
  const base = `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  const doc = (docId: string): string => {
    const slug = docsDir ? frontMatterSlug(docsDir, docId) : undefined;
    if (slug === undefined) return `${base}/${docId}`;
    if (slug.startsWith('/')) return `${base}${slug}`.replace(/\/$/, '') || '/';
    const folder = path.posix.dirname(docId);
    return `${base}/${folder === '.' ? '' : `${folder}/`}${slug}`;
  };
  const firstDoc = (sidebarId?: string): string | undefined => {
    if (!isRecord(sidebars)) return undefined;
    return firstDocId(sidebars[sidebarId ?? Object.keys(sidebars)[0] ?? '']);
  };
  return { doc, firstDoc };
}

function frontMatterSlug(docsDir: string, docId: string): string | undefined {
  for (const extension of ['.md', '.mdx']) {
    const file = path.join(docsDir, `${docId}${extension}`);
    if (existsSync(file)) return str((matter(readFileSync(file, 'utf8')).data as Record<string, unknown>).slug);
  }
  return undefined;
}

/** The first doc a sidebar shows: a doc id string, a doc item, or a category's linked doc or items. */
function firstDocId(items: unknown): string | undefined {
  const entries = isRecord(items) ? Object.values(items).flatMap((value) => list(value)) : list(items);
  for (const item of entries) {
    if (typeof item === 'string') return item;
    if (!isRecord(item)) continue;
    if ((item.type === 'doc' || item.type === 'ref') && str(item.id)) return str(item.id);
    if (item.type === 'category') {
      const link = isRecord(item.link) && item.link.type === 'doc' ? str(item.link.id) : undefined;
      const inside = link ?? firstDocId(item.items);
      if (inside) return inside;
    }
  }
  return undefined;
}
