import test from 'ava';
import { bytesAllocatedBy } from '../../test/_allocations.js';
import { SearchIndex } from './search-index.js';
import { searchBodyOf, searchShare, type SearchablePage, type SearchVersion } from './search-pages.js';
import { SECTIONS_PER_PAGE, versionOf, type SearchManifest, type SearchShard } from './search-terms.js';

const WORDS = 'soil compost mulch tomato leek bean pea squash onion garlic carrot beet kale chard spinach lettuce radish turnip basil parsley thyme sage rosemary dill sorrel'.split(' ');

/** A page's share from its rendered HTML: `sections` headed sections of words drawn from its number. */
function page(n: number, sections = 3, extra = ''): SearchablePage {
  const word = (k: number): string => `${WORDS[(n * 7 + k * 3) % WORDS.length]}${(n + k) % 11}`;
  const html = Array.from({ length: sections }, (_, s) => `<h2 id="part-${s}">Part ${word(s)}</h2><p>${Array.from({ length: 30 }, (_, k) => word(k + s)).join(' ')} ${extra}</p>`).join('');
  const source = { url: `/docs/page-${n}`, title: `Page ${word(n)}`, language: 'en', html };
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

const VERSIONS = { last: { section: 'default', name: '2.0', label: '2.0', isLast: true }, next: { section: 'default', name: 'current', label: 'Next', isLast: false }, old: { section: 'default', name: '1.0', label: '1.0', isLast: false } };

/** The same doc in a version: versions often share their text word for word. */
function versionedPage(n: number, version: SearchVersion | undefined, text = `Compost heap number ${n}.`): SearchablePage {
  const source = { url: `/docs/${version?.name ?? 'news'}/page-${n}`, title: `Page ${n}`, language: 'en', html: `<p>${text}</p>`, version };
  return searchShare(source, searchBodyOf(source));
}

type Files = Array<{ outFile: string; content: string }>;
const manifestOf = (files: Files): SearchManifest => JSON.parse(files.find((file) => file.outFile === 'search/manifest.json')?.content ?? '{}') as SearchManifest;
/** A term's postings, from the shard holding it. */
const postingsOf = (files: Files, term: string): number[] | undefined => files.filter((file) => file.outFile.startsWith('search/t/')).map((file) => JSON.parse(file.content) as SearchShard).find((terms) => terms[term])?.[term];

test('with docs versions, a word found in every version keeps its best sections in each, and the manifest says which pages are whose', (t) => {
  // 150 pages in each version (more than a word keeps overall), then two news posts.
  const pages = [...Object.values(VERSIONS).flatMap((version) => Array.from({ length: 150 }, (_, n) => versionedPage(n, version))), versionedPage(1, undefined), versionedPage(2, undefined)];
  const files = new SearchIndex().files(pages, true);
  const manifest = manifestOf(files);
  t.deepEqual(manifest.versions, [['default', '2.0', '2.0', 1], ['default', 'current', 'Next', 0], ['default', '1.0', '1.0', 0]]);
  t.deepEqual([manifest.runs, manifest.runVersions], [[0, 150, 300, 450], [0, 1, 2, -1]]);
  const ids = (postingsOf(files, 'compost') ?? []).filter((_, i) => i % 2 === 0);
  const perVersion = new Map<number, number>();
  for (const id of ids) {
    const version = versionOf(Math.floor(id / SECTIONS_PER_PAGE), manifest);
    perVersion.set(version, (perVersion.get(version) ?? 0) + 1);
  }
  t.deepEqual(Object.fromEntries(perVersion), { 0: 100, 1: 100, 2: 100, [-1]: 2 }, 'each version its best 100, and the pages of no version');
});

test('a site with one version has no versions in its index, and keeps a word’s best sections overall', (t) => {
  const pages = Array.from({ length: 150 }, (_, n) => versionedPage(n, VERSIONS.next));
  const files = new SearchIndex().files(pages, true);
  t.like(manifestOf(files), { versions: undefined, runs: undefined, runVersions: undefined });
  t.is(postingsOf(files, 'compost')?.length, 2 * 100);
});

test('with versions, an index updated page by page writes the same files as one built from nothing', (t) => {
  // A word on more pages than it keeps, in the last release and in the news; one page of Next without it.
  const lone = (version: SearchVersion): SearchablePage => ({ ...versionedPage(0, version, 'Greenhouse mode.'), url: '/docs/next/greenhouse' });
  const pages = [...Array.from({ length: 120 }, (_, n) => versionedPage(n, VERSIONS.last)), ...Array.from({ length: 120 }, (_, n) => versionedPage(n, undefined)), lone(VERSIONS.next)];
  const kept = new SearchIndex();
  kept.files(pages, true);
  const steps: Array<[string, () => void]> = [
    ['a body edit', () => (pages[5] = versionedPage(500, VERSIONS.last))],
    ['a version relabelled', () => (pages[240] = lone({ ...VERSIONS.next, label: 'Unreleased' }))],
    ['the other version’s one page moved to the last release: the docs have one version left', () => (pages[240] = lone(VERSIONS.last))],
    ['a second version again', () => (pages[240] = lone(VERSIONS.old))],
    ['a page moved to the other version, its text unchanged', () => (pages[1] = { ...(pages[1] as SearchablePage), version: VERSIONS.old })],
    ['a page removed', () => pages.splice(3, 1)],
  ];
  for (const [change, apply] of steps) {
    apply();
    t.deepEqual(kept.files(pages, true), new SearchIndex().files(pages, true), change);
  }
});
