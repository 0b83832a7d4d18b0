// Findings → GardenErrors a writer can act on: one per place the link was written, naming the
// file and line (or the config item), the target, and the pages it breaks. A navbar link
// broken on every page is one problem, not one per page; so is a link the theme writes.
import { GardenError, type Severity } from '../diagnostics/error.js';
import type { LinkFinding } from './links.js';
import { locateLink, type LinkOrigin, type OriginSources } from './origins.js';

export interface LinkSeverities {
  link: Severity | undefined;
  anchor: Severity | undefined;
}

interface Problem { finding: LinkFinding; origin: LinkOrigin; pages: string[] }

export function toLinkErrors(findings: readonly LinkFinding[], sources: OriginSources, severities: LinkSeverities, pageCount: number): GardenError[] {
  const problems = new Map<string, Problem>();
  for (const finding of findings) {
    for (const origin of locateLink(finding, sources)) {
      const place = `${origin.fromTheme ? 'theme ' : ''}${origin.file ?? ''}:${origin.line ?? ''}:${origin.where ?? ''}`;
      const key = `${finding.kind} ${finding.href} ${place}`;
      const problem = problems.get(key) ?? { finding, origin, pages: [] };
      problem.pages.push(finding.page);
      problems.set(key, problem);
    }
  }
  return [...problems.values()].flatMap(({ finding, origin, pages }) => {
    const severity = finding.kind === 'link' ? severities.link : severities.anchor;
    if (!severity) return [];
    const message = origin.fromTheme ? `${describeFromTheme(finding)} ${onPages(pages, pageCount, true)}` : `${origin.where ? `${origin.where}: ` : ''}${describe(finding)} (${onPages(pages, pageCount)})`;
    return [new GardenError(message, {
      code: finding.kind === 'link' ? 'links/broken' : 'links/broken-anchor',
      ...(origin.file === undefined ? {} : { file: origin.file }),
      ...(origin.line === undefined ? {} : { line: origin.line }),
      severity,
      hint: hint(finding, origin),
    })];
  });
}

function describe(finding: LinkFinding): string {
  if (finding.kind === 'anchor') return `broken anchor ${finding.href}: no id "${finding.fragment ?? ''}" on ${finding.target}`;
  if (finding.tag === 'img' || finding.tag === 'source') return `missing image ${finding.href}`;
  if (finding.tag === 'a' || finding.tag === 'area') return `broken link to ${finding.href}`;
  return `missing file ${finding.href} (<${finding.tag} ${finding.attribute}>)`;
}

/** The same mistake in the theme's words: nothing in the content wrote it. */
function describeFromTheme(finding: LinkFinding): string {
  if (finding.kind === 'anchor') return `the theme links to ${finding.href} (no id "${finding.fragment ?? ''}" on ${finding.target})`;
  if (finding.tag === 'img' || finding.tag === 'source') return `the theme shows a missing image ${finding.href}`;
  if (finding.tag === 'a' || finding.tag === 'area') return `the theme links to ${finding.href}`;
  return `the theme loads a missing file ${finding.href} (<${finding.tag} ${finding.attribute}>)`;
}

function onPages(pages: string[], pageCount: number, counted = false): string {
  const unique = [...new Set(pages)];
  if (unique.length > 1 && unique.length === pageCount) return counted ? `on every page (${unique.length} pages)` : 'on every page';
  const first = unique[0] ?? '';
  return unique.length === 1 ? `on ${first}` : `on ${first} and ${unique.length - 1} other page${unique.length === 2 ? '' : 's'}`;
}

function hint(finding: LinkFinding, origin: LinkOrigin): string {
  const fromTheme = origin.fromTheme ? ` It is in no content or config file, so it comes from the theme (${origin.file ?? 'templates/'}).` : '';
  if (finding.kind === 'anchor') {
    const guess = finding.suggestion ? `did you mean #${finding.suggestion}? ` : '';
    return `${guess}Heading ids are the heading text in lower case with dashes; a heading can set its own with {#my-id}.${fromTheme}`;
  }
  const guess = finding.suggestion ? `did you mean ${finding.suggestion}? ` : '';
  const what = finding.tag === 'img' || finding.tag === 'source' ? 'put the image in the static folder (served from /) or link it relative to the markdown file' : "link to a page's route (like /docs/intro), a markdown file (./intro.md) or a file in the static folder";
  return `${guess}nothing is built at ${finding.target}; ${what}.${fromTheme}`;
}
