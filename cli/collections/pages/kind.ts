// Pages: each pages folder (`pages`, or each of a list) holds markdown pages and React pages,
// served from its routeBasePath (`pricing.md` → `/pricing`, `index.tsx` → `/`). React pages are
// loaded by the theme (render/theme.ts) and receive the latest posts of the first news section
// and the sidebars of the first docs section.
import { pluginFolder } from '../../i18n/translation-files.js';
import type { SiteConfig } from '../../config/schema.js';
import type { PageEntry } from '../../content/model.js';
import { collectPages } from '../../content/pages.js';
import { MARKDOWN_FILES, type ContentReader, type SourceFile } from '../../content/read.js';
import { replaceByPath } from '../../content/translated-files.js';
import { buildComponentRoutes, buildPageRoutes, refreshPageBody } from '../../routes/pages.js';
import { configKeyOf, firstOf, type CollectionKind, type InstanceBase } from '../kind.js';

export type PagesInstance = SiteConfig['collections']['pages'][number] & InstanceBase;

export interface PagesFiles {
  markdown: SourceFile[];
  /** React pages (`*.{js,jsx,ts,tsx}`), loaded by the theme, not read as text. */
  components: SourceFile[];
}

export interface PagesData {
  instance: PagesInstance;
  pages: PageEntry[];
  components: SourceFile[];
}

/** A pages folder's React pages: loaded as code, so not read as text here. */
function readReactPages(reader: ContentReader, dir: string): Promise<SourceFile[]> {
  return reader.matching(dir, ['**/*.{js,jsx,ts,tsx}', '!**/_*', '!**/_*/**', '!**/*.test.*', '!**/*.d.ts'], false);
}

/** How many of the latest posts a React page receives. */
const LATEST_POST_COUNT = 3;

export const pagesKind: CollectionKind<PagesInstance, PagesFiles, PagesData> = {
  instances: (config) => config.collections.pages.map((pages, index, all) => ({ ...pages, key: pages.id, configKey: configKeyOf('pages', index, all.length) })),

  translationFolder: (pages) => pluginFolder('pages', pages.id),

  sources: (pages) => ({ folder: { label: 'the pages folder', path: pages.path }, files: [] }),

  async read(reader, pages) {
    const dir = reader.resolve(pages.path);
    const [markdown, components] = await Promise.all([reader.matching(dir, MARKDOWN_FILES), readReactPages(reader, dir)]);
    return { markdown, components };
  },

  // A translated React page is rendered instead of the default locale's, its imports resolved
  // from its own folder (as Docusaurus reads it from the translations folder).
  async translateFiles(reader, dir, files, pages) {
    return { ...files, components: replaceByPath(reader, pages, files.components, await readReactPages(reader, dir)) };
  },

  async collect(files, pages, context) {
    const collected = collectPages(files.markdown, context.config.docs.toc, context.parse, context.staticFolder, pages.routeBasePath);
    return { data: { instance: pages, pages: collected.pages, components: files.components }, problems: collected.problems };
  },

  collectOne(file, _files, pages, context) {
    const collected = collectPages([file], context.config.docs.toc, context.parse, context.staticFolder, pages.routeBasePath);
    return collected.problems.length === 0 && collected.pages.length === 1 ? collected.pages[0] : undefined;
  },

  entries: (data) => data.pages,

  withEntries: (data, swap) => ({ ...data, pages: data.pages.map((page) => swap(page) as PageEntry) }),

  themeFiles: (files) => files.components,

  routes: ({ instance, pages, components }, { config, siteProps, locale, collection, reads }) => {
    const options = { trailingSlash: config.trailingSlash, routeBasePath: instance.routeBasePath, latestPostCount: LATEST_POST_COUNT, locale };
    const posts = firstOf(collection.news)?.posts ?? [];
    const sidebars = firstOf(collection.docs)?.sidebars ?? {};
    return [...buildComponentRoutes(components, posts, sidebars, siteProps, options, reads), ...buildPageRoutes(pages, siteProps, options, reads)];
  },

  refreshBody: (route, page, body) => (page.kind === 'page' ? refreshPageBody(route, page, body) : undefined),

  templates: ['page'],
};
