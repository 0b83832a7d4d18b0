// `garden-site init [dir]`: a new site that builds at once; with `--from-docusaurus PATH`, the
// same made from an existing Docusaurus project, with a report of what could not come along.
import { basename, relative, resolve } from 'node:path';
import { toGardenErrors } from '../diagnostics/error.js';
import { paint, plural, reportProblems, stderrTerminal, type Terminal } from '../diagnostics/report.js';
import { convertDocusaurusSite, type ConversionReport } from '../init/from-docusaurus.js';
import { starterSiteFiles } from '../init/starter-site.js';
import { prepareTargetFolder } from '../init/target-folder.js';
import { copyTheme } from '../init/theme-copy.js';
import { SITE_GITIGNORE, writeFiles } from '../init/write-files.js';

export interface InitOptions {
  fromDocusaurus?: string;
}

export async function initCommand(dir: string, options: InitOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = resolve(dir);
  const shownAs = relative(process.cwd(), siteRoot) || '.';
  try {
    prepareTargetFolder(siteRoot, shownAs);
    if (options.fromDocusaurus === undefined) {
      writeFiles(siteRoot, { ...starterSiteFiles(titleFromFolder(siteRoot), new Date()), '.gitignore': SITE_GITIGNORE });
      copyTheme(siteRoot);
      terminal.write(`${paint(terminal, 'green', '✔')} created a new site in ${shownAs}\n`);
    } else {
      const report = await convertDocusaurusSite(resolve(options.fromDocusaurus), siteRoot);
      printReport(report, terminal);
      terminal.write(`${paint(terminal, 'green', '✔')} converted ${options.fromDocusaurus} into ${shownAs}: ${summary(report)}\n`);
    }
    const cd = shownAs === '.' ? '' : `cd ${shownAs} && `;
    terminal.write(`  next: ${cd}garden-site build, then garden-site serve --watch\n`);
    return 0;
  } catch (error) {
    reportProblems(toGardenErrors(error), terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} init failed; nothing was written outside ${shownAs}\n`);
    return 1;
  }
}

function printReport(report: ConversionReport, terminal: Terminal): void {
  if (report.components.length) {
    terminal.write(`Stand-ins written in components/ (they show their children; replace them with the real components):\n`);
    for (const component of report.components) terminal.write(`  - ${component}\n`);
  }
  if (report.homePageWritten) terminal.write('A markdown home page was written to content/pages/index.md in place of the React one.\n');
  if (report.notCarried.length) {
    terminal.write(`${paint(terminal, 'yellow', 'Not carried over')} (rebuild these by hand if the site needs them):\n`);
    for (const item of report.notCarried) terminal.write(`  - ${item}\n`);
  }
}

function summary(report: ConversionReport): string {
  const { docs, posts, pages, staticFiles } = report.counts;
  return `${plural(docs, 'doc')}, ${plural(posts, 'post')}, ${plural(pages, 'page')}, ${plural(staticFiles, 'static file')}`;
}

/** `my-garden` → `My garden`: a title to start from, changed in site.config.ts. */
function titleFromFolder(siteRoot: string): string {
  const words = basename(siteRoot).replace(/[-_.]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'My site';
}
