// `garden-site docs:version <name>`: releases the current docs as a version, as Docusaurus's
// `docs:version` does. The docs folder is copied to versioned_docs/version-<name>, the sidebars
// (run as the build runs them) written as JSON to versioned_sidebars/version-<name>-sidebars.json,
// and the name put first in versions.json. Nothing is written over: an existing version is
// refused, and a failure part way removes only what this run made.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { versionFiles, versionNameProblem } from '../collections/docs/versions.js';
import { loadConfig } from '../config/load.js';
import { DEFAULT_SIDEBARS, loadSidebarsModule } from '../content/doc-sections.js';
import { GardenError, GardenErrors, toGardenErrors } from '../diagnostics/error.js';
import { paint, plural, reportProblems, stderrTerminal } from '../diagnostics/report.js';
import { toSitePath } from '../routes/paths.js';

export interface DocsVersionOptions {
  config: string;
  root: string;
  /** The docs section's id, when the site has several (the first by default). */
  docs?: string | undefined;
}

/** Exit codes as main.ts has them: a name or section that cannot be used is a usage error. */
const EXIT = { ok: 0, contentError: 1, usageError: 2 } as const;

export async function docsVersionCommand(name: string, options: DocsVersionOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = path.resolve(options.root);
  const refuse = (problem: GardenError): number => {
    reportProblems([problem], terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} docs:version: nothing was written\n`);
    return EXIT.usageError;
  };
  const wrongName = versionNameProblem(name);
  if (wrongName) return refuse(new GardenError(`version name '${name}' ${wrongName}`, { code: 'versions/name', hint: 'a version name is a folder name and a part of the URL: letters, digits, ., _, + and -, like 3.0 or v2.1-beta' }));
  const made: string[] = [];
  try {
    const { config } = await loadConfig(siteRoot, options.config);
    const section = options.docs === undefined ? config.collections.docs[0]! : config.collections.docs.find((candidate) => candidate.id === options.docs);
    if (!section) return refuse(new GardenError(`no docs section '${options.docs}'`, { code: 'versions/section', hint: `the docs sections are ${config.collections.docs.map((candidate) => `'${candidate.id}'`).join(', ')}` }));
    const files = versionFiles(section.id);
    const listFile = path.join(siteRoot, files.list);
    const released = existsSync(listFile) ? readVersionList(listFile, files.list) : [];
    const docsTarget = path.join(siteRoot, files.docs(name));
    const sidebarsTarget = path.join(siteRoot, files.sidebars(name));
    if (released.includes(name)) return refuse(new GardenError(`version ${name} exists already`, { code: 'versions/exists', file: files.list, hint: 'choose another name; to release the current docs again under this name, remove the version first' }));
    for (const target of [docsTarget, sidebarsTarget]) {
      if (existsSync(target)) return refuse(new GardenError(`${toSitePath(siteRoot, target)} exists already, though ${files.list} does not list version ${name}`, { code: 'versions/exists', file: toSitePath(siteRoot, target), hint: 'move it away (nothing is written over), or add the version to versions.json by hand' }));
    }

    // The sidebars first: a sidebars file that does not load stops the command before anything is written.
    const docsFolder = path.resolve(siteRoot, section.path);
    const sidebarsFile = path.resolve(siteRoot, section.sidebarPath);
    const loaded = existsSync(sidebarsFile) ? await loadSidebarsModule(sidebarsFile, siteRoot) : { exported: DEFAULT_SIDEBARS, problems: [] };
    if (loaded.problems.length > 0) throw new GardenErrors(loaded.problems);
    const sidebarsJson = `${JSON.stringify(loaded.exported ?? {}, null, 2)}\n`;

    // The docs into a folder of our own beside the target, moved in place once whole.
    const staging = path.join(path.dirname(docsTarget), `.${path.basename(docsTarget)}.${process.pid}-${Date.now()}.tmp`);
    mkdirSync(staging, { recursive: true });
    made.push(staging);
    const skipped: string[] = [];
    const entries = await fg('**/*', { cwd: docsFolder, dot: false, onlyFiles: false, followSymbolicLinks: false, ignore: ['**/node_modules/**'] });
    let copied = 0;
    for (const relative of entries.sort()) {
      const from = path.join(docsFolder, relative);
      if (from === sidebarsFile) continue; // the version's sidebars are the JSON below
      const stat = lstatSync(from);
      if (stat.isDirectory()) continue;
      if (!stat.isFile()) {
        skipped.push(toSitePath(siteRoot, from));
        continue;
      }
      mkdirSync(path.dirname(path.join(staging, relative)), { recursive: true });
      copyFileSync(from, path.join(staging, relative));
      copied++;
    }
    renameSync(staging, docsTarget);
    made[made.indexOf(staging)] = docsTarget;
    mkdirSync(path.dirname(sidebarsTarget), { recursive: true });
    writeFileSync(sidebarsTarget, sidebarsJson, { flag: 'wx' });
    made.push(sidebarsTarget);
    writeAtomically(listFile, `${JSON.stringify([name, ...released], null, 2)}\n`);

    for (const link of skipped) terminal.write(`${paint(terminal, 'yellow', 'warning')} ${link}: not a regular file (a link?), so it was not copied\n`);
    terminal.write(`${paint(terminal, 'green', '✔')} docs version ${name}: ${plural(copied, 'file')} in ${files.docs(name)}, sidebars in ${files.sidebars(name)}; ${files.list} lists ${[name, ...released].join(', ')}\n`);
    return EXIT.ok;
  } catch (error) {
    for (const file of made.reverse()) rmSync(file, { recursive: true, force: true });
    reportProblems(toGardenErrors(error), terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} docs:version: nothing was written\n`);
    return EXIT.contentError;
  }
}

/** versions.json as a list of names; anything else stops the command at the file (the build says the same). */
function readVersionList(file: string, shown: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new GardenError(`${shown} is not valid JSON: ${(error as Error).message}`, { code: 'versions/invalid', file: shown, hint: 'fix it by hand (a JSON list of version names, newest first), then run docs:version again' });
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new GardenError(`${shown} is not a list of version names`, { code: 'versions/invalid', file: shown, hint: 'fix it by hand (like ["2.0", "1.0"]), then run docs:version again' });
  }
  return value;
}

/** Written beside, then moved over: a reader never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}-${Date.now()}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
