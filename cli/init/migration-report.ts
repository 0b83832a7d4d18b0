// What `init --from-docusaurus` could not carry over, said once in the terminal and kept in the
// new site as MIGRATION.md: each line names the thing left behind, what to do about it, and
// where it is used. Every part of the converter adds its lines here; nothing is dropped without one.

/** Groups in the order they are shown; each has a heading in MIGRATION.md. */
export const REPORT_GROUPS = {
  config: 'Settings',
  plugins: 'Plugins, presets and themes',
  markdown: 'Markdown plugins',
  navigation: 'Navbar and footer',
  docs: 'Docs',
  versions: 'Docs versions',
  translations: 'Translations',
  pages: 'Pages',
  components: 'Components',
  styles: 'Styles',
  files: 'Files',
} as const;

export type ReportGroup = keyof typeof REPORT_GROUPS;

export interface ReportLine {
  group: ReportGroup;
  /** The thing left behind, as the Docusaurus project names it: `plugin @docusaurus/plugin-pwa`. */
  what: string;
  /** What the user can do about it, in a sentence. */
  todo: string;
  /** Where it is used or what it holds, as paths (of the Docusaurus project or of the new site). */
  files?: string[];
}

import { plural } from '../diagnostics/report.js';

export interface ReportCounts {
  docs: number;
  posts: number;
  pages: number;
  staticFiles: number;
}

/** Files listed under one line before the rest are counted. */
const FILES_SHOWN = 8;

export class MigrationReport {
  private readonly entries: ReportLine[] = [];
  private readonly seen = new Set<string>();

  /** Adds a line; the same thing said twice (two plugin instances, say) is kept once. */
  add(group: ReportGroup, what: string, todo: string, files: string[] = []): void {
    const key = `${group}\0${what}\0${todo}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.entries.push({ group, what, todo, ...(files.length ? { files: [...files].sort() } : {}) });
  }

  get lines(): readonly ReportLine[] {
    return this.entries;
  }

  /** The lines by group, in the groups' order and each group in the order added. */
  grouped(): Array<{ group: ReportGroup; heading: string; lines: ReportLine[] }> {
    return (Object.keys(REPORT_GROUPS) as ReportGroup[]).flatMap((group) => {
      const lines = this.entries.filter((line) => line.group === group);
      return lines.length ? [{ group, heading: REPORT_GROUPS[group], lines }] : [];
    });
  }
}

/** The report for the terminal: one line per item under its group, files indented under it. */
export function reportText(report: MigrationReport): string {
  return report
    .grouped()
    .map(({ heading, lines }) => `${heading}:\n${lines.map((line) => `  - ${line.what}: ${line.todo}\n${line.files ? `      ${filesText(line.files, false)}\n` : ''}`).join('')}`)
    .join('');
}

/** MIGRATION.md: what came over, then each group of what did not, with what to do. */
export function reportMarkdown(report: MigrationReport, source: { project: string; counts: ReportCounts }): string {
  const { docs, posts, pages, staticFiles } = source.counts;
  const head = [
    '# Moving from Docusaurus',
    '',
    `This site was converted from the Docusaurus project in \`${source.project}\` by \`garden-site init --from-docusaurus\`: ${plural(docs, 'doc')}, ${plural(posts, 'post')}, ${plural(pages, 'page')} and ${plural(staticFiles, 'static file')} came over, with the settings \`site.config.ts\` now holds.`,
    '',
  ];
  const groups = report.grouped();
  if (groups.length === 0) return [...head, 'Everything the project used has an equivalent here: nothing was left behind.', ''].join('\n');
  const body = groups.flatMap(({ heading, lines }) => [
    `## ${heading}`,
    '',
    ...lines.map((line) => `- **${escapeMarkdown(line.what)}**: ${escapeMarkdown(line.todo)}${line.files ? `\n  ${filesText(line.files, true)}` : ''}`),
    '',
  ]);
  return [...head, 'What follows did not come over, or came over as a stand-in. Each line says what to do; delete it once done.', '', ...body].join('\n');
}

/** `in a.md, b.md and 3 more` (in code spans for markdown). */
function filesText(files: string[], markdown: boolean): string {
  const shown = files.slice(0, FILES_SHOWN).map((file) => (markdown ? `\`${file.replace(/`/g, "'")}\`` : file));
  const more = files.length > FILES_SHOWN ? ` and ${files.length - FILES_SHOWN} more` : '';
  return `in ${shown.join(', ')}${more}`;
}

/** Text from the project (a plugin's name, a file name) shown as it is in markdown. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, '\\$&');
}
