// The markdown a corpus page is made of: headings, paragraphs, a table, an admonition, code in
// six languages (Dart included) and links with anchors to other pages. Every choice comes from
// the seeded random source, so the text is the same on every run.
import { ADMONITIONS, CROPS, HEADINGS, LANGUAGES, capitalize, headingId, sentence, type Random } from './corpus-words.js';

/** The headings of doc number `n`: known in advance, so other pages can link to them. */
export function docHeadings(n: number): string[] {
  const count = 4 + (n % 3);
  return Array.from({ length: count }, (_, k) => HEADINGS[(n + k) % HEADINGS.length] as string);
}

export interface LinkTarget {
  /** Path of the target file relative to the linking file (`../beds/03-soil.md`). */
  relativePath: string;
  label: string;
  /** A heading id that exists on the target page. */
  anchor: string;
}

/** A fenced block: most are unique to their page, one in five repeats across the corpus. */
export function codeBlock(random: Random, n: number, block: number): string {
  const language = LANGUAGES[(n + block) % LANGUAGES.length] as (typeof LANGUAGES)[number];
  const name = `${capitalize(random.pick(CROPS))}Bed${n}`;
  const shared = (n + block) % 5 === 0;
  const meta = block === 0 && n % 4 === 0 ? ` title="example.${EXTENSIONS[language]}" {2}` : n % 7 === 0 ? ' showLineNumbers' : '';
  return ['```' + language + meta, shared ? SHARED[language] : SNIPPETS[language](name, n % 97), '```'].join('\n');
}

const EXTENSIONS = { dart: 'dart', typescript: 'ts', bash: 'sh', json: 'json', yaml: 'yaml', python: 'py' } as const;

const SHARED: Record<(typeof LANGUAGES)[number], string> = {
  dart: "import 'package:geo_garden/garden.dart';\n\nvoid main() => runApp(const GardenApp());",
  typescript: "import { Garden } from '@geo-garden/client';\n\nconst garden = await Garden.open('north-plot');",
  bash: 'npm install @geo-garden/client\nnpx geo-garden login',
  json: '{\n  "garden": "north-plot",\n  "units": "metric"\n}',
  yaml: 'garden: north-plot\nunits: metric\nreminders: true',
  python: 'from geo_garden import Garden\n\ngarden = Garden.open("north-plot")',
};

const SNIPPETS: Record<(typeof LANGUAGES)[number], (name: string, k: number) => string> = {
  dart: (name, k) => `class ${name} extends Bed {\n  ${name}({required super.garden}) : super(width: ${k});\n\n  @override\n  Future<List<Planting>> plantings() async {\n    final rows = await garden.rows(where: (row) => row.width > ${k});\n    return [for (final row in rows) Planting(row, variety: 'v${k}')];\n  }\n}`,
  typescript: (name, k) => `interface ${name} {\n  id: string;\n  width: number;\n}\n\nexport function plant(bed: ${name}, seeds: string[]): number {\n  const spacing = bed.width / ${k + 1};\n  return seeds.filter((seed) => seed.length > 2).length * spacing;\n}`,
  bash: (name, k) => `# set up ${name}\ngeo-garden beds create --name ${name.toLowerCase()} --width ${k}\nfor crop in tomato bean squash; do\n  geo-garden plant "$crop" --bed ${name.toLowerCase()}\ndone`,
  json: (name, k) => `{\n  "bed": "${name}",\n  "width": ${k},\n  "crops": ["tomato", "bean"],\n  "irrigated": ${k % 2 === 0}\n}`,
  yaml: (name, k) => `bed: ${name}\nwidth: ${k}\ncrops:\n  - tomato\n  - bean\nschedule:\n  water: daily\n  feed: weekly`,
  python: (name, k) => `def plan_${name.toLowerCase()}(rows):\n    """Plan ${k} rows."""\n    total = 0\n    for row in rows:\n        if row.width > ${k}:\n            total += row.width\n    return total`,
};

function table(random: Random): string {
  const rows = Array.from({ length: 4 }, () => `| ${capitalize(random.pick(CROPS))} | ${10 + random.int(50)} cm | ${random.int(12) + 1} weeks |`);
  return ['| Crop | Spacing | Days to harvest |', '| --- | ---: | --- |', ...rows].join('\n');
}

function admonition(random: Random, n: number): string {
  const kind = ADMONITIONS[n % ADMONITIONS.length] as string;
  return [`:::${kind} ${capitalize(random.pick(CROPS))} care`, '', sentence(random), '', ':::'].join('\n');
}

function link(target: LinkTarget): string {
  return `[${target.label}](${target.relativePath}#${target.anchor})`;
}

/** The body of doc `n`: its sections, with links, code, a table and an admonition spread over them. */
export function docBody(random: Random, n: number, links: LinkTarget[]): string {
  const headings = docHeadings(n);
  const blocks = 1 + (n % 3);
  const parts: string[] = [sentence(random, 14), ''];
  headings.forEach((heading, index) => {
    parts.push(`## ${heading}`, '', `${sentence(random)} See **${random.pick(CROPS)}** and \`${random.pick(CROPS)}Bed\`. ${sentence(random)}`, '');
    const target = links[index];
    if (target) parts.push(`Read ${link(target)} before going on, or go back to [the start](#${headingId(headings[0] as string)}).`, '');
    if (index < blocks) parts.push(codeBlock(random, n, index), '');
    if (index === 1) parts.push(table(random), '');
    if (index === 2) parts.push(admonition(random, n), '');
    if (index === 3) parts.push(`### ${capitalize(random.pick(CROPS))} notes`, '', `- ${sentence(random, 4, 4)}`, `- ${sentence(random, 4, 4)}`, `- ${sentence(random, 4, 4)}`, '');
  });
  return parts.join('\n');
}

/** A news post: an excerpt, the truncate marker, then a section with code and a link to a doc. */
export function postBody(random: Random, n: number, docLink: LinkTarget): string {
  return [
    sentence(random, 16), '', '<!-- truncate -->', '',
    '## What changed', '', `${sentence(random)} Details in ${link(docLink)}.`, '',
    codeBlock(random, n, 0), '',
    n % 3 === 0 ? admonition(random, n) : table(random), '',
    '## Thanks', '', sentence(random), '',
  ].join('\n');
}
