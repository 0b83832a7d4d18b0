// News collection: dated posts with their authors and tags, newest first.
import { GardenError } from '../diagnostics/error.js';
import { joinRoute, slugify } from '../routes/paths.js';
import type { Author, PostEntry, Tag } from './model.js';
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
}

/** `2025-03-01-spring.md` or `2025-03-01-spring/index.md`, at any depth. */
const DATED_NAME = /(?:^|\/)(\d{4})-(\d{2})-(\d{2})-([^/]+?)(?:\/index)?\.mdx?$/;
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

interface DatedName { date: Date; slug: string }

export function collectNews(files: SourceFile[], options: NewsOptions): { posts: PostEntry[]; problems: GardenError[] } {
  const problems: GardenError[] = [];
  const posts: PostEntry[] = [];
  for (const file of files) {
    const parsed = (options.parse ?? parseFrontMatter)(file.text, file.sourcePath, 'post');
    problems.push(...parsed.problems);
    const data = parsed.data;
    const reported = problems.length;
    const named = datedName(file, problems);
    const date = data.date ?? named?.date;
    if (!date || Number.isNaN(date.getTime())) {
      // A mistyped date in the name has been reported already; one message is enough.
      if (problems.length === reported) problems.push(new GardenError('a post needs a date', { code: 'news/missing-date', file: file.sourcePath, line: 1, hint: 'name the file YYYY-MM-DD-slug.md, or set `date:` in its front matter' }));
      continue;
    }
    if (data.image !== undefined && !NOT_RELATIVE.test(data.image)) {
      problems.push(new GardenError(`image: '${data.image}' is relative to the post, and only site paths and URLs are published`, {
        code: 'news/relative-image',
        file: file.sourcePath,
        line: parsed.fieldLine('image'),
        severity: 'warning',
        hint: 'put the picture in the static folder and write its site path, like /img/news/cover.png',
      }));
    }
    const slug = data.slug ?? named?.slug ?? file.collectionPath.replace(/(\/index)?\.mdx?$/, '');
    posts.push({
      kind: 'post',
      source: file,
      route: postRoute(options.routeBasePath, data.slug, named, slug),
      title: data.title ?? slug.split('/').pop() ?? slug,
      ...sharedEntryFields(data, parsed, options.toc),
      date,
      slug,
      authors: resolveAuthors(data.authors ?? [], options, file, parsed.fieldLine('authors'), problems),
      tags: (data.tags ?? []).map((tag) => resolveTag(tag, options)),
    });
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.source.sourcePath.localeCompare(b.source.sourcePath));
  return { posts, problems };
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
      line: lineOfListItem(file.text, line, ref),
      hint: suggestion ? `did you mean '${suggestion}'? Authors are the keys of authors.yml.` : 'add the author to authors.yml beside the posts, or write the author inline: {name, title, url}',
    }));
  }
  return authors;
}

/** The line of `item` in a front matter list starting on `fieldLine` (block lists put one item a line). */
function lineOfListItem(text: string, fieldLine: number, item: string): number {
  const lines = text.split(/\r?\n/);
  for (let index = fieldLine - 1; index < lines.length; index++) {
    const lineText = lines[index] ?? '';
    // Stop at the closing fence or the next top-level field.
    if (index > fieldLine - 1 && (lineText.startsWith('---') || /^[^\s-]/.test(lineText))) break;
    // A plain search: the key is the writer's text, of any length, never a pattern.
    if (containsListItem(lineText.replace(/^\s*authors:/, ' '), item)) return index + 1;
  }
  return fieldLine;
}

/** `item` in `line` between list punctuation (start, end, space, `[`, `]`, `,`, quotes, `-`). */
function containsListItem(line: string, item: string): boolean {
  if (item === '') return false;
  for (let at = line.indexOf(item); at >= 0; at = line.indexOf(item, at + 1)) {
    const before = at === 0 ? '' : line[at - 1]!;
    const after = line[at + item.length] ?? '';
    if ((before === '' || /[\s[,'"-]/.test(before)) && (after === '' || /[\s\],'"]/.test(after))) return true;
  }
  return false;
}

function resolveTag(tag: string | { label: string; permalink?: string | undefined }, options: NewsOptions): Tag {
  const key = typeof tag === 'string' ? tag : tag.label;
  const described = options.tags.get(key);
  if (described) return { key, ...described };
  const permalink = typeof tag === 'string' ? slugify(tag) : (tag.permalink ?? slugify(tag.label)).replace(/^\//, '');
  return { key, label: key, route: joinRoute(options.routeBasePath, 'tags', permalink), description: undefined };
}
