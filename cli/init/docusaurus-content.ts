// Plans the copy of a Docusaurus project's content into the new site's folders: each docs
// section (only the docs its `include`/`exclude` name, with their images), each blog (as a
// news section), static files (`_redirects` and other dotfiles too), markdown pages, the sidebars
// files in their own format, the docs versions (docusaurus-versions.ts) and the translations
// (`i18n/` as it is). What cannot come along (swizzled components) goes to the report; React
// pages and src/ are site-code.ts's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { NEW_SITE_FOLDERS, type DocsSource, type NewsSource } from './map-config.js';
import { planVersions, type CopiedVersion } from './docusaurus-versions.js';
import type { MigrationReport } from './migration-report.js';
import type { SitePlan } from './site-plan.js';

export interface CopiedContent {
  /** `docs` counts every version's docs. */
  counts: { docs: number; posts: number; pages: number; staticFiles: number };
  /** The released versions copied, by docs section (in the order of the sources). */
  versions: CopiedVersion[][];
  /** Site paths of the markdown files copied, for scanning their imports. */
  markdown: string[];
}

export interface ContentSources {
  docs: DocsSource[];
  /** Each blog, to copy as a news section. */
  news: NewsSource[];
  /** The locales the config lists besides the default. */
  locales: string[];
  /** The folder of the translations, from the project (Docusaurus's `i18n.path`). */
  i18n: string;
  defaultLocale: string;
}

const MARKDOWN = /\.mdx?$/;
/** Docusaurus's defaults: every markdown file is a doc, but partials (`_x.md`, `_folder/`). */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
const PARTIAL = /(?:^|\/)_/;

export async function planDocusaurusContent(projectRoot: string, plan: SitePlan, sources: ContentSources, report: MigrationReport): Promise<CopiedContent> {
  const markdown: string[] = [];
  const copyFolder = async (from: string | undefined, to: string, keep?: (file: string) => boolean): Promise<number> => {
    if (from === undefined) return 0;
    const copied = await plan.copyFolder(path.resolve(projectRoot, from), to, keep);
    const docs = copied.filter((file) => MARKDOWN.test(file));
    markdown.push(...docs.map((file) => `${to}/${file}`));
    return docs.filter((file) => !PARTIAL.test(file)).length;
  };

  let docs = 0;
  for (const section of sources.docs) {
    const folder = path.resolve(projectRoot, section.from);
    const chosen = await chosenDocs(folder, section);
    docs += await copyFolder(section.from, section.to, (file) => !MARKDOWN.test(file) || PARTIAL.test(file) || chosen.has(file));
    const left = (await fg(DEFAULT_INCLUDE, { cwd: folder, ignore: ['**/node_modules/**'] })).filter((file) => !PARTIAL.test(file) && !chosen.has(file));
    if (left.length) {
      const patterns = [...(section.include ? [`include ${JSON.stringify(section.include)}`] : []), ...(section.exclude ? [`exclude ${JSON.stringify(section.exclude)}`] : [])].join(', ');
      report.add('docs', `${left.length} markdown ${left.length === 1 ? 'file' : 'files'} in ${section.from} outside the docs plugin's ${patterns}`, 'they were not docs in Docusaurus and were not copied; copy any you want as docs into ' + section.to, left.map((file) => path.posix.join(section.from, file)));
    }
    for (const sidebars of section.sidebars) plan.copy(sidebars.from, sidebars.to);
  }
  const versions: CopiedVersion[][] = [];
  for (const section of sources.docs) {
    const copied = await planVersions(projectRoot, section, plan, report);
    for (const version of copied) {
      const files = plan.paths().filter((sitePath) => sitePath.startsWith(`${version.folder}/`) && MARKDOWN.test(sitePath));
      markdown.push(...files);
      docs += files.filter((file) => !PARTIAL.test(file.slice(version.folder.length + 1))).length;
    }
    versions.push(copied);
  }
  let posts = 0;
  for (const news of sources.news) posts += await copyFolder(news.from, news.to);
  const staticFiles = (await plan.copyFolder(path.join(projectRoot, 'static'), NEW_SITE_FOLDERS.static)).length;

  const pagesDir = path.join(projectRoot, 'src/pages');
  let pages = 0;
  if (existsSync(pagesDir)) {
    for (const file of await fg('**/*', { cwd: pagesDir, ignore: ['**/node_modules/**'] })) {
      if (path.posix.basename(file).startsWith('_')) continue;
      // React pages and the files they import come over with the rest of src/ (site-code.ts).
      if (MARKDOWN.test(file)) {
        plan.copy(path.join(pagesDir, file), `${NEW_SITE_FOLDERS.pages}/${file}`);
        markdown.push(`${NEW_SITE_FOLDERS.pages}/${file}`);
        pages++;
      }
    }
  }
  const themeDir = path.join(projectRoot, 'src/theme');
  if (existsSync(themeDir)) {
    const swizzled = new Set((await fg('**/*.{js,jsx,ts,tsx}', { cwd: themeDir })).map((file) => file.split('/')[0]!.replace(/\.[jt]sx?$/, '')));
    for (const component of [...swizzled].sort()) report.add('components', `swizzled component src/theme/${component}`, "change the theme's own templates in templates/ to the same effect");
  }
  for (const link of plan.linksLeaving) report.add('files', `symbolic link ${path.relative(projectRoot, link)}`, 'it leads out of its folder and was not copied; copy what it leads to by hand if the site needs it');
  // Every locale's files, so nothing translated is lost; the build reads the default locale's.
  await plan.copyFolder(path.resolve(projectRoot, sources.i18n), I18N_FOLDER);
  reportTranslations(path.resolve(projectRoot, sources.i18n), sources.locales, sources.defaultLocale, report);
  return { counts: { docs, posts, pages, staticFiles }, versions, markdown };
}

/** The docs of a section by its `include` and `exclude` patterns, relative to its folder. */
async function chosenDocs(folder: string, section: DocsSource): Promise<Set<string>> {
  if (!existsSync(folder)) return new Set();
  const include = section.include ?? DEFAULT_INCLUDE;
  const found = await fg(include, { cwd: folder, ignore: ['**/node_modules/**', ...(section.exclude ?? [])] });
  return new Set(found.filter((file) => MARKDOWN.test(file)));
}

/** The new site's folder of translations (the config's `i18n.path` by default). */
const I18N_FOLDER = 'i18n';

/** Translations: each locale the config lists or the translations folder holds, besides the default, with how many files it has there. */
function reportTranslations(folder: string, locales: string[], defaultLocale: string, report: MigrationReport): void {
  const translated = existsSync(folder) ? readdirSync(folder).filter((name) => statSync(path.join(folder, name)).isDirectory()) : [];
  for (const locale of [...new Set([...locales, ...translated])].filter((name) => name !== defaultLocale).sort()) {
    const count = translated.includes(locale) ? fg.sync('**/*', { cwd: path.join(folder, locale) }).length : 0;
    const files = count ? ` (${count} ${count === 1 ? 'file' : 'files'} in ${I18N_FOLDER}/${locale})` : '';
    report.add('translations', `locale ${locale}${files}`, `only the default locale is built for now: ${count ? `its translations were copied to ${I18N_FOLDER}/${locale} as they are` : 'it is in the config'}, ready for when garden-site builds every locale`);
  }
}
