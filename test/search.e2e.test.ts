// The search index the build writes: split into term shards and text chunks, covering docs,
// news and pages with their headings' anchors, honouring `search.exclude` and `enabled`.
import test from 'ava';
import { existsSync, readdirSync } from 'node:fs';
import { shardOf, termGroup, type SearchManifest } from '../cli/write/search-terms.js';
import path from 'node:path';
import { MINIMAL_SITE, fixtureConfig, makeSite, read, runCli } from './_site.js';

type Chunk = Array<[string, string, Array<[string, string, string]>]>;

async function build(extra = ''): Promise<string> {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig(extra) });
  const result = await runCli(['build'], root);
  if (result.code !== 0) throw new Error(result.stderr);
  return path.join(root, 'dist');
}

const json = <T>(dist: string, file: string): T => JSON.parse(read(dist, file)) as T;
const sections = (dist: string): Array<{ url: string; title: string; anchor: string; heading: string; text: string }> => {
  const chunks = readdirSync(path.join(dist, 'search/d')).map((file) => json<Chunk>(dist, `search/d/${file}`));
  return chunks.flat().flatMap(([url, title, sections]) => sections.map(([anchor, heading, text]) => ({ url, title, anchor, heading, text })));
};

test('the build indexes docs, news and pages by section, with each heading and its anchor', async (t) => {
  const dist = await build();
  const all = sections(dist);
  t.deepEqual(all.find((section) => section.url === '/docs/crops/tomatoes'), { url: '/docs/crops/tomatoes', title: 'Tomatoes', anchor: 'staking', heading: 'Staking', text: 'Stake them early. final bed = Bed(name: "North");' });
  t.regex(all.find((section) => section.title === 'First post')?.url ?? '', /^\/news\/.*first-post$/);
  t.true(all.some((section) => section.url === '/about'));
  // Lists and the 404 page repeat other pages or say nothing: not indexed.
  t.false(all.some((section) => section.url === '/404' || section.url === '/news' || section.url === '/search'));
});

test('the index is split: a term is found in the one shard the manifest points its two-letter group to', async (t) => {
  const dist = await build();
  const manifest = json<SearchManifest>(dist, 'search/manifest.json');
  t.deepEqual(readdirSync(path.join(dist, 'search/t')).sort(), manifest.shards.map((_, n) => `${n}.json`).sort());
  t.deepEqual(readdirSync(path.join(dist, 'search/d')).sort(), manifest.chunks.map((_, n) => `${n}.json`).sort());
  const groupsSeen = new Map<string, number>();
  manifest.shards.forEach((_, n) => {
    const terms = Object.keys(json<Record<string, number[]>>(dist, `search/t/${n}.json`));
    t.true(terms.length > 0, `shard ${n} is not empty`);
    for (const term of terms) {
      t.is(shardOf(term, manifest), n, term);
      // A group never straddles two shards, so prefix and typo matches are all in the one fetched.
      t.is(groupsSeen.get(termGroup(term)) ?? n, n, term);
      groupsSeen.set(termGroup(term), n);
    }
  });
  // Word forms are stemmed at build time: "tomatoes" is indexed as "tomato".
  t.truthy(json<Record<string, number[]>>(dist, `search/t/${shardOf('tomato', manifest)}.json`).tomato);
});

test('a large site fills its shards and chunks to a few KB each, not one file per prefix or per two pages', async (t) => {
  // Made-up words spread over many two-letter groups, as a real vocabulary is.
  const letter = (n: number): string => String.fromCharCode(97 + (n % 26));
  const word = (n: number, w: number): string => `${letter(n + w)}${letter(n * 3 + w * 7)}ell${letter(w)}${n % 7}`;
  const pages = Object.fromEntries(Array.from({ length: 60 }, (_, n) => [
    `content/docs/bed-${n}.md`,
    `---\ntitle: Bed ${n}\n---\n\n${Array.from({ length: 40 }, (_, w) => `${word(n, w)} planting bed`).join(' ')}\n`,
  ]));
  const root = makeSite({ ...MINIMAL_SITE, ...pages });
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  const dist = path.join(root, 'dist');
  const manifest = json<SearchManifest>(dist, 'search/manifest.json');
  const files = [...manifest.shards.map((_, n) => `search/t/${n}.json`), ...manifest.chunks.map((_, n) => `search/d/${n}.json`)];
  // 66 pages: with a chunk per two pages and a shard per prefix this index was 75 files.
  t.true(files.length < 20, `${files.length} index files`);
  t.true(files.every((file) => read(dist, file).length < 40_000), 'no file grows past a few KB');
  t.true(manifest.chunks.length > 1 && manifest.shards.length > 1, 'still split: a query fetches part of the index');
});

test('search.exclude leaves matching routes out; /search is built but kept out of the sitemap', async (t) => {
  const dist = await build("search: { exclude: ['/news/**', '/about'] },");
  const urls = new Set(sections(dist).map((section) => section.url));
  t.false([...urls].some((url) => url.startsWith('/news/') || url === '/about'));
  t.true(urls.has('/docs/intro'));
  t.regex(read(dist, 'search.html'), /needs JavaScript/);
  t.regex(read(dist, 'search.html'), /<meta name="robots" content="noindex/);
  t.notRegex(read(dist, 'sitemap.xml'), /\/search</);
  t.regex(read(dist, 'docs/intro.html'), /class="navbar-search" href="\/search"/);
});

test('search.enabled: false writes no index, no /search page and no search button', async (t) => {
  const dist = await build('search: { enabled: false },');
  t.false(existsSync(path.join(dist, 'search')));
  t.false(existsSync(path.join(dist, 'search.html')));
  t.notRegex(read(dist, 'docs/intro.html'), /navbar-search/);
});

test('a misspelt key in the search section is a config error naming it', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig("search: { exclud: ['/news/**'] },") });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.regex(result.stderr, /search/);
  t.regex(result.stderr, /exclud/);
});
