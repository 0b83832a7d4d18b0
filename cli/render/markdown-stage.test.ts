import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBuildCache } from '../cache/build-cache.js';
import { DEFAULT_LIMITS } from '../config/limits.js';
import { doc, docsFrom } from '../../test/_docs-fixture.js';
import type { DocEntry } from '../content/model.js';
import type { FenceRequest } from '../markdown/fences.js';
import { AssetRegistry } from '../write/assets.js';
import { InProcessExecutor, type HighlightSetup } from './executor.js';
import type { Executors } from './executors.js';
import { renderMarkdown, type KeptMarkdown } from './markdown-stage.js';

const OPTIONS = { themes: { light: 'github-light', dark: 'github-dark' }, languages: ['dart', 'ts'] };

const FILES = {
  'beds.md': doc({ title: 'Beds' }, '## Frames\n\nSee [soil](./soil.md#mixes).\n\n```dart\nfinal bed = Bed(width: 120);\n```\n'),
  'soil.md': doc({ title: 'Soil' }, '## Mixes\n\n```ts\nconst mix = ["loam", "compost"];\n```\n\n```dart\nfinal bed = Bed(width: 120);\n```\n\n:::tip Never closed\nCompost early.\n'),
};

/** The in-process executor, counting what it is asked to do. */
class CountingExecutor extends InProcessExecutor {
  pages: string[] = [];
  blocks = 0;
  override renderMarkdown(...args: Parameters<InProcessExecutor['renderMarkdown']>) {
    this.pages.push(...args[0].map((job) => job.sourcePath));
    return super.renderMarkdown(...args);
  }
  override highlight(blocks: FenceRequest[], setup: HighlightSetup) {
    this.blocks += blocks.length;
    return super.highlight(blocks, setup);
  }
}

async function build(siteRoot: string, files: Record<string, string>): Promise<{ docs: DocEntry[]; executor: CountingExecutor; problems: string[] }> {
  const { docs } = docsFrom(files);
  const executor = new CountingExecutor();
  const cache = await openBuildCache(siteRoot, true);
  const executors = only(executor);
  const problems = await renderMarkdown({ entries: docs, options: OPTIONS, assets: new AssetRegistry({ siteRoot, maxBytes: DEFAULT_LIMITS.assetFileBytes }), cache, executors });
  cache.save();
  return { docs, executor, problems: problems.map((problem) => `${problem.severity} ${problem.code} ${problem.location}`) };
}

/** Executors that run everything on the given executor. */
const only = (executor: CountingExecutor): Executors => ({ for: () => executor, preloadHighlighter: () => {} }) as unknown as Executors;

const siteRoot = (): string => mkdtempSync(path.join(tmpdir(), 'garden-markdown-cache-'));
const htmlOf = (docs: DocEntry[]): string[] => docs.map((entry) => entry.rendered?.html ?? '');

test('a second build takes pages and code from .garden-cache: nothing is parsed or highlighted again, same HTML, same warnings', async (t) => {
  const root = siteRoot();
  const first = await build(root, FILES);
  t.deepEqual(first.executor.pages, ['content/docs/beds.md', 'content/docs/soil.md']);
  t.is(first.executor.blocks, 2, 'the dart block both pages share is highlighted once');
  t.regex(htmlOf(first.docs)[0] ?? '', /href="\/docs\/soil#mixes"[\s\S]*<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">final<\/span>/);

  const second = await build(root, FILES);
  t.deepEqual(second.executor.pages, []);
  t.is(second.executor.blocks, 0);
  t.deepEqual(htmlOf(second.docs), htmlOf(first.docs));
  t.deepEqual(second.docs.map((entry) => entry.rendered?.toc), first.docs.map((entry) => entry.rendered?.toc));
  t.deepEqual(second.problems, ['warning markdown/unclosed-admonition content/docs/soil.md:15']);
  t.deepEqual(second.problems, first.problems);
});

test('an edited page is parsed again, and only its new code block is highlighted', async (t) => {
  const root = siteRoot();
  await build(root, FILES);
  const edited = { ...FILES, 'soil.md': FILES['soil.md'].replace('"compost"', '"sand"') };
  const { executor, docs } = await build(root, edited);
  t.deepEqual(executor.pages, ['content/docs/soil.md']);
  t.is(executor.blocks, 1);
  t.true(htmlOf(docs)[1]?.includes('sand'));
});

test('a cached page whose .md link now leads to another route is rendered again', async (t) => {
  const root = siteRoot();
  await build(root, FILES);
  const moved = { ...FILES, 'soil.md': FILES['soil.md'].replace('title: "Soil"', 'title: "Soil"\nslug: /ground') };
  const { executor, docs } = await build(root, moved);
  t.deepEqual(executor.pages, ['content/docs/beds.md', 'content/docs/soil.md']);
  t.regex(htmlOf(docs)[0] ?? '', /href="\/docs\/ground#mixes"/);
});

test('without the cache every page is rendered every time', async (t) => {
  const root = siteRoot();
  const { docs } = docsFrom(FILES);
  for (let run = 0; run < 2; run++) {
    const executor = new CountingExecutor();
    const cache = await openBuildCache(root, false);
    await renderMarkdown({ entries: docs, options: OPTIONS, assets: new AssetRegistry({ siteRoot: siteRoot(), maxBytes: DEFAULT_LIMITS.assetFileBytes }), cache, executors: only(executor) });
    cache.save();
    t.is(executor.pages.length, 2);
  }
});

test("serve --watch's kept pages: only the edited page is parsed, even without the cache, unless a kept page's .md link now leads elsewhere", async (t) => {
  const render = async (files: Record<string, string>, kept?: Map<string, KeptMarkdown>) => {
    const { docs } = docsFrom(files);
    const executor = new CountingExecutor();
    const keep = new Map<string, KeptMarkdown>();
    await renderMarkdown({ entries: docs, options: OPTIONS, assets: new AssetRegistry({ siteRoot: siteRoot(), maxBytes: DEFAULT_LIMITS.assetFileBytes }), cache: await openBuildCache(siteRoot(), false), executors: only(executor), ...(kept ? { kept } : {}), keep });
    return { docs, pages: executor.pages, keep };
  };
  const first = await render(FILES);
  const edited = await render({ ...FILES, 'soil.md': FILES['soil.md'].replace('"compost"', '"sand"') }, first.keep);
  t.deepEqual(edited.pages, ['content/docs/soil.md']);
  t.is(htmlOf(edited.docs)[0], htmlOf(first.docs)[0]);
  t.true(htmlOf(edited.docs)[1]?.includes('sand'));
  const moved = await render({ ...FILES, 'soil.md': FILES['soil.md'].replace('title: "Soil"', 'title: "Soil"\nslug: /ground') }, edited.keep);
  t.deepEqual(moved.pages, ['content/docs/beds.md', 'content/docs/soil.md']);
  t.regex(htmlOf(moved.docs)[0] ?? '', /href="\/docs\/ground#mixes"/);
});

test('code blocks are handed to highlighting batch by batch, while the rest of the markdown is still to be rendered', async (t) => {
  // Enough pages for several markdown batches, each with a block of its own.
  const files = Object.fromEntries(Array.from({ length: 100 }, (_, n) => [`bed-${n}.md`, doc({ title: `Bed ${n}` }, `Row ${n}.\n\n\`\`\`dart\nfinal bed = Bed(rows: ${n});\n\`\`\`\n`)]));
  const events: string[] = [];
  class Recording extends CountingExecutor {
    override highlight(blocks: FenceRequest[], setup: HighlightSetup) {
      events.push(`highlight ${blocks.length}`);
      return super.highlight(blocks, setup);
    }
  }
  const executor = new Recording();
  const { docs } = docsFrom(files);
  const onBatch = (results: unknown[]): void => void events.push(`markdown ${results.length}`);
  const recording = { for: () => executor, preloadHighlighter: () => {} } as unknown as Executors;
  const original = executor.renderMarkdown.bind(executor);
  executor.renderMarkdown = (jobs, setup, register, stageOnBatch) => original(jobs, setup, register, (results, from) => (onBatch(results), stageOnBatch?.(results, from)));
  await renderMarkdown({ entries: docs, options: OPTIONS, assets: new AssetRegistry({ siteRoot: siteRoot(), maxBytes: DEFAULT_LIMITS.assetFileBytes }), cache: await openBuildCache(siteRoot(), false), executors: recording });
  // Each batch's blocks go as soon as the batch is rendered, before the next batch is.
  const batches = events.filter((event) => event.startsWith('markdown')).length;
  t.true(batches > 1);
  t.deepEqual(events, events.flatMap((event, index) => (index % 2 === 0 ? [event, event.replace('markdown', 'highlight')] : [])));
  t.true(docs.every((entry, n) => entry.rendered?.html.includes(`<span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">${n}</span>`)), 'every page has its own block filled in');
});
