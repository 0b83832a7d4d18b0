// The docs a conversion copies, as the new site will see them (ids and routes by the engine's
// own rules, content/docs.ts), for what the config computes per doc: an `editUrl` written as a
// function, called for each doc as Docusaurus calls it, and the routes `createRedirects` maps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDocs } from '../content/docs.js';
import type { DocEntry } from '../content/model.js';
import { withBaseUrl } from '../routes/paths.js';
import { callFromProject } from './docusaurus-config.js';
import type { DocsSource } from './map-config.js';
import type { MigrationReport } from './migration-report.js';
import type { SitePlan } from './site-plan.js';

const DOC = /\.mdx?$/;
const PARTIAL = /(?:^|\/)_/;

/** The docs planned for one section, with the ids and routes the engine will give them. */
export function plannedDocs(plan: SitePlan, section: Pick<DocsSource, 'to'>, routeBasePath: string): DocEntry[] {
  const prefix = `${section.to}/`;
  const files = plan.paths().flatMap((sitePath) => {
    const collectionPath = sitePath.slice(prefix.length);
    const absolutePath = plan.sourceOf(sitePath);
    if (!sitePath.startsWith(prefix) || !DOC.test(sitePath) || PARTIAL.test(collectionPath) || absolutePath === undefined) return [];
    return [{ absolutePath, sourcePath: sitePath, collectionPath, text: readFileSync(absolutePath, 'utf8') }];
  });
  return collectDocs(files, { routeBasePath: routeBasePath.replace(/^\/+|\/+$/g, ''), toc: { minLevel: 2, maxLevel: 3 } }).docs;
}

export interface EditUrlContext {
  /** The version the docs are of (`current`, or a released one), and their folder in the project. */
  version: { name: string; folder: string };
  docs: DocEntry[];
  projectRoot: string;
  baseUrl: string;
  locale: string;
}

/**
 * Calls an `editUrl` function for each doc with what Docusaurus passes it, and writes the URL it
 * returns into the doc's front matter as `custom_edit_url` (a doc that has one keeps it). One
 * that throws, or returns anything but a string, is reported and no doc is changed.
 */
export function planEditUrls(editUrl: (doc: Record<string, string>) => unknown, context: EditUrlContext, plan: SitePlan, report: MigrationReport): void {
  const urls = new Map<DocEntry, string>();
  for (const doc of context.docs) {
    let url: unknown;
    try {
      url = callFromProject(context.projectRoot, () =>
        editUrl({ version: context.version.name, versionDocsDirPath: context.version.folder.split(path.sep).join('/'), docPath: doc.source.collectionPath, permalink: withBaseUrl(context.baseUrl, doc.route), locale: context.locale }),
      );
    } catch (error) {
      url = error;
    }
    if (typeof url !== 'string' || !/^[a-z][a-z\d+.-]*:/i.test(url)) {
      report.add('docs', 'docs.editUrl written as a function', `it gave no URL for ${doc.source.collectionPath} (${url instanceof Error ? url.message : JSON.stringify(url) ?? String(url)}); set docs.editUrl in site.config.ts to the base URL the edit links start with`);
      return;
    }
    urls.set(doc, url);
  }
  for (const [doc, url] of urls) {
    if (/^custom_edit_url\s*:/m.test(frontMatterOf(doc.source.text))) continue;
    plan.text(doc.source.sourcePath, withFrontMatterField(doc.source.text, 'custom_edit_url', url));
  }
}

function frontMatterOf(text: string): string {
  return /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1] ?? '';
}

/** The text with `key: "value"` added at the top of its front matter (made when it has none). */
export function withFrontMatterField(text: string, key: string, value: string): string {
  const line = `${key}: ${JSON.stringify(value)}`;
  const open = /^---\r?\n/.exec(text);
  return open ? `${open[0]}${line}\n${text.slice(open[0].length)}` : `---\n${line}\n---\n\n${text}`;
}
