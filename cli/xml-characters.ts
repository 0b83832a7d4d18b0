// Characters XML 1.0 cannot hold, not even escaped (`&#1;` is an error too): the C0 control
// characters but tab, line feed and carriage return, the noncharacters U+FFFE and U+FFFF, and
// a surrogate without its pair. One of them makes a feed or sitemap unreadable to every
// parser, so content that would put one there is refused at its line (front matter, authors.yml,
// tags.yml, the config, a post's body); what no line of the site's text holds (a component's
// output) is left out when the XML is written, so the file stays well-formed.
import { escapeHtml } from './escape-html.js';

const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

/** What to do about such a character where a writer typed (or pasted) it. */
export const XML_FORBIDDEN_HINT = 'remove it (it may have come with pasted text): control characters are invisible on the page, and the RSS and Atom feeds (XML) cannot hold them, not even escaped';

/** The first character of `text` XML cannot hold, and where it is; undefined when there is none. */
export function xmlForbiddenCharacter(text: string): { character: string; index: number } | undefined {
  const found = FORBIDDEN.exec(text);
  return found ? { character: found[0], index: found.index } : undefined;
}

/** The first character XML cannot hold in a parsed value (YAML, JSON): its strings, in lists and objects too. */
export function xmlForbiddenIn(value: unknown): string | undefined {
  if (typeof value === 'string') return xmlForbiddenCharacter(value)?.character;
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  for (const inner of Object.values(value)) {
    const found = xmlForbiddenIn(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `text` without the characters XML cannot hold. */
export function withoutXmlForbidden(text: string): string {
  return FORBIDDEN.test(text) ? text.replace(FORBIDDEN_ALL, '') : text;
}

/** Text for an XML file: escaped, and without the characters XML cannot hold. */
export function escapeXml(text: string): string {
  return escapeHtml(withoutXmlForbidden(text));
}

/** `the control character U+0001`, or the character quoted. */
export function describeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `the control character U+${hex(code)}`;
  if (code === 0xfffe || code === 0xffff) return `the noncharacter U+${hex(code)}`;
  if (code >= 0xd800 && code <= 0xdfff) return `the unpaired surrogate U+${hex(code)}`;
  return `'${character}'`;
}

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}
