// Heading ids: GitHub-style slugs, unique per page, `{#custom-id}` (and MDX's comment form
// `{/* #custom-id */}`, which MDX itself would otherwise print as nothing) honoured, and a small
// "#" link inside h2–h6 so readers can copy a link to a section.
//
// markdown-it-anchor walks the headings and sets the ids; uniqueness is decided here instead
// of inside the library so that custom ids can be reserved before any slug is made (the
// library would otherwise throw when a custom id repeats an earlier slug).
import anchor from 'markdown-it-anchor';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf, report } from '../context.js';
import { escapeHtml } from '../../escape-html.js';
import { inlineText } from '../tokens.js';
import { formatMessage } from '../../i18n/format-message.js';

/** `## Title {#custom-id}` or `## Title {/* #custom-id *\/}`: the braces must end the heading. */
const CUSTOM_ID = /\s*\{(?:#([^\s{}]+)|\/\*\s*#([^\s{}*]+)\s*\*\/)\}\s*$/;
/** What GitHub drops from slugs: everything but letters, marks, digits, connectors, `-` and space. */
const NOT_IN_SLUG = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;
const SPACE = / /g;

export const HASH_LINK_META = 'hashLink';

export function githubSlug(text: string): string {
  return text.trim().toLowerCase().replace(NOT_IN_SLUG, '').replace(SPACE, '-');
}

function takeUnique(base: string, taken: Set<string>): string {
  const root = base === '' ? 'section' : base;
  let id = root;
  for (let n = 1; taken.has(id); n++) id = `${root}-${n}`;
  taken.add(id);
  return id;
}

/** Core rule before inline parsing: moves `{#id}` from the heading text to its id attribute. */
function customIds(state: StateCore): void {
  const context = contextOf(state.env);
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i];
    const inline = tokens[i + 1];
    if (open?.type !== 'heading_open' || inline?.type !== 'inline') continue;
    const match = CUSTOM_ID.exec(inline.content);
    const id = match?.[1] ?? match?.[2];
    if (!match || !id) continue;
    inline.content = inline.content.slice(0, match.index);
    if (context.headingIds.has(id)) {
      report(context, {
        code: 'markdown/duplicate-heading-id',
        message: `The heading id "${id}" is used twice on this page`,
        bodyLine: open.map?.[0] ?? 0,
        hint: 'Give each {#id} a different name; links to the second heading would jump to the first.',
      });
      continue;
    }
    context.headingIds.add(id);
    open.attrSet('id', id);
  }
}

function addHashLink(slug: string, state: StateCore, index: number): void {
  const open = state.tokens[index];
  const inline = state.tokens[index + 1];
  if (!open || open.tag === 'h1' || !inline?.children) return;
  const link: Token = new state.Token('html_inline', '', 0);
  // The message has no number in it: no language's number or plural rules are needed.
  const label = formatMessage(contextOf(state.env).words['theme.common.headingLinkTitle'], { heading: inlineText(inline.children) }, 'und');
  link.content = ` <a class="hash-link" href="#${escapeHtml(slug)}" aria-label="${escapeHtml(label)}">#</a>`;
  link.meta = { [HASH_LINK_META]: true };
  inline.children.push(link);
}

export const headingIdsPlugin = (md: MarkdownIt): void => {
  md.core.ruler.after('block', 'garden_custom_heading_ids', customIds);
  // The package's types are written against markdown-it 14's classes; the runtime API is the same in 15.
  const anchorPlugin = anchor as unknown as (md: MarkdownIt, options: Record<string, unknown>) => void;
  md.use(anchorPlugin, {
    level: 1,
    tabIndex: false,
    slugifyWithState: (title: string, state: StateCore) => takeUnique(githubSlug(title), contextOf(state.env).headingIds),
    permalink: (slug: string, _options: unknown, state: StateCore, index: number) => addHashLink(slug, state, index),
  });
};
