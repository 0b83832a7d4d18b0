// A config with a wrong value still describes most of the site. So that one build can report
// the config's problems together with the content's, the wrong values are dropped (each field
// then takes its default, as if it had not been written) and the rest is validated again. The
// salvaged config is only ever used to look for more problems: a build with config problems
// writes nothing.
import type * as z from 'zod';
import { validate, type FriendlyIssue } from '../diagnostics/zod-issues.js';

/** How many times a value may be pruned and checked again (each round drops every reported field). */
const MAX_ROUNDS = 5;

/** The config parsed without the fields `issues` point at, or undefined when it cannot be (a required field is missing, say). */
export function salvageConfig<S extends z.ZodType>(schema: S, exported: unknown, issues: readonly FriendlyIssue[]): z.output<S> | undefined {
  const value = copyPlain(exported);
  let pending = issues;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (!pending.every((issue) => prune(value, issue.segments))) return undefined;
    squeeze(value);
    const again = validate(schema, value);
    if (again.ok) return again.data;
    pending = again.issues;
  }
  return undefined;
}

/**
 * Drops what a problem points at so the field takes its default: the field itself when it was
 * written, else (a required field missing from a list item or section) the smallest thing
 * holding it. False when nothing can be dropped: the problem is the whole config.
 */
function prune(root: unknown, segments: readonly PropertyKey[]): boolean {
  for (let length = segments.length; length > 0; length--) {
    const parent = walk(root, segments.slice(0, length - 1));
    const key = segments[length - 1] as PropertyKey;
    if (!isContainer(parent)) continue;
    if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
      // Left as a hole and squeezed out later, so the indexes of the other problems still hold.
      parent[key] = REMOVED;
      return true;
    }
    if (!Array.isArray(parent) && Object.hasOwn(parent, key)) {
      delete (parent as Record<PropertyKey, unknown>)[key];
      return true;
    }
  }
  return false;
}

const REMOVED = Symbol('removed');

/** Takes the dropped list items out, now that every problem of the round has been pruned. */
function squeeze(value: unknown, seen = new WeakSet<object>()): void {
  if (!isContainer(value) || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index--) {
      if (value[index] === REMOVED) value.splice(index, 1);
      else squeeze(value[index], seen);
    }
  } else if (isPlainObject(value)) {
    for (const inner of Object.values(value)) squeeze(inner, seen);
  }
}

function walk(root: unknown, segments: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isContainer(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** Plain objects and arrays copied (the config's own value is left alone); anything else, and a cycle, kept as is. */
function copyPlain(value: unknown, path: ReadonlySet<object> = new Set()): unknown {
  if (!isContainer(value) || path.has(value)) return value;
  const inside = new Set(path).add(value);
  if (Array.isArray(value)) return value.map((inner: unknown) => copyPlain(inner, inside));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copyPlain(inner, inside)]));
  return value;
}
