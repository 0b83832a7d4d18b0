// The released versions of each docs section, read from `versions.json` as the config is loaded
// (collections/docs/versions.ts has the rules): which versions exist decides which docs
// instances the build makes, so the file is one of the config's inputs, and a change to it
// rebuilds everything a config change does. Every problem is reported where it is written: a
// bad entry at its line of versions.json, an option naming an unknown version at its key in
// the config.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { docVersions, versionFiles, versionNameProblem } from '../collections/docs/versions.js';
import { GardenError } from '../diagnostics/error.js';
import { configKeyOf } from '../collections/kind.js';
import type { SiteConfig } from './schema.js';

export interface ReleasedVersions {
  config: SiteConfig;
  /** The versions.json files read (absolute paths): inputs of the config. */
  inputs: string[];
  problems: GardenError[];
}

/** The config with each docs section's versions built from its versions.json, when it has one. */
export function withReleasedVersions(config: SiteConfig, siteRoot: string): ReleasedVersions {
  const inputs: string[] = [];
  const problems: GardenError[] = [];
  const sections = config.collections.docs.map((section, index, all) => {
    const files = versionFiles(section.id);
    const listPath = path.resolve(siteRoot, files.list);
    let released: string[] = [];
    if (existsSync(listPath)) {
      inputs.push(listPath);
      released = readVersionList(siteRoot, files, problems);
    }
    const sectionKey = configKeyOf('docs', index, all.length);
    const { versions, problems: optionProblems } = docVersions(section, released);
    for (const problem of optionProblems) problems.push(new GardenError(problem.message, { code: 'config/versions', configKey: [...sectionKey, ...problem.key], hint: problem.hint }));
    return { ...section, versionsBuilt: versions };
  });
  if (inputs.length === 0 && problems.length === 0) return { config, inputs, problems };
  return { config: { ...config, docs: sections[0]!, collections: { ...config.collections, docs: sections } }, inputs, problems };
}

/** The names versions.json lists that can be built; each one that cannot is a problem at its line. */
function readVersionList(siteRoot: string, files: ReturnType<typeof versionFiles>, problems: GardenError[]): string[] {
  const file = files.list;
  const text = readFileSync(path.resolve(siteRoot, file), 'utf8');
  const hint = `${file} is a JSON list of version names, newest first, like ["2.0", "1.1"]`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push(new GardenError(`${file} is not valid JSON: ${(error as Error).message}`, { code: 'versions/invalid', file, hint }));
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push(new GardenError(`${file} is not a list`, { code: 'versions/invalid', file, line: 1, hint }));
    return [];
  }
  const lines = stringLines(text);
  const names: string[] = [];
  parsed.forEach((name: unknown, index) => {
    const line = lines[index] ?? 1;
    const at = { code: 'versions/invalid', file, line };
    if (typeof name !== 'string') return problems.push(new GardenError(`version ${index + 1} is not a name: ${JSON.stringify(name)}`, { ...at, hint }));
    const wrong = versionNameProblem(name);
    if (wrong) return problems.push(new GardenError(`version '${name}' ${wrong}`, { ...at, hint: 'a version name is a folder name and a part of the URL: letters, digits, ., _, + and -, like 2.0 or v1.1-beta' }));
    if (names.includes(name)) return problems.push(new GardenError(`version '${name}' is listed twice`, { ...at, hint: 'remove one of the two lines' }));
    const folder = files.docs(name);
    if (!isFolder(path.resolve(siteRoot, folder))) return problems.push(new GardenError(`version '${name}' has no folder ${folder}`, { ...at, hint: `put the docs of version ${name} in ${folder}, or remove it from ${file}` }));
    names.push(name);
    return undefined;
  });
  return names;
}

/** Whether the path is a folder (following links, as the docs reader does). */
export function isFolder(absolute: string): boolean {
  try {
    return statSync(absolute).isDirectory();
  } catch {
    return false;
  }
}

/** The line of each string of a JSON list of strings, in order. */
function stringLines(text: string): number[] {
  const lines: number[] = [];
  const pattern = /"(?:[^"\\\n]|\\.)*"/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) lines.push(text.slice(0, match.index).split('\n').length);
  return lines;
}
