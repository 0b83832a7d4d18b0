// The YAML engine of every content file (front matter, authors.yml, tags.yml): js-yaml's safe
// schema, as gray-matter uses it, except that a date which is not on the calendar
// (`2025-02-30`) stays text. js-yaml would roll it over to March 2 and the page would be
// published on a day nobody wrote; as text, the front matter check reports it at its line.
import yaml from 'js-yaml';
import timestamp from 'js-yaml/lib/js-yaml/type/timestamp.js';
import { isCalendarDate } from './calendar-date.js';

const calendarTimestamp = new yaml.Type('tag:yaml.org,2002:timestamp', {
  kind: 'scalar',
  resolve: (data) => timestamp.resolve(data),
  construct: (data) => (typeof data === 'string' && !isCalendarDate(data) ? data : timestamp.construct(data)),
  instanceOf: Date,
});

// An implicit type replaces the included one of the same tag (Schema.create would add it as explicit).
const SCHEMA = new yaml.Schema({ include: [yaml.DEFAULT_SAFE_SCHEMA], implicit: [calendarTimestamp] });

/** Parses YAML text; throws js-yaml's error (with `reason` and `mark`) on bad syntax. */
export function parseYaml(text: string): unknown {
  return yaml.safeLoad(text, { schema: SCHEMA });
}

/**
 * The values a reader would walk through in `value`, counting a YAML alias (`*name`) as often
 * as it is used, up to `limit`. js-yaml shares one object per anchor, so a few lines of nested
 * aliases (the "billion laughs") or an anchor used inside itself parse quickly into something
 * every later step would walk for hours or forever.
 */
export function expandedSize(value: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= limit) {
    const next = stack.pop();
    count++;
    if (Array.isArray(next)) stack.push(...next.slice(0, limit));
    else if (typeof next === 'object' && next !== null && !(next instanceof Date) && !ArrayBuffer.isView(next)) stack.push(...Object.values(next).slice(0, limit));
  }
  return count;
}

/** More values than any front matter or authors file needs; far fewer than a walk can afford. */
export const YAML_VALUE_LIMIT = 100_000;
export const TOO_MANY_VALUES = `holds more than ${YAML_VALUE_LIMIT.toLocaleString('en')} values once its YAML aliases are expanded`;
export const TOO_MANY_VALUES_HINT = 'write the values out instead of repeating them with &anchors and *aliases';
