// The theme's words in the page's locale (site.words: the theme's table and the engine's, with
// the locale's code.json over them), and the browser script's share of them.
import { Fragment, type ReactNode } from 'react';
import { translate, type EngineMessageId, type SiteProps } from 'garden-site';
import type { MessageId } from '../messages.js';
import { CLIENT_WORDS, WORDS_ELEMENT_ID, type ClientWord } from '../shared/client-words.js';

type Values = Record<string, string | number>;

/** The words of message `id`, with `values` put in (`{count}` written as the locale writes numbers). */
export function t(site: SiteProps, id: MessageId | EngineMessageId, values?: Values): string {
  return translate(site, id, values);
}

/** The words of message `id` with elements where it names them (`Last updated on {date}` with a `<time>`). */
export function tNodes(site: SiteProps, id: MessageId | EngineMessageId, nodes: Record<string, ReactNode>, values?: Values): ReactNode[] {
  return t(site, id, values)
    .split(/(\{\w+\})/)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(nodes, name) ? <Fragment key={index}>{nodes[name]}</Fragment> : part;
    });
}

const CLIENT_IDS: Record<ClientWord, MessageId> = CLIENT_WORDS;

/** The browser script's words, in the header (client navigation swaps it in with each page). */
export function ClientWords({ site }: { site: SiteProps }) {
  const words = Object.fromEntries(Object.entries(CLIENT_IDS).map(([name, id]) => [name, t(site, id)]));
  // JSON in a script element: only `<` could end it early.
  return <script type="application/json" id={WORDS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(words).replace(/</g, '\\u003c') }} />;
}
