// `garden-site check-links [DIR]`: crawls a built site served on 127.0.0.1 and reports broken
// links grouped by page; exit 1 when any is broken. Internal links always; links to other
// sites with --external, with the concurrency, timeout, retries and skip list of the site's
// `linkCheck` config (when a site config is found).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crawlSite, escapeRegExp } from '../check/crawl.js';
import { formatReport, reportJson } from '../check/report.js';
import { CONFIG_FILE_NAMES, loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { siteBaseUrl, siteLocales } from '../i18n/locales.js';
import { toGardenErrors } from '../diagnostics/error.js';
import { paint, reportProblems, stderrTerminal } from '../diagnostics/report.js';

export interface CheckLinksOptions {
  external?: boolean;
  json?: boolean;
  /** Overrides `linkCheck.concurrency`. */
  concurrency?: string;
  /** The site config to take `linkCheck` and `baseUrl` from; site.config.ts in the current folder when present. */
  config?: string;
}

export async function checkLinksCommand(dir: string, options: CheckLinksOptions): Promise<number> {
  const terminal = stderrTerminal();
  const root = path.resolve(dir);
  if (!existsSync(root)) {
    terminal.write(`${paint(terminal, 'red', 'error')} ${dir} does not exist\n    hint: run garden-site build first, or name the built folder: garden-site check-links path/to/dist\n`);
    return 1;
  }
  let config: SiteConfig | undefined;
  try {
    config = await siteConfig(options.config);
  } catch (error) {
    reportProblems(toGardenErrors(error), terminal);
    return 1;
  }
  const linkCheck = config?.linkCheck;
  const report = await crawlSite({
    root,
    external: Boolean(options.external),
    concurrency: Number(options.concurrency) || linkCheck?.concurrency || 50,
    timeout: linkCheck?.timeout ?? 10_000,
    retries: linkCheck?.retries ?? 2,
    skip: [...(linkCheck?.skip ?? []).map((pattern) => new RegExp(pattern)), ...(config ? unbuiltLocales(config, root) : [])],
    baseUrl: config?.baseUrl ?? '/',
    siteUrl: config?.url,
  });
  if (options.json) process.stdout.write(reportJson(report));
  else terminal.write(formatReport(report, terminal));
  return report.broken.length ? 1 : 0;
}

/**
 * Links into a locale of the site whose folder the output does not hold (a build of some
 * locales only, or from before locales were built): that locale's pages are not this output's
 * to check. A locale that was built is crawled like any page.
 */
function unbuiltLocales(config: SiteConfig, root: string): RegExp[] {
  const siteBase = siteBaseUrl(config);
  return siteLocales(config)
    .filter((locale) => locale.name !== config.i18n.defaultLocale && !existsSync(path.join(root, locale.name)))
    .map((locale) => new RegExp(`^(?:${escapeRegExp(siteBase.slice(0, -1))})?/${escapeRegExp(locale.name)}(?:[/?#]|$)`));
}

/** The config named by --config, else one in the current folder, else none (a bare dist can be checked too). */
async function siteConfig(configFile: string | undefined): Promise<SiteConfig | undefined> {
  const cwd = process.cwd();
  if (configFile === undefined && !CONFIG_FILE_NAMES.some((name) => existsSync(path.join(cwd, name)))) return undefined;
  return (await loadConfig(cwd, configFile)).config;
}
