// Edit-to-visible latency of `garden-site serve --watch`: spawns the compiled CLI on a copy of a
// site, listens on the live-reload channel as a browser does, edits one doc N times and times
// each edit from the write to the moment the page's new content can be fetched (the reload
// event, then a GET of the page that shows the edit). Also reads the server's RSS before the
// first edit and after the last, so a long run (--edits=500) shows whether memory stays flat.
//
//   npx tsx bench/watch-latency.ts                       this site, 30 edits
//   npx tsx bench/watch-latency.ts --size=4000           a generated 4,000-file corpus
//   npx tsx bench/watch-latency.ts --edits=500           500 rebuilds, for the memory figure
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { median } from './measure.js';
import { REPO } from './targets.js';

/** The 4,000-file corpus's memory budget: the server's RSS after this many edits, at most WATCH_MEMORY_BUDGET_MB. */
export const WATCH_MEMORY_EDITS = 100;
export const WATCH_MEMORY_BUDGET_MB = 1200;

export interface WatchLatency {
  name: string;
  edits: number;
  p50Ms: number;
  p90Ms: number;
  rssStartMb: number;
  rssEndMb: number;
}

interface Site { name: string; root: string; doc: string; url: string }

/** A throw-away copy of this site, or a generated corpus; the doc edited and the page that shows it. */
export function prepareSite(size: number): Site {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-watch-'));
  if (size > 0) {
    generateCorpus(root, corpusOfSize(size));
    return { name: `${size.toLocaleString('en-US')} files`, root, doc: 'content/docs/beds-1/leek-11/index.md', url: '/docs/beds-1/leek-11' };
  }
  for (const entry of ['content', 'templates', 'site.config.ts']) cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  return { name: 'this site', root, doc: 'content/docs/user-guide/badges.md', url: '/docs/user-guide/badges' };
}

export async function measureWatchLatency(site: Site, edits: number): Promise<WatchLatency> {
  const child = spawn(process.execPath, [path.join(REPO, 'bin/garden-site.js'), 'serve', '--watch', '--port', '0'], { cwd: site.root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let reloads: ReturnType<typeof listen> | undefined;
  try {
    const port = await until(() => Number(/serving .* at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1]) || undefined, 600_000, () => output);
    reloads = listen(port);
    await reloads.connected;
    const file = path.join(site.root, site.doc);
    const original = readFileSync(file, 'utf8');
    const rssStart = rssMb(child.pid);
    const times: number[] = [];
    for (let edit = 0; edit < edits; edit++) {
      const marker = `watch-latency-probe-${edit}-${Date.now().toString(36)}`;
      const mark = output.length;
      const started = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      // Each reload, fetch the page as the browser would; done when it shows this edit.
      for (;;) {
        await reloads.next(120_000, () => output);
        if ((await fetchText(port, site.url)).includes(marker)) break;
      }
      times.push(performance.now() - started);
      // The build goes on after the reload (the search index): each edit starts on an idle server.
      await until(() => (/✔ built|✖ build failed/.test(output.slice(mark)) ? true : undefined), 600_000, () => output);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { name: site.name, edits, p50Ms: median(times), p90Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0, rssStartMb: rssStart, rssEndMb: rssMb(child.pid) };
  } finally {
    reloads?.close();
    child.kill('SIGTERM');
    // A server that does not stop must not outlive the measurement.
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
  }
}

/** The live-reload channel: `next()` resolves at the next reload event. */
function listen(port: number): { connected: Promise<void>; next: (timeoutMs: number, context: () => string) => Promise<void>; close: () => void } {
  let waiting: (() => void) | undefined;
  let pending = 0;
  let onConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const request = get({ host: '127.0.0.1', port, path: '/__garden/events' }, (response) => {
    let buffer = '';
    response.on('data', (chunk: Buffer) => {
      // The server's first message: from here on, reloads reach this listener.
      onConnected();
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: reload$/m.test(message)) continue;
        if (waiting) waiting();
        else pending++;
      }
    });
  }).on('error', () => {});
  return {
    connected,
    close: () => request.destroy(),
    next: (timeoutMs, context) => {
      if (pending > 0) {
        pending--;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reload within ${timeoutMs} ms:\n${context().slice(-2000)}`)), timeoutMs);
        waiting = () => {
          clearTimeout(timer);
          waiting = undefined;
          resolve();
        };
      });
    },
  };
}

function fetchText(port: number, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

async function until<T>(value: () => T | undefined, timeoutMs: number, context: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = value();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out:\n${context().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export function formatLatency(result: WatchLatency): string {
  return `${result.name}: ${result.edits} edits, p50 ${result.p50Ms.toFixed(0)} ms, p90 ${result.p90Ms.toFixed(0)} ms; server RSS ${result.rssStartMb} MB before the first edit, ${result.rssEndMb} MB after the last`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
  const site = prepareSite(Number(flags.get('size') ?? 0));
  try {
    console.log(formatLatency(await measureWatchLatency(site, Number(flags.get('edits') ?? 30))));
  } finally {
    rmSync(site.root, { recursive: true, force: true });
  }
}
