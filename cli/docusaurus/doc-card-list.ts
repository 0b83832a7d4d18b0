// `@theme/DocCardList`: the cards of the category whose page the doc is. The markdown is rendered
// before the sidebars place the doc in a category, so the component leaves a mark, and the page's
// route (routes/docs.ts) carries the cards, written in place of the mark when the page renders,
// with the classes the theme's category pages give their cards. `items={useCurrentSidebarCategory().items}`
// asks for the same cards; a list of items written in the page (`{ type: 'link', label, href }`)
// is rendered as it is.
import type { ReactElement } from 'react';
import { escapeHtml } from '../escape-html.js';
import { reactModule } from '../markdown/react-runtime.js';
import type { DocCard } from '../routes/route.js';
import { urlSchemeProblem } from '../url-scheme.js';

/** What `<DocCardList />` renders until the page knows its category. */
export const DOC_CARD_LIST = '<div data-garden-doc-card-list=""></div>';

/** What `useCurrentSidebarCategory().items` holds in a page's sandbox (sandbox-prelude.ts). */
const CURRENT_CATEGORY = 'garden:current-category';

export function DocCardList({ items }: { items?: unknown }): ReactElement {
  const { createElement } = reactModule();
  if (items === undefined || (Array.isArray(items) && items.length === 1 && (items[0] as { type?: unknown } | null)?.type === CURRENT_CATEGORY)) {
    return createElement('div', { 'data-garden-doc-card-list': '' });
  }
  if (!Array.isArray(items)) throw new TypeError('items of <DocCardList> is a list of { label, href, description } items, or useCurrentSidebarCategory().items');
  const cards = items.flatMap((item): DocCard[] => {
    const { label, href, description, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || typeof href !== 'string') return [];
    const problem = urlSchemeProblem(href);
    if (problem) throw new TypeError(`the card ${JSON.stringify(label)} of <DocCardList>: ${problem.message}`);
    return [{ label, href, description: typeof description === 'string' ? description : undefined, isCategory: type === 'category' }];
  });
  return createElement('div', { dangerouslySetInnerHTML: { __html: cardsHtml(cards) } });
}

/** The page's HTML with its cards in place of each `<DocCardList />`. */
export function withDocCards(html: string, cards: readonly DocCard[] | undefined): string {
  if (cards === undefined || !html.includes(DOC_CARD_LIST)) return html;
  return html.split(DOC_CARD_LIST).join(cardsHtml(cards));
}

function cardsHtml(cards: readonly DocCard[]): string {
  return cards.length === 0 ? '' : `<ul class="cards">${cards.map(cardHtml).join('')}</ul>`;
}

function cardHtml(card: DocCard): string {
  const description = card.description ? `<span class="card-description">${escapeHtml(card.description)}</span>` : '';
  return `<li class="card"><a href="${escapeHtml(card.href)}" class="card-link"><span class="card-title">${escapeHtml(card.label)}</span>${description}</a></li>`;
}
