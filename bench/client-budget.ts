// What a page costs the browser before it is interactive, on a built site: the JavaScript it
// loads up front (entry scripts, the chunks they import statically, inline head scripts) and
// its CSS, gzip-compressed at level 6 (the zlib default most servers and CDNs are close to).
// Chunks loaded with import() are listed apart: pages pay for them only when they use them.
//
//   node bin/garden-site.js build --out /tmp/site && npx tsx bench/client-budget.ts /tmp/site
//
// Exits 1 when a page goes over the budget (12 KB of JS, 25 KB of CSS).
import fg from 'fast-glob';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 12 * 1024, css: 25 * 1024 };

const dist = path.resolve(process.argv[2] ?? 'dist');
if (!existsSync(path.join(dist, 'index.html')) && !existsSync(path.join(dist, '404.html'))) {
  console.error(`no built site in ${dist}: build first (node bin/garden-site.js build --out ${process.argv[2] ?? 'dist'})`);
  process.exit(2);
}

const gzipped = new Map<string, number>();
const gzipSize = (key: string, text: string | Buffer): number => {
  let size = gzipped.get(key);
  if (size === undefined) gzipped.set(key, (size = gzipSync(text, { level: 6 }).length));
  return size;
};
const fileOf = (url: string): string => path.join(dist, decodeURI(url.split(/[?#]/)[0] ?? url));

/** A script and everything it imports statically, transitively (`import()` is not followed). */
function staticClosure(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url) || !existsSync(fileOf(url))) return seen;
  seen.add(url);
  const code = readFileSync(fileOf(url), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
    staticClosure(new URL(match[1] as string, `http://site${url}`).pathname, seen);
  }
  return seen;
}

const attributes = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

interface PageCost { page: string; js: number; css: number; inline: number; scripts: string[]; styles: string[] }

const pages = (await fg('**/*.html', { cwd: dist })).sort();
const costs: PageCost[] = pages.map((page) => {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const tags = [...head.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const scripts = new Set<string>();
  for (const tag of tags) {
    const src = tag.startsWith('<script') ? attributes(tag, 'src') : attributes(tag, 'rel') === 'modulepreload' ? attributes(tag, 'href') : undefined;
    if (src) for (const url of staticClosure(src)) scripts.add(url);
  }
  const styles = tags.filter((tag) => attributes(tag, 'rel') === 'stylesheet').map((tag) => attributes(tag, 'href') ?? '');
  const inlineCode = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('\n');
  const inline = inlineCode ? gzipSize(`inline:${inlineCode}`, inlineCode) : 0;
  const sizeOf = (url: string): number => (existsSync(fileOf(url)) ? gzipSize(url, readFileSync(fileOf(url))) : 0);
  const js = [...scripts].reduce((sum, url) => sum + sizeOf(url), 0) + inline;
  const css = styles.reduce((sum, url) => sum + sizeOf(url), 0);
  return { page, js, css, inline, scripts: [...scripts], styles };
});

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const worst = (key: 'js' | 'css'): PageCost => costs.reduce((a, b) => (b[key] > a[key] ? b : a));
const maxJs = worst('js');
const maxCss = worst('css');
const upFront = new Set(costs.flatMap((cost) => cost.scripts));
const onDemand = (await fg('assets/**/*.js', { cwd: dist })).map((file) => `/${file}`).filter((url) => !upFront.has(url));
const ok = (bytes: number, budget: number): string => (bytes <= budget ? 'within' : 'OVER');

const shown = path.relative(process.cwd(), dist);
console.log(`client budget of ${shown.startsWith('..') ? dist : shown || '.'}: ${costs.length} pages, gzip level 6\n`);
console.log(`  up-front JS  ${kb(maxJs.js).padStart(8)}  (largest, ${maxJs.page}; inline head scripts ${kb(maxJs.inline)})  ${ok(maxJs.js, BUDGET.js)} the ${kb(BUDGET.js)} budget`);
for (const url of maxJs.scripts) console.log(`                ${kb(gzipSize(url, readFileSync(fileOf(url)))).padStart(8)}  ${url}`);
console.log(`  CSS          ${kb(maxCss.css).padStart(8)}  (largest, ${maxCss.page})  ${ok(maxCss.css, BUDGET.css)} the ${kb(BUDGET.css)} budget`);
for (const url of maxCss.styles) console.log(`                ${kb(gzipSize(url, readFileSync(fileOf(url)))).padStart(8)}  ${url}`);
console.log('  on demand (import(), loaded by the pages that need them)');
for (const url of onDemand) console.log(`                ${kb(gzipSize(url, readFileSync(fileOf(url)))).padStart(8)}  ${url}`);
if (maxJs.js > BUDGET.js || maxCss.css > BUDGET.css) process.exitCode = 1;
