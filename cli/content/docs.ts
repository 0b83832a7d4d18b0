// Docs collection: ids, routes and titles of every doc, from their files and front matter.
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { joinRoute } from '../routes/paths.js';
import type { DocEntry } from './model.js';
import { checkImage, type StaticFolder } from './entry-image.js';
import { docEditUrl } from './edit-url.js';
import { sharedEntryFields } from './entry-fields.js';
import { frontMatterFieldLine, parseFrontMatter, type FrontMatterParser } from './parse.js';
import type { SourceFile } from './read.js';

export interface DocsOptions {
  routeBasePath: string;
  toc: { minLevel: number; maxLevel: number };
  /** The site's `docs.editUrl`. */
  editUrl?: string | undefined;
  /** Leave number prefixes out of ids (`01-intro` → `intro`); on unless false. */
  numberPrefixes?: boolean;
  /** Last commit date per absolute file path, when git history is available. */
  lastUpdated?: ReadonlyMap<string, Date>;
  parse?: FrontMatterParser;
  /** When given, a front matter `image` site path must name one of its files. */
  staticFolder?: StaticFolder;
}

const INDEX_NAMES = new Set(['index', 'readme']);

/** `01-intro` → `intro`: Docusaurus lets number prefixes order files without showing in ids. */
export function stripNumberPrefix(segment: string): string {
  return segment.replace(/^\d+[-_.]\s*(?=\D)/, '');
}

export function collectDocs(files: SourceFile[], options: DocsOptions): { docs: DocEntry[]; problems: GardenError[] } {
  const problems: GardenError[] = [];
  const docs: DocEntry[] = [];
  for (const file of files) {
    const parsed = (options.parse ?? parseFrontMatter)(file.text, file.sourcePath, 'doc');
    problems.push(...parsed.problems);
    const data = parsed.data;
    const segments = file.collectionPath.replace(/\.mdx?$/, '').split('/').map(options.numberPrefixes === false ? (segment: string) => segment : stripNumberPrefix);
    const baseName = segments.pop() ?? '';
    const dirName = segments.join('/');
    // `guides/index.md`, `guides/README.md` and `guides/guides.md` are the landing page of `guides/`.
    const isIndex = INDEX_NAMES.has(baseName.toLowerCase()) || (dirName !== '' && baseName === segments[segments.length - 1]);
    const id = [dirName, data.id ?? baseName].filter(Boolean).join('/');
    const route = docRoute(options.routeBasePath, dirName, id, isIndex, data.slug);
    const image = checkImage(data.image, { kind: 'doc', file, line: parsed.fieldLine('image'), staticFolder: options.staticFolder });
    if (image.problem) problems.push(image.problem);
    docs.push({
      kind: 'doc',
      source: file,
      id,
      dirName,
      isIndex,
      route,
      title: data.title ?? firstHeading(parsed.body) ?? humanize(isIndex ? path.basename(dirName) || 'Home' : baseName),
      ...sharedEntryFields(data, parsed, options.toc),
      image: image.image,
      sidebarLabel: data.sidebar_label,
      sidebarPosition: data.sidebar_position,
      lastUpdated: data.last_update?.date ?? options.lastUpdated?.get(file.absolutePath),
      editUrl: docEditUrl(options.editUrl, file.sourcePath, data.custom_edit_url),
      hideTitle: data.hide_title ?? false,
      overrides: {
        paginationPrev: data.pagination_prev,
        paginationNext: data.pagination_next,
        displayedSidebar: data.displayed_sidebar,
        lines: { paginationPrev: parsed.fieldLine('pagination_prev'), paginationNext: parsed.fieldLine('pagination_next'), displayedSidebar: parsed.fieldLine('displayed_sidebar') },
      },
    });
  }
  problems.push(...duplicateIds(docs));
  return { docs, problems };
}

/** Two docs with one id (a front matter `id` repeating a file name) would make sidebars ambiguous. */
function duplicateIds(docs: readonly DocEntry[]): GardenError[] {
  const first = new Map<string, DocEntry>();
  const problems: GardenError[] = [];
  for (const doc of docs) {
    const earlier = first.get(doc.id);
    if (!earlier) first.set(doc.id, doc);
    // At the `id` line that made the clash, else the file's first line (the file name did).
    else problems.push(new GardenError(`duplicate doc id '${doc.id}', also used by ${earlier.source.sourcePath}`, { code: 'docs/duplicate-id', file: doc.source.sourcePath, line: frontMatterFieldLine(doc.source.text, 'id') ?? 1, hint: 'give one of them another `id` in its front matter, or rename the file' }));
  }
  return problems;
}

function docRoute(base: string, dirName: string, id: string, isIndex: boolean, slug: string | undefined): string {
  if (slug !== undefined) return slug.startsWith('/') ? joinRoute(base, slug) : joinRoute(base, dirName, slug);
  return isIndex ? joinRoute(base, dirName) : joinRoute(base, id);
}

/** The text of a leading `# Heading`, used as a title when front matter has none. */
export function firstHeading(body: string): string | undefined {
  const match = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(body.split('\n').find((line) => line.trim() !== '') ?? '');
  return match?.[1];
}

export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
