// Splits a markdown source into validated front matter and body, reporting every problem with
// the file line it is on. Never throws: a page with bad front matter still gets defaults (so
// `serve` can keep running) and the problems go to the caller, which decides what is fatal.
import matter from 'gray-matter';
import { GardenError, type GardenErrorOptions } from '../diagnostics/error.js';
import { normalizeKey, validate, type FriendlyIssue } from '../diagnostics/zod-issues.js';
import { knownKeysAt } from '../diagnostics/zod-schema-keys.js';
import { frontMatterHint } from './frontmatter-hints.js';
import { FRONT_MATTER_SCHEMAS, type FrontMatterByKind, type FrontMatterKind } from './frontmatter.js';
import { editDistance } from './suggest.js';
import { expandedSize, parseYaml, TOO_MANY_VALUES, TOO_MANY_VALUES_HINT, YAML_VALUE_LIMIT } from './yaml-engine.js';
import { describeCharacter, XML_FORBIDDEN_HINT, xmlForbiddenIn } from '../xml-characters.js';

export interface ParsedSource<T> {
  data: T;
  /** The markdown after the front matter. */
  body: string;
  /** Lines before the body (front matter and its fences): body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
  problems: GardenError[];
  /** File line (1-based) of a top-level front matter field; 1 when it is not there. */
  fieldLine(field: string): number;
}

// gray-matter would eval `---js` front matter; content is data, never code.
const refuseScript = (): never => {
  throw new ScriptFrontMatter();
};
class ScriptFrontMatter extends Error {}

/**
 * The YAML engine is the content reader's own (yaml-engine.ts), which keeps impossible dates as
 * text. An options object is always passed: without one gray-matter caches results by file text,
 * and it stores the entry before parsing, so text whose YAML failed once would come back from
 * the cache as if it had no front matter at all. That is gray-matter's internal behaviour, so it
 * is pinned exactly in package.json and frontmatter.test.ts fails if a release starts caching here.
 */
const MATTER_OPTIONS = { engines: { yaml: (text: string) => parseYaml(text) as object, javascript: refuseScript, js: refuseScript } };

/** The signature of parseFrontMatter, so `serve --watch` can hand the collectors a memoized one. */
export type FrontMatterParser = <K extends FrontMatterKind>(raw: string, sourcePath: string, kind: K) => ParsedSource<FrontMatterByKind[K]>;

export function parseFrontMatter<K extends FrontMatterKind>(raw: string, sourcePath: string, kind: K): ParsedSource<FrontMatterByKind[K]> {
  const problem: ProblemFactory = (message, options) => new GardenError(message, { ...options, file: sourcePath });

  const text = raw.replace(/^\uFEFF/, '');
  if (raw.includes('\u0000')) {
    const firstNul = raw.indexOf('\u0000');
    const line = countNewlines(raw.slice(0, firstNul)) + 1;
    const binary = problem('not a text file', { code: 'content/binary', line, hint: 'content files must be UTF-8 text; put images and other files in the static folder' });
    return result(defaultsFor(kind), '', 0, [binary], () => 1);
  }

  const fence = readFence(text);
  if (fence === 'unclosed') {
    const unclosed = problem('front matter is not closed', { code: 'frontmatter/yaml', line: 1, hint: 'add a line with --- after the last front matter field' });
    return result(defaultsFor(kind), text, 0, [unclosed], () => 1);
  }
  if (fence === undefined) return checkFields(kind, {}, { body: text, bodyLineOffset: 0, fieldLine: () => 1 }, problem);
  let fieldLines: Map<string, number> | undefined;
  const fieldLine = (field: string): number => (field === '' ? 1 : (fieldLines ??= indexFieldLines(fence.lines)).get(field) ?? 1);

  // gray-matter reads the front matter alone: given the whole file it would also copy the body,
  // however long, into a Buffer and look the file up in its cache by its text. The body is what
  // it would have given: the text after the closing `---`, less one line break.
  let data: unknown;
  try {
    data = matter(text.slice(0, fence.closeStart + 3), MATTER_OPTIONS).data;
  } catch (error) {
    const offset = fence.lines.length + 1;
    return result(defaultsFor(kind), text.slice(startOfLine(text, offset)), offset, [yamlProblem(error, problem)], fieldLine);
  }
  const body = text.slice(fence.closeStart + 3).replace(/^\r?\n?/, '');
  // The body is always a suffix of the text, so counting newlines before it gives the offset.
  const bodyLineOffset = countNewlines(text.slice(0, text.length - body.length));
  const exploding = explodingField(data);
  if (exploding !== undefined) {
    const tooBig = problem(`${exploding || 'front matter'}: ${TOO_MANY_VALUES}`, { code: 'frontmatter/yaml', line: fieldLine(exploding), hint: TOO_MANY_VALUES_HINT });
    return result(defaultsFor(kind), body, bodyLineOffset, [tooBig], fieldLine);
  }
  return checkFields(kind, data, { body, bodyLineOffset, fieldLine }, problem);
}

/** The top-level field whose value expands beyond the limit ('' for the whole), if any. */
function explodingField(data: unknown): string | undefined {
  if (expandedSize(data, YAML_VALUE_LIMIT) <= YAML_VALUE_LIMIT) return undefined;
  if (typeof data !== 'object' || data === null) return '';
  return Object.keys(data).find((key) => expandedSize((data as Record<string, unknown>)[key], YAML_VALUE_LIMIT) > YAML_VALUE_LIMIT) ?? '';
}

/** The front matter of `text` as its YAML says, every field (for pages' expressions); {} when it has none or cannot be read. */
export function frontMatterData(text: string): Record<string, unknown> {
  const fence = readFence(text.replace(/^\uFEFF/, ''));
  if (typeof fence !== 'object') return {};
  try {
    const data: unknown = matter(text.replace(/^\uFEFF/, '').slice(0, fence.closeStart + 3), MATTER_OPTIONS).data;
    return typeof data === 'object' && data !== null && !Array.isArray(data) && expandedSize(data, YAML_VALUE_LIMIT) <= YAML_VALUE_LIMIT ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** File line of a top-level front matter field of `text`, or undefined when it has none. */
export function frontMatterFieldLine(text: string, field: string): number | undefined {
  const fence = readFence(text.replace(/^\uFEFF/, ''));
  return typeof fence === 'object' ? indexFieldLines(fence.lines).get(field) : undefined;
}

/** Validates parsed front matter against its kind's schema; what fails is reported on its line and left at its default. */
function checkFields<K extends FrontMatterKind>(kind: K, data: unknown, place: { body: string; bodyLineOffset: number; fieldLine: (field: string) => number }, problem: ProblemFactory): ParsedSource<FrontMatterByKind[K]> {
  const { body, bodyLineOffset, fieldLine } = place;
  const schema = FRONT_MATTER_SCHEMAS[kind];
  if (typeof data !== 'object' || data === null || Array.isArray(data) || data instanceof Date) {
    const notFields = problem('front matter must be a list of `field: value` lines', { code: 'frontmatter/yaml', line: 2, hint: 'write one field per line, like title: Getting started' });
    return result(defaultsFor(kind), body, bodyLineOffset, [notFields], fieldLine);
  }

  const problems: GardenError[] = unknownFieldWarnings(data, kind, fieldLine, problem);
  const unwritable = unwritableFields(data, fieldLine, problem);
  problems.push(...unwritable.problems);
  const validation = validate(schema, unwritable.rest);
  if (validation.ok) return result(validation.data as FrontMatterByKind[K], body, bodyLineOffset, problems, fieldLine);

  for (const issue of validation.issues) {
    const line = fieldLine(String(issue.segments[0] ?? ''));
    problems.push(problem(`${issue.path || 'front matter'}: ${issue.message}`, { code: 'frontmatter/invalid', line, hint: frontMatterHint(issue) }));
  }
  const salvaged = schema.safeParse(withoutBadFields(unwritable.rest, validation.issues));
  return result(salvaged.success ? (salvaged.data as FrontMatterByKind[K]) : defaultsFor(kind), body, bodyLineOffset, problems, fieldLine);
}

/** What a page gets when its front matter cannot be read: every field at its default. */
function defaultsFor<K extends FrontMatterKind>(kind: K): FrontMatterByKind[K] {
  return FRONT_MATTER_SCHEMAS[kind].parse({}) as FrontMatterByKind[K];
}

function result<T>(data: T, body: string, bodyLineOffset: number, problems: GardenError[], fieldLine: (field: string) => number): ParsedSource<T> {
  return { data, body, bodyLineOffset, problems, fieldLine };
}

/**
 * The front matter's lines before its closing `---` line (the opening fence first), and where
 * that line starts; undefined when there is no front matter. Only these lines are split: a
 * page's body can be long.
 */
function readFence(text: string): { lines: string[]; closeStart: number } | 'unclosed' | undefined {
  // gray-matter allows a language name after the opening fence (`---yaml`).
  if (!/^---(?!-)/.test(text)) return undefined;
  const lines: string[] = [];
  for (let start = 0; ; ) {
    const newline = text.indexOf('\n', start);
    const line = text.slice(start, newline < 0 ? text.length : newline).replace(/\r$/, '');
    if (lines.length > 0 && line.startsWith('---')) return { lines, closeStart: start };
    lines.push(line);
    if (newline < 0) return 'unclosed';
    start = newline + 1;
  }
}

/** Character index where 0-based line `line` starts. */
function startOfLine(text: string, line: number): number {
  let index = 0;
  for (let n = 0; n < line && index <= text.length; n++) {
    const newline = text.indexOf('\n', index);
    if (newline < 0) return text.length;
    index = newline + 1;
  }
  return index;
}

/** File line (1-based) of each top-level field, keyed by name (quoted or not), the first when repeated. */
function indexFieldLines(lines: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (let index = 1; index < lines.length; index++) {
    const key = /^(["']?)(.+?)\1\s*:/.exec(lines[index] ?? '')?.[2];
    if (key !== undefined && !found.has(key)) found.set(key, index + 1);
  }
  return found;
}

function countNewlines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count++;
  return count;
}

type ProblemFactory = (message: string, options: Omit<GardenErrorOptions, 'file'>) => GardenError;

function yamlProblem(error: unknown, problem: ProblemFactory): GardenError {
  if (error instanceof ScriptFrontMatter) {
    return problem('JavaScript front matter is not supported', { code: 'frontmatter/yaml', line: 1, hint: 'write the front matter in YAML: remove "js" after the opening ---', cause: error });
  }
  const { reason, mark } = error as { reason?: string; mark?: { line?: number } };
  if (reason === undefined) {
    const message = error instanceof Error ? error.message : String(error);
    // Text right after the opening fence is taken by gray-matter as a language name.
    const language = /engine "(.*)" is not registered/.exec(message)?.[1];
    if (language !== undefined) {
      return problem(`front matter language '${language}' is not supported`, { code: 'frontmatter/yaml', line: 1, hint: 'write YAML, with nothing after the opening ---', cause: error });
    }
    return problem(`front matter could not be read: ${message}`, { code: 'frontmatter/yaml', line: 1, hint: 'write the front matter in YAML between two --- lines', cause: error });
  }
  // js-yaml counts from 0 within the text after the opening `---`, which starts on file line 1.
  const line = mark?.line === undefined ? 1 : mark.line + 1;
  const [message, hint] = explainYaml(reason);
  return problem(`front matter is not valid YAML: ${message}`, { code: 'frontmatter/yaml', line, hint, cause: error });
}

/** js-yaml's reasons, said the way a writer would understand them, with what to do. */
function explainYaml(reason: string): [string, string] {
  const quoteHint = 'quote values that contain a colon or start with a special character, like title: "Beds: a guide"';
  if (/incomplete explicit mapping pair|bad indentation of a mapping entry/.test(reason)) return ['this line is not a `field: value` pair', quoteHint];
  if (reason.includes('duplicated mapping key')) return ['a field is set twice', 'remove one of the two'];
  if (reason.includes('quoted scalar')) return ['a quoted value is not closed', 'add the closing quote'];
  if (reason.includes('tab characters')) return ['tabs are used for indentation', 'indent with spaces'];
  if (reason.includes('flow collection')) return ['a [list] or {group} is not closed', 'add the closing ] or }'];
  return [reason, quoteHint];
}

/**
 * Unknown fields pass through (custom fields are common), but one that is a near-miss of a
 * known field is almost certainly a typo that would otherwise be silently ignored.
 */
function unknownFieldWarnings(data: object, kind: FrontMatterKind, fieldLine: (field: string) => number, problem: ProblemFactory): GardenError[] {
  const known = knownKeysAt(FRONT_MATTER_SCHEMAS[kind], []);
  const warnings: GardenError[] = [];
  for (const key of Object.keys(data)) {
    if (known.includes(key)) continue;
    const guess = known.find((candidate) => normalizeKey(candidate) === normalizeKey(key) || (key.length >= 5 && editDistance(key, candidate) <= Math.max(1, Math.floor(key.length / 6))));
    if (!guess) continue;
    const hint = `did you mean \`${guess}\`? garden-site ignores fields it does not know.`;
    warnings.push(problem(`${key}: unknown field`, { code: 'frontmatter/unknown-field', line: fieldLine(key), hint, severity: 'warning' }));
  }
  return warnings;
}

/**
 * Fields holding a character XML cannot hold (`title: "\u0001"`) are refused at their line: it
 * is invisible on the page and would make the feeds and sitemap unreadable (xml-characters.ts).
 */
function unwritableFields(data: object, fieldLine: (field: string) => number, problem: ProblemFactory): { rest: object; problems: GardenError[] } {
  const refused = Object.entries(data).flatMap(([key, value]) => {
    const found = xmlForbiddenIn(value);
    return found === undefined ? [] : [{ key, problem: problem(`${key}: contains ${describeCharacter(found)}`, { code: 'frontmatter/invalid', line: fieldLine(key), hint: XML_FORBIDDEN_HINT }) }];
  });
  if (refused.length === 0) return { rest: data, problems: [] };
  const keys = new Set(refused.map(({ key }) => key));
  return { rest: Object.fromEntries(Object.entries(data).filter(([key]) => !keys.has(key))), problems: refused.map((found) => found.problem) };
}

/** The data without the fields that had problems, so the valid rest still applies. */
function withoutBadFields(data: object, issues: readonly FriendlyIssue[]): Record<string, unknown> {
  const bad = new Set(issues.map((issue) => String(issue.segments[0] ?? '')));
  return Object.fromEntries(Object.entries(data).filter(([key]) => !bad.has(key)));
}
