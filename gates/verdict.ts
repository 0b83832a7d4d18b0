// What each gate demands, and the failures its figures show: one line per failure, naming the
// page (and mode and width) and what is wrong, so the CI log says what to fix.
import type { AxeRow } from './accessibility.js';
import type { HtmlReport } from './html-validate.js';
import { CATEGORIES, type Category, type LighthouseRow } from './lighthouse.js';
import type { WalkReport } from './smoke-walk.js';

/** Lowest acceptable Lighthouse score per category (0 to 100). */
export const LIGHTHOUSE_BUDGET: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

export interface GateResults {
  axe: AxeRow[];
  html: HtmlReport;
  lighthouse: LighthouseRow[];
  walk: WalkReport;
}

export function axeFailures(rows: AxeRow[]): string[] {
  return rows.flatMap((row) => row.violations.map((violation) => `axe ${row.path} (${row.mode}, ${row.width} px): ${violation}`));
}

export function htmlFailures(report: HtmlReport): string[] {
  return report.problems.map((problem) => `html-validate ${problem}`);
}

export function lighthouseFailures(rows: LighthouseRow[]): string[] {
  return rows.flatMap((row) => {
    const low = CATEGORIES.filter((name) => row.scores[name] < LIGHTHOUSE_BUDGET[name]);
    if (low.length === 0) return [];
    const scores = low.map((name) => `${name} ${row.scores[name]} < ${LIGHTHOUSE_BUDGET[name]}`).join(', ');
    return [`lighthouse ${row.path}: ${scores}${row.failedAudits.length ? `; ${row.failedAudits.join('; ')}` : ''}`];
  });
}

export function walkFailures(report: WalkReport): string[] {
  return report.problems.map((problem) => `smoke walk ${problem}`);
}

export function judgeGates(results: GateResults): string[] {
  return [...axeFailures(results.axe), ...htmlFailures(results.html), ...lighthouseFailures(results.lighthouse), ...walkFailures(results.walk)];
}
