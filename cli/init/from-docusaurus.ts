// `garden-site init --from-docusaurus`: a Docusaurus project in, a garden-site site out. The
// config is run and mapped, the content planned for copying, a stand-in planned for each
// component the markdown imports, and everything that could not come along is reported
// (migration-report.ts), in the terminal and in the new site's MIGRATION.md.
import path from 'node:path';
import { mapClientRedirects } from './client-redirects.js';
import { planCustomCss } from './custom-css.js';
import { CURRENT_VERSION, docVersions } from '../collections/docs/versions.js';
import { listOf } from '../config/collection-lists.js';
import { plannedDocs, planEditUrls } from './docusaurus-docs.js';
import { componentsNeedingStandIns, STAND_IN_FOLDER, standInModules } from './component-stand-ins.js';
import { planDocusaurusContent, type CopiedContent } from './docusaurus-content.js';
import { evaluateDocusaurusModule, findDocusaurusConfig } from './docusaurus-config.js';
import { pluginOptions, type DocusaurusPluginOptions } from './docusaurus-presets.js';
import { planSidebars } from './docusaurus-sidebars.js';
import { docRoutes } from './doc-routes.js';
import { docsFolder, mapDocusaurusConfig, NEW_SITE_FOLDERS, type MappedConfig } from './map-config.js';
import { withMarkdownComponents } from './markdown-components.js';
import { MigrationReport, reportMarkdown } from './migration-report.js';
import { mapPrism } from './prism.js';
import { projectFiles } from './project-files.js';
import { mapRemarkPlugins, type MarkdownSection } from './remark-plugins.js';
import { record, str } from './read-value.js';
import type { SitePlan } from './site-plan.js';
import { planReactPages, planSourceFolders, rewriteMovedImports } from './site-code.js';
import { reportStandIns } from './stand-in-report.js';
import { StandIns } from './stand-ins.js';
import { planDocusaurusClasses, planTheme } from './theme-copy.js';
import { configSource } from './write-config.js';

export const MIGRATION_FILE = 'MIGRATION.md';

export interface Conversion {
  counts: CopiedContent['counts'];
  report: MigrationReport;
}

export async function convertDocusaurusSite(projectRoot: string, siteRoot: string, plan: SitePlan): Promise<Conversion> {
  const report = new MigrationReport();
  const standIns = new StandIns();
  const configFile = findDocusaurusConfig(projectRoot);
  const config = record((await evaluateDocusaurusModule(configFile, projectRoot, standIns)).value);
  const plugins = pluginOptions(config, report);
  const sections = [];
  for (const [index, options] of plugins.docs.entries()) sections.push(await planSidebars(options.sidebarPath, docsFolder(options, index), projectRoot, plan, standIns, report));
  const docsOptions = record(plugins.docs[0]);
  const docsDir = plugins.docs.length ? path.resolve(projectRoot, str(docsOptions.path) ?? 'docs') : undefined;
  const routes = docRoutes(docsDir, str(docsOptions.routeBasePath) ?? 'docs', sections[0]?.value);
  const mapped = mapDocusaurusConfig(config, plugins, routes, sections, report);

  const copied = await planDocusaurusContent(projectRoot, plan, mapped.sources, report);
  await planSourceFolders(projectRoot, plan);
  // The markdown's own files, before any of them is planned anew (custom_edit_url below).
  const markdownFiles = copied.markdown.flatMap((sitePath) => {
    const absolutePath = plan.sourceOf(sitePath);
    return absolutePath ? [{ sitePath, absolutePath }] : [];
  });
  const baseUrl = str(config.baseUrl) ?? '/';
  const routesOfSite: string[] = [];
  for (const [index, source] of mapped.sources.docs.entries()) {
    const options = plugins.docs[index]!;
    const sectionConfig = listOf(mapped.config.docs ?? {})[index] ?? {};
    // Each version as the new site will build it: its folder and routes (collections/docs/versions.ts).
    const versions = docVersions(
      { id: source.id, path: source.to, sidebarPath: '', routeBasePath: str(options.routeBasePath) ?? 'docs', includeCurrentVersion: sectionConfig.includeCurrentVersion ?? true, lastVersion: sectionConfig.lastVersion, onlyIncludeVersions: sectionConfig.onlyIncludeVersions, versions: sectionConfig.versions ?? {} },
      (copied.versions[index] ?? []).map((version) => version.name),
    ).versions;
    for (const version of versions) {
      const docs = plannedDocs(plan, { to: version.path }, version.routeBasePath);
      routesOfSite.push(...docs.map((doc) => doc.route));
      if (typeof options.editUrl === 'function') {
        const folder = version.name === CURRENT_VERSION ? source.from : version.path;
        planEditUrls(options.editUrl as (doc: Record<string, string>) => unknown, { version: { name: version.name, folder }, docs, projectRoot, baseUrl, locale: str(record(config.i18n).defaultLocale) ?? 'en' }, plan, report);
      }
    }
  }
  routesOfSite.push(...plan.paths().flatMap((sitePath) => (sitePath.startsWith(`${NEW_SITE_FOLDERS.pages}/`) && /\.mdx?$/.test(sitePath) ? [pageRoute(sitePath.slice(NEW_SITE_FOLDERS.pages.length))] : [])));
  if (plugins.redirects) {
    const redirects = mapClientRedirects(plugins.redirects, [...new Set(routesOfSite)].sort(), projectRoot, baseUrl, report);
    if (redirects.length) mapped.config.redirects = redirects;
  }
  const components = await componentsNeedingStandIns(markdownFiles, projectRoot, { baseUrl, staticDir: 'static' });
  const standInComponents = standInModules(components);
  for (const [file, text] of Object.entries(standInComponents.files)) plan.text(file, text);
  for (const component of components) report.add('components', `${component.name} (from '${component.specifier}')`, `${component.reason}: a stand-in in ${STAND_IN_FOLDER}/${component.name}.tsx shows its children, with a build warning at each use; replace it with the real component`, [component.firstSeenIn]);
  // Docs served at the root (`routeBasePath: '/'`) are the home page already.
  const docsAtRoot = plugins.docs.length > 0 && (str(docsOptions.routeBasePath) ?? 'docs').replace(/\//g, '') === '';
  if (!docsAtRoot && !['index.md', 'index.mdx', 'index.js', 'index.jsx', 'index.ts', 'index.tsx'].some((name) => plan.has(`${NEW_SITE_FOLDERS.pages}/${name}`))) {
    const first = routes.firstDoc();
    plan.text(`${NEW_SITE_FOLDERS.pages}/index.md`, homePage(mapped.config.title, mapped.config.tagline, first === undefined ? undefined : routes.doc(first)));
    report.add('pages', 'home page', `the project has none in markdown, so ${NEW_SITE_FOLDERS.pages}/index.md is a short page linking to the docs; write the site's home page there`);
  }
  const markdown = { ...mapped.config.markdown, ...mapPrism(record(config.themeConfig).prism, standIns, report) };
  const npm2yarn = mapRemarkPlugins(markdownSections(plan, plugins, mapped.sources, copied.versions), standIns, report);
  if (npm2yarn) markdown.npm2yarn = npm2yarn;
  if (Object.keys(markdown).length) mapped.config.markdown = markdown;
  const customCss = planCustomCss(plugins.theme.customCss, projectRoot, plan, standIns, report);
  if (customCss.length) mapped.config.customCss = customCss;
  reportStandIns(standIns, config, report);

  // Files moved apart from what they import import it from the site root; then each React page is tried.
  rewriteMovedImports(plan);
  const reactPages = await planReactPages(projectRoot, plan, report, { title: mapped.config.title, tagline: mapped.config.tagline, url: mapped.config.url, baseUrl, customFields: record(config.customFields) });
  copied.counts.pages += reactPages.pages;
  plan.text('site.config.ts', configSource(withMarkdownComponents(mapped.config, standInComponents.entries), `// Converted from ${path.basename(configFile)} by garden-site init --from-docusaurus.\n`));
  for (const [file, text] of Object.entries(projectFiles(siteRoot))) plan.text(file, text);
  await planTheme(plan);
  planDocusaurusClasses(plan);
  plan.text(MIGRATION_FILE, reportMarkdown(report, { project: path.basename(projectRoot), counts: copied.counts }));
  return { counts: copied.counts, report };
}

/** The docs sections, the blogs and the pages, each with its plugin's options and its markdown files. */
function markdownSections(plan: SitePlan, plugins: DocusaurusPluginOptions, sources: MappedConfig['sources'], versions: CopiedContent['versions']): MarkdownSection[] {
  const filesUnder = (folder: string) =>
    plan.paths().flatMap((sitePath) => {
      const text = sitePath.startsWith(`${folder}/`) && /\.mdx?$/.test(sitePath) ? plan.read(sitePath) : undefined;
      return text === undefined ? [] : [{ sitePath, text }];
    });
  return [
    ...sources.docs.map((source, index) => ({ name: index === 0 ? 'docs' : `docs ${str(plugins.docs[index]?.id) ?? source.to}`, options: plugins.docs[index] ?? {}, files: [source.to, ...(versions[index] ?? []).map((version) => version.folder)].flatMap(filesUnder) })),
    ...sources.news.map((source, index) => ({ name: index === 0 ? 'blog' : `blog ${str(plugins.blogs[index]?.id) ?? source.to}`, options: plugins.blogs[index] ?? {}, files: filesUnder(source.to) })),
    { name: 'pages', options: plugins.pages, files: filesUnder(NEW_SITE_FOLDERS.pages) },
  ];
}

/** `/guides/index.md` → `/guides`: a markdown page's route. */
function pageRoute(file: string): string {
  return file.replace(/\.mdx?$/, '').replace(/\/index$/, '') || '/';
}

/** Stands in for the React home page Docusaurus sites usually have, so `/` exists. */
function homePage(title: string, tagline: string | undefined, docsStart: string | undefined): string {
  const docs = docsStart === undefined ? '' : `\nStart with [the docs](${docsStart}).\n`;
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${tagline ?? ''}\n${docs}`;
}
