// Reading the parts of a built docs page that tests look at. The markup is our own
// server-rendered HTML, so a few patterns are enough; no DOM is needed.

/** The HTML from the opening tag matching `open` to its balanced closing `</tag>`. */
export function element(html: string, open: RegExp): string {
  const start = html.search(open);
  if (start < 0) return '';
  const tag = /^<([a-z]+)/.exec(html.slice(start))?.[1] ?? '';
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

export const sidebarOf = (html: string): string => element(html, /<aside class="docs-sidebar"/);
export const sidebarName = (html: string): string | undefined => /<aside class="docs-sidebar" data-sidebar="([^"]+)"/.exec(html)?.[1];
export const mainOf = (html: string): string => element(html, /<main /);

export interface Anchor { href: string; text: string; current: boolean }

/** Every `<a>` in `fragment`, in order, with its text (tags removed) and whether it is aria-current. */
export function anchors(fragment: string): Anchor[] {
  return [...fragment.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: /href="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? '',
    text: text(match[2] ?? ''),
    current: /aria-current="page"/.test(match[1] ?? ''),
  }));
}

/** Labels of the sidebar categories drawn open (`<details open>`) and closed. */
export function categoryStates(sidebar: string): Record<string, 'open' | 'closed'> {
  const states: Record<string, 'open' | 'closed'> = {};
  for (const match of sidebar.matchAll(/<details class="sidebar-category"( open="")?><summary[^>]*>([\s\S]*?)<\/summary>/g)) {
    states[text(match[2] ?? '')] = match[1] ? 'open' : 'closed';
  }
  return states;
}

/** Text content: tags removed, the few entities our renderer writes decoded, spaces collapsed. */
export function text(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim();
}

/** The JSON-LD objects in the head. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
}
