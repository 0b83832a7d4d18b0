import test from 'ava';
import type { Author, Tag } from './model.js';
import { collectNews } from './news.js';
import type { SourceFile } from './read.js';

function file(collectionPath: string, text: string): SourceFile {
  return { absolutePath: `/site/content/news/${collectionPath}`, sourcePath: `content/news/${collectionPath}`, collectionPath, text };
}

const RUTH: Author = { key: 'ruth', name: 'Ruth Abernathy', title: 'Founder', url: undefined, imageUrl: undefined, route: '/news/authors/ruth' };
const OPTIONS = {
  routeBasePath: 'news',
  authors: new Map([['ruth', RUTH]]),
  tags: new Map<string, Omit<Tag, 'key'>>([['releases', { label: 'Releases', route: '/news/tags/updates', description: 'What changed in the app.' }]]),
  toc: { minLevel: 2, maxLevel: 3 },
};

function collect(...files: SourceFile[]) {
  return collectNews(files, OPTIONS);
}

const ROUTES: Array<[string, string, string, string]> = [
  ['a dated file', '2025-03-01-spring.md', '---\ntitle: Spring\n---\n\nText.\n', '/news/2025/03/01/spring'],
  ['a dated folder with index.md', '2025-03-01-spring/index.md', '---\ntitle: Spring\n---\n\nText.\n', '/news/2025/03/01/spring'],
  ['a dated file in a year folder', '2025/2025-03-01-spring.md', '---\ntitle: Spring\n---\n\nText.\n', '/news/2025/03/01/spring'],
  ['a slug replacing the whole path', '2025-03-01-spring.md', '---\ntitle: Spring\nslug: spring-is-here\n---\n\nText.\n', '/news/spring-is-here'],
  ['a slug written with a leading slash', '2025-03-01-spring.md', '---\ntitle: Spring\nslug: /2025/spring\n---\n\nText.\n', '/news/2025/spring'],
  ['a date override, which keeps the URL of the file name', '2025-03-01-spring.md', '---\ntitle: Spring\ndate: 2025-03-04\n---\n\nText.\n', '/news/2025/03/01/spring'],
  ['an undated file with a date in front matter', 'spring.md', '---\ntitle: Spring\ndate: 2025-03-04\n---\n\nText.\n', '/news/spring'],
];

for (const [what, name, text, route] of ROUTES) {
  test(`route of ${what}: ${route}`, (t) => {
    const { posts, problems } = collect(file(name, text));
    t.deepEqual(problems, []);
    t.is(posts[0]?.route, route);
  });
}

test('a date in front matter is the date shown; the file name gives it otherwise', (t) => {
  const { posts } = collect(file('2025-03-01-a.md', '---\ntitle: A\ndate: 2025-03-04T10:00:00Z\n---\n'), file('2025-03-02-b.md', '---\ntitle: B\n---\n'));
  t.deepEqual(posts.map((post) => [post.title, post.date.toISOString()]), [['A', '2025-03-04T10:00:00.000Z'], ['B', '2025-03-02T00:00:00.000Z']]);
});

test('posts are sorted newest first', (t) => {
  const { posts } = collect(file('2024-12-31-old.md', 'Old.'), file('2025-06-01-new.md', 'New.'), file('2025-01-15-mid.md', 'Mid.'));
  t.deepEqual(posts.map((post) => post.slug), ['new', 'mid', 'old']);
});

test('a post with neither a dated name nor a date is an error naming the file', (t) => {
  const { posts, problems } = collect(file('spring.md', '---\ntitle: Spring\n---\n'));
  t.deepEqual(posts, []);
  t.is(problems[0]?.location, 'content/news/spring.md:1');
  t.is(problems[0]?.message, 'a post needs a date');
});

test('an impossible date in the file name is an error, not next month', (t) => {
  const { problems } = collect(file('2025-02-30-spring.md', '---\ntitle: Spring\n---\n'));
  t.deepEqual(problems.map((problem) => problem.message), ['2025-02-30 in the file name is not a date']);
});

test('authors: keys from authors.yml and inline objects', (t) => {
  const { posts } = collect(file('2025-03-21-article.md', '---\ntitle: Guest\nauthors:\n  - ruth\n  - name: Dana Whitcombe\n    title: Community gardener\n    url: https://example.com/dana\n    image_url: https://example.com/dana.png\n---\n'));
  t.deepEqual(posts[0]?.authors, [
    RUTH,
    { key: undefined, name: 'Dana Whitcombe', title: 'Community gardener', url: 'https://example.com/dana', imageUrl: 'https://example.com/dana.png', route: undefined },
  ]);
});

test('an unknown author key names the line of the key in a block list, with a suggestion', (t) => {
  const { problems } = collect(file('2025-04-01-second.md', '---\ntitle: Second\ntags: [releases]\nauthors:\n  - ruth\n  - rut\n---\n\nText.\n'));
  t.is(problems.length, 1);
  t.is(problems[0]?.location, 'content/news/2025-04-01-second.md:6');
  t.is(problems[0]?.message, "authors: unknown author key 'rut'");
  t.regex(problems[0]?.hint ?? '', /did you mean 'ruth'\?/);
});

test('an unknown author key in a one-line list names the authors line', (t) => {
  const { problems } = collect(file('2025-04-01-second.md', '---\ntitle: Second\nauthors: [ruth, nobody]\n---\n'));
  t.is(problems[0]?.location, 'content/news/2025-04-01-second.md:3');
  t.regex(problems[0]?.hint ?? '', /authors\.yml/);
});

test('tags described in tags.yml take its label, permalink and description; others are slugified', (t) => {
  const { posts } = collect(file('2025-03-01-spring.md', '---\ntitle: Spring\ntags: [releases, Garden Tips, {label: Seeds, permalink: /seed-saving}]\n---\n'));
  t.deepEqual(posts[0]?.tags, [
    { key: 'releases', label: 'Releases', route: '/news/tags/updates', description: 'What changed in the app.' },
    { key: 'Garden Tips', label: 'Garden Tips', route: '/news/tags/garden-tips', description: undefined },
    { key: 'Seeds', label: 'Seeds', route: '/news/tags/seed-saving', description: undefined },
  ]);
});

test('draft, unlisted and hide_table_of_contents are carried to the entry', (t) => {
  const { posts } = collect(
    file('2025-03-01-a.md', '---\ntitle: A\ndraft: true\n---\n'),
    file('2025-03-02-b.md', '---\ntitle: B\nunlisted: true\nhide_table_of_contents: true\n---\n'),
  );
  t.like(posts.find((post) => post.title === 'A'), { draft: true, unlisted: false, hideTableOfContents: false });
  t.like(posts.find((post) => post.title === 'B'), { draft: false, unlisted: true, hideTableOfContents: true });
});

test('an image relative to the post warns with its line: only site paths and URLs are published', (t) => {
  const { problems } = collect(file('2025-03-01-a.md', '---\ntitle: A\nimage: ./cover.png\n---\n'), file('2025-03-02-b.md', '---\ntitle: B\nimage: /img/cover.png\n---\n'));
  t.is(problems.length, 1);
  t.is(problems[0]?.severity, 'warning');
  t.is(problems[0]?.location, 'content/news/2025-03-01-a.md:3');
});
