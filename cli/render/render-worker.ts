// A render worker (see workers.ts): handles one message at a time, in the order they came,
// and loads markdown-it, shiki, React and the theme only when a task first needs them.
import './react-env.js';
import { parentPort } from 'node:worker_threads';
import type { AssetLookup, MarkdownRenderer } from '../markdown/types.js';
import type { CodeHighlighter } from '../markdown/highlighter.js';
import type { HighlightSetup, ThemeSource } from './executor.js';
import type { RenderContext } from './render-route.js';
import type { LoadedTheme } from './theme.js';
import type { PageOutput } from './page-output.js';
import { pageInterner } from './page-interner.js';
import { toPlainFailure } from './transfer.js';
import type { WorkerReply, WorkerRequest } from './workers.js';

type Message = WorkerRequest & { id: number };

let markdown: { renderer: Promise<MarkdownRenderer>; routeByFile: Map<string, string>; registerAsset: (file: string) => AssetLookup } | undefined;
let highlighter: { key: string; created: Promise<CodeHighlighter> } | undefined;
let theme: Promise<LoadedTheme> | undefined;
let pages: Promise<{ context: RenderContext; output: PageOutput }> | undefined;

async function handle(message: Message): Promise<unknown> {
  switch (message.type) {
    case 'setup-markdown': {
      const [{ createMarkdownRenderer }, { AssetRegistry }] = await Promise.all([import('../markdown/renderer.js'), import('../write/assets.js')]);
      const assets = new AssetRegistry(message.setup.assets);
      const renderer = createMarkdownRenderer(message.setup.options);
      markdown = { renderer, routeByFile: new Map(message.setup.routeByFile), registerAsset: (file) => assets.register(file) };
      await markdown.renderer;
      return null;
    }
    case 'markdown': {
      if (!markdown) throw new Error('markdown task before setup');
      const { renderMarkdownJob } = await import('./markdown-job.js');
      const renderer = await markdown.renderer;
      const { routeByFile, registerAsset } = markdown;
      return message.jobs.map((job) => renderMarkdownJob(renderer, job, (file) => routeByFile.get(file), registerAsset));
    }
    case 'warm-highlighter':
      void import('../markdown/highlighter.js').then(({ warmUpHighlighting }) => warmUpHighlighting()).catch(() => {}); // a failure shows when highlighting
      return null;
    case 'load-highlighter':
      void highlighterFor(message.setup).catch(() => {}); // reported by the highlight task
      return null;
    case 'highlight': {
      const highlighter = await highlighterFor(message.setup);
      return message.blocks.map((block) => [block.key, highlighter.renderFence(block.content, block.info)]);
    }
    case 'load-theme':
      // Not awaited: markdown tasks queued behind this message run while the theme loads.
      theme = loadWorkerTheme(message.source);
      theme.catch(() => {}); // reported by the pages tasks that wait for it
      return null;
    case 'setup-pages': {
      const { config, assets, headLinks, writeTo, reuseFrom, searchShares } = message.setup;
      const output = { writeTo, reuseFrom, ...(searchShares === undefined ? {} : { searchShares }) };
      pages = (theme ??= loadWorkerTheme(message.setup)).then((loaded) => ({ context: { config, theme: loaded, assets, headLinks }, output }));
      await pages;
      return null;
    }
    case 'pages': {
      if (!pages) throw new Error('pages task before setup');
      const { renderPage } = await import('./page-output.js');
      const { context, output } = await pages;
      // Shared here too: the message to the main thread then carries each repeated link and term
      // of the batch once, where it carried the sidebar's links once per page.
      const intern = pageInterner();
      return message.routes.map((route) => {
        const page = renderPage(route, context, output);
        intern(page);
        return page;
      });
    }
  }
}

/** One highlighter per setup, kept for the build: created while the main thread renders markdown. */
function highlighterFor(setup: HighlightSetup): Promise<CodeHighlighter> {
  const key = JSON.stringify(setup);
  if (highlighter?.key !== key) highlighter = { key, created: import('../markdown/highlighter.js').then(({ createCodeHighlighter }) => createCodeHighlighter(setup)) };
  return highlighter.created;
}

async function loadWorkerTheme(source: ThemeSource): Promise<LoadedTheme> {
  const [{ loadTheme }] = await Promise.all([import('./theme.js'), import('./page-output.js')]);
  return loadTheme(source.siteRoot, source.templatesDir, source.pageFiles);
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: Message) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = { id: message.id, ok: true, result: await handle(message) };
    } catch (error) {
      reply = { id: message.id, ok: false, failure: toPlainFailure(error) };
    }
    port.postMessage(reply);
  });
});
