// Copies a Docusaurus project's content into the new site's folders: docs, blog (as news),
// static files, markdown pages and the sidebars file. React pages and swizzled theme
// components cannot be carried over; they are listed for the report.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { NEW_SITE_FOLDERS, type DocsSource } from './map-config.js';

export interface CopiedContent {
  counts: { docs: number; posts: number; pages: number; staticFiles: number };
  notCarried: string[];
  /** Site paths of the markdown files copied, for scanning their imports. */
  markdown: string[];
}

export interface ContentSources {
  docs: DocsSource[];
  blog: string | undefined;
}

const MARKDOWN = '**/*.{md,mdx}';
const SKIPPED = ['**/node_modules/**', '**/.docusaurus/**'];

export async function copyDocusaurusContent(projectRoot: string, siteRoot: string, sources: ContentSources): Promise<CopiedContent> {
  const notCarried: string[] = [];
  const markdown: string[] = [];
  const copyFolder = async (from: string | undefined, to: string): Promise<number> => {
    const source = from === undefined ? undefined : path.resolve(projectRoot, from);
    if (!source || !existsSync(source)) return 0;
    cpSync(source, path.join(siteRoot, to), { recursive: true, filter: (file) => !/[\\/](node_modules|\.docusaurus)$/.test(file) });
    const files = await fg(MARKDOWN, { cwd: source, ignore: SKIPPED });
    markdown.push(...files.map((file) => `${to}/${file}`));
    return files.length;
  };

  let docs = 0;
  for (const section of sources.docs) {
    docs += await copyFolder(section.from, section.to);
    if (section.sidebarsFrom && section.sidebarsTo) cpSync(path.resolve(projectRoot, section.sidebarsFrom), path.join(siteRoot, section.sidebarsTo));
  }
  const posts = await copyFolder(sources.blog, NEW_SITE_FOLDERS.news);
  const staticFiles = existsSync(path.join(projectRoot, 'static')) ? (await fg('**/*', { cwd: path.join(projectRoot, 'static'), dot: true })).length : 0;
  await copyFolder('static', NEW_SITE_FOLDERS.static);

  const pagesDir = path.join(projectRoot, 'src/pages');
  let pages = 0;
  if (existsSync(pagesDir)) {
    for (const file of await fg('**/*', { cwd: pagesDir, ignore: SKIPPED })) {
      if (/\.mdx?$/.test(file) && !path.posix.basename(file).startsWith('_')) {
        cpSync(path.join(pagesDir, file), path.join(siteRoot, NEW_SITE_FOLDERS.pages, file));
        markdown.push(`${NEW_SITE_FOLDERS.pages}/${file}`);
        pages++;
      } else if (/\.[jt]sx?$/.test(file) && !path.posix.basename(file).startsWith('_')) {
        notCarried.push(`React page src/pages/${file}`);
      }
    }
  }
  const themeDir = path.join(projectRoot, 'src/theme');
  if (existsSync(themeDir)) {
    const swizzled = new Set((await fg('**/*.{js,jsx,ts,tsx}', { cwd: themeDir })).map((file) => file.split('/')[0]!.replace(/\.[jt]sx?$/, '')));
    for (const component of [...swizzled].sort()) notCarried.push(`swizzled component src/theme/${component}`);
  }
  return { counts: { docs, posts, pages, staticFiles }, notCarried, markdown };
}
