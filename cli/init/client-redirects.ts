// `@docusaurus/plugin-client-redirects` → `redirects` in site.config.ts. Its `redirects` list
// carries as it is; `createRedirects` is called, as the plugin calls it, with each address of the
// new site, and carries when it only maps addresses to addresses. What cannot carry is reported.
import type { SiteConfigInput } from '../config/schema.js';
import { callFromProject } from './docusaurus-config.js';
import type { MigrationReport } from './migration-report.js';
import { isRecord, list, str, type Record_ } from './read-value.js';

type RedirectInput = NonNullable<SiteConfigInput['redirects']>[number];

const PLUGIN = '@docusaurus/plugin-client-redirects';

export function mapClientRedirects(options: Record_, existingRoutes: string[], projectRoot: string, baseUrl: string, report: MigrationReport): RedirectInput[] {
  const redirects: RedirectInput[] = [];
  const route = (value: string) => withoutBase(value, baseUrl);
  for (const [index, entry] of list(options.redirects).entries()) {
    const to = isRecord(entry) ? str(entry.to) : undefined;
    const from = isRecord(entry) ? [entry.from].flat().filter((path): path is string => typeof path === 'string' && path.startsWith('/')) : [];
    if (to === undefined || !isTarget(to) || from.length === 0) {
      report.add('config', `${PLUGIN} redirects[${index}]`, `it is not a redirect garden-site can write (from: paths starting with /, to: a path or an http(s) URL): ${JSON.stringify(entry)}; add it to redirects in site.config.ts by hand`);
      continue;
    }
    redirects.push({ from: from.length === 1 ? from[0]! : from, to });
  }
  if (typeof options.createRedirects === 'function') {
    const created = createdRedirects(options.createRedirects as (path: string) => unknown, existingRoutes.map((existing) => withBase(existing, baseUrl)), projectRoot);
    if ('problem' in created) report.add('config', `${PLUGIN} createRedirects`, `${created.problem}; list the redirects it made in redirects in site.config.ts by hand`);
    else redirects.push(...created.redirects.map(({ from, to }) => ({ from: from.length === 1 ? route(from[0]!) : from.map(route), to: route(to) }) as RedirectInput));
  }
  for (const option of ['fromExtensions', 'toExtensions'] as const) {
    if (list(options[option]).length) report.add('config', `${PLUGIN} ${option}`, 'garden-site writes pages without extensions; add a redirect for each address with an extension that is still linked from elsewhere');
  }
  return redirects;
}

/** The redirects `createRedirects` gives for each route, or why it cannot be carried. */
function createdRedirects(create: (path: string) => unknown, routes: string[], projectRoot: string): { redirects: Array<{ from: string[]; to: string }> } | { problem: string } {
  const redirects: Array<{ from: string[]; to: string }> = [];
  for (const to of routes) {
    let result: unknown;
    try {
      result = callFromProject(projectRoot, () => create(to));
    } catch (error) {
      return { problem: `it threw for ${to}: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (result === undefined || result === null) continue;
    const from = [result].flat();
    if (!from.every((path): path is string => typeof path === 'string' && path.startsWith('/'))) return { problem: `for ${to} it gave ${JSON.stringify(result)}, not paths starting with /` };
    const distinct = from.filter((path) => path !== to);
    if (distinct.length) redirects.push({ from: distinct, to });
  }
  return { redirects };
}

function isTarget(to: string): boolean {
  return to.startsWith('/') || /^https?:\/\/[^/]/i.test(to);
}

function withBase(route: string, baseUrl: string): string {
  return baseUrl === '/' ? route : `${baseUrl.replace(/\/$/, '')}${route}`;
}

/** The plugin works with full paths (with the site's baseUrl); garden-site's redirects are routes. */
function withoutBase(path: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path;
}
