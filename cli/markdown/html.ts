// HTML escaping for text and attribute values built by hand in the plugins.
const SPECIAL = /[&<>"]/;
const SPECIAL_ALL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  // Most code tokens hold nothing to escape; testing first avoids building a new string.
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (char) => ENTITIES[char] ?? char) : text;
}
