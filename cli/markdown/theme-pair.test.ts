import test from 'ava';
import type { HighlighterCore, ThemedToken } from 'shiki/core';
import { SAMPLE_LANGUAGES, collectCodeBlocks, loadSampleHighlighter } from './_code-blocks.js';
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
