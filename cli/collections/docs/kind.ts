// Docs: each section (`docs`, or each of a list) is a folder of markdown docs with its
// `_category_` files and a sidebars module, collected on its own (content/doc-sections.ts) into
// doc pages, generated category pages and the section's root (routes/docs.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import { CATEGORY_FILES } from '../../content/category-files.js';
import { collectDocSection, sectionDocsOptions, type DocSection, type DocSectionFiles } from '../../content/doc-sections.js';
import { collectDocs } from '../../content/docs.js';
import { foldFollowOns } from '../../content/follow-ons.js';
import type { DocEntry } from '../../content/model.js';
import { MARKDOWN_FILES } from '../../content/read.js';
import type { GardenError } from '../../diagnostics/error.js';
import { buildDocRoutes, refreshDocBody } from '../../routes/docs.js';
import { configKeyOf, type CollectionKind, type InstanceBase } from '../kind.js';

export type DocsInstance = SiteConfig['collections']['docs'][number] & InstanceBase;
export type DocsFiles = DocSectionFiles;
export type DocsData = DocSection & { instance: DocsInstance };

export const docsKind: CollectionKind<DocsInstance, DocsFiles, DocsData> = {
  instances: (config) => config.collections.docs.map((section, index, all) => ({ ...section, key: section.id, configKey: configKeyOf('docs', index, all.length) })),

  sources: (section) => ({ folder: { label: 'the docs folder', path: section.path }, files: [{ label: 'the sidebars file', path: section.sidebarPath }] }),

  async read(reader, section) {
    const dir = reader.resolve(section.path);
    const sidebarsFile = reader.resolve(section.sidebarPath);
    const [markdown, categories] = await Promise.all([reader.matching(dir, MARKDOWN_FILES), reader.matching(dir, [CATEGORY_FILES, '!**/node_modules/**'])]);
    return { markdown, categories, sidebars: reader.optional(path.dirname(sidebarsFile), path.basename(sidebarsFile)) };
  },

  async collect(files, section, context) {
    const problems: GardenError[] = [];
    const { section: collected, sidebarsFailure } = await collectDocSection({ config: section, files, siteRoot: context.siteRoot, lastUpdated: context.lastUpdated, parse: context.parse, staticFolder: context.staticFolder }, problems);
    // One cause, one error: a missing docs folder or an unloadable sidebars file.
    const missingDocsFolder = files.markdown.length === 0 && !existsSync(path.resolve(context.siteRoot, section.path)) ? section.path : undefined;
    const folded = foldFollowOns(problems, { authorsFile: undefined, missingDocsFolder, docsPathKey: [...section.configKey, 'path'], sidebarsFile: files.sidebars?.sourcePath, sidebarsFailure });
    return { data: { ...collected, instance: section }, problems: folded };
  },

  collectOne(file, _files, section, context) {
    const { docs, problems } = collectDocs([file], sectionDocsOptions(section, context));
    return problems.length === 0 && docs.length === 1 ? docs[0] : undefined;
  },

  entries: (data) => data.docs,

  withEntries: (data, swap) => ({ ...data, docs: data.docs.map((doc) => swap(doc) as DocEntry) }),

  routes: (data, { config, siteProps, locale, reads }) =>
    buildDocRoutes(data.docs, data.sidebars, siteProps, { routeBasePath: data.routeBasePath, homeDoc: data.homeDoc, trailingSlash: config.trailingSlash, siteUrl: config.url, breadcrumbs: data.breadcrumbs, sidebar: data.sidebar, locale }, reads),

  refreshBody: (route, doc, body) => (doc.kind === 'doc' ? refreshDocBody(route, doc, body) : undefined),

  templates: ['doc', 'docCategory'],
};
