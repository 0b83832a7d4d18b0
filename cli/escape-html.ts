// The one HTML escaper for markup written by hand: the markdown plugins and code blocks, the
// document shell, the feeds and sitemap, and the theme's sidebar (through 'garden-site'). It
// leaves ' as it is, as markdown-it's own text output does, so a page has one convention:
// every attribute garden-site writes is double-quoted, where ' needs no escape.
const SPECIAL = /[&<>"]/;
const SPECIAL_ALL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text and double-quoted attribute values, escaped for HTML and XML. */
export function escapeHtml(text: string): string {
  // Most code tokens hold nothing to escape; testing first avoids building a new string.
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (char) => ENTITIES[char] ?? char) : text;
}
