// News collection: dated posts with their authors and tags, newest first.
import { GardenError } from '../diagnostics/error.js';
import { joinRoute } from '../routes/paths.js';
import type { Author, PostEntry, Tag } from './model.js';
import { checkImage, type StaticFolder } from './entry-image.js';
import { lineOfListItem } from './list-item-line.js';
import { resolveTag, TagPages } from './news-tags.js';
import { sharedEntryFields, type TocDefaults } from './entry-fields.js';
import { parseFrontMatter, type FrontMatterParser } from './parse.js';
import type { SourceFile } from './read.js';
import { closestMatch } from './suggest.js';

export interface NewsOptions {
  routeBasePath: string;
  authors: ReadonlyMap<string, Author>;
  tags: ReadonlyMap<string, Omit<Tag, 'key'>>;
  toc: TocDefaults;
  parse?: FrontMatterParser;
  /** When given, a front matter `image` site path must name one of its files. */
  staticFolder?: StaticFolder;
  /** Most tags a post may have (`limits.tagsPerPost`); each tag has a page. */
  maxTags?: number;
}

/** `2025-03-01-spring.md` or `2025-03-01-spring/index.md`, at any depth. */
const DATED_NAME = /(?:^|\/)(\d{4})-(\d{2})-(\d{2})-([^/]+?)(?:\/index)?\.mdx?$/;

interface DatedName { date: Date; slug: string }

export function collectNews(files: SourceFile[], options: NewsOptions): { posts: PostEntry[]; problems: GardenError[] } {
  const problems: GardenError[] = [];
  const posts: PostEntry[] = [];
  const tagPages = new TagPages(options.routeBasePath);
  for (const file of files) {
    const parsed = (options.parse ?? parseFrontMatter)(file.text, file.sourcePath, 'post');
    problems.push(...parsed.problems);
    const data = parsed.data;
    const reported = problems.length;
    const named = datedName(file, problems);
    const date = data.date ?? named?.date;
    if (!date || Number.isNaN(date.getTime())) {
      // A mistyped date in the name or the front matter has been reported already; one message is enough.
      // (Line 1 is the opening fence: a field found is always below it.)
      if (problems.length === reported && parsed.fieldLine('date') === 1) problems.push(new GardenError('a post needs a date', { code: 'news/missing-date', file: file.sourcePath, line: 1, hint: 'name the file YYYY-MM-DD-slug.md, or set `date:` in its front matter' }));
      continue;
    }
    const image = checkImage(data.image, { kind: 'post', file, line: parsed.fieldLine('image'), staticFolder: options.staticFolder });
    if (image.problem) problems.push(image.problem);
    const resolvedTags = tooManyTags(data.tags ?? [], options.maxTags, file, parsed.fieldLine('tags'), problems).map((tag) => resolveTag(tag, options.routeBasePath, options.tags));
    // A draft gets no pages, so its tags claim none.
    const tags = data.draft === true ? resolvedTags : tagPages.claim(resolvedTags, file, parsed.fieldLine('tags'), problems);
    const slug = data.slug ?? named?.slug ?? file.collectionPath.replace(/(\/index)?\.mdx?$/, '');
    posts.push({
      kind: 'post',
      source: file,
      route: postRoute(options.routeBasePath, data.slug, named, slug),
      title: data.title ?? slug.split('/').pop() ?? slug,
      ...sharedEntryFields(data, parsed, options.toc),
      image: image.image,
      date,
      slug,
      authors: resolveAuthors(data.authors ?? [], options, file, parsed.fieldLine('authors'), problems),
      tags,
    });
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.source.sourcePath.localeCompare(b.source.sourcePath));
  return { posts, problems };
}

/** The post's tags, or none when there are more than `max`: reported at the tags line, and no pages made for them. */
function tooManyTags<T>(tags: T[], max: number | undefined, file: SourceFile, line: number, problems: GardenError[]): T[] {
  if (max === undefined || tags.length <= max) return tags;
  problems.push(new GardenError(`tags: ${tags.length} tags, more than limits.tagsPerPost allows (${max})`, {
    code: 'limits/tags-per-post',
    file: file.sourcePath,
    line,
    hint: 'each tag gets a page listing its posts: keep the few a reader would browse by, or raise limits.tagsPerPost in site.config.ts',
  }));
  return [];
}

function datedName(file: SourceFile, problems: GardenError[]): DatedName | undefined {
  const match = DATED_NAME.exec(file.collectionPath);
  if (!match) return undefined;
  const [, year, month, day, slug] = match as unknown as [string, string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 2025-02-30 over to March; a name like that is a typo, not a date.
  if (date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) {
    problems.push(new GardenError(`${year}-${month}-${day} in the file name is not a date`, { code: 'news/invalid-date', file: file.sourcePath, hint: 'name the post YYYY-MM-DD-slug.md with a real month and day' }));
    return undefined;
  }
  return { date, slug };
}

/**
 * As in Docusaurus, so an existing blog keeps its URLs: the file name's date and slug give
 * `/news/YYYY/MM/DD/slug`; a front matter `slug` replaces everything after the base path; a
 * `date` in front matter changes the date shown, not the URL.
 */
function postRoute(base: string, frontMatterSlug: string | undefined, named: DatedName | undefined, fallback: string): string {
  if (frontMatterSlug !== undefined) return joinRoute(base, frontMatterSlug);
  if (named) {
    const [year, month, day] = named.date.toISOString().slice(0, 10).split('-') as [string, string, string];
    return joinRoute(base, year, month, day, named.slug);
  }
  return joinRoute(base, fallback);
}

type AuthorRef = string | { name?: string | undefined; title?: string | undefined; url?: string | undefined; image_url?: string | undefined };

function resolveAuthors(refs: AuthorRef[], options: NewsOptions, file: SourceFile, line: number, problems: GardenError[]): Author[] {
  const authors: Author[] = [];
  for (const ref of refs) {
    if (typeof ref !== 'string') {
      authors.push({ key: undefined, name: ref.name ?? 'Anonymous', title: ref.title, url: ref.url, imageUrl: ref.image_url, route: undefined });
      continue;
    }
    const known = options.authors.get(ref);
    if (known) {
      authors.push(known);
      continue;
    }
    const suggestion = closestMatch(ref, [...options.authors.keys()]);
    problems.push(new GardenError(`authors: unknown author key '${ref}'`, {
      code: 'news/unknown-author',
      file: file.sourcePath,
      line: lineOfListItem(file.text, line, 'authors', ref),
      hint: suggestion ? `did you mean '${suggestion}'? Authors are the keys of authors.yml.` : 'add the author to authors.yml beside the posts, or write the author inline: {name, title, url}',
    }));
  }
  return authors;
}
