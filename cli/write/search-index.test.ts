import test from 'ava';
import { bytesAllocatedBy } from '../../test/_allocations.js';
import { SearchIndex } from './search-index.js';
import { searchBodyOf, searchShare, type SearchablePage } from './search-pages.js';

const WORDS = 'soil compost mulch tomato leek bean pea squash onion garlic carrot beet kale chard spinach lettuce radish turnip basil parsley thyme sage rosemary dill sorrel'.split(' ');

/** A page's share from its rendered HTML: `sections` headed sections of words drawn from its number. */
function page(n: number, sections = 3, extra = ''): SearchablePage {
  const word = (k: number): string => `${WORDS[(n * 7 + k * 3) % WORDS.length]}${(n + k) % 11}`;
  const html = Array.from({ length: sections }, (_, s) => `<h2 id="part-${s}">Part ${word(s)}</h2><p>${Array.from({ length: 30 }, (_, k) => word(k + s)).join(' ')} ${extra}</p>`).join('');
  const source = { url: `/docs/page-${n}`, title: `Page ${word(n)}`, html };
  return searchShare(source, searchBodyOf(source));
}

const site = (count: number): SearchablePage[] => Array.from({ length: count }, (_, n) => page(n));

test('an index updated page by page writes the same files as one built from nothing', (t) => {
  const pages = site(60);
  const kept = new SearchIndex();
  kept.files(pages, true);
  const steps: Array<[string, () => void]> = [
    ['a body edit', () => (pages[5] = page(5, 3, 'fresh words'))],
    ['a new title', () => (pages[12] = { ...page(12), title: 'Another title', titleTerms: ['another', 'title'] })],
    ['a section added', () => (pages[20] = page(20, 4))],
    ['a page emptied', () => (pages[3] = page(3, 0))],
    ['an unchanged page shared again', () => (pages[7] = { ...(pages[7] as SearchablePage) })],
    ['a page added', () => pages.push(page(60))],
    ['a page removed', () => pages.splice(10, 1)],
  ];
  for (const [change, apply] of steps) {
    apply();
    t.deepEqual(kept.files(pages, true), new SearchIndex().files(pages, true), change);
  }
});

test('after one page changes, the index is updated for a small part of what indexing the site costs', async (t) => {
  const pages = site(1500);
  const kept = new SearchIndex();
  const fresh = await bytesAllocatedBy(() => kept.files(pages, true));
  pages[700] = page(700, 3, 'one more sentence here');
  const update = await bytesAllocatedBy(() => kept.files(pages, true));
  t.true(update * 10 < fresh, `updating took ${update} bytes, indexing ${fresh}`);
});
