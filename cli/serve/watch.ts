// Watches content, templates, config and static files; rebuilds through the same build
// command (which keeps the previous output whole on failure) and reloads browsers.
import { watch } from 'chokidar';
import path from 'node:path';
import { buildCommand } from '../commands/build-command.js';
import type { ServeOptions } from '../commands/serve.js';

export interface WatchInput {
  siteRoot: string;
  outDir: string;
  options: ServeOptions;
  onRebuilt: () => void;
}

/** Starts watching; resolves, once the watcher is ready, to a function that stops it. */
export async function watchSite(input: WatchInput): Promise<() => Promise<void>> {
  const watched = ['content', 'templates', input.options.config].map((entry) => path.resolve(input.siteRoot, entry));
  const watcher = watch(watched, {
    ignoreInitial: true,
    ignored: (file) => file.startsWith(input.outDir) || /node_modules|\.garden-cache|(^|[/\\])\.[^/\\]/.test(path.relative(input.siteRoot, file)),
    awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
  });
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const rebuild = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const code = await buildCommand({ out: input.options.out, config: input.options.config, root: input.options.root });
      if (code === 0) input.onRebuilt();
    } finally {
      running = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 50);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}
