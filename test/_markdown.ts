// Test helpers: one renderer shared by every test in a file (creating shiki is the slow
// part), whose code blocks are highlighted and filled in after rendering as the build does,
// and a page env backed by a small fake site.
import path from 'node:path';
import { fillFences } from '../cli/markdown/fences.js';
import { ENGLISH_MARKDOWN_WORDS } from '../cli/i18n/engine-messages.js';
import { createCodeHighlighter } from '../cli/markdown/highlighter.js';
import { createMarkdownRenderer } from '../cli/markdown/renderer.js';
import type { MarkdownEnv, MarkdownOptions, MarkdownRenderer, RenderedMarkdown } from '../cli/markdown/types.js';

export const SITE = path.resolve('/site');

/** Markdown files that exist in the fake site, by path relative to the site root, with their routes. */
const PAGES = new Map([
  ['content/docs/garden/beds.md', '/docs/garden/beds'],
  ['content/docs/garden/soil.md', '/docs/garden/soil'],
  ['content/docs/home/team.md', '/docs/home/team'],
  ['content/docs/home/welcome.mdx', '/docs/home/welcome'],
]);
/** Images that exist in the fake site. */
const ASSETS = new Set(['content/docs/garden/img/bed.png', 'content/docs/garden/diagram.svg', 'content/docs/shared/logo.png']);

let shared: Promise<MarkdownRenderer> | undefined;

export function renderer(): Promise<MarkdownRenderer> {
  shared ??= highlightingRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: ['dart', 'ts', 'python'] });
  return shared;
}

/** A renderer whose HTML has its code blocks highlighted, each block's placeholder filled in. */
export async function highlightingRenderer(options: MarkdownOptions): Promise<MarkdownRenderer> {
  const [markdown, highlighter] = await Promise.all([createMarkdownRenderer(options), createCodeHighlighter(options)]);
  return {
    render(source, env) {
      const rendered = markdown.render(source, env);
      const blocks = new Map((rendered.fences ?? []).map((fence) => [fence.key, highlighter.renderFence(fence.content, fence.info)]));
      const words = options.words ?? ENGLISH_MARKDOWN_WORDS;
      const excerptHtml = rendered.excerptHtml === undefined ? undefined : fillFences(rendered.excerptHtml, blocks, words);
      return { ...rendered, html: fillFences(rendered.html, blocks, words), excerptHtml };
    },
  };
}

export interface FakePage extends MarkdownEnv {
  /** Absolute paths passed to registerAsset, in order. */
  registered: string[];
}

export function page(overrides: Partial<MarkdownEnv> = {}): FakePage {
  const registered: string[] = [];
  const sourcePath = overrides.sourcePath ?? 'content/docs/garden/beds.md';
  return {
    sourcePath,
    absolutePath: path.join(SITE, sourcePath),
    contentRoot: path.join(SITE, 'content/docs'),
    lineOffset: 0,
    resolveMarkdownLink: (file) => PAGES.get(path.relative(SITE, file).split(path.sep).join('/')),
    registerAsset: (file) => {
      registered.push(file);
      const relative = path.relative(SITE, file).split(path.sep).join('/');
      return ASSETS.has(relative) ? { url: `/assets/${path.basename(file, path.extname(file))}.1a2b3c${path.extname(file)}` } : { refused: 'missing' };
    },
    ...overrides,
    registered,
  };
}

export async function render(source: string, overrides: Partial<MarkdownEnv> = {}): Promise<RenderedMarkdown> {
  return (await renderer()).render(source, page(overrides));
}

/** Problems as `code@line` strings, easy to compare in assertions. */
export function problemList(result: RenderedMarkdown): string[] {
  return result.problems.map((problem) => `${problem.code}@${problem.line}`);
}

/** Joins lines so test sources read like the markdown files they stand for. */
export function md(...lines: string[]): string {
  return lines.join('\n') + '\n';
}
