// Not part of `npm run bench`: what the threshold of cli/markdown/shared-patterns.ts trades. The
// many-languages corpus's code blocks are tokenised, as the build does, in one fresh process per
// threshold (a rule's scanner is compiled whole once searched that many times; until then each
// pattern is searched on its own), and each process reports its time and the memory outside V8's
// heap, which holds Oniguruma's WebAssembly memory: the compiled patterns.
//
//   node --import tsx bench/pattern-memory.ts [thresholds, default 200,500,1000,3000,never]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { onigurumaWasm } from '../cli/markdown/highlighter.js';
import { normalizeLanguage } from '../cli/markdown/languages.js';
import { sharePatterns } from '../cli/markdown/shared-patterns.js';
import { createThemePairTokenizer } from '../cli/markdown/theme-pair.js';
import { fences } from '../test/_code-blocks.js';
import { generateLanguagesCorpus } from './corpus-languages.js';

interface Outcome {
  blocks: number;
  languages: number;
  ms: number;
  externalMb: number;
  rssMb: number;
}

const CHILD = '--threshold';
const self = fileURLToPath(import.meta.url);

if (process.argv[2] === CHILD) {
  const threshold = process.argv[3] === 'never' ? Number.POSITIVE_INFINITY : Number(process.argv[3]);
  console.log(JSON.stringify(await tokeniseCorpus(threshold)));
} else {
  const thresholds = (process.argv[2] ?? '200,500,1000,3000,never').split(',');
  console.log('threshold | time | compiled patterns (memory outside the heap) | RSS');
  for (const threshold of thresholds) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', self, CHILD, threshold], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`threshold ${threshold} failed:\n${child.stderr}`);
    const outcome = JSON.parse(child.stdout.trim().split('\n').pop() as string) as Outcome;
    console.log(`${threshold.padStart(9)} | ${(outcome.ms / 1000).toFixed(2)} s | ${outcome.externalMb.toFixed(0)} MB | ${outcome.rssMb.toFixed(0)} MB   (${outcome.blocks} blocks, ${outcome.languages} languages)`);
  }
}

async function tokeniseCorpus(threshold: number): Promise<Outcome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'garden-site-patterns-'));
  let blocks: Array<{ language: string; code: string }>;
  try {
    generateLanguagesCorpus(dir);
    blocks = fg
      .sync('content/**/*.md', { cwd: dir, absolute: true })
      .flatMap((file) => fences(file, readFileSync(file, 'utf8')))
      .map((block) => ({ language: normalizeLanguage(block.language) ?? 'text', code: block.code }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const languages = [...new Set(blocks.map((block) => block.language))].filter((id) => id in bundledLanguages);
  const themes = { light: 'github-light', dark: 'github-dark' } as const;
  const highlighter = await createHighlighterCore({
    engine: sharePatterns(await createOnigurumaEngine(onigurumaWasm()), threshold),
    themes: [bundledThemes[themes.light](), bundledThemes[themes.dark]()],
    langs: languages.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]()),
  });
  const tokenize = createThemePairTokenizer(highlighter, themes);
  const started = performance.now();
  for (const block of blocks) tokenize(block.code, languages.includes(block.language) ? block.language : 'text');
  const ms = performance.now() - started;
  const memory = process.memoryUsage();
  return { blocks: blocks.length, languages: languages.length, ms, externalMb: memory.external / 1048576, rssMb: memory.rss / 1048576 };
}
