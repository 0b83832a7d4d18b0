// The many-languages corpus: about 100 docs holding ~1,600 fenced code blocks in 40 languages,
// in the proportions of a real front-end documentation site (mostly js, jsx, ts and html, then a
// long tail), with realistic block lengths and embedded languages (html with script and style,
// vue, markdown with fences inside). Deterministic: one seed, one corpus, byte for byte.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockLength, LANGUAGES } from './corpus-code.js';
import { siteConfig } from './corpus.js';
import { CROPS, TOPICS, capitalize, makeRandom, sentence } from './corpus-words.js';

export const LANGUAGE_DOCS = 100;

export function generateLanguagesCorpus(dir: string, seed = 2026): { files: number; blocks: number; languages: number } {
  rmSync(dir, { recursive: true, force: true });
  const random = makeRandom(seed);
  const write = (file: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  // Every block's language, shuffled, then dealt to the docs in turn.
  const deck = LANGUAGES.flatMap((language) => Array.from({ length: language.blocks }, () => language));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const perDoc = Math.ceil(deck.length / LANGUAGE_DOCS);
  write('site.config.ts', siteConfig(undefined));
  write('content/docs/intro.md', `---\ntitle: Introduction\n---\n\n${sentence(random, 20)}\n`);
  for (let n = 0; n < LANGUAGE_DOCS; n++) {
    const blocks = deck.slice(n * perDoc, (n + 1) * perDoc);
    const sections = blocks.map((language, index) => {
      const code = language.make(random, blockLength(random));
      // Markdown blocks hold fences of their own: a longer fence closes only the outer one.
      const fence = language.fence === 'md' || language.fence === 'mdx' ? '````' : '```';
      const heading = index % 3 === 0 ? `## ${capitalize(random.pick(TOPICS))} ${index + 1}\n\n` : '';
      return `${heading}${sentence(random, 12)}\n\n${fence}${language.fence}\n${code}\n${fence}\n`;
    });
    const crop = CROPS[n % CROPS.length]!;
    write(`content/docs/${crop}/${crop}-${TOPICS[n % TOPICS.length]}-${n}.md`, `---\ntitle: ${capitalize(crop)} recipes ${n}\n---\n\n${sections.join('\n')}`);
  }
  write('content/pages/index.md', `---\ntitle: Bench Garden\n---\n\n# Bench Garden\n\nStart with [the introduction](../docs/intro.md).\n`);
  write('content/pages/about.md', `---\ntitle: About\n---\n\n${sentence(random, 30)}\n`);
  write('content/static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="green"/></svg>\n');
  return { files: LANGUAGE_DOCS + 3, blocks: deck.length, languages: new Set(LANGUAGES.map((language) => language.fence)).size };
}
