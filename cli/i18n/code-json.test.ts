import test from 'ava';
import { formatProblem } from '../diagnostics/report.js';
import { parseCodeJson, unknownMessageIds } from './code-json.js';
import { ENGINE_MESSAGES } from './engine-messages.js';

const FILE = 'i18n/fr/code.json';
const PLAIN = { isTTY: false, write: () => {} };

test('code.json gives each message its words, with the line its id is on', (t) => {
  const text = '{\n  "theme.common.editThisPage": {\n    "message": "Modifier cette page",\n    "description": "The link"\n  },\n  "homepage.title": { "message": "Le jardin" }\n}\n';
  const { messages, problems } = parseCodeJson(`\uFEFF${text}`, FILE);
  t.deepEqual(problems, []);
  t.deepEqual([...messages], [['theme.common.editThisPage', { message: 'Modifier cette page', line: 2 }], ['homepage.title', { message: 'Le jardin', line: 6 }]]);
});

test('a file that is not JSON is an error at the place the JSON breaks, whatever Node words it', (t) => {
  const { messages, problems } = parseCodeJson('{\n  "theme.a": { "message": "x" },\n  "theme.b": { "message": "y" },\n}\n', FILE);
  t.is(messages.size, 0);
  t.is(problems.length, 1);
  t.like(problems[0], { code: 'i18n/code-json', file: FILE, line: 4, column: 1, sourceLine: '}' });
  t.regex(problems[0]?.message ?? '', /^not valid JSON: [^\n]+$/);
  t.like(parseCodeJson('{ "theme.a": ', FILE).problems[0], { line: 1, column: 13 }, 'input that ends too soon is placed where the writing ends');
  t.like(parseCodeJson('x', FILE).problems[0], { file: FILE, line: undefined }, 'a message with no position places nothing');
});

test('an entry that is not { message } is an error at its line; the others are read', (t) => {
  const { messages, problems } = parseCodeJson('{\n  "theme.a": "Bonjour",\n  "theme.b": { "message": 3 },\n  "theme.c": { "message": "ok", "description": false },\n  "theme.d": { "message": "" }\n}', FILE);
  t.deepEqual([...messages.keys()], ['theme.d'], 'an empty translation is one');
  t.deepEqual(problems.map((problem) => formatProblem(problem, PLAIN).split('\n')[0]), [
    'error i18n/fr/code.json:2  "theme.a": expected { "message": "…" }, with the words as a string',
    'error i18n/fr/code.json:3  "theme.b": expected { "message": "…" }, with the words as a string',
    'error i18n/fr/code.json:4  "theme.c": expected { "message": "…" }, with the words as a string',
  ]);
  t.like(parseCodeJson('["theme.a"]', FILE).problems[0], { message: 'expected an object of messages', line: 1 });
});

test("an id of the theme's namespaces that no table and no Docusaurus theme defines is a warning at its line, with a guess", (t) => {
  const text = [
    '{',
    '  "theme.CodeBlock.copi": { "message": "Copier" },',
    '  "garden.nothing.here": { "message": "Rien" },',
    '  "theme.BackToTopButton.buttonAriaLabel": { "message": "Haut de page" },',
    '  "theme.SearchModal.footer.closeKeyAriaLabel": { "message": "Échap" },',
    '  "homepage.tagline": { "message": "Le jardin" },',
    '  "theme.CodeBlock.copy": { "message": "Copier" }',
    '}',
  ].join('\n');
  const parsed = parseCodeJson(text, FILE);
  const warnings = unknownMessageIds({ file: FILE, ...parsed }, ENGINE_MESSAGES);
  t.deepEqual(warnings.map((problem) => formatProblem(problem, PLAIN)), [
    'warning i18n/fr/code.json:2  unknown message id "theme.CodeBlock.copi": no page shows it\n    hint: did you mean "theme.CodeBlock.copy"?\n',
    'warning i18n/fr/code.json:3  unknown message id "garden.nothing.here": no page shows it\n    hint: check its spelling, or remove it; garden-site write-translations lists every message id\n',
  ]);
});
