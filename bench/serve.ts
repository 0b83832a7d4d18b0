// Throughput of the preview server: `garden-site serve` against sirv-cli on the same build of this
// site. A load generator of our own (keep-alive agent, 50 requests in flight) walks 20 pages and
// the client assets round-robin, first accepting gzip and brotli as a browser does, then identity
// only. The two servers take turns round by round, so the machine's load falls on both alike;
// on a shared machine compare the ratio more than the requests per second.
//
// sirv-cli gets the same files plus `.br` and `.gz` siblings, which it sends as they are (its
// way of serving compressed responses); garden-site compresses the files it is given.
//
//   npx tsx bench/serve.ts                      5 rounds of 10,000 requests per server and encoding
//   npx tsx bench/serve.ts --rounds=3 --requests=2000
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fg from 'fast-glob';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { median } from './measure.js';
import { REPO, gardenBuild } from './targets.js';

const SIRV = path.join(REPO, 'node_modules/sirv-cli/bin.js');
const CONCURRENCY = 50;
const ROUTES = 20;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export type ServerName = 'garden-site' | 'sirv-cli';
export type EncodingMode = 'gzip, br' | 'identity';

export interface ServeThroughput {
  server: ServerName;
  mode: EncodingMode;
  rounds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ServeBench {
  urls: number;
  requestsPerRound: number;
  sirvVersion: string;
  results: ServeThroughput[];
  loadBefore: number[];
  loadAfter: number[];
}

interface Running { name: ServerName; port: number; child: ChildProcess }

export async function measureServe(options: { rounds: number; requests: number }): Promise<ServeBench> {
  const work = mkdtempSync(path.join(tmpdir(), 'garden-serve-bench-'));
  const running: Running[] = [];
  try {
    const dist = path.join(work, 'dist');
    const build = gardenBuild(REPO, dist);
    execFileSync(process.execPath, build.args, { cwd: build.cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
    const urls = pickUrls(dist);
    const sirvDist = path.join(work, 'sirv-dist');
    copyWithPrecompressed(dist, sirvDist);
    running.push(await startGarden(dist), await startSirv(sirvDist));
    const loadBefore = loadavg();
    const samples = new Map<string, Array<{ rps: number; p50: number; p99: number }>>();
    // One unmeasured round each first: files read, caches and the JIT warm.
    for (const server of running) await load(server.port, urls, BROWSER_ENCODINGS, options.requests / 2);
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? running : [...running].reverse();
      for (const mode of ['gzip, br', 'identity'] as const) {
        for (const server of order) {
          const result = await load(server.port, urls, mode === 'identity' ? 'identity' : BROWSER_ENCODINGS, options.requests);
          const key = `${server.name}|${mode}`;
          samples.set(key, [...(samples.get(key) ?? []), result]);
          process.stdout.write(`  round ${round + 1}, ${server.name}, ${mode}: ${Math.round(result.rps)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms\n`);
        }
      }
    }
    const results = [...samples].map(([key, runs]): ServeThroughput => {
      const [server, mode] = key.split('|') as [ServerName, EncodingMode];
      return { server, mode, rounds: runs.length, requestsPerSecond: median(runs.map((r) => r.rps)), p50Ms: median(runs.map((r) => r.p50)), p99Ms: median(runs.map((r) => r.p99)) };
    });
    const sirvVersion = (JSON.parse(readFileSync(path.join(REPO, 'node_modules/sirv-cli/package.json'), 'utf8')) as { version: string }).version;
    return { urls: urls.length, requestsPerRound: options.requests, sirvVersion, results, loadBefore, loadAfter: loadavg() };
  } finally {
    for (const server of running) server.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

/** 20 pages spread over the site (as clean URLs, the way its links name them) and every client asset. */
function pickUrls(dist: string): string[] {
  const pages = fg.sync('**/*.html', { cwd: dist }).filter((file) => file !== '404.html').sort();
  const step = pages.length / ROUTES;
  const chosen = Array.from({ length: Math.min(ROUTES, pages.length) }, (_, i) => pages[Math.floor(i * step)] ?? '');
  const routes = chosen.map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
  return [...routes, ...fg.sync('assets/*.{js,css}', { cwd: dist }).sort().map((file) => `/${file}`)];
}

function copyWithPrecompressed(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  for (const file of fg.sync('**/*.{html,css,js,json,svg,xml}', { cwd: to, absolute: true })) {
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

async function startGarden(dist: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(REPO, 'bin/garden-site.js'), 'serve', '--port', '0', '--root', REPO, '--out', dist], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const found = /serving .* at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`garden-site serve exited:\n${output}`)));
  });
  return { name: 'garden-site', port, child };
}

async function startSirv(dist: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [SIRV, dist, '--port', String(port), '--host', '127.0.0.1', '--quiet', '--etag'], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      await get(port, '/', 'identity');
      return { name: 'sirv-cli', port, child };
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function get(port: number, url: string, acceptEncoding: string, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, agent, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `total` requests over the URLs round-robin, 50 in flight on keep-alive connections. */
async function load(port: number, urls: readonly string[], acceptEncoding: string, total: number): Promise<{ rps: number; p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const client = async (): Promise<void> => {
    while (next < total) {
      const url = urls[next++ % urls.length] ?? '/';
      const sent = performance.now();
      const status = await get(port, url, acceptEncoding, agent);
      if (status !== 200) throw new Error(`GET ${url} on port ${port} answered ${status}`);
      latencies.push(performance.now() - sent);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: total / seconds, p50: median(sorted), p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0 };
}

/** The section of bench/RESULTS.md: both servers in each encoding, and the target (at least sirv-cli's rate) beside them. */
export function serveSection(bench: ServeBench): string[] {
  const sirv = (mode: EncodingMode): ServeThroughput | undefined => bench.results.find((r) => r.server === 'sirv-cli' && r.mode === mode);
  const rows = bench.results.map((r) => {
    const peer = sirv(r.mode);
    const ratio = r.server === 'garden-site' && peer ? (r.requestsPerSecond / peer.requestsPerSecond).toFixed(2) : '';
    const verdict = ratio === '' ? '' : Number(ratio) >= 1 ? 'within' : '**under**';
    return `| ${r.server === 'sirv-cli' ? `sirv-cli ${bench.sirvVersion}` : r.server} | ${r.mode} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${ratio} | ${verdict} |`;
  });
  return [
    '## serve: requests per second against sirv-cli',
    '',
    `bench/serve.ts serves one build of this site with \`garden-site serve\` and with sirv-cli (given \`.br\` and \`.gz\` files beside`,
    `each text file, which it sends as they are) and asks each for ${bench.urls} URLs (20 pages and the client assets) round-robin,`,
    `${CONCURRENCY} requests in flight on keep-alive connections, ${bench.requestsPerRound.toLocaleString('en-US')} requests a round; the servers take turns round by round.`,
    `Medians of ${bench.results[0]?.rounds ?? 0} rounds; load average before ${bench.loadBefore.map((n) => n.toFixed(1)).join(', ')}, after ${bench.loadAfter.map((n) => n.toFixed(1)).join(', ')}.`,
    'The load generator shares the two cores with the server, so compare the ratio more than the requests per second.',
    '',
    '| server | accepts | requests/s | p50 | p99 | ÷ sirv-cli | target (≥ 1) |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string | undefined]));
  const bench = await measureServe({ rounds: Number(flags.get('rounds') ?? 5), requests: Number(flags.get('requests') ?? 10000) });
  console.log('');
  console.log(serveSection(bench).join('\n'));
}
