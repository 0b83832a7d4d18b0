// The words the browser script shows, in the page's locale: the layout writes them into the
// page (parts/words.tsx, in the header, which client navigation swaps in with each page), and
// they are read again whenever that element is another one.
import { formatMessage, type MessageValues } from 'garden-site/format-message';
import { WORDS_ELEMENT_ID, type ClientWord } from '../shared/client-words.js';

let source: Element | null = null;
let words: Partial<Record<ClientWord, string>> = {};

/** How a lazily loaded chunk is handed the words: as this function, so the chunk does not share (and split off) this module. */
export type Word = (name: ClientWord, values?: MessageValues) => string;

export function word(name: ClientWord, values?: MessageValues): string {
  const element = document.getElementById(WORDS_ELEMENT_ID);
  if (element !== source) {
    source = element;
    try {
      words = JSON.parse(element?.textContent ?? '{}') as typeof words;
    } catch {
      words = {};
    }
  }
  return formatMessage(words[name] ?? name, values, document.documentElement.lang || 'en');
}
