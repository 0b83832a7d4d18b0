import test from 'ava';
import { createHighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { collectCodeBlocks, generateLanguageBlocks } from '../../test/_code-blocks.js';
import { onigurumaWasm } from './highlighter.js';
import { sharePatterns } from './shared-patterns.js';
import { createThemePairTokenizer } from './theme-pair.js';

const themes = { light: 'github-light', dark: 'github-dark' };
// This site's blocks, the hand-written samples, and blocks in the 40 languages of the many-languages corpus.
const blocks = [...collectCodeBlocks(0), ...generateLanguageBlocks(6)].filter((block) => block.language !== 'text');
const languages = [...new Set(blocks.map((block) => block.language))];

async function tokenizer(engine: RegexEngine) {
  const core = await createHighlighterCore({
    engine,
    themes: [bundledThemes['github-light'](), bundledThemes['github-dark']()],
    langs: languages.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]()),
  });
  return createThemePairTokenizer(core, themes);
}

// Every rule's scanner made of the patterns' own scanners (never compiled together), then
// compiled together after a few searches, often in the middle of a line: each must give
// exactly the tokens Oniguruma's own scanners give, in every language.
for (const [name, searchesBeforeCompiling] of [['shared pattern scanners only', Infinity], ['switching to a scanner of its own after 3 searches', 3]] as const) {
  test(`${name}: the tokens of Oniguruma's own scanners, block for block`, async (t) => {
    const oniguruma = await createOnigurumaEngine(onigurumaWasm());
    const [expected, actual] = await Promise.all([tokenizer(oniguruma), tokenizer(sharePatterns(oniguruma, searchesBeforeCompiling))]);
    t.true(languages.length >= 40);
    const differing = blocks.filter((block) => JSON.stringify(actual(block.code, block.language)) !== JSON.stringify(expected(block.code, block.language)));
    t.deepEqual(differing.map((block) => `${block.source} (${block.language})`), []);
  });
}

test('a pattern anchored at the search start (\\G) is searched again from each start, as Oniguruma does', async (t) => {
  const oniguruma = await createOnigurumaEngine(onigurumaWasm());
  const searches = (engine: RegexEngine) => {
    const scanner = engine.createScanner(['\\Gb', 'x']);
    const line = engine.createString('abx');
    return [0, 1].map((start) => scanner.findNextMatchSync(line, start, 0)?.index);
  };
  t.deepEqual(searches(sharePatterns(oniguruma, Infinity)), [1, 0]);
  t.deepEqual(searches(sharePatterns(oniguruma, Infinity)), searches(oniguruma));
});
