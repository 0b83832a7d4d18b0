// `garden-site init --from-docusaurus`: a Docusaurus project in, a garden-site site out. The
// config is run and mapped, the content planned for copying, a stand-in planned for each
// component the markdown imports, and everything that could not come along is reported
// (migration-report.ts), in the terminal and in the new site's MIGRATION.md.
import path from 'node:path';
import { planCustomCss } from './custom-css.js';
import { componentImports, STAND_IN_FOLDER, standInModules } from './component-stand-ins.js';
import { planDocusaurusContent, type CopiedContent } from './docusaurus-content.js';
import { evaluateDocusaurusModule, findDocusaurusConfig } from './docusaurus-config.js';
import { pluginOptions } from './docusaurus-presets.js';
import { planSidebars } from './docusaurus-sidebars.js';
import { docRoutes } from './doc-routes.js';
import { docsFolder, mapDocusaurusConfig, NEW_SITE_FOLDERS } from './map-config.js';
import { withMarkdownComponents } from './markdown-components.js';
import { MigrationReport, reportMarkdown } from './migration-report.js';
import { projectFiles } from './project-files.js';
import { record, str } from './read-value.js';
import type { SitePlan } from './site-plan.js';
import { reportStandIns } from './stand-in-report.js';
import { StandIns } from './stand-ins.js';
import { planTheme } from './theme-copy.js';
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
  const components = componentImports(copied.markdown.flatMap((sitePath) => {
    const absolutePath = plan.sourceOf(sitePath);
    return absolutePath ? [{ sitePath, absolutePath }] : [];
  }));
  const standInComponents = standInModules(components);
  for (const [file, text] of Object.entries(standInComponents.files)) plan.text(file, text);
  for (const component of components) report.add('components', `${component.name} (from '${component.specifier}')`, `a stand-in in ${STAND_IN_FOLDER}/${component.name}.tsx shows its children; replace it with the real component`, [component.firstSeenIn]);
  // Docs served at the root (`routeBasePath: '/'`) are the home page already.
  const docsAtRoot = plugins.docs.length > 0 && (str(docsOptions.routeBasePath) ?? 'docs').replace(/\//g, '') === '';
  if (!docsAtRoot && !['index.md', 'index.mdx'].some((name) => plan.has(`${NEW_SITE_FOLDERS.pages}/${name}`))) {
    const first = routes.firstDoc();
    plan.text(`${NEW_SITE_FOLDERS.pages}/index.md`, homePage(mapped.config.title, mapped.config.tagline, first === undefined ? undefined : routes.doc(first)));
    report.add('pages', 'home page', `${NEW_SITE_FOLDERS.pages}/index.md is a short markdown page in place of the React one; write the home page there`);
  }
  const customCss = planCustomCss(plugins.theme.customCss, projectRoot, plan, standIns, report);
  if (customCss.length) mapped.config.customCss = customCss;
  reportStandIns(standIns, config, report);

  plan.text('site.config.ts', configSource(withMarkdownComponents(mapped.config, standInComponents.entries), `// Converted from ${path.basename(configFile)} by garden-site init --from-docusaurus.\n`));
  for (const [file, text] of Object.entries(projectFiles(siteRoot))) plan.text(file, text);
  await planTheme(plan);
  plan.text(MIGRATION_FILE, reportMarkdown(report, { project: path.basename(projectRoot), counts: copied.counts }));
  return { counts: copied.counts, report };
}

/** Stands in for the React home page Docusaurus sites usually have, so `/` exists. */
function homePage(title: string, tagline: string | undefined, docsStart: string | undefined): string {
  const docs = docsStart === undefined ? '' : `\nStart with [the docs](${docsStart}).\n`;
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${tagline ?? ''}\n${docs}`;
}
