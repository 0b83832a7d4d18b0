// A Docusaurus project's docs versions, carried as they are: garden-site reads the same layout
// (versions.json, versioned_docs/version-X, versioned_sidebars/version-X-sidebars.json, each
// prefixed with the section's id but for the default section) from the new site's root, and
// the same options (collections/docs/versions.ts). What does not come along is reported: a
// version folder versions.json does not list (Docusaurus does not build it either), options
// garden-site does not have, and every version when the project turned versioning off.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { versionFiles, versionNameProblem } from '../collections/docs/versions.js';
import { isFolder } from '../config/doc-versions.js';
import type { SiteConfigInput } from '../config/schema.js';
import type { MigrationReport } from './migration-report.js';
import { bool, defined, isRecord, list, record, str, type Record_ } from './read-value.js';
import type { SitePlan } from './site-plan.js';

type DocsSectionInput = Exclude<NonNullable<SiteConfigInput['docs']>, unknown[]>;
type VersionInput = NonNullable<DocsSectionInput['versions']>[string];

/** A released version copied into the new site: its name and its docs folder there. */
export interface CopiedVersion {
  name: string;
  folder: string;
}

const VERSION_KEYS = new Set(['label', 'path', 'banner', 'badge', 'noIndex', 'className']);

/** The docs plugin's version options, as the docs section's config writes them. */
export function mapVersionOptions(options: Record_, what: string, report: MigrationReport): Partial<DocsSectionInput> {
  if (options.editCurrentVersion === true) report.add('versions', `editCurrentVersion of ${what}`, 'each version\'s "Edit this page" leads to its own file; set custom_edit_url in the front matter of versioned docs to point them at the current docs');
  const versions: Record<string, VersionInput> = {};
  for (const [name, value] of Object.entries(record(options.versions))) {
    if (!isRecord(value)) continue;
    for (const key of Object.keys(value).filter((key) => !VERSION_KEYS.has(key))) report.add('versions', `versions['${name}'].${key} of ${what}`, 'garden-site has no such version option; the version is built without it');
    const banner = str(value.banner);
    versions[name] = defined({
      label: str(value.label),
      path: str(value.path),
      banner: banner === 'none' || banner === 'unreleased' || banner === 'unmaintained' ? banner : undefined,
      badge: bool(value.badge),
      noIndex: bool(value.noIndex),
      className: str(value.className),
    });
  }
  const only = list(options.onlyIncludeVersions).filter((name): name is string => typeof name === 'string');
  return defined({
    lastVersion: str(options.lastVersion),
    onlyIncludeVersions: only.length > 0 ? only : undefined,
    includeCurrentVersion: bool(options.includeCurrentVersion),
    versions: Object.keys(versions).length > 0 ? versions : undefined,
  });
}

/**
 * Plans the copy of a docs section's versions (its plugin's id, and false for `disableVersioning`) to the same
 * places in the new site; returns the versions copied. With `disableVersioning`, nothing is
 * copied and each version is reported.
 */
export async function planVersions(projectRoot: string, source: { id: string; versioning: boolean }, plan: SitePlan, report: MigrationReport): Promise<CopiedVersion[]> {
  const sectionId = source.id;
  const files = versionFiles(sectionId);
  const listFile = path.join(projectRoot, files.list);
  const listed = existsSync(listFile) ? parseList(readFileSync(listFile, 'utf8')) : [];
  const docsRoot = path.join(projectRoot, path.dirname(files.docs('x')));
  const folders = isFolder(docsRoot) ? readdirSync(docsRoot).filter((name) => name.startsWith('version-') && isFolder(path.join(docsRoot, name))).map((name) => name.slice('version-'.length)) : [];
  if (!source.versioning) {
    for (const name of [...new Set([...listed, ...folders])]) report.add('versions', `docs version ${name} (${files.docs(name)})`, 'the project sets disableVersioning, so only the current docs were copied, as Docusaurus builds only them; remove disableVersioning and copy the version folders to build them');
    return [];
  }
  if (existsSync(listFile)) plan.copy(listFile, files.list);
  const copied: CopiedVersion[] = [];
  for (const name of listed) {
    const folder = files.docs(name);
    // versions.json keeps listing it: the build says what is wrong at its line, with what to do.
    const wrong = versionNameProblem(name) ?? (isFolder(path.join(projectRoot, folder)) ? undefined : `has no folder ${folder}`);
    if (wrong !== undefined) {
      report.add('versions', `docs version ${name} in ${files.list}`, `it ${wrong.replace(/^is /, 'is ')}: the build stops at its line in ${files.list} until it is fixed or removed`);
      continue;
    }
    await plan.copyFolder(path.join(projectRoot, folder), folder, (file) => !file.split('/').includes('node_modules'));
    const sidebars = path.join(projectRoot, files.sidebars(name));
    if (existsSync(sidebars)) plan.copy(sidebars, files.sidebars(name));
    copied.push({ name, folder });
  }
  for (const name of folders.filter((name) => !listed.includes(name))) {
    report.add('versions', `docs folder ${files.docs(name)}`, `${files.list} does not list version ${name}, so Docusaurus did not build it and it was not copied; add it to ${files.list} and copy the folder to build it`);
  }
  return copied;
}

function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
