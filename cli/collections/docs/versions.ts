// Versions of a docs section, by Docusaurus's rules. The section's folder holds the current
// (unreleased) docs; each released version, listed newest first in `versions.json`, is a frozen
// copy with its own folder and sidebars file. One version, the last released unless
// `lastVersion` says otherwise, is served at the section's route (`/docs/...`); the current docs
// at `/docs/next/...`, the others at `/docs/<name>/...`. Each version is built as a docs
// instance of its own (kind.ts): the docs collector never knows which version it reads.
import { joinRoute } from '../../routes/paths.js';

export const CURRENT_VERSION = 'current';

export type VersionBanner = 'unreleased' | 'unmaintained';

/** A version as it is built. */
export interface DocVersion {
  /** `current`, or its name in versions.json. */
  name: string;
  label: string;
  /** The routes of its docs start here: the section's routeBasePath, then the version's path. */
  routeBasePath: string;
  /** Its docs folder and sidebars file, from the site root. */
  path: string;
  sidebarPath: string;
  banner: VersionBanner | undefined;
  badge: boolean;
  /** Kept out of the sitemap, and its pages ask search engines to stay away. */
  noIndex: boolean;
  className: string | undefined;
  /** The version served at the section's own route. */
  isLast: boolean;
}

/** What a docs section's config says about its versions (schema.ts). */
export interface VersionOptions {
  id: string;
  path: string;
  sidebarPath: string;
  routeBasePath: string;
  lastVersion?: string | undefined;
  onlyIncludeVersions?: string[] | undefined;
  includeCurrentVersion: boolean;
  versions: Record<string, { label?: string | undefined; path?: string | undefined; banner?: 'none' | VersionBanner | undefined; badge?: boolean | undefined; noIndex?: boolean | undefined; className?: string | undefined }>;
}

/** A problem with a version option, at its key under the section in the config. */
export interface VersionProblem {
  key: PropertyKey[];
  message: string;
  hint: string;
}

/** Where a section's versions are written, as Docusaurus names them: a section other than `default` prefixes its id. */
export function versionFiles(sectionId: string): { list: string; docs: (name: string) => string; sidebars: (name: string) => string } {
  const prefix = sectionId === 'default' ? '' : `${sectionId}_`;
  return {
    list: `${prefix}versions.json`,
    docs: (name) => `${prefix}versioned_docs/version-${name}`,
    sidebars: (name) => `${prefix}versioned_sidebars/version-${name}-sidebars.json`,
  };
}

/**
 * Why a version name cannot be used, or undefined: it becomes a folder name and a URL segment,
 * so no separators, no `..`, no spaces, nothing hidden.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name === '') return 'is empty';
  if (name === CURRENT_VERSION) return `'${CURRENT_VERSION}' names the unreleased docs`;
  if (name.startsWith('.')) return 'starts with a dot';
  if (!/^[\w.+-]+$/.test(name)) return 'holds characters other than letters, digits, ., _, + and -';
  return undefined;
}

/**
 * The versions a section builds, newest first (current, then versions.json's order), from its
 * options and the released names; problems with the options are returned, and the option set
 * aside, so a build goes on.
 */
export function docVersions(section: VersionOptions, released: readonly string[]): { versions: DocVersion[]; problems: VersionProblem[] } {
  const problems: VersionProblem[] = [];
  const files = versionFiles(section.id);
  const all = [...(section.includeCurrentVersion || released.length === 0 ? [CURRENT_VERSION] : []), ...released];
  if (!section.includeCurrentVersion && released.length === 0) {
    problems.push({ key: ['includeCurrentVersion'], message: 'no version left to build', hint: `${files.list} lists no released version: set includeCurrentVersion to true, or run garden-site docs:version <name>` });
  }
  const known = (name: string) => all.includes(name);
  const listHint = `the versions are ${all.map((name) => `'${name}'`).join(', ')} (${files.list}, and '${CURRENT_VERSION}' for ${section.path})`;
  for (const name of Object.keys(section.versions)) {
    if (!known(name)) problems.push({ key: ['versions', name], message: `unknown version '${name}'`, hint: listHint });
  }
  let last = released[0] ?? CURRENT_VERSION;
  if (section.lastVersion !== undefined) {
    if (known(section.lastVersion)) last = section.lastVersion;
    else problems.push({ key: ['lastVersion'], message: `unknown version '${section.lastVersion}'`, hint: listHint });
  }
  let included = all;
  if (section.onlyIncludeVersions) {
    const unknown = section.onlyIncludeVersions.filter((name) => !known(name));
    unknown.forEach((name) => problems.push({ key: ['onlyIncludeVersions', section.onlyIncludeVersions!.indexOf(name)], message: `unknown version '${name}'`, hint: listHint }));
    const kept = all.filter((name) => section.onlyIncludeVersions!.includes(name));
    if (kept.length > 0 && !kept.includes(last)) {
      problems.push({ key: ['onlyIncludeVersions'], message: `leaves out the last version '${last}'`, hint: `add '${last}' to onlyIncludeVersions, or set lastVersion to one of them` });
    } else if (kept.length > 0) included = kept;
  }
  const versioned = released.length > 0;
  const lastIndex = all.indexOf(last);
  const versions = included.map((name): DocVersion => {
    const options = section.versions[name] ?? {};
    const isLast = name === last;
    const isCurrent = name === CURRENT_VERSION;
    const defaultPath = isLast ? '' : isCurrent ? 'next' : name;
    const defaultBanner = !versioned || isLast ? undefined : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    const banner = options.banner === undefined ? defaultBanner : options.banner === 'none' ? undefined : options.banner;
    return {
      name,
      label: options.label ?? (isCurrent ? 'Next' : name),
      routeBasePath: joinRoute(section.routeBasePath, (options.path ?? defaultPath).replace(/^\/+|\/+$/g, '')).slice(1),
      path: isCurrent ? section.path : files.docs(name),
      sidebarPath: isCurrent ? section.sidebarPath : files.sidebars(name),
      banner,
      badge: options.badge ?? all.length > 1,
      noIndex: options.noIndex ?? false,
      className: options.className,
      isLast,
    };
  });
  return { versions, problems };
}
