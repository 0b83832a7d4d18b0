// A hint for every front matter problem. Most issues carry their own (a typo's closest field,
// quotes for a number that should be text); the rest get one from what was expected, so a
// writer is never left with a bare "expected a list".
import type { FriendlyIssue } from '../diagnostics/zod-issues.js';

const BY_EXPECTATION: Array<[RegExp, string]> = [
  [/^expected a string\b/, 'write text here (in quotes when it could be read as a number, date or list), or remove the line'],
  [/^expected a list\b/, 'write a list, like [first, second], or remove the line'],
  [/^expected a (whole )?number\b/, 'write a number without quotes, like 3, or remove the line'],
  [/^expected true or false\b/, 'write true or false, or remove the line'],
  [/^expected a date\b/, 'write the date as YYYY-MM-DD, like 2025-03-01, or remove the line'],
  [/^expected an object\b/, 'write the fields below it, indented, or as {key: value}, or remove the line'],
  [/^must be (at least|at most|more than|less than)\b/, 'write a value within those bounds, or remove the line'],
];

export function frontMatterHint(issue: FriendlyIssue): string {
  if (issue.hint !== undefined) return issue.hint;
  for (const [pattern, hint] of BY_EXPECTATION) if (pattern.test(issue.message)) return hint;
  return 'correct the value, or remove the line to use the default';
}
