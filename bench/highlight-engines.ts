// Not part of `npm run bench`: the regular expression engines shiki can highlight with, on the
// distinct code blocks of the bench corpora (this site, the many-languages corpus, the 4,000-file
// corpus), each engine in fresh processes, runs interleaved. For each engine: the blocks whose
// tokens (each token's text and its two themes' colours, which is all the HTML holds) differ from
// the build's engine, by language with an example, and the CPU and peak memory of highlighting.
//
//   oniguruma + shared patterns  what the build uses (cli/markdown/shared-patterns.ts)
//   oniguruma                    shiki's Oniguruma engine as its public API gives it
//   javascript                   shiki's JavaScript engine (patterns translated as they are compiled)
//   javascript raw, precompiled  the raw engine with @shikijs/langs-precompiled's grammars
//   oniguruma, precompiled's grammars  (a) with the @shikijs/langs of the precompiled version, to
//                                tell what the grammar version changes from what the engine does
//
// The last two need the precompiled grammars, which this project does not depend on: install
// them somewhere of their own and name that folder (it holds node_modules/@shikijs/...):
//
//   npm install --prefix /tmp/precompiled @shikijs/langs-precompiled@4.4.3 @shikijs/langs@4.4.3
//   node --import tsx bench/highlight-engines.ts [--runs=3] [--precompiled=/tmp/precompiled]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { LanguageInput, RegexEngine } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import { normalizeLanguage } from '../cli/markdown/languages.js';
import { fences } from '../test/_code-blocks.js';
import { corpusOfSize, generateCorpus } from './corpus.js';
import { generateLanguagesCorpus } from './corpus-languages.js';
import { median } from './measure.js';
import { REPO } from './targets.js';

interface Block {
  language: string;
  code: string;
}

interface Outcome {
  /** CPU of the whole process, and of highlighting alone (loading shiki and the grammars, then every block). */
  processCpuMs: number;
  highlightCpuMs: number;
  maxRssMb: number;
}

const ENGINES = ['oniguruma + shared patterns', 'oniguruma', 'javascript', 'javascript raw, precompiled', "oniguruma, precompiled's grammars"] as const;
type Engine = (typeof ENGINES)[number];
const NEEDS_PRECOMPILED = new Set<Engine>(['javascript raw, precompiled', "oniguruma, precompiled's grammars"]);
/** The languages the build loads whatever the pages name (cli/markdown/highlighter.ts). */
const DEFAULT_LANGUAGES = ['shellscript', 'json', 'yaml'];
const themes = { light: 'github-light', dark: 'github-dark' } as const;
const CHILD = '--child';
const self = fileURLToPath(import.meta.url);

if (process.argv[2] === CHILD) {
  const [engine, blocksFile, outFile, precompiled] = process.argv.slice(3) as [Engine, string, string, string];
  await highlightInChild(engine, blocksFile, outFile, precompiled);
} else {
  await compareEngines();
}

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The distinct blocks of a corpus's markdown, as the build highlights each distinct block once. */
function corpusBlocks(root: string): Block[] {
  const distinct = new Map<string, Block>();
  for (const file of fg.sync('content/**/*.{md,mdx}', { cwd: root, absolute: true })) {
    for (const block of fences(file, readFileSync(file, 'utf8'))) {
      const language = normalizeLanguage(block.language) ?? 'text';
      distinct.set(`${language}\n${block.code}`, { language, code: block.code });
    }
  }
  return [...distinct.values()];
}

async function compareEngines(): Promise<void> {
  const runs = Number(flag('runs') ?? 3);
  const precompiled = flag('precompiled');
  const engines = ENGINES.filter((engine) => precompiled !== undefined || !NEEDS_PRECOMPILED.has(engine));
  const work = mkdtempSync(path.join(tmpdir(), 'garden-site-engines-'));
  try {
    const shikiVersion = (JSON.parse(readFileSync(path.join(REPO, 'node_modules/shiki/package.json'), 'utf8')) as { version: string }).version;
    console.log(`shiki ${shikiVersion}`);
    if (precompiled) console.log(`@shikijs/langs-precompiled ${packageVersion(precompiled, '@shikijs/langs-precompiled')}, @shikijs/langs ${packageVersion(precompiled, '@shikijs/langs')} (from ${precompiled})`);
    const corpora: Array<{ name: string; root: string }> = [{ name: 'this site', root: REPO }];
    generateLanguagesCorpus(path.join(work, 'languages'));
    corpora.push({ name: 'many languages', root: path.join(work, 'languages') });
    generateCorpus(path.join(work, 'files-4000'), corpusOfSize(4000));
    corpora.push({ name: '4,000 files', root: path.join(work, 'files-4000') });

    for (const corpus of corpora) {
      const blocks = corpusBlocks(corpus.root);
      const blocksFile = path.join(work, 'blocks.json');
      writeFileSync(blocksFile, JSON.stringify(blocks));
      const outcomes = new Map<Engine, Outcome[]>(engines.map((engine) => [engine, []]));
      const html = new Map<Engine, string[]>();
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? engines : [...engines].reverse();
        for (const engine of order) {
          const outFile = path.join(work, 'html.json');
          const child = spawnSync(process.execPath, ['--import', 'tsx', self, CHILD, engine, blocksFile, outFile, precompiled ?? ''], { encoding: 'utf8', cwd: REPO, maxBuffer: 1 << 26 });
          if (child.status !== 0) throw new Error(`${engine} on ${corpus.name} failed:\n${child.stderr}`);
          outcomes.get(engine)!.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as Outcome);
          if (!html.has(engine)) html.set(engine, JSON.parse(readFileSync(outFile, 'utf8')) as string[]);
        }
      }
      report(corpus.name, blocks, engines, outcomes, html, runs);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function packageVersion(folder: string, name: string): string {
  const file = path.join(folder, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'not installed';
}

function report(corpus: string, blocks: Block[], engines: readonly Engine[], outcomes: Map<Engine, Outcome[]>, html: Map<Engine, string[]>, runs: number): void {
  const languages = new Set(blocks.map((block) => block.language)).size;
  console.log(`\n## ${corpus}: ${blocks.length} distinct blocks in ${languages} languages, medians of ${runs} runs\n`);
  console.log('| engine | highlighting CPU | process CPU | peak RSS | blocks whose tokens differ from the build\'s |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  const reference = html.get(ENGINES[0])!;
  const examples: string[] = [];
  for (const engine of engines) {
    const measured = outcomes.get(engine)!;
    const figure = (pick: (outcome: Outcome) => number) => median(measured.map(pick));
    const differing = new Map<string, number[]>();
    html.get(engine)!.forEach((output, index) => {
      if (output === reference[index]) return;
      const language = blocks[index]!.language;
      differing.set(language, [...(differing.get(language) ?? []), index]);
    });
    const total = [...differing.values()].reduce((sum, indices) => sum + indices.length, 0);
    const byLanguage = [...differing].sort((a, b) => b[1].length - a[1].length).map(([language, indices]) => `${language} ${indices.length}`);
    console.log(`| ${engine} | ${(figure((o) => o.highlightCpuMs) / 1000).toFixed(2)} s | ${(figure((o) => o.processCpuMs) / 1000).toFixed(2)} s | ${figure((o) => o.maxRssMb).toFixed(0)} MB | ${total === 0 ? 'none' : `${total}: ${byLanguage.join(', ')}`} |`);
    for (const [language, indices] of differing) examples.push(`- ${engine}, ${language}: ${firstDifference(reference[indices[0]!]!, html.get(engine)![indices[0]!]!)}`);
  }
  if (examples.length > 0) console.log(`\nThe first differing line of the first differing block of each language (build's engine, then this one):\n\n${examples.join('\n')}`);
}

/** The first line two blocks' token HTML differ on, both ways, shortened. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  const shorten = (text = '') => (text.length > 400 ? `${text.slice(0, 400)}…` : text);
  return `line ${at + 1}\n  \`${shorten(a[at])}\`\n  \`${shorten(b[at])}\``;
}

async function highlightInChild(engine: Engine, blocksFile: string, outFile: string, precompiled: string): Promise<void> {
  const blocks = JSON.parse(readFileSync(blocksFile, 'utf8')) as Block[];
  const started = process.cpuUsage();
  const [{ createHighlighterCore }, { bundledThemes }, { createThemePairTokenizer }] = await Promise.all([import('shiki/core'), import('shiki/themes'), import('../cli/markdown/theme-pair.js')]);
  const wanted = [...new Set([...DEFAULT_LANGUAGES, ...blocks.map((block) => block.language)])].filter((id) => id in bundledLanguages);
  const highlighter = await createHighlighterCore({
    engine: await regexEngine(engine),
    themes: [bundledThemes[themes.light](), bundledThemes[themes.dark]()],
    langs: await grammars(engine, wanted, precompiled),
  });
  const tokenize = createThemePairTokenizer(highlighter, themes);
  const loaded = new Set(highlighter.getLoadedLanguages());
  const html = blocks.map((block) => {
    try {
      return tokenize(block.code, loaded.has(block.language) ? block.language : 'text')
        .map((line) => line.map((token) => (token.style ? `<span style="${token.style}">${token.content}</span>` : token.content)).join(''))
        .join('\n');
    } catch (error) {
      // shiki's JavaScript engine throws on a pattern it cannot translate: such a block is a difference.
      return `error: ${(error as Error).message}`;
    }
  });
  const cpu = process.cpuUsage(started);
  const total = process.cpuUsage();
  const outcome: Outcome = { processCpuMs: (total.user + total.system) / 1000, highlightCpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  writeFileSync(outFile, JSON.stringify(html));
  console.log(JSON.stringify(outcome));
}

async function regexEngine(engine: Engine): Promise<RegexEngine> {
  const [{ createOnigurumaEngine }, { onigurumaWasm }, { sharePatterns }] = await Promise.all([import('shiki/engine/oniguruma'), import('../cli/markdown/highlighter.js'), import('../cli/markdown/shared-patterns.js')]);
  switch (engine) {
    case 'oniguruma + shared patterns':
    case "oniguruma, precompiled's grammars":
      return sharePatterns(await createOnigurumaEngine(onigurumaWasm()));
    case 'oniguruma':
      return createOnigurumaEngine(onigurumaWasm());
    case 'javascript':
      return (await import('shiki/engine/javascript')).createJavaScriptRegexEngine();
    case 'javascript raw, precompiled':
      return (await import('shiki/engine/javascript')).createJavaScriptRawEngine();
  }
}

/** Each wanted language's grammars (with those it embeds), from shiki or from the precompiled folder. */
async function grammars(engine: Engine, ids: string[], precompiled: string): Promise<LanguageInput[]> {
  const from = { 'javascript raw, precompiled': '@shikijs/langs-precompiled', "oniguruma, precompiled's grammars": '@shikijs/langs' }[engine as string];
  if (from === undefined) return ids.map((id) => bundledLanguages[id as keyof typeof bundledLanguages]());
  const dist = path.join(precompiled, 'node_modules', from, 'dist');
  // A language the precompiled package lacks is left out, so its blocks are plain text (a difference).
  const available = ids.filter((id) => existsSync(path.join(dist, `${id}.mjs`)));
  return available.map((id) => import(pathToFileURL(path.join(dist, `${id}.mjs`)).href) as LanguageInput);
}
