// Zod's error map for garden-site: the sentence for one issue, in words a site writer knows
// (a list, true or false, a date like 2024-05-01) rather than JavaScript type names.
import type * as z from 'zod';

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

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
    case 'invalid_union': {
      const kinds = discriminatorValues(issue);
      if (kinds) return `expected one of ${kinds.join(' | ')}`;
      return issue.input === undefined ? 'required' : unionMessage(issue.errors);
    }
    case 'invalid_key':
      return 'has a key that is not allowed here';
    case 'invalid_element':
      return 'has an entry that is not allowed here';
    default:
      return 'is not valid';
  }
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

export function describeExpected(expected: string): string {
  return EXPECTED_WORDS[expected] ?? expected;
}

export function show(value: unknown): string {
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

/**
 * The values a discriminated union's key takes (`type: 'dropdown'`), when the value has none of
 * them; zod lists an optional key's absence as null.
 */
export function discriminatorValues(issue: { code: string; note?: string | undefined; options?: unknown }): string[] | undefined {
  if (issue.code !== 'invalid_union' || issue.note !== 'No matching discriminator' || !Array.isArray(issue.options)) return undefined;
  return issue.options.filter((value) => value !== null && value !== undefined).map(show);
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
