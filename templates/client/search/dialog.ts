// The search dialog: a modal <dialog> (the page behind is inert) holding a combobox input and
// a listbox of results, with a live region announcing the count. Created on first use and kept
// in <body>, which client navigation never replaces.
import { SearchIndex, type SearchResults } from './engine.js';
import { countLabel, drawResults, reading, versionsSwitch } from './results.js';
import { wordRules } from './terms.js';
import type { Word } from '../words.js';

const ICON = '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"/></svg>';

interface Parts { dialog: HTMLDialogElement; input: HTMLInputElement; list: HTMLUListElement; status: HTMLElement; all: HTMLInputElement }

let parts: Parts | undefined;
let index: SearchIndex | undefined;
let links: HTMLAnchorElement[] = [];
let active = -1;
let sequence = 0;
let opener: Element | null = null;
let word: Word;

/** Opens the dialog; `base` is the site's base URL ending in `/`, `words` the page's (client/words.ts). */
export function openSearch(base: string, words: Word): void {
  word = words;
  index ??= new SearchIndex(base);
  index.refresh();
  parts ??= createDialog(index);
  opener = document.activeElement;
  if (!parts.dialog.open) parts.dialog.showModal();
  parts.input.focus();
  parts.input.select();
  if (parts.input.value) void runQuery(parts.input.value);
}

function createDialog(index: SearchIndex): Parts {
  const dialog = document.createElement('dialog');
  dialog.className = 'search-dialog';
  dialog.setAttribute('aria-label', word('searchLabel'));
  dialog.setAttribute('aria-modal', 'true');
  dialog.innerHTML = `<div class="search-box">${ICON}<input type="search" role="combobox" aria-expanded="false" aria-controls="search-listbox" aria-autocomplete="list" autocomplete="off" spellcheck="false"><button type="button" class="search-close"><kbd>Esc</kbd></button></div><div class="search-status" role="status" aria-live="polite"></div><ul class="search-results" id="search-listbox" role="listbox"></ul>`;
  document.body.append(dialog);
  const input = dialog.querySelector('input') as HTMLInputElement;
  const all = versionsSwitch(index, (label) => input.after(label), () => void runQuery(input.value), word);
  const found = { dialog, input, list: dialog.querySelector('ul') as HTMLUListElement, status: dialog.querySelector('.search-status') as HTMLElement, all };
  // The words as attributes, never into the markup: a translation is text.
  input.setAttribute('aria-label', word('searchPlaceholder'));
  input.placeholder = word('searchPlaceholder');
  dialog.querySelector('.search-close')?.setAttribute('aria-label', word('searchClose'));
  found.list.setAttribute('aria-label', word('searchResults'));
  found.input.addEventListener('input', () => void runQuery(found.input.value));
  found.input.addEventListener('keydown', onKey);
  dialog.querySelector('.search-close')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
    else if ((event.target as Element).closest('a')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  });
  return found;
}

async function runQuery(query: string): Promise<void> {
  if (!parts || !index) return;
  const { input, list, status, all } = parts;
  const mine = ++sequence;
  let results: SearchResults = { pages: [], matches: () => false, rules: wordRules('en') };
  if (query.trim()) {
    try {
      results = await index.search(query, reading(), all.checked);
    } catch (error) {
      if (mine === sequence) status.textContent = word('searchUnavailable');
      console.error('garden-site: search failed', error);
      return;
    }
  }
  if (mine !== sequence) return; // a newer query is under way
  links = drawResults(list, results, { idPrefix: 'search-option', asOptions: true });
  input.setAttribute('aria-expanded', String(links.length > 0));
  status.textContent = query.trim() ? countLabel(results, word) : '';
  list.dataset.query = query; // which query the list shows (tests and styles read it)
  select(links.length ? 0 : -1);
}

function select(next: number): void {
  links[active]?.setAttribute('aria-selected', 'false');
  active = next;
  const link = links[active];
  if (!link || !parts) {
    parts?.input.removeAttribute('aria-activedescendant');
    return;
  }
  link.setAttribute('aria-selected', 'true');
  parts.input.setAttribute('aria-activedescendant', link.id);
  link.scrollIntoView({ block: 'nearest' });
}

function onKey(event: KeyboardEvent): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (links.length) select((active + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length);
  } else if (event.key === 'Enter' && !event.isComposing) {
    event.preventDefault();
    links[active]?.click();
  }
}
