// `garden-site serve [--watch]`: serves the built site, rebuilding on changes when asked.
import { existsSync } from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { paint, stderrTerminal } from '../diagnostics/report.js';
import { ANALYTICS_OFF_SCRIPT } from '../render/document.js';
import { LiveReload, RELOAD_SCRIPT } from '../serve/live-reload.js';
import { createStaticServer } from '../serve/server.js';
import { buildCommand } from './build-command.js';

export interface ServeOptions { port?: string; host: string; out: string; config: string; root: string; watch?: boolean; open?: boolean; analytics?: boolean }

export async function serveCommand(options: ServeOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = path.resolve(options.root);
  const outDir = path.resolve(siteRoot, options.out);
  if (!existsSync(outDir) || options.watch) {
    const code = await buildCommand({ out: options.out, config: options.config, root: options.root });
    if (code !== 0 && !existsSync(outDir)) return code;
  }
  const liveReload = options.watch ? new LiveReload() : undefined;
  const server = createStaticServer({
    root: outDir,
    host: options.host,
    ...(liveReload ? { intercept: liveReload.intercept } : {}),
    // A local preview sends no page views unless asked to (--analytics).
    injectScript: (liveReload ? RELOAD_SCRIPT : '') + (options.analytics ? '' : ANALYTICS_OFF_SCRIPT),
  });
  const port = await listen(server, options.host, options.port);
  if (port === undefined) {
    terminal.write(`${paint(terminal, 'red', 'error')} port ${options.port} on ${options.host} is already in use\n    hint: choose another with --port, or leave --port out to take the next free one\n`);
    return 1;
  }
  if (!isLoopback(options.host)) terminal.write(`${paint(terminal, 'yellow', 'warning')} --host ${options.host} makes the preview reachable from other machines\n`);
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  terminal.write(`serving ${path.relative(process.cwd(), outDir) || '.'} at ${paint(terminal, 'cyan', url)}${options.watch ? ' (watching for changes)' : ''}\n`);
  let stopWatching: (() => Promise<void>) | undefined;
  if (liveReload) {
    const { watchSite } = await import('../serve/watch.js');
    stopWatching = await watchSite({ siteRoot, outDir, options, onRebuilt: () => liveReload.send('reload') });
  }
  if (options.open) {
    const { spawn } = await import('node:child_process');
    spawn(process.platform === 'darwin' ? 'open' : 'xdg-open', [url], { stdio: 'ignore', detached: true }).on('error', () => {}).unref();
  }
  await new Promise<void>((resolve) => {
    // The watcher and open keep-alive or event-stream connections would keep the process alive.
    const stop = (): void => {
      liveReload?.close();
      void stopWatching?.();
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

/** Listens on the named port, or from 3000 upwards when none was named. */
async function listen(server: Server, host: string, requested: string | undefined): Promise<number | undefined> {
  const first = requested ? Number(requested) : 3000;
  const last = requested ? first : first + 50;
  for (let port = first; port <= last; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = (): void => resolve(false);
      server.once('error', onError);
      server.listen(port, host, () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) {
      const address = server.address();
      return typeof address === 'object' && address ? address.port : port;
    }
  }
  return undefined;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
