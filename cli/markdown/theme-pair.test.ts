import test from 'ava';
import fg from 'fast-glob';
import MarkdownIt from 'markdown-it';
import { readFileSync } from 'node:fs';
import { createHighlighterCore, type HighlighterCore, type ThemedToken } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { codeBlock } from '../../bench/corpus-markdown.js';
import { makeRandom } from '../../bench/corpus-words.js';
import { CODE_SAMPLES } from './_code-samples.js';
import { normalizeLanguage } from './languages.js';
import { createThemePairTokenizer, type StyledToken } from './theme-pair.js';

// Every language the site and the bench corpus use, and the common ones beside them.
const LANGUAGES = ['shellscript', 'dart', 'json', 'typescript', 'tsx', 'yaml', 'javascript', 'css', 'html', 'python'];

interface Sample { source: string; language: string; code: string }

function fences(source: string, markdown: string): Sample[] {
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((token) => token.type === 'fence')
    .map((token) => ({ source, language: token.info.split(/\s/)[0] ?? '', code: token.content.replace(/\n$/, '') }));
}

/** The code blocks of this site's pages, of a slice of the bench corpus, and the hand-written samples. */
function samples(): Sample[] {
  const site = fg.sync('content/**/*.{md,mdx}').flatMap((file) => fences(file, readFileSync(file, 'utf8')));
  const random = makeRandom(7);
  const corpus = Array.from({ length: 60 }, (_, n) => [0, 1, 2].map((block) => codeBlock(random, n, block)).join('\n\n'));
  return [
    ...site,
    ...corpus.flatMap((markdown, n) => fences(`corpus doc ${n}`, markdown)),
    ...CODE_SAMPLES.map((sample) => ({ source: `sample ${sample.language}`, ...sample })),
  ].map((sample) => {
    const id = normalizeLanguage(sample.language);
    return { ...sample, language: id !== undefined && LANGUAGES.includes(id) ? id : 'text' };
  });
}

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
  shared ??= createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    themes: ['github-light', 'github-dark', 'catppuccin-latte', 'catppuccin-mocha', 'min-light', 'nord'].map((name) => bundledThemes[name as keyof typeof bundledThemes]()),
    langs: LANGUAGES.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]()),
  });
  return shared;
}

test('the samples cover every language the site and the bench corpus use', (t) => {
  const covered = new Set(samples().map((sample) => sample.language));
  t.deepEqual([...covered].sort(), [...LANGUAGES, 'text'].sort());
});

for (const [light, dark] of [['github-light', 'github-dark'], ['catppuccin-latte', 'catppuccin-mocha'], ['min-light', 'nord']] as const) {
  test(`one grammar run gives every character shiki's colours in both themes, and shiki's tokens: ${light} / ${dark}`, async (t) => {
    const core = await highlighter();
    const themes = { light, dark };
    const tokenize = createThemePairTokenizer(core, themes);
    const colourMismatches: string[] = [];
    const tokenMismatches: string[] = [];
    for (const { source, language, code } of samples()) {
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
