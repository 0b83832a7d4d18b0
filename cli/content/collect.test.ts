// Mistakes that used to pass in silence (a rolled-over date, a hostile image, an empty title,
// tags sharing a page): each is reported at its file and line with a hint, in the exact words
// the terminal shows. Real files in a temp folder, read and collected by the engine.
import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { SiteConfigSchema } from '../config/schema.js';
import { formatProblem } from '../diagnostics/report.js';
import { buildRoutes } from '../routes/build-routes.js';
import { resolveNavigation } from '../routes/navigation.js';
import { readCollections } from '../collections/registry.js';
import { collectContent } from './collect.js';
import { englishLocale } from '../i18n/english.js';

const CONFIG = SiteConfigSchema.parse({ title: 'Fixture', url: 'https://fixture.example' });
const PLAIN = { isTTY: false, write: () => {} };

async function collect(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-collect-'));
  writeFiles(root, { 'content/static/img/cover.png': 'png', 'content/docs/base.md': '---\ntitle: Base\n---\n', ...files });
  const content = await readCollections(root, CONFIG);
  return collectContent(content, CONFIG, root, new Map());
}

async function messages(files: Record<string, string>): Promise<string[]> {
  return (await collect(files)).problems.map((problem) => formatProblem(problem, PLAIN));
}

const post = (name: string, frontMatter: string): Record<string, string> => ({ [`content/news/${name}`]: `---\n${frontMatter}\n---\n\nText.\n` });

const CASES: Array<[string, Record<string, string>, string[]]> = [
  [
    'a post date that is not on the calendar',
    post('2025-02-01-a.md', 'title: A\ndate: 2025-02-30'),
    ['error content/news/2025-02-01-a.md:3  date: 2025-02-30 is not a date: February 2025 has 28 days\n    hint: write a day that exists, like 2025-02-28\n'],
  ],
  [
    'a quoted date that is not on the calendar',
    post('a.md', 'title: A\ndate: "2024-13-02"'),
    ['error content/news/a.md:3  date: 2024-13-02 is not a date: there is no month 13\n    hint: write the date as YYYY-MM-DD, with the month from 01 to 12\n'],
  ],
  [
    'a last_update date that is not on the calendar',
    { 'content/docs/intro.md': '---\ntitle: Intro\nlast_update:\n  date: 2023-04-31\n---\n' },
    ['error content/docs/intro.md:3  last_update.date: 2023-04-31 is not a date: April 2023 has 30 days\n    hint: write a day that exists, like 2023-04-30\n'],
  ],
  [
    'an empty title',
    { 'content/docs/intro.md': '---\ntitle: ""\n---\n' },
    ['error content/docs/intro.md:2  title: must not be empty\n    hint: write the title, or remove the line to let garden-site choose one\n'],
  ],
  [
    'a custom_edit_url that is not an address',
    { 'content/docs/intro.md': '---\ntitle: Intro\ncustom_edit_url: E4z 9mh0j1\n---\n' },
    ['error content/docs/intro.md:3  custom_edit_url: expected an absolute URL like https://github.com/you/site/edit/main/docs/intro.md\n    hint: write the full address of the file in its repository, or null to show no edit link\n'],
  ],
  [
    'an empty sidebar_label',
    { 'content/docs/intro.md': "---\ntitle: Intro\nsidebar_label: '  '\n---\n" },
    ['error content/docs/intro.md:3  sidebar_label: must not be empty\n    hint: write the label, or remove the line to show the title\n'],
  ],
  [
    'an image with a script address',
    { 'content/pages/about.md': '---\ntitle: About\nimage: "javascript:alert(1)"\n---\n' },
    ["error content/pages/about.md:3  image: 'javascript:alert(1)' is not an http(s) URL or a site path\n    hint: write a full URL like https://example.com/cover.png, or the site path of a file in the static folder, like /img/cover.png\n"],
  ],
  [
    'an image site path the static folder does not have',
    { 'content/docs/intro.md': '---\ntitle: Intro\nimage: /img/covr.png\n---\n' },
    ['error content/docs/intro.md:3  image: /img/covr.png is not a file of the site\n    hint: put the picture at content/static/img/covr.png, or correct the path\n'],
  ],
  [
    'an image relative to the doc',
    { 'content/docs/intro.md': '---\ntitle: Intro\nimage: cover.png\n---\n' },
    ["warning content/docs/intro.md:3  image: 'cover.png' is relative to the doc, and only site paths and URLs are published\n    hint: put the picture in the static folder and write its site path, like /img/news/cover.png\n"],
  ],
  [
    'two tags whose slugs collide, in two posts',
    { ...post('2025-03-01-a.md', 'title: A\ntags: [C.NET]'), ...post('2025-03-02-b.md', 'title: B\ntags:\n  - garden\n  - C NET') },
    ["error content/news/2025-03-02-b.md:5  tags: 'C NET' and 'C.NET' (in content/news/2025-03-01-a.md) would share the page /news/tags/c-net\n    hint: write both the same way if they are one tag, or give one a permalink in tags.yml beside the posts\n"],
  ],
  [
    'tags that make no address and would replace the tags index',
    post('2025-03-01-a.md', "title: A\ntags: ['..', '/']"),
    [
      "error content/news/2025-03-01-a.md:3  tags: '..' makes no page address of its own: its page would replace the tags index /news/tags\n    hint: give the tag a letter or a number, or a permalink in tags.yml beside the posts\n",
      "error content/news/2025-03-01-a.md:3  tags: '/' makes no page address of its own: its page would replace the tags index /news/tags\n    hint: give the tag a letter or a number, or a permalink in tags.yml beside the posts\n",
    ],
  ],
  [
    'a NUL character in a markdown file, at its line',
    { 'content/docs/photo.md': '---\ntitle: Photo\n\u0000---\n' },
    ['error content/docs/photo.md:3  not a text file\n    hint: content files must be UTF-8 text; put images and other files in the static folder\n'],
  ],
  [
    'a wrong type, with a hint from what was expected',
    { 'content/docs/intro.md': '---\ntitle: [Intro]\nsidebar_position: first\n---\n' },
    [
      'error content/docs/intro.md:2  title: expected a string\n    hint: write text here (in quotes when it could be read as a number, date or list), or remove the line\n',
      'error content/docs/intro.md:3  sidebar_position: expected a number\n    hint: write a number without quotes, like 3, or remove the line\n',
    ],
  ],
  [
    'an empty slug',
    post('2025-03-01-a.md', 'title: A\nslug: ""'),
    ["error content/news/2025-03-01-a.md:3  slug: must not be empty\n    hint: write the page's address, like /getting-started, or remove the line to keep the one from the file name\n"],
  ],
  [
    'a billion laughs',
    { 'content/docs/intro.md': `---\nl0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n${[1, 2, 3, 4, 5].map((n) => `l${n}: &l${n} [${Array(10).fill(`*l${n - 1}`).join(', ')}]`).join('\n')}\nkeywords: *l5\n---\n` },
    ['error content/docs/intro.md:6  l4: holds more than 100,000 values once its YAML aliases are expanded\n    hint: write the values out instead of repeating them with &anchors and *aliases\n'],
  ],
  [
    'an unknown author whose key is a megabyte long',
    post('2025-03-01-a.md', `title: A\nauthors: [${'x'.repeat(1_000_000)}]`),
    // Reported at its line, and cut to a few lines like every long message.
    [`error content/news/2025-03-01-a.md:3  authors: unknown author key '${'x'.repeat(271)}…\n    hint: add the author to authors.yml beside the posts, or write the author inline: {name, title, url}\n`],
  ],
];

for (const [name, files, expected] of CASES) {
  test(`reported with its line and a hint: ${name}`, async (t) => {
    t.deepEqual(await messages(files), expected);
  });
}

test('valid dates, a bare last_update date, https and site-path images pass without a word', async (t) => {
  const collection = await collect({
    ...post('2024-02-29-leap.md', 'title: Leap\nimage: https://cdn.example/cover.png'),
    'content/docs/intro.md': '---\ntitle: Intro\nlast_update: 2020-01-01\nimage: /img/cover.png\n---\n',
  });
  t.deepEqual(collection.problems, []);
  const intro = collection.docs.get('default')?.docs.find((doc) => doc.id === 'intro');
  t.is(intro?.lastUpdated?.toISOString(), '2020-01-01T00:00:00.000Z');
  t.is(intro?.image, '/img/cover.png');
  t.is(collection.news.get('default')?.posts[0]?.date.toISOString(), '2024-02-29T00:00:00.000Z');
});

test('C++, C# and c get pages of their own; Garden Tips and garden-tips are one tag; 🍅 keeps its tomato', async (t) => {
  const collection = await collect({
    ...post('2025-03-01-a.md', 'title: A\ntags: [C++, C#, c, 🍅]'),
    ...post('2025-03-02-b.md', 'title: B\ntags: [Garden Tips, garden-tips]'),
    ...post('2025-03-03-c.md', 'title: C\ntags: [garden-tips]'),
  });
  t.deepEqual(collection.problems, []);
  const routes = collection.news.get('default')?.posts.map((entry) => entry.tags.map((tag) => tag.route));
  t.deepEqual(routes, [['/news/tags/garden-tips'], ['/news/tags/garden-tips'], ['/news/tags/c-plus-plus', '/news/tags/c-sharp', '/news/tags/c', '/news/tags/🍅']]);
});

test('a front matter slug that takes a generated page’s address is reported at its slug line, on the file to fix', async (t) => {
  const collection = await collect({ ...post('2025-03-01-a.md', 'title: A\nslug: /'), 'content/pages/news.md': '---\ntitle: News page\n---\n' });
  const { problems } = buildRoutes(collection, CONFIG, resolveNavigation(CONFIG, collection).navigation, englishLocale());
  t.deepEqual(problems.map((problem) => formatProblem(problem, PLAIN)), [
    'warning content/pages/news.md:1  duplicate route /news: also produced by newsList\n    hint: give one of them another `slug` in its front matter, or rename the file; only the first is written\n',
    'warning content/news/2025-03-01-a.md:3  duplicate route /news: also produced by content/pages/news.md\n    hint: give one of them another `slug` in its front matter, or rename the file; only the first is written\n',
  ]);
});

test('a tag whose page path would be too long is reported at its line in the post', async (t) => {
  const lines = await messages(post('2025-03-01-a.md', `title: A\ntags: [${'leek'.repeat(80)}]`));
  t.is(lines.length, 1);
  t.regex(lines[0]!, /^error content\/news\/2025-03-01-a\.md:3 {2}tags: the page of 'leekleek/);
  t.regex(lines[0]!, /hint: shorten it: each part between slashes becomes a file or folder name/);
});
