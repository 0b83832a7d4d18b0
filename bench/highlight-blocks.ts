// Not part of `npm run bench`: milliseconds per code block for three ways of tokenising the
// same blocks in one process, rounds interleaved so the machine's load falls on all alike:
// shiki with one theme, shiki with two (what the build did before), and the build's own
// tokeniser, which runs each block's grammar once for both themes (cli/markdown/theme-pair.ts).
//
//   node --import tsx bench/highlight-blocks.ts [rounds=5] [corpus docs=400]
import { collectCodeBlocks, loadSampleHighlighter } from '../test/_code-blocks.js';
import { createThemePairTokenizer } from '../cli/markdown/theme-pair.js';
import { median } from './measure.js';

const rounds = Number(process.argv[2] ?? 5);
const blocks = collectCodeBlocks(Number(process.argv[3] ?? 400)).filter((block) => block.language !== 'text');
const themes = { light: 'github-light', dark: 'github-dark' };
const highlighter = await loadSampleHighlighter([themes.light, themes.dark]);
const tokenize = createThemePairTokenizer(highlighter, themes);

const ways: Record<string, (code: string, lang: string) => unknown> = {
  'shiki, one theme': (code, lang) => highlighter.codeToTokens(code, { lang, theme: themes.light, tokenizeTimeLimit: 0 }),
  'shiki, two themes': (code, lang) => highlighter.codeToTokens(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }),
  'one grammar run, two themes': (code, lang) => tokenize(code, lang),
};
const times = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
// Round 0 warms every grammar's compiled regexes and the caches; it is not counted.
for (let round = 0; round <= rounds; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const start = performance.now();
    for (const block of blocks) run(block.code, block.language);
    if (round > 0) times.get(name)?.push((performance.now() - start) / blocks.length);
  }
}
const lines = blocks.reduce((sum, block) => sum + block.code.split('\n').length, 0);
console.log(`${blocks.length} blocks (${(lines / blocks.length).toFixed(1)} lines each on average), median of ${rounds} rounds:`);
for (const [name, values] of times) console.log(`  ${name.padEnd(28)} ${median(values).toFixed(3)} ms/block  (${values.map((v) => v.toFixed(3)).join(' ')})`);
