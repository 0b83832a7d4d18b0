// A digest of each route's data (url, template, meta, props): a page whose digest is the same as
// in the last good build would render to the same HTML, so its HTML is kept. Objects shared by
// many routes (a sidebar appears in every doc page's props) are digested once per build.
import { createHash } from 'node:crypto';
import type { Route } from '../routes/route.js';

export function digestRoutes(routes: readonly Route[]): string[] {
  // A Map, not a WeakMap: it lives for one call, and a WeakMap this size slows every GC.
  const seen = new Map<object, string>();
  return routes.map((route) => digest(route, seen));
}

/** One value's digest (the config's: build/stored-pages.ts); a function counts as undefined. */
export function digestValue(value: unknown): string {
  return digest(value, new Map());
}

/** Small values stand for themselves; only long ones are hashed (hashing is the cost here). */
const LONGEST_PLAIN = 200;

function digest(value: unknown, seen: Map<object, string>): string {
  // A page's HTML is most of its props: hashed as it is, without JSON's escaped copy.
  if (typeof value === 'string' && value.length > LONGEST_PLAIN) return hashOf(value);
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) ?? 'undefined';
    return text.length > LONGEST_PLAIN ? hashOf(text) : text;
  }
  if (value instanceof Date) return value.toISOString();
  const known = seen.get(value);
  if (known !== undefined) return known;
  let text = Array.isArray(value) ? '[' : '{';
  if (Array.isArray(value)) for (const item of value) text += digest(item, seen) + ',';
  else for (const key in value) text += `${key}:${digest((value as Record<string, unknown>)[key], seen)},`;
  if (text.length <= LONGEST_PLAIN) return text;
  // Only large values are remembered: they are the shared ones (sidebars), and the Map stays small.
  const result = hashOf(text);
  seen.set(value, result);
  return result;
}

function hashOf(text: string): string {
  // A prefix no JSON text starts with, so a hash never equals a short value written plainly.
  return `#${createHash('sha1').update(text).digest('base64url')}`;
}
