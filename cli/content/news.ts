// News collection: dated posts with their authors and tags, newest first.
import { GardenError } from '../diagnostics/error.js';
import { joinRoute, slugify } from '../routes/paths.js';
import type { Author, PostEntry, Tag } from './model.js';
import { parseFrontMatter } from './parse.js';
import type { SourceFile } from './read.js';
import { closestMatch } from './suggest.js';

export interface NewsOptions {
  routeBasePath: string;
  authors: ReadonlyMap<string, Author>;
  tags: ReadonlyMap<string, Omit<Tag, 'key'>>;
}

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/;

export function collectNews(files: SourceFile[], options: NewsOptions): { posts: PostEntry[]; problems: GardenError[] } {
  const problems: GardenError[] = [];
  const posts: PostEntry[] = [];
  for (const file of files) {
    const parsed = parseFrontMatter(file.text, file.sourcePath, 'post');
    problems.push(...parsed.problems);
    const data = parsed.data;
    const named = DATED_NAME.exec(file.collectionPath.split('/').slice(-2).join('/').replace(/^[^/]*\/(?=\d{4}-)/, ''));
    const date = data.date ?? (named ? new Date(Date.UTC(Number(named[1]), Number(named[2]) - 1, Number(named[3]))) : undefined);
    if (!date || Number.isNaN(date.getTime())) {
      problems.push(new GardenError('a post needs a date', { code: 'news/missing-date', file: file.sourcePath, line: 1, hint: 'name the file YYYY-MM-DD-slug.md, or set `date:` in its front matter' }));
      continue;
    }
    const slug = data.slug ?? named?.[4] ?? file.collectionPath.replace(/(\/index)?\.mdx?$/, '').split('/').pop() ?? 'post';
    const [year, month, day] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
    posts.push({
      kind: 'post',
      source: file,
      route: slug.startsWith('/') ? joinRoute(options.routeBasePath, slug) : joinRoute(options.routeBasePath, year, month, day, slug),
      title: data.title ?? slug,
      description: data.description,
      keywords: data.keywords ?? [],
      image: data.image,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
      draft: data.draft ?? false,
      unlisted: data.unlisted ?? false,
      hideTableOfContents: data.hide_table_of_contents ?? false,
      date,
      slug,
      authors: resolveAuthors(data.authors ?? [], options, file, parsed.fieldLine('authors'), problems),
      tags: (data.tags ?? []).map((tag) => resolveTag(tag, options)),
    });
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.source.sourcePath.localeCompare(b.source.sourcePath));
  return { posts, problems };
}

type AuthorRef = string | { name?: string | undefined; title?: string | undefined; url?: string | undefined; image_url?: string | undefined };

function resolveAuthors(refs: AuthorRef[], options: NewsOptions, file: SourceFile, line: number, problems: GardenError[]): Author[] {
  const authors: Author[] = [];
  for (const ref of refs) {
    if (typeof ref === 'string') {
      const known = options.authors.get(ref);
      if (known) authors.push(known);
      else {
        const suggestion = closestMatch(ref, [...options.authors.keys()]);
        problems.push(new GardenError(`authors: unknown author key '${ref}'`, {
          code: 'news/unknown-author',
          file: file.sourcePath,
          line,
          hint: suggestion ? `did you mean '${suggestion}'? Authors are the keys of authors.yml.` : 'add the author to authors.yml beside the posts, or write the author inline: {name, title, url}',
        }));
      }
    } else {
      authors.push({ key: undefined, name: ref.name ?? 'Anonymous', title: ref.title, url: ref.url, imageUrl: ref.image_url, route: undefined });
    }
  }
  return authors;
}

function resolveTag(tag: string | { label: string; permalink?: string | undefined }, options: NewsOptions): Tag {
  const key = typeof tag === 'string' ? tag : tag.label;
  const described = options.tags.get(key);
  if (described) return { key, ...described };
  const permalink = typeof tag === 'string' ? slugify(tag) : (tag.permalink ?? slugify(tag.label)).replace(/^\//, '');
  return { key, label: key, route: joinRoute(options.routeBasePath, 'tags', permalink), description: undefined };
}
