// `/search?q=…`: the same index and results as the dialog, drawn into the page, following the
// input as the reader types (the address keeps `q`, and `versions=all` while "All versions" is
// checked, so results can be shared and reloaded).
import { SearchIndex } from './engine.js';
import { countLabel, drawResults, reading, versionsSwitch } from './results.js';
import type { Word } from '../words.js';

let sequence = 0;

/** The address's parameter, and its value, for a search of every docs version. */
const VERSIONS_PARAMETER = 'versions';
const EVERY_VERSION = 'all';

export function setupSearchPage(area: HTMLElement, base: string, word: Word): void {
  const form = area.closest('.search-page')?.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return;
  const index = new SearchIndex(base);
  const list = document.createElement('ul');
  list.className = 'search-results search-page-list';
  const status = document.createElement('p');
  status.className = 'search-status';
  status.setAttribute('role', 'status');
  const all = versionsSwitch(index, (label) => status.before(label), () => void run(input.value), word);
  all.checked = new URLSearchParams(location.search).get(VERSIONS_PARAMETER) === EVERY_VERSION;
  area.replaceChildren(status, list);
  const run = async (query: string): Promise<void> => {
    const mine = ++sequence;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (all.checked) url.searchParams.set(VERSIONS_PARAMETER, EVERY_VERSION);
    else url.searchParams.delete(VERSIONS_PARAMETER);
    history.replaceState(history.state, '', url);
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = word('searchPrompt');
      return;
    }
    try {
      const results = await index.search(query, reading(), all.checked);
      if (mine !== sequence) return;
      drawResults(list, results, { idPrefix: 'search-page', asOptions: false });
      status.textContent = countLabel(results, word);
    } catch (error) {
      status.textContent = word('searchUnavailable');
      console.error('garden-site: search failed', error);
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  void run(input.value);
}
