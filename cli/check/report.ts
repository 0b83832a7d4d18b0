// `check-links`' report: broken links grouped by the page they are on, for people (colour on
// a TTY only) or as JSON for machines.
import { paint, plural, type Terminal } from '../diagnostics/report.js';
import type { BrokenLink, CrawlReport } from './crawl.js';

export function groupByPage(broken: readonly BrokenLink[]): Map<string, BrokenLink[]> {
  const pages = new Map<string, BrokenLink[]>();
  const sorted = [...broken].sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url));
  for (const link of sorted) pages.set(link.page, [...(pages.get(link.page) ?? []), link]);
  return pages;
}

export function formatReport(report: CrawlReport, terminal: Terminal): string {
  const groups = groupByPage(report.broken);
  const lines: string[] = [];
  for (const [page, links] of groups) {
    lines.push(paint(terminal, 'bold', page));
    for (const link of links) lines.push(`  ${paint(terminal, 'red', String(link.status ?? '---'))}  ${link.url}  ${paint(terminal, 'dim', link.reason)}`);
  }
  const mark = report.broken.length ? paint(terminal, 'red', '✖') : paint(terminal, 'green', '✔');
  const outcome = report.broken.length ? `${plural(report.broken.length, 'broken link')} on ${plural(groups.size, 'page')}` : 'none broken';
  lines.push(`${mark} checked ${plural(report.checked, 'link')} on ${plural(report.pages, 'page')} in ${(report.durationMs / 1000).toFixed(2)} s: ${outcome}`);
  return `${lines.join('\n')}\n`;
}

export function reportJson(report: CrawlReport): string {
  const byPage = Object.fromEntries([...groupByPage(report.broken)].map(([page, links]) => [page, links.map(({ url, status, reason }) => ({ url, status, reason }))]));
  const json = { passed: report.broken.length === 0, pages: report.pages, checked: report.checked, durationMs: Math.round(report.durationMs), broken: report.broken, byPage };
  return `${JSON.stringify(json, null, 2)}\n`;
}
