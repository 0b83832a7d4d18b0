// Text for the search index from a page's rendered markdown HTML: one section per heading
// (with its anchor), plus the part before the first heading. Regex-level HTML reading is
// enough here: the HTML is our own markdown renderer's output, not arbitrary markup.

export interface TextSection {
  /** Heading id, '' for the top of the page. */
  anchor: string;
  /** Heading text, '' for the top of the page. */
  heading: string;
  text: string;
}

const HEADING = /<h([2-6])\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    // Buttons (code blocks' "Copy") are controls, not content.
    .replace(/<(script|style|svg|button)\b[\s\S]*?<\/\1>/gi, ' ')
    // The "#" link markdown-it-anchor adds to every heading is not content.
    .replace(/<a\b[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div|\/tr|\/td|\/th|\/pre|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, name: string) => decodeEntity(match, name))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(match: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name.toLowerCase()] ?? match;
}

/** Splits rendered HTML at its headings (h2–h6 with an id); empty sections are left out. */
export function extractSections(html: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection = { anchor: '', heading: '', text: '' };
  let last = 0;
  for (const match of html.matchAll(HEADING)) {
    current.text = htmlToText(html.slice(last, match.index));
    sections.push(current);
    current = { anchor: match[2] ?? '', heading: htmlToText(match[3] ?? ''), text: '' };
    last = match.index + match[0].length;
  }
  current.text = htmlToText(html.slice(last));
  sections.push(current);
  return sections.filter((section) => section.heading || section.text);
}
