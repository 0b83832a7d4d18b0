import { readFileSync } from 'node:fs';
import test from 'ava';
import { parseFrontMatter } from './parse.js';
import type { FrontMatterKind } from './frontmatter.js';

const FILE = 'content/docs/beds.md';

/** A markdown file with the given front matter lines and a one-line body. */
function source(...lines: string[]): string {
  return ['---', ...lines, '---', '# Raised beds', ''].join('\n');
}

function problemsOf(kind: FrontMatterKind, raw: string) {
  return parseFrontMatter(raw, FILE, kind).problems.map((p) => ({ code: p.code, line: p.line, message: p.message, severity: p.severity }));
}

// --- valid and converted -------------------------------------------------------------------

const converted: Array<[string, FrontMatterKind, string[], Record<string, unknown>]> = [
  ['sidebar_position from a numeric string', 'doc', ['sidebar_position: "3"'], { sidebar_position: 3 }],
  ['sidebar_position as a number', 'doc', ['sidebar_position: 2.5'], { sidebar_position: 2.5 }],
  ['keywords from a comma list', 'doc', ['keywords: "a, b"'], { keywords: ['a', 'b'] }],
  ['keywords as a list', 'page', ['keywords: [soil, compost]'], { keywords: ['soil', 'compost'] }],
  ['tags mixing strings and objects', 'doc', ['tags: [soil, {label: Beds, permalink: /beds}]'], { tags: ['soil', { label: 'Beds', permalink: '/beds' }] }],
  ['toc levels from strings', 'doc', ['toc_min_heading_level: "2"', 'toc_max_heading_level: 4'], { toc_min_heading_level: 2, toc_max_heading_level: 4 }],
  ['pagination set to null', 'doc', ['pagination_next: null', 'pagination_prev: intro'], { pagination_next: null, pagination_prev: 'intro' }],
  ['custom fields pass through', 'doc', ['my_widget: {size: 3}'], { my_widget: { size: 3 } }],
  ['authors from one key', 'post', ['authors: ruth'], { authors: ['ruth'] }],
  ['authors mixing keys and inline', 'post', ['authors: [ruth, {name: Bo, title: Gardener}]'], { authors: ['ruth', { name: 'Bo', title: 'Gardener' }] }],
  ['authors as one inline object', 'post', ['authors: {name: Ann, image_url: /img/ann.png}'], { authors: [{ name: 'Ann', image_url: '/img/ann.png' }] }],
  ['legacy author fields', 'post', ['author: Ruth', 'author_title: Founder', 'author_url: https://ruth.example'], { authors: [{ name: 'Ruth', title: 'Founder', url: 'https://ruth.example' }] }],
  ['tags from one string', 'post', ['tags: compost'], { tags: ['compost'] }],
  ['wrapperClassName on pages', 'page', ['wrapperClassName: wide'], { wrapperClassName: 'wide' }],
];

for (const [name, kind, lines, expected] of converted) {
  test(`valid: ${name}`, (t) => {
    const parsed = parseFrontMatter(source(...lines), FILE, kind);
    t.deepEqual(parsed.problems, []);
    t.like(parsed.data, expected);
  });
}

test('dates: unquoted, quoted and last_update dates all become Dates', (t) => {
  const post = parseFrontMatter(source('date: 2024-05-01'), FILE, 'post').data;
  t.deepEqual(post.date, new Date('2024-05-01T00:00:00Z'));
  const quoted = parseFrontMatter(source('date: "2024-05-01T10:30:00Z"'), FILE, 'post').data;
  t.deepEqual(quoted.date, new Date('2024-05-01T10:30:00Z'));
  const doc = parseFrontMatter(source('last_update: {date: "2023-01-02", author: Ruth}'), FILE, 'doc').data;
  t.deepEqual(doc.last_update, { date: new Date('2023-01-02T00:00:00Z'), author: 'Ruth' });
});

test('legacy author fields are removed once converted', (t) => {
  const data = parseFrontMatter(source('author: Ruth', 'author_url: https://ruth.example'), FILE, 'post').data;
  t.false('author' in data);
  t.false('author_url' in data);
});

test('no front matter: defaults, the whole file is the body', (t) => {
  const parsed = parseFrontMatter('# Title\n\nText\n', FILE, 'doc');
  t.deepEqual(parsed.problems, []);
  t.deepEqual(parsed.data, { keywords: [], tags: [] });
  t.is(parsed.body, '# Title\n\nText\n');
  t.is(parsed.bodyLineOffset, 0);
});

test('post defaults normalise lists', (t) => {
  t.deepEqual(parseFrontMatter('Hello', FILE, 'post').data, { keywords: [], authors: [], tags: [] });
});

// --- body and line offsets -------------------------------------------------------------------

test('bodyLineOffset counts the front matter and both fences', (t) => {
  const raw = source('title: Beds', 'description: Raised');
  const parsed = parseFrontMatter(raw, FILE, 'doc');
  t.is(parsed.bodyLineOffset, 4);
  t.is(parsed.body, '# Raised beds\n');
  // Body line 1 is file line 1 + offset.
  t.is(raw.split('\n')[parsed.bodyLineOffset], '# Raised beds');
});

test('bodyLineOffset with CRLF line endings and a byte order mark', (t) => {
  const parsed = parseFrontMatter('\uFEFF---\r\ntitle: Beds\r\n---\r\n\r\nText\r\n', FILE, 'doc');
  t.deepEqual(parsed.problems, []);
  t.is(parsed.data.title, 'Beds');
  t.is(parsed.bodyLineOffset, 3);
  t.is(parsed.body, '\r\nText\r\n');
});

test('fieldLine finds top-level keys, quoted or not, and falls back to 1', (t) => {
  const parsed = parseFrontMatter(source('title: Beds', '"authors": [ruth]', 'tags:', '  - a'), FILE, 'post');
  t.is(parsed.fieldLine('title'), 2);
  t.is(parsed.fieldLine('authors'), 3);
  t.is(parsed.fieldLine('tags'), 4);
  t.is(parsed.fieldLine('missing'), 1);
});

// --- rejected, with the exact message and line ---------------------------------------------

const rejected: Array<[string, FrontMatterKind, string[], Array<{ line: number; message: string }>]> = [
  ['sidebar_position not a number', 'doc', ['title: Beds', 'sidebar_position: abc'], [{ line: 3, message: 'sidebar_position: expected a number' }]],
  ['boolean that is not', 'doc', ['hide_table_of_contents: maybe'], [{ line: 2, message: 'hide_table_of_contents: expected true or false' }]],
  ['empty title', 'page', ['description: x', 'title:'], [{ line: 3, message: 'title: expected a string' }]],
  ['number where text is wanted', 'doc', ['title: 2024'], [{ line: 2, message: 'title: expected a string' }]],
  ['toc level out of range', 'doc', ['toc_max_heading_level: 7'], [{ line: 2, message: 'toc_max_heading_level: must be at most 6' }]],
  ['toc levels reversed', 'doc', ['toc_min_heading_level: 4', 'toc_max_heading_level: 3'], [{ line: 3, message: 'toc_max_heading_level: must be at least toc_min_heading_level (4)' }]],
  ['id with a slash', 'doc', ['id: guides/beds'], [{ line: 2, message: "id: must not contain '/'" }]],
  ['tag of the wrong kind', 'doc', ['tags: [soil, 3]'], [{ line: 2, message: 'tags[1]: expected a string or an object' }]],
  ['unknown field inside a tag', 'doc', ['tags: [{label: a, permalink: /a, colour: red}]'], [{ line: 2, message: "tags[0].colour: unknown field 'colour'" }]],
  ['bad last_update date', 'doc', ['last_update:', '  date: someday'], [{ line: 2, message: 'last_update.date: expected a date like 2024-05-01' }]],
  ['inline author without a name', 'post', ['authors: [{title: Gardener}]'], [{ line: 2, message: 'authors[0].name: required' }]],
  ['authors and author together', 'post', ['authors: [ruth]', 'author: Bo'], [{ line: 3, message: "author: use either 'authors' or 'author', not both" }]],
  ['author_url without author', 'post', ['author_url: https://x.example'], [{ line: 2, message: "author_url: needs 'author' (the author's name) as well" }]],
  ['bad post date', 'post', ['date: yesterday'], [{ line: 2, message: 'date: expected a date like 2024-05-01' }]],
  ['draft as text', 'page', ['draft: "yes"'], [{ line: 2, message: 'draft: expected true or false' }]],
  ['slug climbing out of the output', 'doc', ['title: Beds', 'slug: /../../escape'], [{ line: 3, message: "slug: must not contain '..'" }]],
  ['post slug with a character Windows refuses', 'post', ['slug: spring:2025'], [{ line: 2, message: "slug: must not contain ':'" }]],
  ['tag permalink climbing out', 'post', ['tags: [{label: Seeds, permalink: /../../seeds}]'], [{ line: 2, message: "tags[0].permalink: must not contain '..'" }]],
  ['slugs with a percent-escape', 'doc', ['title: Beds', 'slug: /%2e%2e/x'], [{ line: 3, message: "slug: must not contain the percent-escape '%2e'" }]],
  ['post slug with an escaped slash', 'post', ['slug: /a%2Fb'], [{ line: 2, message: "slug: must not contain the percent-escape '%2F'" }]],
  ['author URLs with a script scheme', 'post', ['authors:', '  - name: Bo', '    url: "javascript:alert(1)"', '    image_url: "data:image/svg+xml,x"', '    socials: {x: bo, github: "jav&#x09;ascript:x"}'], [
    { line: 2, message: "authors[0].url: 'javascript:' URLs are not allowed" },
    { line: 2, message: "authors[0].image_url: 'data:' URLs are not allowed" },
    { line: 2, message: "authors[0].socials.github: 'javascript:' URLs are not allowed" },
  ]],
  ['a legacy author_url with a script scheme', 'post', ['author: Bo', 'author_url: javascript:alert(1)'], [{ line: 3, message: "author_url: 'javascript:' URLs are not allowed" }]],
  ['control characters XML cannot hold', 'post', ['title: "Beds \\u0001"', 'description: "\\u0000"', 'authors: [{name: "Ruth\\u000b"}]'], [
    { line: 2, message: 'title: contains the control character U+0001' },
    { line: 3, message: 'description: contains the control character U+0000' },
    { line: 4, message: 'authors: contains the control character U+000B' },
  ]],
];

for (const [name, kind, lines, expected] of rejected) {
  test(`rejected: ${name}`, (t) => {
    const problems = problemsOf(kind, source(...lines));
    t.deepEqual(problems, expected.map((e) => ({ code: 'frontmatter/invalid', severity: 'error', ...e })));
  });
}

test('hints say what to do', (t) => {
  const hint = (lines: string[]) => parseFrontMatter(source(...lines), FILE, 'doc').problems[0]?.hint;
  t.is(hint(['hide_title: maybe']), 'write true or false, without quotes');
  t.is(hint(['title: 2024']), 'put the value in quotes to keep it as text');
  t.is(hint(['title:']), 'the value is empty: fill it in, or remove the field');
  t.is(hint(['tags: [{label: a, permalnk: /a}]']), 'remove it, or check the spelling — did you mean `permalink`?');
});

test('fields without problems still apply when others have problems', (t) => {
  const parsed = parseFrontMatter(source('title: Beds', 'sidebar_position: abc', 'keywords: a, b'), FILE, 'doc');
  t.is(parsed.problems.length, 1);
  t.like(parsed.data, { title: 'Beds', keywords: ['a', 'b'] });
  t.is(parsed.data.sidebar_position, undefined);
});

test('a near-miss of a known field is a warning; other custom fields are silent', (t) => {
  t.deepEqual(problemsOf('doc', source('sidebar_postion: 2', 'my_custom_thing: 1')), [
    { code: 'frontmatter/unknown-field', line: 2, message: 'sidebar_postion: unknown field', severity: 'warning' },
  ]);
  t.deepEqual(problemsOf('doc', source('sidebarLabel: Beds'))[0]?.message, 'sidebarLabel: unknown field');
});

// --- YAML and file problems ----------------------------------------------------------------

test('YAML error: a colon in a value, reported on its file line', (t) => {
  const parsed = parseFrontMatter(source('title: a: b'), FILE, 'doc');
  t.deepEqual(
    parsed.problems.map((p) => [p.code, p.line, p.message, p.hint]),
    [['frontmatter/yaml', 2, 'front matter is not valid YAML: this line is not a `field: value` pair', 'quote values that contain a colon or start with a special character, like title: "Beds: a guide"']],
  );
  // The body is still usable.
  t.is(parsed.body, '# Raised beds\n');
  t.is(parsed.bodyLineOffset, 3);
});

test('YAML error lines further down the front matter', (t) => {
  const line = (lines: string[]) => parseFrontMatter(source(...lines), FILE, 'doc').problems.map((p) => [p.line, p.message]);
  t.deepEqual(line(['title: Beds', 'description: x', 'slug: a: b']), [[4, 'front matter is not valid YAML: this line is not a `field: value` pair']]);
  t.deepEqual(line(['title: Beds', 'title: Again']), [[3, 'front matter is not valid YAML: a field is set twice']]);
  t.deepEqual(line(['', 'tags: [a, b', 'title: x']), [[4, 'front matter is not valid YAML: a [list] or {group} is not closed']]);
});

test('the same broken file reports its error every time (no gray-matter cache)', (t) => {
  const raw = source('title: a: b');
  t.is(parseFrontMatter(raw, FILE, 'doc').problems.length, 1);
  t.is(parseFrontMatter(raw, FILE, 'doc').problems.length, 1);
});

// parse.ts counts on gray-matter not caching when given options (the test above fails if a
// release starts to), so gray-matter is pinned to the exact version that test passed on.
test('gray-matter is pinned to one exact version', (t) => {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  t.regex(manifest.dependencies['gray-matter'] ?? '', /^\d+\.\d+\.\d+$/);
});

test('front matter that is not a mapping', (t) => {
  t.deepEqual(problemsOf('page', source('- a', '- b')), [{ code: 'frontmatter/yaml', line: 2, message: 'front matter must be a list of `field: value` lines', severity: 'error' }]);
});

test('unclosed front matter', (t) => {
  const parsed = parseFrontMatter('---\ntitle: Beds\n# Raised beds\n', FILE, 'doc');
  t.deepEqual(parsed.problems.map((p) => [p.code, p.line, p.message]), [['frontmatter/yaml', 1, 'front matter is not closed']]);
});

test('JavaScript front matter is refused, not evaluated', (t) => {
  const parsed = parseFrontMatter('---js\n{ title: (globalThis.__evaluated = "yes") }\n---\nText\n', FILE, 'doc');
  t.is((globalThis as { __evaluated?: string }).__evaluated, undefined);
  t.deepEqual(parsed.problems.map((p) => [p.code, p.message]), [['frontmatter/yaml', 'JavaScript front matter is not supported']]);
});

test('text after the opening fence is a language name, and only YAML is accepted', (t) => {
  t.deepEqual(problemsOf('doc', '---toml\ntitle = "x"\n---\n'), [{ code: 'frontmatter/yaml', line: 1, message: "front matter language 'toml' is not supported", severity: 'error' }]);
  t.deepEqual(parseFrontMatter('---yaml\ntitle: x\n---\n', FILE, 'doc').data.title, 'x');
});

test('after a YAML error the body keeps its line endings and offset', (t) => {
  const parsed = parseFrontMatter('---\r\ntitle: a: b\r\n---\r\nText\r\n', FILE, 'doc');
  t.is(parsed.problems[0]?.line, 2);
  t.is(parsed.body, 'Text\r\n');
  t.is(parsed.bodyLineOffset, 3);
});

test('a binary file is not a text file', (t) => {
  const parsed = parseFrontMatter('PNG\u0000\u0001\u0002', 'content/docs/photo.md', 'doc');
  t.deepEqual(parsed.problems.map((p) => [p.code, p.file, p.message]), [['content/binary', 'content/docs/photo.md', 'not a text file']]);
  t.is(parsed.body, '');
});

test('problems carry the source path', (t) => {
  t.is(parseFrontMatter(source('draft: 1'), 'content/news/2024-05-01-hi.md', 'post').problems[0]?.location, 'content/news/2024-05-01-hi.md:2');
});
