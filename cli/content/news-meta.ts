// authors.yml and tags.yml: the named authors and described tags of the news collection.
import { GardenError } from '../diagnostics/error.js';
import { joinRoute, slugify } from '../routes/paths.js';
import { routePathProblem } from '../routes/route-path-rules.js';
import type { Author, Tag } from './model.js';
import { tagSlug } from './news-tags.js';
import type { SourceFile } from './read.js';
import { parseYamlFile } from './yaml.js';
import { urlSchemeProblem } from '../url-scheme.js';
import { describeCharacter, XML_FORBIDDEN_HINT, xmlForbiddenIn } from '../xml-characters.js';

type Problems = GardenError[];

export function readAuthors(file: SourceFile | undefined, routeBasePath: string, problems: Problems): Map<string, Author> {
  const authors = new Map<string, Author>();
  if (!file) return authors;
  const { data, problems: yamlProblems } = parseYamlFile(file);
  problems.push(...yamlProblems);
  for (const [key, value] of Object.entries(asRecord(data))) {
    const entry = asRecord(value);
    if (unwritable(file, key, entry, problems) || unsafeUrls(file, key, entry, problems)) continue;
    if (typeof entry.name !== 'string') {
      problems.push(new GardenError(`${key}.name: expected a string`, { code: 'news/invalid-author', file: file.sourcePath, line: lineOfKey(file.text, key), hint: 'each author needs at least a name: `ruth: {name: Ruth Abernathy, title: Founder}`' }));
      continue;
    }
    authors.set(key, {
      key,
      name: entry.name,
      title: optionalString(entry.title),
      url: optionalString(entry.url),
      imageUrl: optionalString(entry.image_url),
      route: joinRoute(routeBasePath, 'authors', slugify(key)),
    });
  }
  return authors;
}

export function readTags(file: SourceFile | undefined, routeBasePath: string, problems: Problems): Map<string, Omit<Tag, 'key'>> {
  const tags = new Map<string, Omit<Tag, 'key'>>();
  if (!file) return tags;
  const { data, problems: yamlProblems } = parseYamlFile(file);
  problems.push(...yamlProblems);
  for (const [key, value] of Object.entries(asRecord(data))) {
    const entry = asRecord(value);
    if (unwritable(file, key, entry, problems)) continue;
    const permalink = (optionalString(entry.permalink) ?? tagSlug(key)).replace(/^\//, '');
    const unsafe = routePathProblem(permalink);
    if (unsafe) {
      problems.push(new GardenError(`${key}.permalink: ${unsafe.message}`, { code: 'news/invalid-tag', file: file.sourcePath, line: lineOfKey(file.text, key), hint: unsafe.hint }));
      continue;
    }
    tags.set(key, { label: optionalString(entry.label) ?? key, route: joinRoute(routeBasePath, 'tags', permalink), description: optionalString(entry.description) });
  }
  return tags;
}

/** An entry holding a character XML cannot hold (names and labels reach the feeds) is an error at its key. */
function unwritable(file: SourceFile, key: string, entry: Record<string, unknown>, problems: Problems): boolean {
  const found = xmlForbiddenIn(entry);
  if (found === undefined) return false;
  problems.push(new GardenError(`${key}: contains ${describeCharacter(found)}`, { code: 'news/unwritable-character', file: file.sourcePath, line: lineOfKey(file.text, key), hint: XML_FORBIDDEN_HINT }));
  return true;
}

/** An author whose url, image_url or a socials link has a refused scheme (`javascript:`) is an error at that line (url-scheme.ts). */
function unsafeUrls(file: SourceFile, key: string, entry: Record<string, unknown>, problems: Problems): boolean {
  const urls = [['url', entry.url], ['image_url', entry.image_url], ...Object.entries(asRecord(entry.socials)).map(([network, link]) => [`socials.${network}`, link])];
  const before = problems.length;
  for (const [field, url] of urls) {
    const problem = typeof url === 'string' ? urlSchemeProblem(url) : undefined;
    if (problem) problems.push(new GardenError(`${key}.${String(field)}: ${problem.message}`, { code: 'news/invalid-author', file: file.sourcePath, line: lineOfValue(file.text, url as string) ?? lineOfKey(file.text, key), hint: problem.hint }));
  }
  return problems.length > before;
}

/** The first line holding `value` (quoted or not), for a problem with it. */
function lineOfValue(text: string, value: string): number | undefined {
  const index = text.indexOf(value);
  return index < 0 ? undefined : text.slice(0, index).split('\n').length;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function lineOfKey(text: string, key: string): number {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? 1 : index + 1;
}
