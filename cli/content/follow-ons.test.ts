import test from 'ava';
import { GardenError } from '../diagnostics/error.js';
import { foldFollowOns } from './follow-ons.js';

const NONE = { authorsFile: undefined, missingDocsFolder: undefined, sidebarsFile: undefined, sidebarsFailure: undefined };
const shown = (problems: GardenError[]) => problems.map((problem) => `${problem.location}  ${problem.message}`);

function unknownAuthor(post: string): GardenError {
  return new GardenError("authors: unknown author key 'ruth'", { code: 'news/unknown-author', file: post, line: 3 });
}

test('the posts whose authors are unknown because authors.yml is broken are counted on its error', (t) => {
  const yaml = new GardenError('YAML syntax error: bad indentation of a mapping entry', { code: 'yaml/syntax', file: 'content/news/authors.yml', line: 3, hint: 'check the indentation' });
  const other = new GardenError('tags: expected a list', { code: 'frontmatter/invalid', file: 'content/news/2025-01-01-a.md', line: 4 });
  const folded = foldFollowOns([unknownAuthor('content/news/2025-01-01-a.md'), yaml, unknownAuthor('content/news/2025-01-02-b.md'), other], { ...NONE, authorsFile: 'content/news/authors.yml' });
  t.deepEqual(shown(folded), ['content/news/authors.yml:3  YAML syntax error: bad indentation of a mapping entry … and 2 posts that use these authors', 'content/news/2025-01-01-a.md:4  tags: expected a list']);
  t.is(folded[0]?.hint, 'check the indentation');
});

test('with a sound authors.yml, an unknown author is reported at its post', (t) => {
  const problems = [unknownAuthor('content/news/2025-01-01-a.md')];
  t.deepEqual(foldFollowOns(problems, { ...NONE, authorsFile: 'content/news/authors.yml' }), problems);
});

test('sidebar entries naming docs of a missing docs folder become one error naming the folder', (t) => {
  const unknown = (id: string) => new GardenError(`docs[0]: unknown doc id '${id}'`, { code: 'sidebars/unknown-doc', file: 'sidebars.ts', line: 2 });
  const folded = foldFollowOns([unknown('intro'), unknown('crops/tomatoes')], { ...NONE, missingDocsFolder: 'content/documents', sidebarsFile: 'sidebars.ts' });
  t.deepEqual(shown(folded), ['sidebars.ts  docs.path: the docs folder content/documents does not exist … and 2 sidebar entries name its docs']);
  t.is(folded[0]?.hint, 'create content/documents, or set docs.path in the site config to the folder that holds the docs');
});

test('with no sidebars file, a missing docs folder is one error naming it and nothing else', (t) => {
  const empty = new GardenError("docs[0]: no docs in the folder '.'", { code: 'sidebars/empty-folder', file: 'content/docs/sidebars.ts' });
  t.deepEqual(shown(foldFollowOns([empty], { ...NONE, missingDocsFolder: 'content/docs' })), ['  docs.path: the docs folder content/docs does not exist']);
});

test('docs naming a sidebar of a sidebars file that could not be loaded are counted on its error', (t) => {
  const syntax = new GardenError('Unexpected "}"', { code: 'sidebars/syntax', file: 'content/docs/sidebars.ts', line: 6 });
  const unknown = new GardenError("displayed_sidebar: unknown sidebar 'docs'", { code: 'docs/unknown-sidebar', file: 'content/docs/a.md', line: 3 });
  t.deepEqual(shown(foldFollowOns([syntax, unknown], { ...NONE, sidebarsFailure: syntax })), ['content/docs/sidebars.ts:6  Unexpected "}" … and 1 doc that names its sidebars']);
});
