// Draws results grouped by page: the page title (and its docs version), then its matching
// sections (heading and snippet). The dialog draws them as listbox options, the search page as a
// plain list. Both offer the same switch to search every docs version.
import { ATTR } from '../../shared/attributes.js';
import type { Reading, SearchIndex, SearchResults } from './engine.js';
import { appendMarked, snippetOf } from './highlight.js';
import type { Word } from '../words.js';

export interface DrawOptions { idPrefix: string; asOptions: boolean }

/** Fills `list` (a <ul>); returns the links, in order, for keyboard movement. */
export function drawResults(list: HTMLElement, results: SearchResults, { idPrefix, asOptions }: DrawOptions): HTMLAnchorElement[] {
  const links: HTMLAnchorElement[] = [];
  list.replaceChildren(...results.pages.map((page, p) => {
    const group = document.createElement('li');
    group.className = 'search-group';
    const title = document.createElement('div');
    title.className = 'search-group-title';
    title.id = `${idPrefix}-g${p}`;
    appendMarked(title, page.title, results.matches, results.rules);
    if (page.version) {
      const version = document.createElement('span');
      version.className = 'search-version';
      version.textContent = page.version;
      title.append(' ', version);
    }
    const hits = document.createElement('ul');
    hits.className = 'search-hits';
    if (asOptions) {
      group.setAttribute('role', 'presentation');
      hits.setAttribute('role', 'group');
      hits.setAttribute('aria-labelledby', title.id);
    }
    hits.append(...page.hits.map((hit) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = hit.href;
      link.className = 'search-hit';
      link.id = `${idPrefix}-${links.length}`;
      if (asOptions) {
        item.setAttribute('role', 'presentation');
        link.setAttribute('role', 'option');
        link.setAttribute('aria-selected', 'false');
        link.tabIndex = -1;
      }
      const heading = document.createElement('span');
      heading.className = 'search-hit-heading';
      appendMarked(heading, hit.heading || page.title, results.matches, results.rules);
      const snippet = document.createElement('span');
      snippet.className = 'search-hit-snippet';
      appendMarked(snippet, snippetOf(hit.text, results.matches, results.rules), results.matches, results.rules);
      link.append(heading, snippet);
      links.push(link);
      item.append(link);
      return item;
    }));
    group.append(title, hits);
    return group;
  }));
  return links;
}

export function countLabel(results: SearchResults, word: Word): string {
  const hits = results.pages.reduce((sum, page) => sum + page.hits.length, 0);
  const found = hits === 0 ? word('noResults') : word('searchSummary', { results: word('resultCount', { count: hits }), pages: word('pageCount', { count: results.pages.length }) });
  return results.scope ? word('inVersion', { found, version: results.scope }) : found;
}

/** The doc being read, from its docs layout (templates/parts/docs-layout.tsx); undefined outside the docs. */
export function reading(): Reading {
  const layout = document.querySelector(`[${ATTR.docsVersion}]`);
  return layout ? [layout.getAttribute(ATTR.docsSection) ?? '', layout.getAttribute(ATTR.docsVersion) ?? ''] : undefined;
}

/** The "All versions" checkbox, handed to `place` once the index says the site has versions; `onChange` searches again. */
export function versionsSwitch(index: SearchIndex, place: (label: HTMLLabelElement) => void, onChange: () => void, word: Word): HTMLInputElement {
  const label = document.createElement('label');
  label.className = 'search-versions';
  const all = document.createElement('input');
  all.type = 'checkbox';
  all.addEventListener('change', onChange);
  label.append(all, ` ${word('allVersions')}`);
  void index.versioned().then((versioned) => versioned && place(label), () => undefined);
  return all;
}
