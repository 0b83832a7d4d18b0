// A digest of each route's data (url, template, meta, props): a page whose digest is the same as
// in the last good build would render to the same HTML, so its HTML is kept. Objects shared by
// many routes (a sidebar appears in every doc page's props) are digested once per build.
import { createHash } from 'node:crypto';
import type { Route } from '../../routes/route.js';

export function fingerprintRoutes(routes: readonly Route[]): string[] {
  const seen = new WeakMap<object, string>();
  return routes.map((route) => digest(route, seen));
}

function digest(value: unknown, seen: WeakMap<object, string>): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (value instanceof Date) return value.toISOString();
  const known = seen.get(value);
  if (known !== undefined) return known;
  const hash = createHash('sha1');
  if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) hash.update(digest(item, seen)).update(',');
  } else {
    hash.update('{');
    for (const [key, item] of Object.entries(value)) hash.update(key).update(':').update(digest(item, seen)).update(',');
  }
  const result = hash.digest('base64url');
  seen.set(value, result);
  return result;
}
