// Docs: each section (`docs`, or each of a list) is a folder of markdown docs with its
// `_category_` files and a sidebars module, collected on its own (content/doc-sections.ts) into
// doc pages, generated category pages and the section's root (routes/docs.ts).
import { parseCodeJson } from '../../i18n/code-json.js';
import { translateSidebars } from '../../i18n/label-files.js';
import { docsPluginFolder, docsVersionFile, docsVersionFolder } from '../../i18n/translation-files.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import { CATEGORY_FILES } from '../../content/category-files.js';
import { collectDocSection, sectionDocsOptions, type DocSection, type DocSectionFiles } from '../../content/doc-sections.js';
import { collectDocs } from '../../content/docs.js';
import { foldFollowOns } from '../../content/follow-ons.js';
import type { DocEntry } from '../../content/model.js';
import { MARKDOWN_FILES, type SourceFile } from '../../content/read.js';
import { GardenError } from '../../diagnostics/error.js';
import { buildDocRoutes, refreshDocBody } from '../../routes/docs.js';
import { configKeyOf, type CollectionKind, type InstanceBase } from '../kind.js';
import type { DocVersionProps } from '../../routes/props.js';
import { VersionLinks } from './version-links.js';
import type { DocVersion } from './versions.js';

/**
 * One version of a docs section (versions.ts): the section's options with the version's folder,
 * sidebars file and routeBasePath. The last version's key is the section's id (what navbar
 * items and the theme's links follow); another version's is `<id>@<version>`.
 */
export type DocsInstance = SiteConfig['collections']['docs'][number] & InstanceBase & { version: DocVersion };
export type DocsFiles = DocSectionFiles;
export type DocsData = DocSection & { instance: DocsInstance };

export const docsKind: CollectionKind<DocsInstance, DocsFiles, DocsData> = {
  instances: (config) =>
    config.collections.docs.flatMap((section, index, all) => {
      const configKey = configKeyOf('docs', index, all.length);
      // The last version first: of a section's instances, the first is the one its links follow.
      const versions = [...section.versionsBuilt].sort((a, b) => Number(b.isLast) - Number(a.isLast));
      return versions.map((version) => ({ ...section, path: version.path, sidebarPath: version.sidebarPath, routeBasePath: version.routeBasePath, key: version.isLast ? section.id : `${section.id}@${version.name}`, configKey, version }));
    }),

  translationFolder: (section) => `${docsPluginFolder(section.id)}/${docsVersionFolder(section.version.name)}`,

  sources: (section) => ({ folder: { label: 'the docs folder', path: section.path }, files: [{ label: 'the sidebars file', path: section.sidebarPath }] }),

  async read(reader, section) {
    const dir = reader.resolve(section.path);
    const sidebarsFile = reader.resolve(section.sidebarPath);
    const [markdown, categories] = await Promise.all([reader.matching(dir, MARKDOWN_FILES), reader.matching(dir, [CATEGORY_FILES, '!**/node_modules/**'])]);
    const labels = section.translation && reader.optional(reader.resolve(path.posix.dirname(section.translation.path)), docsVersionFile(section.version.name));
    return { markdown, categories, sidebars: reader.optional(path.dirname(sidebarsFile), path.basename(sidebarsFile)), labels };
  },

  // Docusaurus reads a category's `_category_` file from the docs folder alone, in every locale:
  // one in the translations folder is kept only to say so, where its label is translated instead.
  async translateFiles(reader, dir, files, section) {
    const unreadCategories = await reader.matching(dir, [CATEGORY_FILES, '!**/node_modules/**'], false);
    return unreadCategories.length > 0 ? { ...files, unreadCategories } : files;
  },

  async collect(files, section, context) {
    const problems: GardenError[] = (files.unreadCategories ?? []).map((file) => unreadCategory(file, section));
    const { section: collected, sidebarsFailure } = await collectDocSection({ config: section, files, siteRoot: context.siteRoot, lastUpdated: context.lastUpdated, parse: context.parse, staticFolder: context.staticFolder }, problems);
    // One cause, one error: a missing docs folder or an unloadable sidebars file.
    const missingDocsFolder = files.markdown.length === 0 && !existsSync(path.resolve(context.siteRoot, section.path)) ? section.path : undefined;
    const folded = foldFollowOns(problems, { authorsFile: undefined, missingDocsFolder, docsPathKey: [...section.configKey, 'path'], sidebarsFile: files.sidebars?.sourcePath, sidebarsFailure });
    if (!files.labels) return { data: { ...collected, instance: section }, problems: folded };
    // The locale's labels of the sidebars and of the version, from its labels file.
    const parsed = parseCodeJson(files.labels.text, files.labels.sourcePath);
    const translated = translateSidebars({ file: files.labels.sourcePath, messages: parsed.messages }, section.version, collected.sidebars);
    const instance = { ...section, version: { ...section.version, label: translated.versionLabel } };
    return { data: { ...collected, sidebars: translated.sidebars, instance }, problems: [...folded, ...parsed.problems, ...translated.problems] };
  },

  collectOne(file, _files, section, context) {
    const { docs, problems } = collectDocs([file], sectionDocsOptions(section, context));
    return problems.length === 0 && docs.length === 1 ? docs[0] : undefined;
  },

  entries: (data) => data.docs,

  withEntries: (data, swap) => ({ ...data, docs: data.docs.map((doc) => swap(doc) as DocEntry) }),

  routes(data, { config, siteProps, locale, collection, reads }) {
    const { version } = data.instance;
    const links = VersionLinks.of(collection.docs);
    const versionProps = (route: string): DocVersionProps => {
      const latest = version.banner && links.latest(route);
      return { section: data.instance.id, name: version.name, label: version.label, isLast: version.isLast, badge: version.badge, className: version.className, banner: version.banner && latest ? { kind: version.banner, latest: { label: latest.label, href: latest.href } } : undefined };
    };
    return buildDocRoutes(data.docs, data.sidebars, siteProps, { routeBasePath: data.routeBasePath, homeDoc: data.homeDoc, trailingSlash: config.trailingSlash, siteUrl: config.url, breadcrumbs: data.breadcrumbs, sidebar: data.sidebar, version: versionProps, noIndex: version.noIndex, locale }, reads);
  },

  refreshBody: (route, doc, body) => (doc.kind === 'doc' ? refreshDocBody(route, doc, body) : undefined),

  templates: ['doc', 'docCategory'],
};

function unreadCategory(file: SourceFile, section: DocsInstance): GardenError {
  const labels = section.translation && path.posix.join(path.posix.dirname(section.translation.path), docsVersionFile(section.version.name));
  return new GardenError("a translated category file is not read: a category's label comes from the docs folder's _category_ file in every locale, as in Docusaurus", {
    code: 'i18n/unread-category-file',
    file: file.sourcePath,
    severity: 'warning',
    hint: `translate the label in ${labels ?? 'the labels file'} ("sidebar.<sidebar>.category.<label>"; garden-site write-translations writes every key), then remove this file`,
  });
}
