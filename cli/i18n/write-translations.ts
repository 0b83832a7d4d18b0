// `garden-site write-translations --locale fr`: the locale's translation files with every message
// and label and its English words (translation-files.ts), each file there already keeping its
// translations. The locale is one of the config's (so its name and folder were checked as plain
// folder names), every file is written inside the site and never through a link, and a file
// that is not valid JSON stops the command before anything is written.
import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isFolderName } from '../config/i18n-schema.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { readCollections } from '../collections/registry.js';
import { collectContent } from '../content/collect.js';
import { siteRootOf } from '../content/inside-site.js';
import { readRegularFile } from '../content/regular-file.js';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { toSitePath } from '../routes/paths.js';
import { isWithin, realPath } from '../write/real-path.js';
import { CODE_JSON, localeFolder, parseCodeJson } from './code-json.js';
import { ENGINE_MESSAGES } from './engine-messages.js';
import { siteMessages } from './messages.js';
import { codeTranslations, docsPluginFolder, docsTranslations, docsVersionFile, footerTranslations, mergeTranslations, navbarTranslations, type TranslationFile } from './translation-files.js';

export interface WrittenFile {
  /** Site path (`i18n/fr/code.json`). */
  file: string;
  entries: number;
  added: number;
}

/** Usage: the locale asked for is not one of the site's. */
export class UnknownLocaleError extends GardenError {}

export async function writeTranslations(siteRoot: string, configFile: string | undefined, localeName: string | undefined): Promise<{ locale: string; written: WrittenFile[] }> {
  const { config } = await loadConfig(siteRoot, configFile);
  const name = localeName ?? config.i18n.defaultLocale;
  const locale = config.i18n.localeConfigs[name];
  if (!config.i18n.locales.includes(name) || !locale) {
    const hint = isFolderName(name) ? `add '${name}' to i18n.locales in the site config, or name one of those` : 'a locale is named as i18n.locales in the site config names it, like fr or pt-BR';
    throw new UnknownLocaleError(`--locale ${name} is not one of the site's locales (${config.i18n.locales.join(', ')})`, { code: 'i18n/unknown-locale', hint });
  }
  const folder = localeFolder(siteRoot, config.i18n.path, locale);
  const planned: Array<[string, TranslationFile]> = [
    [path.join(folder, CODE_JSON), codeTranslations(siteMessages(ENGINE_MESSAGES, await themeMessages(siteRoot, config)))],
    ...(await docsFiles(siteRoot, config)).map(([file, content]): [string, TranslationFile] => [path.join(folder, file), content]),
    [path.join(folder, 'docusaurus-theme-classic', 'navbar.json'), navbarTranslations(config.navbar)],
    [path.join(folder, 'docusaurus-theme-classic', 'footer.json'), footerTranslations(config.footer)],
  ];
  const refusal = (target: string, why: string): GardenError => new GardenError(`${why}: nothing was written`, { code: 'i18n/outside-site', file: toSitePath(siteRoot, target), hint: 'keep the translations in a real folder of the site (i18n.path in the site config)' });
  const folderRefused = refusedTarget(siteRoot, folder);
  if (folderRefused) throw refusal(folder, folderRefused);
  const problems: GardenError[] = [];
  const merged = planned.map(([absolute, fresh]) => {
    const file = toSitePath(siteRoot, absolute);
    const refused = refusedTarget(siteRoot, absolute);
    if (refused) {
      problems.push(refusal(absolute, refused));
      return undefined;
    }
    const existing = readExisting(absolute, file, config.limits.markdownFileBytes, problems);
    if (!existing) return undefined;
    const { file: content, added } = mergeTranslations(fresh, existing);
    return { absolute, file, content, added };
  });
  if (problems.length > 0) throw new GardenErrors(problems, `write-translations: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was written`);
  const written: WrittenFile[] = [];
  for (const entry of merged) {
    if (!entry) continue;
    writeWhole(entry.absolute, `${JSON.stringify(entry.content, null, 2)}\n`);
    written.push({ file: entry.file, entries: Object.keys(entry.content).length, added: entry.added });
  }
  return { locale: name, written };
}

/** The theme's table: the theme is loaded as a build loads it. */
async function themeMessages(siteRoot: string, config: SiteConfig) {
  await import('../render/react-env.js');
  const { loadTheme } = await import('../render/theme.js');
  const { theme } = await loadTheme(siteRoot, config.templatesDir, [], { baseUrl: config.baseUrl, staticDir: config.staticDir });
  return theme.messages;
}

/** Each docs section's and version's sidebars, read as a build reads them; a problem that would fail a build stops this too. */
async function docsFiles(siteRoot: string, config: SiteConfig): Promise<Array<[string, TranslationFile]>> {
  const collection = await collectContent(await readCollections(siteRoot, config), config, siteRoot, new Map());
  const errors = collection.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new GardenErrors(errors, 'write-translations: the docs could not be read; nothing was written');
  // Each version of each section is an instance: one file each, as Docusaurus writes them.
  return [...collection.docs.values()].map(({ instance, sidebars }) => [path.join(docsPluginFolder(instance.id), docsVersionFile(instance.version.name)), docsTranslations(instance.version, sidebars)]);
}

/** Why a file may not be written there, if it may not: outside the site, in a hidden folder, or a link. */
function refusedTarget(siteRoot: string, absolute: string): string | undefined {
  const site = siteRootOf(siteRoot);
  const real = realPath(absolute);
  if (!isWithin(real, site.realRoot)) return 'it lies outside the site';
  if (path.relative(site.realRoot, real).split(path.sep).some((part) => part.startsWith('.'))) return 'it is in a hidden folder';
  try {
    if (lstatSync(absolute).isSymbolicLink()) return 'it is a symbolic link';
  } catch {
    // Not there yet: it is made.
  }
  return undefined;
}

/** The entries of a file there already, checked as the build reads code.json; undefined when one is wrong (reported). */
function readExisting(absolute: string, file: string, maxBytes: number, problems: GardenError[]): Record<string, unknown> | undefined {
  const read = readRegularFile(absolute, maxBytes);
  if ('refused' in read) {
    if (read.refused === 'missing') return {};
    problems.push(new GardenError(read.refused === 'too-large' ? `larger than ${read.limit} bytes` : `${read.kind}, not a file`, { code: 'i18n/unreadable', file, hint: 'move it away, then write the translations again' }));
    return undefined;
  }
  const text = read.bytes.toString('utf8');
  const parsed = parseCodeJson(text, file);
  if (parsed.problems.length > 0) {
    problems.push(...parsed.problems);
    return undefined;
  }
  return JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
}

/** Written beside and renamed over: a reader (or a killed run) never sees half a file. */
function writeWhole(absolute: string, text: string): void {
  mkdirSync(path.dirname(absolute), { recursive: true });
  const temp = `${absolute}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, absolute);
  } finally {
    rmSync(temp, { force: true });
  }
}
