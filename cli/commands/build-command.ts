// `garden-site build`: runs the build and tells the user how it went.
import path from 'node:path';
import type { GardenError } from '../diagnostics/error.js';
import { toGardenErrors } from '../diagnostics/error.js';
import { foldRepeats, paint, plural, Progress, reportProblems, stderrTerminal } from '../diagnostics/report.js';
import { runBuild, type BuildResult } from './build.js';

export interface BuildOutcome {
  code: number;
  /** Errors and warnings, as reported in the terminal (the watcher also shows them in the browser). */
  problems: GardenError[];
}

export interface BuildCommandOptions { out: string; config: string; root: string; force?: boolean; waitMs?: number | undefined; locale?: string | undefined }

export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  return (await buildAndReport(options)).code;
}

/** A build to run and report: runBuild by default; `serve --watch` passes its own, which hands runBuild the last good build. */
export type BuildRunner = (onProgress: (stage: string) => void, onNotice: (text: string) => void) => Promise<BuildResult & { summary?: string }>;

/** Builds, reports in the terminal, and hands the problems back (for `serve --watch`). */
export async function buildAndReport(options: BuildCommandOptions, run?: BuildRunner): Promise<BuildOutcome> {
  const terminal = stderrTerminal();
  const progress = new Progress(terminal);
  const siteRoot = path.resolve(options.root);
  const runner: BuildRunner = run ?? ((onProgress, onNotice) => runBuild({ siteRoot, outDir: options.out, configFile: options.config, force: options.force ?? false, waitMs: options.waitMs, onProgress, onNotice, ...(options.locale === undefined ? {} : { locale: options.locale }) }));
  const notice = (text: string): void => {
    progress.clear();
    terminal.write(`${text}\n`);
  };
  try {
    const result = await runner((stage) => progress.update(`garden-site: ${stage}…`), notice);
    progress.clear();
    const shown = foldRepeats(result.warnings);
    reportProblems(shown, terminal);
    const warnings = shown.length ? `, ${paint(terminal, 'yellow', plural(shown.length, 'warning'))}` : '';
    const said = [result.summary, result.translated].filter(Boolean).join('; ');
    const changed = said ? ` (${said})` : '';
    terminal.write(`${paint(terminal, 'green', '✔')} built ${plural(result.pages, 'page')} into ${path.relative(process.cwd(), result.outDir) || '.'} in ${(result.durationMs / 1000).toFixed(2)} s${changed}${warnings}\n`);
    return { code: 0, problems: shown };
  } catch (error) {
    progress.clear();
    // Counted as shown: a problem repeated 10,000 times is one line, and one error.
    const problems = foldRepeats(toGardenErrors(error));
    reportProblems(problems, terminal);
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    terminal.write(`${paint(terminal, 'red', '✖')} build failed: ${plural(errors, 'error')}${problems.length > errors ? `, ${plural(problems.length - errors, 'warning')}` : ''}; the previous output was left as it was\n`);
    return { code: 1, problems };
  }
}
