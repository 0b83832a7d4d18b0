// `@theme/DocCardList`: the cards of the category whose page the doc is. The markdown is rendered
// before the sidebars place the doc in a category, so the component leaves a mark, and the page's
// route (routes/docs.ts) carries the cards, written in place of the mark when the page renders,
// with the classes the theme's category pages give their cards.
import type { ReactElement } from 'react';
import { escapeHtml } from '../escape-html.js';
import { reactModule } from '../markdown/react-runtime.js';
import type { DocCard } from '../routes/route.js';

/** What `<DocCardList />` renders until the page knows its category. */
export const DOC_CARD_LIST = '<div data-garden-doc-card-list=""></div>';

export function DocCardList(): ReactElement {
  return reactModule().createElement('div', { 'data-garden-doc-card-list': '' });
}

/** The page's HTML with its cards in place of each `<DocCardList />`. */
export function withDocCards(html: string, cards: readonly DocCard[] | undefined): string {
  if (cards === undefined || !html.includes(DOC_CARD_LIST)) return html;
  const list = cards.length === 0 ? '' : `<ul class="cards">${cards.map(cardHtml).join('')}</ul>`;
  return html.split(DOC_CARD_LIST).join(list);
}

function cardHtml(card: DocCard): string {
  const description = card.description ? `<span class="card-description">${escapeHtml(card.description)}</span>` : '';
  return `<li class="card"><a href="${escapeHtml(card.href)}" class="card-link"><span class="card-title">${escapeHtml(card.label)}</span>${description}</a></li>`;
}
