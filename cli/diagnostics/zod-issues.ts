// Turns zod issues into sentences a site writer understands. Zod's own English ("Invalid
// input: expected string, received number") talks about JavaScript types; writers edit YAML
// and config files, so every issue is reworded here and never shown raw. The config loader
// and the front matter parser both validate through `validate()`, so wording stays the same.
import * as z from 'zod';
import { closestMatch } from '../content/suggest.js';
import { discriminatorValues, friendlyMessage, show } from './zod-messages.js';
import { knownKeysAt } from './zod-schema-keys.js';

export interface FriendlyIssue {
  /** `navbar.items[2].to`; '' for the value as a whole. */
  path: string;
  /** The same path as keys and indexes, to locate the field in a file. */
  segments: PropertyKey[];
  message: string;
  hint?: string;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; issues: FriendlyIssue[] };

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
    case 'invalid_value':
      return allowedValuesHint(issue.values.map(show), input);
    case 'invalid_union': {
      // A discriminated union's key: the input is the object that holds it.
      const kinds = discriminatorValues(issue);
      const value = kinds && isRecord(input) ? input[issue.discriminator ?? ''] : undefined;
      return kinds ? allowedValuesHint(kinds, value) : undefined;
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

function allowedValuesHint(values: readonly string[], input: unknown): string {
  const allowed = values.map((value) => `'${value}'`).join(', ');
  const guess = typeof input === 'string' ? closestMatch(input, values) : undefined;
  return guess ? `did you mean '${guess}'? Allowed values: ${allowed}` : `allowed values: ${allowed}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
