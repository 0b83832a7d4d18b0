// `garden-site init --from-docusaurus`: a Docusaurus project in, a garden-site site out. The
// config is run and mapped, the content copied, a stand-in written for each component the
// markdown imports, and everything that could not come along is listed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { componentImports, standInModules } from './component-stand-ins.js';
import { copyDocusaurusContent, type CopiedContent } from './docusaurus-content.js';
import { evaluateDocusaurusModule, findDocusaurusConfig } from './docusaurus-config.js';
import { pluginOptions } from './docusaurus-presets.js';
import { docRoutes } from './doc-routes.js';
import { mapDocusaurusConfig, NEW_SITE_FOLDERS } from './map-config.js';
import { record, str } from './read-value.js';
import { copyTheme } from './theme-copy.js';
import { configSource } from './write-config.js';
import { withMarkdownComponents } from './markdown-components.js';
import { SITE_GITIGNORE, writeFiles } from './write-files.js';

export interface ConversionReport {
  counts: CopiedContent['counts'];
  components: string[];
  homePageWritten: boolean;
  notCarried: string[];
}

export async function convertDocusaurusSite(projectRoot: string, siteRoot: string): Promise<ConversionReport> {
  const configFile = findDocusaurusConfig(projectRoot);
  const config = record(await evaluateDocusaurusModule(configFile));
  const plugins = pluginOptions(config);
  const docsOptions = record(plugins.docs[0]);
  const sidebarsFile = str(docsOptions.sidebarPath);
  const sidebars = sidebarsFile ? await evaluateDocusaurusModule(path.resolve(projectRoot, sidebarsFile)) : undefined;
  const docsDir = plugins.docs.length ? path.resolve(projectRoot, str(docsOptions.path) ?? 'docs') : undefined;
  const routes = docRoutes(docsDir, str(docsOptions.routeBasePath) ?? 'docs', sidebars);
  const mapped = mapDocusaurusConfig(config, plugins, routes);

  const copied = await copyDocusaurusContent(projectRoot, siteRoot, mapped.sources);
  const components = componentImports(copied.markdown.map((sitePath) => ({ sitePath, absolutePath: path.join(siteRoot, sitePath) })));
  const standIns = standInModules(components);
  // Docs served at the root (`routeBasePath: '/'`) are the home page already.
  const docsAtRoot = plugins.docs.length > 0 && (str(docsOptions.routeBasePath) ?? 'docs').replace(/\//g, '') === '';
  const homePageWritten = !docsAtRoot && !['index.md', 'index.mdx'].some((name) => existsSync(path.join(siteRoot, NEW_SITE_FOLDERS.pages, name)));
  writeFiles(siteRoot, {
    ...standIns.files,
    ...(homePageWritten ? { [`${NEW_SITE_FOLDERS.pages}/index.md`]: homePage(mapped.config.title, mapped.config.tagline, routes.firstDoc() === undefined ? undefined : routes.doc(routes.firstDoc()!)) } : {}),
    'site.config.ts': configSource(withMarkdownComponents(mapped.config, standIns.entries), `// Converted from ${path.basename(configFile)} by garden-site init --from-docusaurus.\n`),
    '.gitignore': SITE_GITIGNORE,
  });
  copyTheme(siteRoot);
  const notCarried = [...mapped.notCarried, ...copied.notCarried];
  return { counts: copied.counts, components: components.map((component) => `${component.name} (from '${component.specifier}')`), homePageWritten, notCarried };
}

/** Stands in for the React home page Docusaurus sites usually have, so `/` exists. */
function homePage(title: string, tagline: string | undefined, docsStart: string | undefined): string {
  const docs = docsStart === undefined ? '' : `\nStart with [the docs](${docsStart}).\n`;
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${tagline ?? ''}\n${docs}`;
}
