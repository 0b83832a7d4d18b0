// Reading `<Tabs …>` / `<TabItem …>` tag lines. Each tag stands on its own line or lines
// (Docusaurus style, `values={[…]}` spread over several); attribute values are plain strings,
// `{true}`/`{false}`, or literals (`values`).
import { isDynamic, isTagError, readJsxTag } from './jsx-tag.js';

const TAG_LINE = /^<(\/?)(Tabs|TabItem)((?:\s[^<>]*?)?)\s*(\/?)>\s*$/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|([^\s"'=<>`{}]+)))?/g;

export interface TabTag {
  name: 'Tabs' | 'TabItem';
  closing: boolean;
  selfClosing: boolean;
  /** Attribute values; bare attributes (`default`) are `true`. */
  attributes: Map<string, string | boolean>;
  /** `<Tabs values={[{label, value}]}>`: the labels of the tabs, by value. */
  labels?: Map<string, string>;
  /** Index just past the tag, when it was read from the whole source (a tag over several lines). */
  end?: number;
}

/** A tag starting at `start` of `src` and spread over lines (`<Tabs\n  values={[…]}>`), read as JSX. */
export function parseTabTagAt(src: string, start: number): TabTag | undefined {
  const tag = readJsxTag(src, start);
  if (tag === undefined || isTagError(tag) || (tag.name !== 'Tabs' && tag.name !== 'TabItem') || isDynamic(tag)) return undefined;
  const attributes = new Map<string, string | boolean>();
  let labels: Map<string, string> | undefined;
  for (const { name, value } of tag.attributes) {
    if (name === 'values' && Array.isArray(value)) {
      labels = new Map(value.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) && typeof item.value === 'string' ? [[item.value, typeof item.label === 'string' ? item.label : item.value] as [string, string]] : [])));
    } else if (typeof value === 'string' || typeof value === 'boolean') attributes.set(name, value);
    else if (typeof value === 'number') attributes.set(name, String(value));
  }
  return { name: tag.name, closing: tag.closing, selfClosing: tag.selfClosing, attributes, ...(labels ? { labels } : {}), end: tag.end };
}

export function parseTabTag(line: string): TabTag | undefined {
  const match = TAG_LINE.exec(line);
  if (!match) return undefined;
  const [, slash, name, attributeText = '', selfClose] = match;
  return {
    name: name === 'Tabs' ? 'Tabs' : 'TabItem',
    closing: slash === '/',
    selfClosing: selfClose === '/',
    attributes: parseAttributes(attributeText),
  };
}

function parseAttributes(text: string): Map<string, string | boolean> {
  const attributes = new Map<string, string | boolean>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single, expression, bare] = match;
    const value = double ?? single ?? bare ?? expression?.trim();
    attributes.set(name, value === undefined || value === 'true' ? true : value === 'false' ? false : value);
  }
  return attributes;
}

export function stringAttribute(attributes: Map<string, string | boolean>, name: string): string | undefined {
  const value = attributes.get(name);
  return typeof value === 'string' ? value : undefined;
}
