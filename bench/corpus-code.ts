// Code for the many-languages corpus: blocks in 40 of shiki's languages, written from a few
// statement shapes per language with garden words for names, so each grammar meets the tokens
// it meets in real docs (keywords, strings, numbers, comments, nesting, embedded languages).
import { CROPS, TOPICS, type Random } from './corpus-words.js';

type Maker = (r: Random, lines: number) => string;

const camel = (r: Random): string => `${r.pick(CROPS)}${capital(r.pick(TOPICS))}`;
const snake = (r: Random): string => `${r.pick(CROPS)}_${r.pick(TOPICS)}`;
const capital = (word: string): string => word[0]!.toUpperCase() + word.slice(1);
const num = (r: Random): number => 1 + r.int(400);

/** `count` lines from `shapes`, indented, between a header and a footer. */
function body(r: Random, count: number, shapes: Array<(r: Random) => string>, indent = '  '): string[] {
  return Array.from({ length: Math.max(1, count) }, () => indent + r.pick(shapes)(r));
}

const jsShapes = [
  (r: Random) => `const ${camel(r)} = await fetch('/api/${r.pick(CROPS)}s?limit=${num(r)}');`,
  (r: Random) => `if (${camel(r)}.length > ${num(r)}) return ${camel(r)}.filter((bed) => bed.${r.pick(TOPICS)});`,
  (r: Random) => `// ${r.pick(TOPICS)} the ${r.pick(CROPS)} beds before the frost`,
  (r: Random) => `${camel(r)}.push({ name: '${r.pick(CROPS)}', rows: ${num(r)}, spacing: ${num(r) / 10} });`,
  (r: Random) => `for (const ${r.pick(CROPS)} of ${camel(r)}) total += ${r.pick(CROPS)}.yield ?? 0;`,
  (r: Random) => `console.log(\`\${${camel(r)}} plants in bed \${${num(r)}}\`);`,
  (r: Random) => `export const ${camel(r).toUpperCase()} = /^[a-z]+-${num(r)}$/i;`,
];
const js: Maker = (r, n) => [`export async function ${camel(r)}(${camel(r)}, options = {}) {`, `  let total = 0;`, ...body(r, n - 4, jsShapes), `  return total;`, `}`].join('\n');

const tsShapes = [
  ...jsShapes,
  (r: Random) => `const ${camel(r)}: Map<string, ${capital(r.pick(CROPS))}[]> = new Map();`,
  (r: Random) => `type ${capital(camel(r))} = { id: number; ${r.pick(TOPICS)}?: string | null };`,
  (r: Random) => `function ${camel(r)}<T extends Bed>(bed: T): readonly T[] { return [bed]; }`,
];
const ts: Maker = (r, n) => [`interface ${capital(camel(r))} { name: string; rows: number }`, '', `export async function ${camel(r)}(beds: Bed[], limit = ${num(r)}): Promise<number> {`, `  let total = 0;`, ...body(r, n - 6, tsShapes), `  return total;`, `}`].join('\n');

const jsxShapes = [
  (r: Random) => `<li key={${r.pick(CROPS)}.id} className="bed-${r.pick(TOPICS)}">{${r.pick(CROPS)}.name}</li>`,
  (r: Random) => `<Plot rows={${num(r)}} crop="${r.pick(CROPS)}" onHarvest={() => ${camel(r)}(${num(r)})} />`,
  (r: Random) => `{${camel(r)} && <p style={{ color: 'green', marginTop: ${num(r)} }}>Ready to ${r.pick(TOPICS)}</p>}`,
  (r: Random) => `{/* ${r.pick(TOPICS)} ${r.pick(CROPS)} */}`,
];
const jsx: Maker = (r, n) => [`export default function ${capital(camel(r))}({ beds }) {`, `  const [open, setOpen] = useState(false);`, `  return (`, `    <section>`, ...body(r, n - 6, jsxShapes, '      '), `    </section>`, `  );`, `}`].join('\n');
const tsx: Maker = (r, n) => [`export function ${capital(camel(r))}({ beds }: { beds: Bed[] }): JSX.Element {`, `  const [open, setOpen] = useState<boolean>(false);`, `  return (`, `    <section>`, ...body(r, n - 6, jsxShapes, '      '), `    </section>`, `  );`, `}`].join('\n');

const htmlShapes = [
  (r: Random) => `<li class="crop crop--${r.pick(CROPS)}"><a href="/docs/${r.pick(TOPICS)}">${capital(r.pick(CROPS))}</a></li>`,
  (r: Random) => `<img src="/img/${r.pick(CROPS)}.png" alt="${r.pick(CROPS)} seedlings" width="${num(r)}" loading="lazy">`,
  (r: Random) => `<!-- ${r.pick(TOPICS)} notes -->`,
  (r: Random) => `<input type="number" name="${snake(r)}" min="0" max="${num(r)}" required>`,
];
const html: Maker = (r, n) => {
  const lines = ['<!doctype html>', '<html lang="en">', '<head>', '  <style>', `    .crop { margin: ${num(r)}px; color: #2e5e1e; }`, '  </style>', '</head>', '<body>', '  <ul>'];
  lines.push(...body(r, n - 15, htmlShapes, '    '), '  </ul>', '  <script>', `    document.querySelectorAll('.crop').forEach((el) => el.classList.add('${r.pick(TOPICS)}'));`, `    const beds = ${num(r)};`, '  </script>', '</body>', '</html>');
  return lines.join('\n');
};

const cssShapes = [
  (r: Random) => `margin: ${num(r) / 10}rem ${num(r)}px;`,
  (r: Random) => `color: var(--${r.pick(CROPS)}-${r.pick(TOPICS)}, #${(num(r) * 4111).toString(16).padStart(6, '0').slice(0, 6)});`,
  (r: Random) => `grid-template-columns: repeat(auto-fill, minmax(${num(r)}px, 1fr));`,
  (r: Random) => `/* ${r.pick(TOPICS)} */`,
  (r: Random) => `transition: transform ${num(r)}ms ease-in-out;`,
];
const css: Maker = (r, n) => [`.${r.pick(CROPS)}-${r.pick(TOPICS)} > li:hover,`, `@media (min-width: ${num(r)}px) {`, `  .bed {`, ...body(r, n - 5, cssShapes, '    '), '  }', '}'].join('\n');
const scss: Maker = (r, n) => [`$${r.pick(CROPS)}: #${num(r)}a;`, `@mixin ${r.pick(TOPICS)}($size: ${num(r)}px) {`, `  .bed { &:hover { color: darken($${r.pick(CROPS)}, 10%); }`, ...body(r, n - 5, cssShapes, '    '), '  }', '}'].join('\n');
const less: Maker = (r, n) => [`@${r.pick(CROPS)}: #${num(r)}b;`, `.${r.pick(TOPICS)}(@size: ${num(r)}px) {`, `  .bed { &:hover { color: darken(@${r.pick(CROPS)}, 10%); }`, ...body(r, n - 5, cssShapes, '    '), '  }', '}'].join('\n');

const shShapes = [
  (r: Random) => `mkdir -p "beds/${r.pick(CROPS)}" && cp -r seeds/${r.pick(CROPS)}/* "beds/${r.pick(CROPS)}/"`,
  (r: Random) => `export ${snake(r).toUpperCase()}="${r.pick(TOPICS)}-${num(r)}"`,
  (r: Random) => `if [ -f "${r.pick(CROPS)}.csv" ]; then wc -l < "${r.pick(CROPS)}.csv"; fi`,
  (r: Random) => `# ${r.pick(TOPICS)} the ${r.pick(CROPS)} rows`,
  (r: Random) => `npx garden-site build --out dist/${r.pick(CROPS)} | grep -v warning`,
  (r: Random) => `for bed in $(ls beds); do echo "\${bed}: ${num(r)}"; done`,
];
const bash: Maker = (r, n) => ['#!/usr/bin/env bash', 'set -euo pipefail', ...body(r, n - 2, shShapes, '')].join('\n');
const consoleSession: Maker = (r, n) => body(r, n, [(x) => `$ ${x.pick(shShapes)(x)}`, (x) => `${x.pick(CROPS)} ${num(x)} ${x.pick(TOPICS)}`], '').join('\n');

const yamlShapes = [
  (r: Random) => `${snake(r)}: ${num(r)}`,
  (r: Random) => `${r.pick(TOPICS)}: "${r.pick(CROPS)} bed ${num(r)}"`,
  (r: Random) => `- name: ${r.pick(CROPS)}\n    rows: ${num(r)}`,
  (r: Random) => `# ${r.pick(TOPICS)}`,
  (r: Random) => `enabled: ${r.pick(['true', 'false', 'null'])}`,
];
const yaml: Maker = (r, n) => [`garden: &${r.pick(CROPS)}`, ...body(r, n - 2, yamlShapes), `other: *${r.pick(CROPS)}`].join('\n');
const json: Maker = (r, n) => {
  const entries = Array.from({ length: Math.max(1, n - 2) }, (_, i) => `  "${snake(r)}${i}": ${r.pick([`${num(r)}`, `"${r.pick(CROPS)}"`, 'true', 'null', `[${num(r)}, ${num(r)}]`])}`);
  return `{\n${entries.join(',\n')}\n}`;
};
const jsonc: Maker = (r, n) => json(r, n).replace(/\n {2}"/, `\n  // ${r.pick(TOPICS)}\n  "`);
const toml: Maker = (r, n) => [`[${r.pick(CROPS)}.${r.pick(TOPICS)}]`, ...body(r, n - 1, [(x) => `${snake(x)} = ${num(x)}`, (x) => `${snake(x)} = "${x.pick(CROPS)}"`, (x) => `# ${x.pick(TOPICS)}`, (x) => `dates = [${num(x)}, ${num(x)}]`], '')].join('\n');
const ini: Maker = (r, n) => [`[${r.pick(CROPS)}]`, ...body(r, n - 1, [(x) => `${snake(x)}=${num(x)}`, (x) => `; ${x.pick(TOPICS)}`, (x) => `${snake(x)} = ${x.pick(CROPS)}`], '')].join('\n');
const markdown: Maker = (r, n) => [`# ${capital(r.pick(CROPS))} ${r.pick(TOPICS)}`, '', `Sow **${r.pick(CROPS)}** in [bed ${num(r)}](./beds.md) after _${r.pick(TOPICS)}_.`, '', '```js', `const rows = ${num(r)};`, '```', '', ...body(r, n - 8, [(x) => `- ${x.pick(CROPS)}: ${num(x)} plants`, (x) => `> ${x.pick(TOPICS)} first`], '')].join('\n');
const mdx: Maker = (r, n) => [`import Plot from '../components/Plot';`, '', markdown(r, n - 4), '', `<Plot rows={${num(r)}} crop="${r.pick(CROPS)}" />`].join('\n');
const vue: Maker = (r, n) => ['<template>', '  <ul class="beds">', ...body(r, Math.floor((n - 12) / 2), [(x) => `<li v-for="${x.pick(CROPS)} in ${camel(x)}" :key="${x.pick(CROPS)}.id">{{ ${x.pick(CROPS)}.name }}</li>`, (x) => `<Plot :rows="${num(x)}" @harvest="${camel(x)}" />`], '    '), '  </ul>', '</template>', '', '<script setup lang="ts">', `import { ref } from 'vue';`, ...body(r, Math.ceil((n - 12) / 2), tsShapes, ''), '</script>', '', '<style scoped>', `.beds { gap: ${num(r)}px; }`, '</style>'].join('\n');
const hbs: Maker = (r, n) => body(r, n, [(x) => `{{#each ${x.pick(CROPS)}s as |${x.pick(CROPS)}|}}`, (x) => `  <li class="{{${x.pick(TOPICS)}}}">{{${x.pick(CROPS)}.name}}</li>`, () => '{{/each}}', (x) => `{{> ${x.pick(TOPICS)}-partial rows=${num(x)}}}`, (x) => `{{!-- ${x.pick(TOPICS)} --}}`], '').join('\n');
const vim: Maker = (r, n) => body(r, n, [(x) => `set ${x.pick(['number', 'expandtab', 'hlsearch'])}`, (x) => `let g:${snake(x)} = ${num(x)}`, (x) => `nnoremap <leader>${x.pick(CROPS)[0]} :${capital(x.pick(TOPICS))}<CR>`, (x) => `" ${x.pick(TOPICS)}`, (x) => `autocmd BufRead *.${x.pick(CROPS)} setlocal tabstop=${num(x) % 8}`], '').join('\n');
const diff: Maker = (r, n) => ['--- a/beds.ts', '+++ b/beds.ts', `@@ -${num(r)},${n} +${num(r)},${n} @@`, ...body(r, n - 3, [(x) => `-${x.pick(jsShapes)(x)}`, (x) => `+${x.pick(jsShapes)(x)}`, (x) => ` ${x.pick(jsShapes)(x)}`], '')].join('\n');
const graphql: Maker = (r, n) => [`query ${capital(camel(r))}($id: ID!, $first: Int = ${num(r)}) {`, `  garden(id: $id) {`, ...body(r, n - 4, [(x) => `${x.pick(CROPS)}s(first: $first) { name rows }`, (x) => `${x.pick(TOPICS)}`, (x) => `# ${x.pick(TOPICS)}`, (x) => `... on ${capital(x.pick(CROPS))} { ${x.pick(TOPICS)} }`], '    '), '  }', '}'].join('\n');

const cFamily = (open: (r: Random) => string, shapes: Array<(r: Random) => string>, close = '}'): Maker => (r, n) => [open(r), ...body(r, n - 2, shapes, '    '), close].join('\n');
const rust = cFamily((r) => `pub fn ${snake(r)}(beds: &[Bed], limit: usize) -> Result<u32, GardenError> {`, [
  (r) => `let ${snake(r)}: Vec<u32> = beds.iter().map(|b| b.rows * ${num(r)}).collect();`,
  (r) => `if ${snake(r)} > ${num(r)} { return Err(GardenError::${capital(r.pick(TOPICS))}); }`,
  (r) => `// ${r.pick(TOPICS)} the ${r.pick(CROPS)}`,
  (r) => `println!("{} rows of ${r.pick(CROPS)}", ${snake(r)});`,
  (r) => `match bed.kind { Kind::${capital(r.pick(CROPS))} => ${num(r)}, _ => 0 };`,
]);
const python: Maker = (r, n) => [`def ${snake(r)}(beds: list[Bed], limit: int = ${num(r)}) -> int:`, `    """${capital(r.pick(TOPICS))} the ${r.pick(CROPS)} beds."""`, ...body(r, n - 2, [
  (x) => `${snake(x)} = [b.rows * ${num(x)} for b in beds if b.${x.pick(TOPICS)}]`,
  (x) => `if len(${snake(x)}) > ${num(x)}: return ${num(x)}`,
  (x) => `# ${x.pick(TOPICS)}`,
  (x) => `print(f"{${snake(x)}} rows of ${x.pick(CROPS)}")`,
], '    ')].join('\n');
const go = cFamily((r) => `func ${capital(camel(r))}(beds []Bed, limit int) (int, error) {`, [
  (r) => `${camel(r)} := make([]int, 0, ${num(r)})`,
  (r) => `if len(beds) > ${num(r)} { return 0, fmt.Errorf("too many ${r.pick(CROPS)} beds: %d", len(beds)) }`,
  (r) => `// ${r.pick(TOPICS)}`,
  (r) => `for _, bed := range beds { total += bed.Rows * ${num(r)} }`,
]);
const javaLike = (name: string) => cFamily((r) => `public ${name === 'csharp' ? 'static int' : 'int'} ${camel(r)}(List<Bed> beds, int limit) {`, [
  (r) => `var ${camel(r)} = beds.stream().filter(b -> b.rows() > ${num(r)}).count();`,
  (r) => `if (${camel(r)} > ${num(r)}) throw new IllegalStateException("${r.pick(CROPS)}");`,
  (r) => `// ${r.pick(TOPICS)}`,
  (r) => `String ${camel(r)} = "${r.pick(CROPS)}-" + ${num(r)};`,
]);
const kotlin = cFamily((r) => `fun ${camel(r)}(beds: List<Bed>, limit: Int = ${num(r)}): Int {`, [
  (r) => `val ${camel(r)} = beds.filter { it.rows > ${num(r)} }.map { it.${r.pick(TOPICS)} }`,
  (r) => `if (${camel(r)}.size > ${num(r)}) return ${num(r)}`,
  (r) => `println("\${${camel(r)}} rows of ${r.pick(CROPS)}")`,
]);
const swift = cFamily((r) => `func ${camel(r)}(beds: [Bed], limit: Int = ${num(r)}) -> Int {`, [
  (r) => `let ${camel(r)} = beds.filter { $0.rows > ${num(r)} }.map(\\.${r.pick(TOPICS)})`,
  (r) => `guard ${camel(r)}.count < ${num(r)} else { return 0 }`,
  (r) => `print("\\(${camel(r)}) rows of ${r.pick(CROPS)}")`,
]);
const c = cFamily((r) => `int ${snake(r)}(const struct bed *beds, size_t count) {`, [
  (r) => `int ${snake(r)} = beds[${num(r) % 10}].rows * ${num(r)};`,
  (r) => `if (count > ${num(r)}) { fprintf(stderr, "too many ${r.pick(CROPS)} beds\\n"); return -1; }`,
  (r) => `/* ${r.pick(TOPICS)} */`,
  (r) => `for (size_t i = 0; i < count; i++) total += beds[i].rows;`,
]);
const cpp = cFamily((r) => `auto ${snake(r)}(const std::vector<Bed>& beds) -> int {`, [
  (r) => `auto ${snake(r)} = std::count_if(beds.begin(), beds.end(), [](const Bed& b) { return b.rows > ${num(r)}; });`,
  (r) => `std::cout << "${r.pick(CROPS)}: " << ${num(r)} << std::endl;`,
  (r) => `// ${r.pick(TOPICS)}`,
]);
const php: Maker = (r, n) => ['<?php', `function ${camel(r)}(array $beds, int $limit = ${num(r)}): int {`, ...body(r, n - 3, [(x) => `$${camel(x)} = array_filter($beds, fn($b) => $b['rows'] > ${num(x)});`, (x) => `echo "{$${camel(x)}} rows of ${x.pick(CROPS)}\\n";`, (x) => `// ${x.pick(TOPICS)}`], '    '), '}'].join('\n');
const ruby: Maker = (r, n) => [`def ${snake(r)}(beds, limit: ${num(r)})`, ...body(r, n - 2, [(x) => `${snake(x)} = beds.select { |b| b.rows > ${num(x)} }.map(&:${x.pick(TOPICS)})`, (x) => `puts "#{${snake(x)}} rows of ${x.pick(CROPS)}"`, (x) => `# ${x.pick(TOPICS)}`], '  '), 'end'].join('\n');
const lua: Maker = (r, n) => [`local function ${snake(r)}(beds, limit)`, ...body(r, n - 2, [(x) => `local ${snake(x)} = #beds * ${num(x)}`, (x) => `if ${snake(x)} > ${num(x)} then return nil, "${x.pick(CROPS)}" end`, (x) => `-- ${x.pick(TOPICS)}`], '  '), 'end'].join('\n');
const sql: Maker = (r, n) => [`SELECT bed.name, COUNT(*) AS ${snake(r)}`, `FROM beds AS bed`, `JOIN crops ON crops.bed_id = bed.id`, ...body(r, n - 4, [(x) => `AND crops.${x.pick(TOPICS)} > ${num(x)}`, (x) => `-- ${x.pick(TOPICS)}`, (x) => `AND crops.kind IN ('${x.pick(CROPS)}', '${x.pick(CROPS)}')`], ''), 'GROUP BY bed.name;'].join('\n').replace('AND', 'WHERE');
const dockerfile: Maker = (r, n) => ['FROM node:20-bookworm', 'WORKDIR /garden', ...body(r, n - 2, [(x) => `RUN npm ci && npx garden-site build --out /srv/${x.pick(CROPS)}`, (x) => `ENV ${snake(x).toUpperCase()}=${num(x)}`, (x) => `COPY ${x.pick(CROPS)}/ /garden/${x.pick(TOPICS)}/`, (x) => `# ${x.pick(TOPICS)}`], '')].join('\n');
const xml: Maker = (r, n) => ['<?xml version="1.0" encoding="UTF-8"?>', '<garden>', ...body(r, n - 3, [(x) => `<bed name="${x.pick(CROPS)}" rows="${num(x)}"/>`, (x) => `<!-- ${x.pick(TOPICS)} -->`, (x) => `<crop kind="${x.pick(CROPS)}">${x.pick(TOPICS)}</crop>`]), '</garden>'].join('\n');
const angularTs: Maker = (r, n) => [`@Component({`, `  selector: 'app-${r.pick(CROPS)}',`, `  template: \`<li *ngFor="let bed of beds">{{ bed.name }}</li>\`,`, `})`, `export class ${capital(camel(r))}Component {`, ...body(r, n - 6, tsShapes), `}`].join('\n');
const angularHtml: Maker = (r, n) => body(r, n, [(x) => `<li *ngFor="let ${x.pick(CROPS)} of beds; trackBy: ${camel(x)}">{{ ${x.pick(CROPS)}.name | titlecase }}</li>`, (x) => `<app-plot [rows]="${num(x)}" (harvest)="${camel(x)}($event)"></app-plot>`, (x) => `@if (${camel(x)}) { <p>${x.pick(TOPICS)}</p> }`], '').join('\n');

/** Language (as written on fences) → how many blocks of it a ~1,600-block corpus holds, and its maker. */
export const LANGUAGES: Array<{ fence: string; blocks: number; make: Maker }> = [
  { fence: 'js', blocks: 440, make: js }, { fence: 'jsx', blocks: 205, make: jsx }, { fence: 'ts', blocks: 189, make: ts },
  { fence: 'html', blocks: 102, make: html }, { fence: 'tsx', blocks: 67, make: tsx }, { fence: 'bash', blocks: 60, make: bash },
  { fence: 'css', blocks: 45, make: css }, { fence: 'scss', blocks: 30, make: scss }, { fence: 'sh', blocks: 30, make: bash },
  { fence: 'md', blocks: 28, make: markdown }, { fence: 'console', blocks: 28, make: consoleSession }, { fence: 'yaml', blocks: 28, make: yaml },
  { fence: 'json', blocks: 28, make: json }, { fence: 'vue', blocks: 22, make: vue }, { fence: 'hbs', blocks: 20, make: hbs },
  { fence: 'less', blocks: 18, make: less }, { fence: 'vim', blocks: 12, make: vim }, { fence: 'diff', blocks: 20, make: diff },
  { fence: 'graphql', blocks: 16, make: graphql }, { fence: 'jsonc', blocks: 14, make: jsonc }, { fence: 'toml', blocks: 12, make: toml },
  { fence: 'ini', blocks: 10, make: ini }, { fence: 'rust', blocks: 14, make: rust }, { fence: 'angular-ts', blocks: 10, make: angularTs },
  { fence: 'angular-html', blocks: 10, make: angularHtml }, { fence: 'mdx', blocks: 10, make: mdx }, { fence: 'python', blocks: 14, make: python },
  { fence: 'go', blocks: 12, make: go }, { fence: 'java', blocks: 10, make: javaLike('java') }, { fence: 'kotlin', blocks: 8, make: kotlin },
  { fence: 'swift', blocks: 8, make: swift }, { fence: 'c', blocks: 8, make: c }, { fence: 'cpp', blocks: 8, make: cpp },
  { fence: 'csharp', blocks: 8, make: javaLike('csharp') }, { fence: 'php', blocks: 8, make: php }, { fence: 'ruby', blocks: 8, make: ruby },
  { fence: 'sql', blocks: 10, make: sql }, { fence: 'dockerfile', blocks: 8, make: dockerfile }, { fence: 'xml', blocks: 8, make: xml },
  { fence: 'lua', blocks: 6, make: lua },
];

/** A block length as real docs have them: most 5–30 lines, one in twenty-five 200 or more. */
export function blockLength(r: Random): number {
  const roll = r.next();
  if (roll < 0.04) return 200 + r.int(150);
  if (roll < 0.15) return 30 + r.int(40);
  return 5 + r.int(26);
}
