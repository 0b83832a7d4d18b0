// Turns zod issues into sentences a site writer understands. Zod's own English ("Invalid
// input: expected string, received number") talks about JavaScript types; writers edit YAML
// and config files, so every issue is reworded here and never shown raw. The config loader
// and the front matter parser both validate through `validate()`, so wording stays the same.
import * as z from 'zod';
import { closestMatch } from '../content/suggest.js';

export interface FriendlyIssue {
  /** `navbar.items[2].to`; '' for the value as a whole. */
  path: string;
  /** The same path as keys and indexes, to locate the field in a file. */
  segments: PropertyKey[];
  message: string;
  hint?: string;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; issues: FriendlyIssue[] };

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

/** Parses `data`; on failure returns the issues reworded, one per problem. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): Validation<z.output<S>> {
  // reportInput keeps the offending value on each issue, which the hints need.
  const result = schema.safeParse(data, { error: friendlyMessage, reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, issues: friendlyIssues(result.error.issues, schema) };
}

/** `['navbar', 'items', 2, 'to']` → `navbar.items[2].to` */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[\p{L}_$][\p{L}\p{N}_$-]*$/u.test(String(segment))) out += out === '' ? String(segment) : `.${String(segment)}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/**
 * Zod error map: the message for one issue. Passed per parse rather than set globally so the
 * engine does not change zod's behaviour for anyone else; messages a schema sets itself (on a
 * refine, say) still win over it.
 */
export function friendlyMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `expected ${describeExpected(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `expected ${show(issue.values[0])}` : `expected one of ${issue.values.map(show).join(' | ')}`;
    case 'too_small':
      return sizeMessage('at least', issue.origin, Number(issue.minimum), issue.inclusive !== false, issue.exact === true);
    case 'too_big':
      return sizeMessage('at most', issue.origin, Number(issue.maximum), issue.inclusive !== false, issue.exact === true);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.map((key) => `unknown field '${key}'`).join(', ');
    case 'invalid_union':
      return issue.input === undefined ? 'required' : unionMessage(issue.errors);
    case 'invalid_key':
      return 'has a key that is not allowed here';
    case 'invalid_element':
      return 'has an entry that is not allowed here';
    default:
      return 'is not valid';
  }
}

/** Rewords finished issues, splitting and unwrapping where one zod issue hides several problems. */
export function friendlyIssues(issues: readonly Issue[], schema?: z.ZodType): FriendlyIssue[] {
  const expanded = issues.flatMap((issue) => expand(issue, [], schema));
  // `permalnk: unknown field (did you mean permalink?)` already explains `permalink: required`.
  const explained = new Set(expanded.flatMap((issue) => (issue.meant === undefined ? [] : [issue.meant])));
  return expanded
    .filter((issue) => !(issue.message === 'required' && explained.has(issue.path)))
    .map(({ meant: _meant, ...issue }) => issue);
}

/** An issue, plus for a misspelt key the path of the field it probably meant. */
type Expanded = FriendlyIssue & { meant?: string };

function expand(issue: Issue, prefix: PropertyKey[], schema: z.ZodType | undefined): Expanded[] {
  const segments = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    // One problem per key: each is fixed separately and may have its own suggestion.
    const known = schema ? knownKeysAt(schema, segments) : [];
    return issue.keys.map((key) => {
      const guess = suggestKey(key, known);
      const expanded: Expanded = make([...segments, key], `unknown field '${key}'`, unknownKeyHint(guess, known));
      if (guess !== undefined) expanded.meant = formatPath([...segments, guess]);
      return expanded;
    });
  }
  if (issue.code === 'invalid_union') {
    // When one alternative got past the type check, its own problem is the useful one.
    const branch = issue.errors.find((errors) => errors.some((inner) => !isShallowMismatch(inner)));
    if (branch) return branch.flatMap((inner) => expand(inner, segments, schema));
  }
  return [make(segments, issue.message, hintFor(issue))];
}

function make(segments: PropertyKey[], message: string, hint: string | undefined): FriendlyIssue {
  const issue: FriendlyIssue = { path: formatPath(segments), segments, message };
  if (hint !== undefined) issue.hint = hint;
  return issue;
}

/** A union alternative rejected on the value's kind alone (a list where a string was wanted). */
function isShallowMismatch(issue: Issue): boolean {
  return issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');
}

function hintFor(issue: Issue): string | undefined {
  const input: unknown = issue.input;
  switch (issue.code) {
    case 'custom': {
      const hint: unknown = issue.params?.hint;
      return typeof hint === 'string' ? hint : undefined;
    }
    case 'invalid_value': {
      const allowed = issue.values.map((value) => `'${show(value)}'`).join(', ');
      const guess = typeof input === 'string' ? closestMatch(input, issue.values.map(show)) : undefined;
      return guess ? `did you mean '${guess}'? Allowed values: ${allowed}` : `allowed values: ${allowed}`;
    }
    case 'invalid_type':
      return typeHint(issue.expected, input);
    case 'invalid_format':
      if (issue.format === 'starts_with' && 'prefix' in issue && typeof input === 'string') return `write it as '${String(issue.prefix)}${input}'`;
      return undefined;
    default:
      return undefined;
  }
}

function typeHint(expected: string, input: unknown): string | undefined {
  if (input === undefined) return undefined;
  if (input === null) return 'the value is empty: fill it in, or remove the field';
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean' || input instanceof Date)) {
    return 'put the value in quotes to keep it as text';
  }
  if (expected === 'boolean' && typeof input === 'string') return 'write true or false, without quotes';
  if (expected === 'array' && typeof input === 'string') return 'write a list, like [first, second]';
  return undefined;
}

function suggestKey(key: string, known: readonly string[]): string | undefined {
  const normal = normalizeKey(key);
  return known.find((candidate) => normalizeKey(candidate) === normal) ?? closestMatch(key, known);
}

function unknownKeyHint(guess: string | undefined, known: readonly string[]): string {
  if (guess) return `remove it, or check the spelling — did you mean \`${guess}\`?`;
  if (known.length > 0 && known.length <= 12) return `remove it; the fields allowed here are ${known.map((k) => `\`${k}\``).join(', ')}`;
  return 'remove it, or check the spelling';
}

/** `hideOnScroll`, `hide_on_scroll` and `hide-on-scroll` are the same typo. */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

const EXPECTED_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date like 2024-05-01',
  null: 'nothing (null)',
  function: 'a function',
};

function describeExpected(expected: string): string {
  return EXPECTED_WORDS[expected] ?? expected;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function sizeMessage(bound: 'at least' | 'at most', origin: string, limit: number, inclusive: boolean, exact: boolean): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (origin === 'string') {
    if (bound === 'at least' && limit === 1 && !exact) return 'must not be empty';
    return `must be ${exact ? 'exactly' : bound} ${plural(limit, 'character')} long`;
  }
  if (origin === 'array' || origin === 'set') {
    if (bound === 'at least' && limit === 1 && !exact) return 'must not be an empty list';
    return `must have ${exact ? 'exactly' : bound} ${plural(limit, 'item')}`;
  }
  if (inclusive) return `must be ${bound} ${limit}`;
  return `must be ${bound === 'at least' ? 'more' : 'less'} than ${limit}`;
}

function formatMessage(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'url':
      return 'expected an absolute URL like https://example.com';
    case 'email':
      return 'expected an email address';
    case 'date':
    case 'datetime':
      return 'expected a date like 2024-05-01';
    case 'starts_with':
      return `must start with '${String(issue.prefix)}'`;
    case 'ends_with':
      return `must end with '${String(issue.suffix)}'`;
    case 'includes':
      return `must contain '${String(issue.includes)}'`;
    default:
      return 'is not in the expected format';
  }
}

/** `expected a string or a list` from the alternatives that each rejected the value's kind. */
function unionMessage(branches: readonly (readonly Issue[])[]): string {
  const wanted: string[] = [];
  for (const issues of branches) {
    for (const issue of issues) {
      if (issue.path.length > 0) continue;
      if (issue.code === 'invalid_type') wanted.push(describeExpected(issue.expected));
      else if (issue.code === 'invalid_value') wanted.push(...issue.values.map(show));
    }
  }
  const unique = [...new Set(wanted)];
  return unique.length > 0 ? `expected ${unique.join(' or ')}` : 'is not valid';
}

/**
 * The parts of a zod definition the key walk reads; zod types `def` per schema class. This is
 * zod's internal shape, so zod is pinned exactly and zod-issues.test.ts covers every kind read.
 */
interface DefView {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

function defOf(schema: z.ZodType): DefView {
  return schema._zod.def as unknown as DefView;
}

/** Strips optional/default/pipe wrappers down to the schema that checks the value. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

/** Field names an object at `segments` accepts (for "did you mean"); [] when unknown. */
export function knownKeysAt(schema: z.ZodType, segments: readonly PropertyKey[]): string[] {
  let candidates = [unwrap(schema)];
  for (const segment of segments) {
    const next: z.ZodType[] = [];
    for (const candidate of candidates.flatMap(alternatives)) {
      const def = defOf(candidate);
      const child = def.type === 'object' ? def.shape?.[String(segment)] : def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : undefined;
      if (child) next.push(unwrap(child));
    }
    candidates = next;
  }
  const keys = candidates.flatMap(alternatives).flatMap((candidate) => Object.keys(defOf(candidate).shape ?? {}));
  return [...new Set(keys)];
}

function alternatives(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  return def.type === 'union' && def.options ? def.options.map(unwrap) : [schema];
}
