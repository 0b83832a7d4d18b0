import test from 'ava';
import type { GardenError } from '../diagnostics/error.js';
import { readCategories } from './category-files.js';
import type { SourceFile } from './read.js';

const file = (collectionPath: string, text: string): SourceFile => ({ absolutePath: `/site/content/docs/${collectionPath}`, sourcePath: `content/docs/${collectionPath}`, collectionPath, text });

test('_category_.yml and .yaml are read like _category_.json', (t) => {
  const problems: GardenError[] = [];
  const { meta: categories, files } = readCategories(
    [
      file('guides/_category_.yml', 'label: Growing guides\nposition: 2\nlink:\n  type: generated-index\n'),
      file('tools/_category_.yaml', 'label: Tools\ncollapsed: false\n'),
      file('crops/_category_.json', '{"label": "Crops"}'),
    ],
    problems,
  );
  t.deepEqual(problems, []);
  t.deepEqual(categories.get('guides'), { label: 'Growing guides', position: 2, link: { type: 'generated-index' } });
  t.deepEqual(categories.get('tools'), { label: 'Tools', collapsed: false });
  t.deepEqual(categories.get('crops'), { label: 'Crops' });
  t.is(files.get('guides'), 'content/docs/guides/_category_.yml');
});

test('bad YAML, a list instead of fields and two files for one folder are errors with the file and a hint', (t) => {
  const problems: GardenError[] = [];
  readCategories([file('a/_category_.yml', 'label: [unclosed\n'), file('b/_category_.yml', '- Guides\n'), file('c/_category_.json', '{"label": "C"}'), file('c/_category_.yml', 'label: C again\n')], problems);
  t.deepEqual(
    problems.map((problem) => [problem.code, problem.file, problem.message, problem.hint]),
    [
      ['yaml/syntax', 'content/docs/a/_category_.yml', problems[0]?.message, 'check the indentation, and quote values that contain a colon'],
      ['docs/category-yaml', 'content/docs/b/_category_.yml', 'a _category_ file holds a mapping of fields', 'write fields such as `label: Guides` and `position: 2`, one a line'],
      ['docs/category-duplicate', 'content/docs/c/_category_.yml', 'a second _category_ file for c/', 'keep one _category_ file per folder: .json, .yml or .yaml'],
    ],
  );
});

test('broken JSON is reported at its line and column, with the line shown', (t) => {
  const problems: GardenError[] = [];
  readCategories([file('a/_category_.json', '{"label": "Beds",\n  "position": 2,\n}\n'), file('b/_category_.json', '{"label": "Tools",\n')], problems);
  t.like(problems[0], { code: 'docs/category-json', file: 'content/docs/a/_category_.json', line: 3, column: 1, sourceLine: '}' });
  t.notRegex(problems[0]?.message ?? '', /position \d+/);
  t.like(problems[1], { code: 'docs/category-json', file: 'content/docs/b/_category_.json', line: 1 });
});

test('fields of the wrong type and unknown fields are errors at their lines; the folder gets no metadata', (t) => {
  const problems: GardenError[] = [];
  const { meta } = readCategories(
    [
      file('a/_category_.json', '{\n  "label": "Beds",\n  "position": "second"\n}\n'),
      file('b/_category_.yml', 'label: Tools\ncolapsed: true\n'),
      file('c/_category_.yml', 'label: ""\n'),
      file('d/_category_.json', '{"label": "Tools", "position": "third"}'),
    ],
    problems,
  );
  t.deepEqual(
    problems.map((problem) => [problem.code, problem.file, problem.line]),
    [
      ['docs/category-field', 'content/docs/a/_category_.json', 3],
      ['docs/category-field', 'content/docs/b/_category_.yml', 2],
      ['docs/category-field', 'content/docs/c/_category_.yml', 1],
      ['docs/category-field', 'content/docs/d/_category_.json', 1],
    ],
  );
  t.regex(problems[0]?.message ?? '', /^position: /);
  t.regex(problems[1]?.hint ?? '', /collapsed/);
  t.is(meta.size, 0);
});

test("a generated-index slug that cannot be a page path is an error at its line, and the category links nowhere (no page is made at that path)", (t) => {
  const problems: GardenError[] = [];
  const { meta } = readCategories([file('crops/_category_.json', '{\n  "label": "Crops",\n  "link": {"type": "generated-index", "slug": "/../../../x"}\n}\n')], problems);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), ["content/docs/crops/_category_.json:3  link.slug: must not contain '..'"]);
  t.deepEqual(meta.get('crops'), { label: 'Crops', link: null });
});
