// Pages collection: standalone markdown pages; `pricing.md` → `/pricing`, `index.md` → `/`.
import type { GardenError } from '../diagnostics/error.js';
import { joinRoute } from '../routes/paths.js';
import { firstHeading, humanize } from './docs.js';
import type { PageEntry } from './model.js';
import { checkImage, type StaticFolder } from './entry-image.js';
import { sharedEntryFields, type TocDefaults } from './entry-fields.js';
import { parseFrontMatter, type FrontMatterParser } from './parse.js';
import type { SourceFile } from './read.js';

/** The route of a page file (markdown or React) from its path in the pages folder, under the folder's routeBasePath. */
export function pageRoute(collectionPath: string, routeBasePath = ''): string {
  const withoutExtension = collectionPath.replace(/\.(?:mdx?|[jt]sx?)$/, '');
  return joinRoute(routeBasePath, withoutExtension.replace(/(^|\/)index$/, ''));
}

/** With `staticFolder`, a front matter `image` site path must name one of its files. */
export function collectPages(files: SourceFile[], toc: TocDefaults, parse: FrontMatterParser = parseFrontMatter, staticFolder?: StaticFolder, routeBasePath = ''): { pages: PageEntry[]; problems: GardenError[] } {
  const problems: GardenError[] = [];
  const pages = files.map((file): PageEntry => {
    const parsed = parse(file.text, file.sourcePath, 'page');
    problems.push(...parsed.problems);
    const data = parsed.data;
    const route = pageRoute(file.collectionPath, routeBasePath);
    const image = checkImage(data.image, { kind: 'page', file, line: parsed.fieldLine('image'), staticFolder });
    if (image.problem) problems.push(image.problem);
    return {
      kind: 'page',
      source: file,
      route,
      title: data.title ?? firstHeading(parsed.body) ?? humanize(route.split('/').pop() || 'Home'),
      ...sharedEntryFields(data, parsed, toc),
      image: image.image,
    };
  });
  return { pages, problems };
}
