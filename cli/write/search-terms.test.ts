import test from 'ava';
import { readFileSync } from 'node:fs';
import { defaultVersions, editDistance, indexTerms, stem, versionOf, wordRules, type SearchManifest } from './search-terms.js';
import { extractSections } from './search-text.js';

test('word forms meet on one stem: plurals, misspelt plurals, -ing and -ed', (t) => {
  t.is(stem('tomatoes'), stem('tomato'));
  t.is(stem('tomatos'), stem('tomato'));
  t.is(stem('plantings'), stem('planting'));
  t.is(stem('planted'), stem('plant'));
  t.is(stem('berries'), 'berry');
  t.is(stem('planning'), 'plan');
  t.is(stem('grass'), 'grass');
});

test('index terms drop stop words and fold case and accents', (t) => {
  t.deepEqual(indexTerms('The Café and its Gardens'), ['cafe', 'garden']);
});

test('outside English, words are kept whole: no English stems or stop words, case lowered as the language lowers it', (t) => {
  t.deepEqual(indexTerms('Le jardinage des tomates, l’arrosage et les semis', 'fr-FR'), ['le', 'jardinage', 'des', 'tomates', 'arrosage', 'et', 'les', 'semis']);
  t.deepEqual(indexTerms('Les tomates', 'en'), ['les', 'tomate'], 'the same words as English would be stemmed');
  t.deepEqual(indexTerms('Été À LA CAMPAGNE', 'fr'), ['ete', 'la', 'campagne'], 'accents fold, so a reader typing without them finds them');
  t.deepEqual(indexTerms('IRMAK İzmir', 'tr'), ['ırmak', 'izmir'], 'Turkish lowers I to dotless ı');
  t.deepEqual(indexTerms('हिन्दी बगीचा', 'hi'), ['हिन्दी', 'बगीचा'], "a script's vowel signs stay in their word");
});

test('a language written without spaces is split where Intl.Segmenter puts word boundaries; one character can be a word', (t) => {
  const japanese = indexTerms('トマトの水やりは朝に', 'ja');
  t.true(japanese.includes('トマト') && japanese.includes('水'), japanese.join(' | '));
  t.false(japanese.some((term) => term.includes('トマトの')), 'no run of text is one word');
  const chinese = indexTerms('番茄需要充足的阳光', 'zh-CN');
  t.true(chinese.length > 2 && chinese.includes('番茄'), chinese.join(' | '));
  // Snippets mark words in the text as written: the spans are places in it.
  const rules = wordRules('ja');
  const text = 'トマトの水やり';
  t.deepEqual(rules.spans(text).map(([start, end]) => text.slice(start, end)).filter((word) => word === 'トマト'), ['トマト']);
});

test('edit distance stops counting past the allowed typos', (t) => {
  t.is(editDistance('tomato', 'tomtao', 2), 2);
  t.is(editDistance('tomato', 'potato', 1), 2);
  t.is(editDistance('garlic', 'compost', 1), 2);
});

test('rendered HTML splits into sections at headings, with anchors and plain text', (t) => {
  const html = '<p>Intro &amp; more.</p><h2 id="staking">Staking <a class="hash-link" href="#staking">#</a></h2><p>Stake <code>early</code>.</p><pre><button>Copy</button><code>x = 1</code></pre>';
  t.deepEqual(extractSections(html), [
    { anchor: '', heading: '', text: 'Intro & more.' },
    { anchor: 'staking', heading: 'Staking', text: 'Stake early. x = 1' },
  ]);
});

test("the theme's browser code takes the word rules from the engine, not a copy", async (t) => {
  const theme = await import('../../templates/client/search/terms.js');
  const engine = await import('./search-terms.js');
  t.deepEqual(Object.keys(theme).sort(), Object.keys(engine).sort());
  for (const word of ['tomatoes', 'tomatos', 'plantings', 'Beet-root', 'café']) {
    t.is(theme.stem(word), engine.stem(word));
    t.is(theme.termGroup(word), engine.termGroup(word));
  }
  t.is(readFileSync(new URL('../../templates/client/search/terms.ts', import.meta.url), 'utf8').match(/^export /gm)?.length, 1, 'one re-export, no rules of its own');
});

test('a reader searches the version being read in its section, the last version elsewhere; pages of no version always', (t) => {
  const manifest: SearchManifest = {
    version: 2, build: 'b', shards: [], chunks: [0],
    versions: [['default', '2.0', '2.0', 1], ['default', 'current', 'Next', 0], ['default', '1.0', '1.0', 0], ['api', 'v2', 'v2', 1], ['api', 'v1', 'v1', 0]],
    runs: [0, 10, 12, 20, 30],
    runVersions: [0, -1, 1, 2, 4],
  };
  t.deepEqual([0, 9, 10, 11, 12, 19, 20, 29, 30, 99].map((page) => versionOf(page, manifest)), [0, 0, -1, -1, 1, 1, 2, 2, 4, 4]);
  t.deepEqual(defaultVersions(manifest, ['default', '1.0']), [2, 3], 'its own version, and the other section’s last');
  t.deepEqual(defaultVersions(manifest, ['api', 'v1']), [0, 4]);
  t.deepEqual(defaultVersions(manifest, undefined), [0, 3], 'outside the docs: each section’s last version');
  t.deepEqual(defaultVersions(manifest, ['default', '0.9']), [0, 3], 'a version the index does not list: the last');
  t.deepEqual(defaultVersions({ ...manifest, versions: undefined, runs: undefined, runVersions: undefined }, ['default', '1.0']), []);
  t.is(versionOf(3, { ...manifest, versions: undefined, runs: undefined, runVersions: undefined }), -1, 'a site without versions');
});
