import test from 'ava';
import type { HighlighterCore, ThemedToken } from 'shiki/core';
import { SAMPLE_LANGUAGES, collectCodeBlocks, loadSampleHighlighter } from '../../test/_code-blocks.js';
import { createThemePairTokenizer, type StyledToken } from './theme-pair.js';

/** The style shiki's two-theme tokens give each character, line by line (as the HTML writes it). */
function shikiCharacters(lines: ThemedToken[][]): string[][] {
  const style = (token: ThemedToken) => Object.entries(token.htmlStyle ?? {}).map(([name, value]) => `${name}:${value}`).join(';');
  return lines.map((tokens) => tokens.flatMap((token) => [...token.content].map(() => style(token))));
}

function ourCharacters(lines: StyledToken[][]): string[][] {
  return lines.map((tokens) => tokens.flatMap((token) => [...token.content].map(() => token.style)));
}

let shared: Promise<HighlighterCore> | undefined;
function highlighter(): Promise<HighlighterCore> {
  shared ??= loadSampleHighlighter(['github-light', 'github-dark', 'catppuccin-latte', 'catppuccin-mocha', 'min-light', 'nord']);
  return shared;
}

test('the samples cover every language the site and the bench corpus use', (t) => {
  const covered = new Set(collectCodeBlocks(60).map((block) => block.language));
  t.deepEqual([...covered].sort(), [...SAMPLE_LANGUAGES, 'text'].sort());
});

for (const [light, dark] of [['github-light', 'github-dark'], ['catppuccin-latte', 'catppuccin-mocha'], ['min-light', 'nord']] as const) {
  test(`one grammar run gives every character shiki's colours in both themes, and shiki's tokens: ${light} / ${dark}`, async (t) => {
    const core = await highlighter();
    const themes = { light, dark };
    const tokenize = createThemePairTokenizer(core, themes);
    const colourMismatches: string[] = [];
    const tokenMismatches: string[] = [];
    for (const { source, language, code } of collectCodeBlocks(60)) {
      const ours = tokenize(code, language);
      const theirs = core.codeToTokens(code, { lang: language, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
      const [ourColours, theirColours] = [ourCharacters(ours), shikiCharacters(theirs)];
      if (JSON.stringify(ourColours) !== JSON.stringify(theirColours)) colourMismatches.push(`${source} (${language})`);
      // The same token boundaries too, so the HTML is byte-identical and not only the same colours.
      const contents = (lines: ReadonlyArray<ReadonlyArray<{ content: string }>>) => JSON.stringify(lines.map((tokens) => tokens.map((token) => token.content).filter(Boolean)));
      if (contents(ours) !== contents(theirs)) tokenMismatches.push(`${source} (${language})`);
    }
    t.deepEqual(colourMismatches, []);
    t.deepEqual(tokenMismatches, []);
  });
}

/** Text that reaches the common corners of most grammars: comments, strings, numbers, keywords, markup. */
const ANY_LANGUAGE = [
  '// comment -- # note /* block */ <!-- markup -->',
  'let x = "text with \\"escape\\" and ${value}" + \'single\' + 42 + 0x1F + 3.14e-2;',
  'if (x) { return [1, 2]; } else def f(a, b): pass end',
  '<tag attr="v">body</tag> @decorator $var %macro',
  '',
  '\tkey: value # trailing 🌱 ü',
].join('\n');

test("every bundled theme, in light/dark pairs, colours every bundled language as shiki's two-theme output does", async (t) => {
  const [{ createHighlighterCore }, { createOnigurumaEngine }, { bundledLanguagesInfo }, { bundledThemesInfo }] = await Promise.all([import('shiki/core'), import('shiki/engine/oniguruma'), import('shiki/langs'), import('shiki/themes')]);
  const lights = bundledThemesInfo.filter((theme) => theme.type === 'light');
  const darks = bundledThemesInfo.filter((theme) => theme.type === 'dark');
  // Each theme at least once: the longer list paired with the shorter one in turn.
  const pairs = Array.from({ length: Math.max(lights.length, darks.length) }, (_, n) => ({ light: lights[n % lights.length]!.id, dark: darks[n % darks.length]!.id }));
  const core = await createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    themes: bundledThemesInfo.map((theme) => theme.import()),
    langs: bundledLanguagesInfo.map((language) => language.import()),
  });
  const mismatches: string[] = [];
  for (const [index, { id }] of bundledLanguagesInfo.entries()) {
    // Every language under the first pair, and the pairs taken in turn so every theme meets many grammars.
    for (const themes of new Set([pairs[0]!, pairs[index % pairs.length]!])) {
      const ours = createThemePairTokenizer(core, themes)(ANY_LANGUAGE, id);
      const theirs = core.codeToTokens(ANY_LANGUAGE, { lang: id, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
      if (JSON.stringify(ourCharacters(ours)) !== JSON.stringify(shikiCharacters(theirs))) mismatches.push(`${id} colours (${themes.light} / ${themes.dark})`);
      const contents = (lines: ReadonlyArray<ReadonlyArray<{ content: string }>>) => JSON.stringify(lines.map((tokens) => tokens.map((token) => token.content).filter(Boolean)));
      if (contents(ours) !== contents(theirs)) mismatches.push(`${id} tokens (${themes.light} / ${themes.dark})`);
    }
  }
  t.true(pairs.length >= 20 && bundledLanguagesInfo.length >= 200, 'the lists shiki bundles are the ones compared');
  t.deepEqual(mismatches, []);
});
