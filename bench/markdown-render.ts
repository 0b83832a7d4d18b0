// Not a test: times the markdown stage over a synthetic corpus.
// Run: npx tsx bench/markdown-render.ts [pages] [unique code blocks per page]
import { highlightingRenderer, page } from '../test/_markdown.js';

const pages = Number(process.argv[2] ?? 4000);
const uniqueBlocks = Number(process.argv[3] ?? 1);

function source(n: number): string {
  const lines = [`# Page ${n}`, '', 'Intro paragraph with **bold**, `code` and a [link](../home/team.md#x).', ''];
  for (let s = 0; s < 6; s++) {
    lines.push(`## Section ${s}`, '', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.', '', '- one', '- two', '- three', '');
  }
  lines.push(':::tip Water early', 'Before the *sun* is high.', ':::', '');
  lines.push('```dart title="lib/garden.dart" {2}', 'final garden = Garden();', 'garden.plant(Seed.tomato);', '```', '');
  for (let b = 0; b < uniqueBlocks; b++) {
    lines.push('```dart', `class Bed${n}_${b} extends Plot {`, `  final int width = ${n};`, '  @override', `  String toString() => 'Bed($width)';`, '}', '```', '');
  }
  return lines.join('\n');
}

const start = performance.now();
const renderer = await highlightingRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: ['dart'] });
const created = performance.now();
const sources = Array.from({ length: pages }, (_, n) => source(n));
const rendered = performance.now();
let bytes = 0;
for (const [n, text] of sources.entries()) bytes += renderer.render(text, page()).html.length + n * 0;
const done = performance.now();
console.log(`create ${(created - start).toFixed(0)} ms; ${pages} pages (${uniqueBlocks} unique dart blocks each) in ${(done - rendered).toFixed(0)} ms, ${((done - rendered) / pages).toFixed(3)} ms/page, ${(bytes / 1e6).toFixed(1)} MB html`);
