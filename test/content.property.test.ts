// Property: whatever a writer puts in front matter and markdown (wrong types, huge values,
// unicode, NUL, BOM, CRLF, YAML anchors and aliases up to the billion laughs), garden-site
// answers with problems it can name (file, line, hint) and never with an internal error or a
// hang; and a build either fails as a whole or builds every page. Most cases run the engine's
// own stages in-process (front matter, collections, markdown, routes); a few run the real CLI.
import test from 'ava';
import fc from 'fast-check';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBuildCache } from '../cli/cache/build-cache.js';
import { SiteConfigSchema } from '../cli/config/schema.js';
import { collectContent } from '../cli/content/collect.js';
import { FRONT_MATTER_SCHEMAS, type FrontMatterKind } from '../cli/content/frontmatter.js';
import type { SourceFile } from '../cli/content/read.js';
import { allEntries, type ContentFiles } from '../cli/collections/registry.js';
import { toGardenErrors, type GardenError } from '../cli/diagnostics/error.js';
import { knownKeysAt } from '../cli/diagnostics/zod-schema-keys.js';
import { createCodeHighlighter } from '../cli/markdown/highlighter.js';
import type { FenceRequest } from '../cli/markdown/fences.js';
import { InProcessExecutor, type HighlightSetup } from '../cli/render/executor.js';
import type { Executors } from '../cli/render/executors.js';
import { markdownOptionsFor } from '../cli/render/markdown-options.js';
import { renderMarkdown } from '../cli/render/markdown-stage.js';
import { buildRoutes } from '../cli/routes/build-routes.js';
import { resolveNavigation } from '../cli/routes/navigation.js';
import { AssetRegistry } from '../cli/write/assets.js';
import { MINIMAL_SITE, fixtureConfig, makeSite, runCli, snapshot } from './_site.js';
import { englishLocale } from '../cli/i18n/english.js';
import { ENGLISH_MARKDOWN_WORDS } from '../cli/i18n/engine-messages.js';

// ─── What a writer might type ───────────────────────────────────────────────────────────────

const quoted = (text: string): string => JSON.stringify(text);
const HUGE = 'tomato '.repeat(30_000);

/** Values a field could well hold. */
const fitting: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Tomatoes', 'true', '3', '2024-02-29', '/img/cover.png', 'https://example.com/cover.png', 'intro', '"Beds: a guide"'),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/),
);

/** A value that suits `field`, as a writer who knows the field would write it. */
function fittingFor(field: string): fc.Arbitrary<string> {
  if (/^(draft|unlisted|hide_title|hide_table_of_contents)$/.test(field)) return fc.constantFrom('true', 'false');
  if (field === 'sidebar_position') return fc.integer({ min: -5, max: 50 }).map(String);
  if (field === 'toc_min_heading_level') return fc.constantFrom('2', '3');
  if (field === 'toc_max_heading_level') return fc.constantFrom('3', '4', '6');
  if (field === 'date') return fc.constantFrom('2024-02-29', '2025-03-01', '"2025-03-01T10:00:00Z"');
  if (field === 'tags' || field === 'keywords') return fc.constantFrom('[garden, beds]', 'garden, beds', '\n  - C++\n  - C#', '[🍅]', '[{label: Soil, permalink: /soil}]');
  if (field === 'authors') return fc.constantFrom('{name: Ruth}', '[{name: Ruth, title: Founder}]');
  if (field === 'last_update') return fc.constantFrom('{date: 2024-01-02}', '2024-01-02', '{author: Ruth}');
  if (field === 'image') return fc.constantFrom('/img/cover.png', 'https://example.com/cover.png');
  if (field === 'pagination_next' || field === 'pagination_prev') return fc.constantFrom('intro', 'null');
  if (field === 'displayed_sidebar') return fc.constantFrom('docs', 'null');
  if (field === 'custom_edit_url') return fc.constantFrom('https://example.com/edit', 'null');
  if (field === 'slug') return fc.stringMatching(/^\/?[a-z][a-z0-9-]{0,12}$/);
  if (field === 'id') return fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
  return fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/);
}

/** Values that are wrong, odd or hostile. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '~', 'no', '0', '-1', '"3"', '1e309', '-.inf', '.nan', '0x1F', '12:30', '2025-02-30', '"2025-02-30"', '2025-13-01', '2025-02-28T25:61:00Z', '2025-1-5', "''", '"  "'),
  fc.constantFrom('/', '..', '🍅', 'C++', 'C#', 'c', '"javascript:alert(1)"', '/img/missing.png', './cover.png', '//evil.example/x.png', 'a/b', '"a, b, ,c"'),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(quoted),
  fc.string({ unit: 'binary', maxLength: 20 }).map(quoted),
  fc.constantFrom(quoted(HUGE), quoted('\u0000'), quoted('a\u0000b'), quoted('\uFEFF'), quoted('\u202Eevil'), '"\\x00"', '!!binary aGk=', '!!js/function "function(){}"', '!!timestamp 2025-02-30', '!!set {a, b}'),
);

/** One YAML value, as front matter text after `field: `. */
const scalar: fc.Arbitrary<string> = fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: hostile });

const list = fc.array(scalar, { maxLength: 4 }).map((items) => `[${items.join(', ')}]`);
const block = fc.array(scalar, { minLength: 1, maxLength: 3 }).map((items) => `\n${items.map((item) => `  - ${item}`).join('\n')}`);
const mapping = fc
  .array(fc.tuple(fc.constantFrom('date', 'author', 'label', 'permalink', 'name', 'title', 'url', 'image_url', 'description', 'socials', 'dat'), scalar), { maxLength: 3 })
  .map((pairs) => `{${pairs.map(([key, value]) => `${key}: ${value === '' ? '""' : value}`).join(', ')}}`);
const value: fc.Arbitrary<string> = fc.oneof({ weight: 8, arbitrary: scalar }, { weight: 2, arbitrary: list }, block, mapping, fc.constantFrom('*small', '*laughs', '*loop', '[*small, *small]', '{<<: *map}'));

/** The anchors each alias above uses: a small list, a map, a list holding itself, and the billion laughs. */
const ANCHORS: Record<string, string[]> = {
  small: ['smallAnchor: &small [a, b]'],
  map: ['mapAnchor: &map {label: L, permalink: p}'],
  loop: ['loopAnchor: &loop [*loop]'],
  laughs: [
    'l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `l${n}: &l${n} [${Array.from({ length: 9 }, () => `*l${n - 1}`).join(', ')}]`),
    'laughsAnchor: &laughs [*l8, *l8, *l8, *l8, *l8, *l8, *l8, *l8, *l8]',
  ],
};

/** The anchor lines the values refer to (without them, the aliases are left undefined). */
function anchorsFor(values: readonly string[]): string[] {
  return Object.entries(ANCHORS).flatMap(([name, lines]) => (values.some((text) => text.includes(`*${name}`)) ? lines : []));
}

interface GeneratedFile {
  kind: FrontMatterKind;
  name: string;
  text: string;
}

/** The known fields of each kind, from the engine's own schemas. */
const FIELDS: Record<FrontMatterKind, string[]> = {
  doc: knownKeysAt(FRONT_MATTER_SCHEMAS.doc, []),
  post: knownKeysAt(FRONT_MATTER_SCHEMAS.post, []),
  page: knownKeysAt(FRONT_MATTER_SCHEMAS.page, []),
};

const FITTING_BODY = ['# A heading', '## Second', '### Third {#custom-id}', 'Plain text with **bold** and `code`.', '<!-- truncate -->', '<!-- closed -->', '[a link](/docs/intro)', '<img src="/img/cover.png">', ':::note Title\n\nInside.\n\n:::', '```dart\nfinal bed = Bed();\n```', '| a | b |\n|---|---|\n| 1 | 2 |', '🍅🍅🍅'];
const HOSTILE_BODY = [
  '## Second {#custom-id}', '<!-- never closed', '[missing](./nowhere.md#x)', '![picture](./missing.png)', ':::note Title', ':::', ':::danger', '```', '```nosuchlanguage', '<Tabs>', '<TabItem value="a">', '</TabItem>', '</Tabs>',
  "import X from 'y';", '<Unknown prop={1} />', '{/* truncate */}', '>'.repeat(200) + ' deep', '['.repeat(2000), '*'.repeat(2000), '<div>', '</div>', '\u202E', HUGE.slice(0, 5000),
];

const body = fc
  .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FITTING_BODY) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODY) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) }), { maxLength: 8 })
  .map((pieces) => pieces.join('\n\n'));

function fileOf(kind: FrontMatterKind): fc.Arbitrary<{ kind: FrontMatterKind; fields: Array<[string, string]>; anchors: boolean; body: string; shape: string }> {
  return fc.record({
    kind: fc.constant(kind),
    fields: fc.uniqueArray(
      fc.constantFrom(...FIELDS[kind], 'sidebar-label', 'custom_field').chain((field) => fc.tuple(fc.constant(field), fc.oneof({ weight: 3, arbitrary: fittingFor(field) }, { weight: 1, arbitrary: value }))),
      { maxLength: 6, selector: ([field]) => field },
    ),
    anchors: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    body,
    shape: fc.oneof({ weight: 6, arbitrary: fc.constant('plain') }, { weight: 3, arbitrary: fc.constantFrom('crlf', 'bom', 'bom-crlf', 'no-final-newline', 'no-front-matter') }, { weight: 1, arbitrary: fc.constantFrom('nul', 'unclosed') }),
  });
}

/** Files of every kind, named so that none is ignored (news posts carry a date in their name). */
const site = fc.array(fc.oneof(fileOf('doc'), fileOf('post'), fileOf('page')), { minLength: 1, maxLength: 3 }).map((drafts) =>
  drafts.map((draft, index): GeneratedFile => {
    const lines = [...(draft.anchors ? anchorsFor(draft.fields.map(([, text]) => text)) : []), ...draft.fields.map(([field, text]) => `${field}: ${text}`)];
    let text = draft.shape === 'no-front-matter' ? draft.body : `---\n${lines.join('\n')}\n${draft.shape === 'unclosed' ? '' : '---\n'}\n${draft.body}\n`;
    if (draft.shape === 'no-final-newline') text = text.replace(/\n+$/, '');
    if (draft.shape.includes('crlf')) text = text.replace(/\n/g, '\r\n');
    if (draft.shape.startsWith('bom')) text = `\uFEFF${text}`;
    if (draft.shape === 'nul') text = text.replace('\n', '\n\u0000');
    const name = draft.kind === 'doc' ? `generated-${index}.md` : draft.kind === 'post' ? `2025-04-0${index + 1}-generated.md` : `generated-${index}.md`;
    return { kind: draft.kind, name, text };
  }),
);

// ─── What the engine must answer ────────────────────────────────────────────────────────────

const FOLDER = { doc: 'content/docs', post: 'content/news', page: 'content/pages' } as const;

/** Why a problem would leave a writer stuck: no file, no line, no hint, or a bug. */
function unplaced(problem: GardenError): string | undefined {
  if (problem.code === 'internal') return `internal error: ${problem.message}`;
  if (!problem.file || !problem.line) return `no file:line: ${problem.code} ${problem.message.slice(0, 200)}`;
  if (!problem.hint) return `no hint: ${problem.location} ${problem.message.slice(0, 200)}`;
  return undefined;
}

// Duplicate routes fail the build here: with the default 'warn' a page is dropped on purpose.
const config = SiteConfigSchema.parse({ title: 'Fuzz', url: 'https://fuzz.example', news: { title: 'News' }, onDuplicateRoutes: 'throw' });
const siteRoot = mkdtempSync(path.join(tmpdir(), 'garden-fuzz-'));
mkdirSync(path.join(siteRoot, 'content/static/img'), { recursive: true });
writeFileSync(path.join(siteRoot, 'content/static/img/cover.png'), 'png');
/** The engine's in-process executor, with one shiki per setup: a build creates one, and this test runs hundreds of builds. */
class SharedHighlighterExecutor extends InProcessExecutor {
  private readonly highlighters = new Map<string, ReturnType<typeof createCodeHighlighter>>();
  override async highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    const key = JSON.stringify(setup);
    let highlighter = this.highlighters.get(key);
    if (!highlighter) this.highlighters.set(key, (highlighter = createCodeHighlighter(setup)));
    const ready = await highlighter;
    return new Map(blocks.map((block) => [block.key, ready.renderFence(block.content, block.info)]));
  }
}
const executor = new SharedHighlighterExecutor();
const executors = { for: () => executor, preloadHighlighter: () => undefined } as unknown as Executors;

const BASE: Record<FrontMatterKind, SourceFile[]> = {
  doc: [source('doc', 'intro.md', '---\ntitle: Introduction\n---\n\nWelcome.\n')],
  post: [source('post', '2025-03-01-first.md', '---\ntitle: First\ntags: [releases]\n---\n\nFirst post.\n')],
  page: [source('page', 'index.md', '---\ntitle: Home\n---\n\nHome.\n')],
};

function source(kind: FrontMatterKind, name: string, text: string): SourceFile {
  const sourcePath = `${FOLDER[kind]}/${name}`;
  return { absolutePath: path.join(siteRoot, sourcePath), sourcePath, collectionPath: name, text };
}

/** Front matter, collections, markdown and routes, in-process; what a build would report, and which pages it would write. */
async function runStages(generated: GeneratedFile[]): Promise<{ problems: GardenError[]; missingPages: string[]; outFiles: string[] }> {
  const extra = (kind: FrontMatterKind): SourceFile[] => generated.filter((file) => file.kind === kind).map((file) => source(kind, file.name, file.text));
  const files: ContentFiles = {
    docs: new Map([['default', { markdown: [...BASE.doc, ...extra('doc')], categories: [], sidebars: undefined }]]),
    news: new Map([['default', { markdown: [...BASE.post, ...extra('post')], authors: undefined, tags: undefined }]]),
    pages: new Map([['default', { markdown: [...BASE.page, ...extra('page')], components: [] }]]),
  };
  try {
    const collection = await collectContent(files, config, siteRoot, new Map());
    const entries = allEntries(collection);
    const cache = await openBuildCache(siteRoot, false);
    const markdownProblems = await renderMarkdown({ entries, options: markdownOptionsFor(config, entries, siteRoot, ENGLISH_MARKDOWN_WORDS), assets: new AssetRegistry({ siteRoot, maxBytes: config.limits.assetFileBytes }), cache, executors });
    const { routes, problems: routeProblems } = buildRoutes(collection, config, resolveNavigation(config, collection).navigation, englishLocale());
    const built = new Set(routes.map((route) => route.sourcePath));
    const missingPages = entries.filter((entry) => !entry.draft && !built.has(entry.source.sourcePath)).map((entry) => entry.source.sourcePath);
    const generatedPaths = new Set(generated.map((file) => `${FOLDER[file.kind]}/${file.name}`));
    const outFiles = routes.filter((route) => route.sourcePath !== undefined && generatedPaths.has(route.sourcePath)).map((route) => route.outFile);
    return { problems: [...collection.problems, ...markdownProblems, ...routeProblems], missingPages, outFiles };
  } catch (thrown) {
    return { problems: toGardenErrors(thrown), missingPages: [], outFiles: [] };
  }
}

// One seed by default, so a run in CI is the run a developer repeats; FUZZ_SEED=<n> with
// FUZZ_RUNS=<n> explores further (every problem found so far is pinned in its own test).
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

test('in-process: any front matter and markdown gives placed problems with hints, never an internal error, and every page when there is no error', async (t) => {
  await fc.assert(
    fc.asyncProperty(site, async (generated) => {
      const { problems, missingPages } = await runStages(generated);
      const stuck = problems.map(unplaced).filter((reason) => reason !== undefined);
      if (stuck.length > 0) throw new Error(stuck.join('\n'));
      if (!problems.some((problem) => problem.severity === 'error') && missingPages.length > 0) throw new Error(`built without error, but without ${missingPages.join(', ')}`);
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 300), timeout: 10_000, markInterruptAsFailure: true, includeErrorInReport: true, seed: SEED },
  );
  t.pass();
});

test('the real CLI: a few generated sites exit 1 with dist/ untouched, or 0 with every page; every error line has file:line and a hint', async (t) => {
  const samples = fc.sample(site, { numRuns: 3, seed: SEED });
  await Promise.all(samples.map(async (generated) => {
    const files: Record<string, string> = { ...MINIMAL_SITE, 'site.config.ts': fixtureConfig("onDuplicateRoutes: 'throw',") };
    for (const file of generated) files[`${FOLDER[file.kind]}/${file.name}`] = file.text;
    const root = makeSite(files);
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist/index.html'), 'previous build');
    // A previous build's output: garden-site marks every output folder it writes.
    writeFileSync(path.join(root, 'dist/.garden-site-output'), '');
    const before = await snapshot(path.join(root, 'dist'));
    const result = await runCli(['build'], root, { env: { GARDEN_SITE_WORKERS: '0' } });
    const shown = `${generated.map((file) => `${file.name}:\n${JSON.stringify(file.text.slice(0, 2000))}`).join('\n')}\n${result.stderr.slice(0, 4000)}`;
    t.false(result.stderr.includes('looks like a bug'), shown);
    const errorLines = result.stderr.split('\n').filter((line) => line.startsWith('error '));
    for (const [index, line] of result.stderr.split('\n').entries()) {
      if (!line.startsWith('error ') && !line.startsWith('warning ')) continue;
      t.regex(line, /^(error|warning) \S+:\d+ {2}/, shown);
      t.regex(result.stderr.split('\n')[index + 1] ?? '', /^ {4}hint: /, shown);
    }
    if (result.code === 1) {
      t.true(errorLines.length > 0, shown);
      t.deepEqual(await snapshot(path.join(root, 'dist')), before, shown);
    } else {
      t.is(result.code, 0, shown);
      // The pages of the generated files, as the engine's routes name them, are all in dist/.
      const { missingPages, outFiles } = await runStages(generated);
      t.deepEqual(missingPages, [], shown);
      t.deepEqual(outFiles.filter((file) => !existsSync(path.join(root, 'dist', file))), [], shown);
    }
  }));
});
