// The figures of a gates run as a short plain-text table for the end of the CI log.
import type { AxeRow } from './accessibility.js';
import { CATEGORIES } from './lighthouse.js';
import type { GateResults } from './verdict.js';

const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'BP', seo: 'SEO' } as const;

export function formatTable(results: GateResults): string {
  const pageWidth = Math.max(6, ...results.axe.map((row) => row.path.length), ...results.lighthouse.map((row) => row.path.length)) + 2;
  const pad = (text: string): string => text.padEnd(pageWidth);
  const lines: string[] = [];

  const variants = [...new Set(results.axe.map((row) => `${row.mode} ${row.width}`))];
  lines.push('axe: serious + critical violations', `  ${pad('page')}${variants.map((v) => v.padStart(11)).join('')}`);
  for (const page of [...new Set(results.axe.map((row) => row.path))]) {
    const count = (variant: string): number => violationsOf(results.axe, page, variant);
    lines.push(`  ${pad(page)}${variants.map((v) => String(count(v)).padStart(11)).join('')}`);
  }

  lines.push('', `html-validate: ${results.html.pages} pages, ${results.html.errors} errors`, '');

  lines.push('Lighthouse (mobile)', `  ${pad('page')}${CATEGORIES.map((name) => SHORT[name].padStart(6)).join('')}`);
  for (const row of results.lighthouse) {
    const median = row.runs > 1 ? `   (median of ${row.runs} runs)` : '';
    lines.push(`  ${pad(row.path)}${CATEGORIES.map((name) => String(row.scores[name]).padStart(6)).join('')}${median}`);
  }

  lines.push('', `smoke walk: ${results.walk.visited} routes visited, ${results.walk.problems.length} problems`);
  return `${lines.join('\n')}\n`;
}

function violationsOf(rows: AxeRow[], page: string, variant: string): number {
  return rows.filter((row) => row.path === page && `${row.mode} ${row.width}` === variant).reduce((sum, row) => sum + row.violations.length, 0);
}
