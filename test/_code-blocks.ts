// The code blocks the two-theme test and the highlighting micro-benchmark run over: this site's
// pages, the bench corpus's generated blocks and the hand-written samples, each with the shiki
// id of its language ('text' for plain or unknown ones).
import fg from 'fast-glob';
import MarkdownIt from 'markdown-it';
import { readFileSync } from 'node:fs';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { blockLength, LANGUAGES } from '../bench/corpus-code.js';
import { codeBlock } from '../bench/corpus-markdown.js';
import { makeRandom } from '../bench/corpus-words.js';
import { CODE_SAMPLES } from './_code-samples.js';
import { normalizeLanguage } from '../cli/markdown/languages.js';

/** Every language the site and the bench corpus use, and the common ones beside them. */
export const SAMPLE_LANGUAGES = ['shellscript', 'dart', 'json', 'typescript', 'tsx', 'yaml', 'javascript', 'css', 'html', 'python'];

export interface CodeBlock {
  source: string;
  language: string;
  code: string;
}

/** The fenced code blocks of a markdown text, as markdown-it reads them (language: as written). */
export function fences(source: string, markdown: string): CodeBlock[] {
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((token) => token.type === 'fence')
    .map((token) => ({ source, language: token.info.split(/\s/)[0] ?? '', code: token.content.replace(/\n$/, '') }));
}

/** The site's blocks (run from the repository root), `corpusDocs` docs' worth of corpus blocks, and the samples. */
export function collectCodeBlocks(corpusDocs: number): CodeBlock[] {
  const site = fg.sync('content/**/*.{md,mdx}').flatMap((file) => fences(file, readFileSync(file, 'utf8')));
  const random = makeRandom(7);
  const corpus = Array.from({ length: corpusDocs }, (_, n) => fences(`corpus doc ${n}`, [0, 1, 2].map((block) => codeBlock(random, n, block)).join('\n\n')));
  return [...site, ...corpus.flat(), ...CODE_SAMPLES.map((sample) => ({ source: `sample ${sample.language}`, ...sample }))].map((block) => {
    const id = normalizeLanguage(block.language);
    return { ...block, language: id !== undefined && SAMPLE_LANGUAGES.includes(id) ? id : 'text' };
  });
}

/** A shiki highlighter on the engine the build uses, with these themes and every sample language. */
export function loadSampleHighlighter(themes: readonly string[]): Promise<HighlighterCore> {
  return createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    themes: themes.map((name) => bundledThemes[name as keyof typeof bundledThemes]()),
    langs: SAMPLE_LANGUAGES.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]()),
  });
}

/**
 * Blocks in every language the many-languages bench corpus generates (bench/corpus-code.ts),
 * `perLanguage` of each at the lengths that corpus gives them, under their shiki ids.
 */
export function generateLanguageBlocks(perLanguage: number): CodeBlock[] {
  const random = makeRandom(2026);
  return LANGUAGES.flatMap(({ fence, make }) =>
    Array.from({ length: perLanguage }, (_, n) => ({ source: `generated ${fence} ${n}`, language: normalizeLanguage(fence) ?? 'text', code: make(random, blockLength(random)) })),
  );
}
