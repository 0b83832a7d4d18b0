import test from 'ava';
import { z } from 'zod';
import { formatPath, validate } from './zod-issues.js';

function messages(schema: z.ZodType, data: unknown): string[] {
  const result = validate(schema, data);
  return result.ok ? [] : result.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
}

test('paths read like the source: dots for fields, brackets for indexes', (t) => {
  t.is(formatPath(['navbar', 'items', 2, 'to']), 'navbar.items[2].to');
  t.is(formatPath([0, 'name']), '[0].name');
  t.is(formatPath(['socials', 'my site']), 'socials["my site"]');
  t.is(formatPath([]), '');
});

const worded: Array<[string, z.ZodType, unknown, string]> = [
  ['string', z.object({ a: z.string() }), { a: 1 }, 'a: expected a string'],
  ['number', z.object({ a: z.number() }), { a: 'x' }, 'a: expected a number'],
  ['boolean', z.object({ a: z.boolean() }), { a: 'x' }, 'a: expected true or false'],
  ['list', z.object({ a: z.array(z.string()) }), { a: 'x' }, 'a: expected a list'],
  ['required', z.object({ a: z.string() }), {}, 'a: required'],
  ['enum', z.object({ a: z.enum(['ignore', 'warn', 'throw']) }), { a: 'x' }, 'a: expected one of ignore | warn | throw'],
  ['literal', z.object({ a: z.literal('yes') }), { a: 'no' }, 'a: expected yes'],
  ['unknown field', z.strictObject({ a: z.string() }), { a: 'x', foo: 1 }, "foo: unknown field 'foo'"],
  ['url format', z.object({ a: z.url() }), { a: 'not a url' }, 'a: expected an absolute URL like https://example.com'],
  ['empty string', z.object({ a: z.string().min(1) }), { a: '' }, 'a: must not be empty'],
  ['long string', z.object({ a: z.string().max(3) }), { a: 'abcd' }, 'a: must be at most 3 characters long'],
  ['short list', z.object({ a: z.array(z.string()).min(2) }), { a: ['x'] }, 'a: must have at least 2 items'],
  ['exclusive bound', z.object({ a: z.number().positive() }), { a: 0 }, 'a: must be more than 0'],
  ['union of kinds', z.object({ a: z.union([z.string(), z.array(z.string())]) }), { a: 3 }, 'a: expected a string or a list'],
  ['union branch that got further', z.object({ a: z.union([z.string(), z.array(z.string())]) }), { a: [3] }, 'a[0]: expected a string'],
  ['whole value', z.object({}), 'text', 'expected an object'],
];

for (const [name, schema, data, expected] of worded) {
  test(`worded: ${name}`, (t) => {
    t.deepEqual(messages(schema, data), [expected]);
  });
}

test('a misspelt key explains the required field it was meant to be', (t) => {
  const result = validate(z.strictObject({ permalink: z.string() }), { permalnk: '/a' });
  t.false(result.ok);
  if (!result.ok) t.deepEqual(result.issues.map((i) => [i.path, i.message, i.hint]), [['permalnk', "unknown field 'permalnk'", 'remove it, or check the spelling — did you mean `permalink`?']]);
});
