// `garden-site init [dir]`: a new site that builds at once; with `--from-docusaurus PATH`, the
// same made from an existing Docusaurus project, with a report of what could not come along.
// Either way the folder becomes a project of its own (package.json, .gitignore, tsconfig.json,
// a GitHub workflow), written only where no file is yet, unless `--force`.
import { existsSync, statSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { GardenError, toGardenErrors } from '../diagnostics/error.js';
import { paint, plural, reportProblems, stderrTerminal, type Terminal } from '../diagnostics/report.js';
import { convertDocusaurusSite, MIGRATION_FILE, type Conversion } from '../init/from-docusaurus.js';
import { reportText } from '../init/migration-report.js';
import { projectFiles } from '../init/project-files.js';
import { SitePlan } from '../init/site-plan.js';
import { starterSiteFiles } from '../init/starter-site.js';
import { planTheme } from '../init/theme-copy.js';

export interface InitOptions {
  fromDocusaurus?: string;
  /** Replace files init would write that are there already. */
  force?: boolean;
}

export async function initCommand(dir: string, options: InitOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = resolve(dir);
  const shownAs = relative(process.cwd(), siteRoot) || '.';
  try {
    if (existsSync(siteRoot) && !statSync(siteRoot).isDirectory()) {
      throw new GardenError(`${shownAs} is a file, not a folder`, { code: 'init/target', hint: 'name a folder for the site, like garden-site init my-site' });
    }
    const plan = new SitePlan();
    let conversion: Conversion | undefined;
    if (options.fromDocusaurus === undefined) {
      for (const [file, text] of Object.entries({ ...starterSiteFiles(titleFromFolder(siteRoot), new Date()), ...projectFiles(siteRoot) })) plan.text(file, text);
      await planTheme(plan);
    } else {
      conversion = await convertDocusaurusSite(resolve(options.fromDocusaurus), siteRoot, plan);
    }
    plan.write(siteRoot, { force: options.force, shownAs });
    if (conversion === undefined) {
      terminal.write(`${paint(terminal, 'green', '✔')} created a new site in ${shownAs}\n`);
    } else {
      printReport(conversion, terminal, shownAs);
      terminal.write(`${paint(terminal, 'green', '✔')} converted ${options.fromDocusaurus} into ${shownAs}: ${summary(conversion)}\n`);
    }
    const cd = shownAs === '.' ? '' : `cd ${shownAs} && `;
    terminal.write(`  next: ${cd}npm install && npm run build, then npm start\n`);
    return 0;
  } catch (error) {
    reportProblems(toGardenErrors(error), terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} init failed; ${shownAs} was left as it was\n`);
    return 1;
  }
}

function printReport(conversion: Conversion, terminal: Terminal, shownAs: string): void {
  const text = reportText(conversion.report);
  if (!text) return;
  const where = shownAs === '.' ? MIGRATION_FILE : `${shownAs}/${MIGRATION_FILE}`;
  terminal.write(`${paint(terminal, 'yellow', 'Not carried over')} (each line says what to do; the list is kept in ${where}):\n${text}`);
}

function summary(conversion: Conversion): string {
  const { docs, posts, pages, staticFiles } = conversion.counts;
  return `${plural(docs, 'doc')}, ${plural(posts, 'post')}, ${plural(pages, 'page')}, ${plural(staticFiles, 'static file')}`;
}

/** `my-garden` → `My garden`: a title to start from, changed in site.config.ts. */
function titleFromFolder(siteRoot: string): string {
  const words = basename(siteRoot).replace(/[-_.]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'My site';
}
