// `garden-site serve [--watch]`: serves the built site, rebuilding on changes when asked.
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { keepRunningOnUnhandledFailures } from '../diagnostics/fatal.js';
import { GardenError, toGardenErrors } from '../diagnostics/error.js';
import { paint, reportProblems, stderrTerminal, type Terminal } from '../diagnostics/report.js';
import { ANALYTICS_OFF_SCRIPT } from '../render/document.js';
import { builtBaseUrl } from '../serve/built-base-url.js';
import { LIVE_RELOAD_SCRIPT } from '../serve/client-script.js';
import { LiveReload } from '../serve/live-reload.js';
import { createStaticServer } from '../serve/server.js';
import { WatchBuilds } from '../serve/watch-builds.js';
import { hasOutputMarker, OUTPUT_MARKER } from '../write/output-marker.js';
import { assertOutputOfSite } from '../write/output-of-site.js';
import { buildAndReport, type BuildOutcome } from './build-command.js';

export interface ServeOptions { port?: string; host: string; out: string; config: string; root: string; watch?: boolean; open?: boolean; analytics?: boolean; force?: boolean; waitMs?: number | undefined; locale?: string | undefined }

export async function serveCommand(options: ServeOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = path.resolve(options.root);
  const outDir = path.resolve(siteRoot, options.out);
  const requestedPort = options.port === undefined ? undefined : Number(options.port);
  if (requestedPort !== undefined && !(Number.isInteger(requestedPort) && requestedPort >= 0 && requestedPort <= 65535)) {
    terminal.write(`${paint(terminal, 'red', 'error')} --port ${options.port} is not a port number\n    hint: give a whole number from 1 to 65535, or leave --port out\n`);
    return 2;
  }
  const liveReload = options.watch ? new LiveReload() : undefined;
  // A watching server is left open all day: an unexpected error in a rebuild (a bug, a file
  // vanishing mid-read) is reported and the last good build stays served, rather than exiting.
  if (liveReload) keepRunningOnUnhandledFailures();
  // A watching server keeps its last good build in memory, for quick rebuilds.
  const builds = liveReload ? new WatchBuilds({ siteRoot, outDir, configFile: options.config, force: options.force ?? false, waitMs: options.waitMs, locale: options.locale }) : undefined;
  // Taken before the first build reads anything, so a save made while it runs is built after it.
  const watchPlan = liveReload ? await (await import('../serve/start-watching.js')).planWatching(siteRoot, outDir, options.config) : undefined;
  let firstOutcome: BuildOutcome | undefined;
  if (!existsSync(outDir) || options.watch) {
    firstOutcome = await buildAndReport(options, builds && ((onProgress, onNotice) => builds.build([], { onProgress, onNotice })));
    // Nothing to serve, or a folder that is not garden-site's to build into (output-claim.ts).
    if (firstOutcome.code !== 0 && (!existsSync(outDir) || firstOutcome.problems.some((problem) => problem.code.startsWith('output/')))) return firstOutcome.code;
  } else {
    const refused = await refusedOutput(siteRoot, outDir, options);
    if (refused.length > 0) {
      reportProblems(refused, terminal);
      terminal.write(`${paint(terminal, 'red', '✖')} nothing served\n`);
      return 1;
    }
  }
  const baseUrl = builtBaseUrl(outDir);
  const server = createStaticServer({
    root: outDir,
    host: options.host,
    baseUrl,
    ...(liveReload ? { intercept: liveReload.intercept } : {}),
    // A local preview sends no page views unless asked to (--analytics).
    injectScript: (liveReload ? LIVE_RELOAD_SCRIPT : '') + (options.analytics ? '' : ANALYTICS_OFF_SCRIPT),
  });
  const port = await listen(server, options.host, requestedPort);
  if (port === undefined) {
    const which = requestedPort === undefined ? 'every port from 3000 to 3050' : `port ${requestedPort}`;
    terminal.write(`${paint(terminal, 'red', 'error')} ${which} on ${options.host} is already in use (or not allowed)\n    hint: choose another with --port, or leave --port out to take the next free one\n`);
    return 1;
  }
  if (!isLoopback(options.host)) terminal.write(`${paint(terminal, 'yellow', 'warning')} --host ${options.host} makes the preview reachable from other machines; anyone who can reach it can read the site\n`);
  let stopWatching: (() => Promise<void>) | undefined;
  if (liveReload && builds && watchPlan) {
    const { overlayMessages, startWatching } = await import('../serve/start-watching.js');
    // Started on a broken site: pages show the last good build, with the problems over it.
    if (firstOutcome && firstOutcome.code !== 0) liveReload.send({ event: 'build-error', data: { messages: overlayMessages(firstOutcome.problems) } });
    stopWatching = await startWatching({ siteRoot, outDir, options, liveReload, terminal, builds, plan: watchPlan });
  }
  // Printed once the watcher is ready, so an edit made after this line is never missed.
  // A locale other than the default one is previewed in its folder (`--locale fr`: /fr/).
  const localeFolder = options.watch && options.locale && existsSync(path.join(outDir, options.locale, '404.html')) ? `${options.locale}/` : '';
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${baseUrl()}${localeFolder}`;
  terminal.write(`serving ${path.relative(process.cwd(), outDir) || '.'} at ${paint(terminal, 'cyan', url)}${options.watch ? ' (watching for changes)' : ''}\n`);
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

/**
 * Why an existing folder may not be served: it is or holds the sources (output-guard.ts), or it
 * does not carry the marker every output has, so it may be anything (the content folder, $HOME).
 */
async function refusedOutput(siteRoot: string, outDir: string, options: ServeOptions): Promise<GardenError[]> {
  try {
    await assertOutputOfSite(siteRoot, outDir, options.config);
  } catch (error) {
    return toGardenErrors(error);
  }
  if (statSync(outDir).isDirectory() && hasOutputMarker(outDir)) return [];
  const shown = path.relative(process.cwd(), outDir) || '.';
  return [
    new GardenError(`${shown} is not a garden-site output (it has no ${OUTPUT_MARKER} file), so it is not served`, {
      code: 'serve/not-an-output',
      hint: `serve shows only what a build wrote: build first (garden-site build --out ${options.out}), or give the output folder with --out`,
    }),
  ];
}

/** Listens on the named port (0: any free one), or from 3000 upwards when none was named. */
async function listen(server: Server, host: string, requested: number | undefined): Promise<number | undefined> {
  const first = requested ?? 3000;
  const last = requested ?? first + 50;
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
