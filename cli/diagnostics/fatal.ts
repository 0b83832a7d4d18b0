// What escapes every command: an error thrown out of one, or a promise rejected that nothing
// handled (a site's template or config starting work it never awaits). Both are reported like
// any other problem, in words and at a place in the site where the stack shows one, instead
// of as a raw Node stack; only what has no such place is called a bug.
import { GardenError, toGardenErrors } from './error.js';
import { reportProblems, stderrTerminal } from './report.js';
import { placeOfThrown } from './stack-place.js';

/** Reports an error that escaped a command; returns the exit code. */
export function reportEscaped(thrown: unknown): number {
  reportProblems(toGardenErrors(thrown), stderrTerminal());
  return 1;
}

let installed = false;
let unhandled = 0;
/** Set by a watching server, which stays up on any failure and serves its last good build. */
let keepRunning = false;

/**
 * From now on, an unhandled rejection is reported in words and makes the exit code 1; the
 * command carries on (a build finishes what it was writing), since killing the process mid-way
 * would leave its tools' output half written. An uncaught exception, after which nothing can be
 * trusted, ends the process with 1 once reported, unless a watching server keeps running.
 */
export function reportUnhandledFailures(siteRoot = process.cwd()): void {
  if (installed) return;
  installed = true;
  const report = (thrown: unknown) => {
    const problem = unhandledProblem(thrown, siteRoot);
    if (keepRunning) {
      const hint = `${problem.hint ? `${problem.hint}; ` : ''}the server keeps running and serving the last good build`;
      reportProblems([new GardenError(problem.message, { code: problem.code, file: problem.file, line: problem.line, column: problem.column, sourceLine: problem.sourceLine, hint, cause: problem.cause })], stderrTerminal());
      return;
    }
    unhandled++;
    reportProblems([problem], stderrTerminal());
    process.exitCode = 1;
  };
  process.on('unhandledRejection', report);
  process.on('uncaughtException', (error) => {
    report(error);
    if (!keepRunning) process.exit(1);
  });
}

/** A watching server: failures are reported and the process stays up. */
export function keepRunningOnUnhandledFailures(siteRoot = process.cwd()): void {
  keepRunning = true;
  reportUnhandledFailures(siteRoot);
}

/** How many unhandled failures were reported so far: any makes the command fail. */
export function unhandledFailures(): number {
  return unhandled;
}

export function unhandledProblem(thrown: unknown, siteRoot: string): GardenError {
  const error = thrown instanceof Error ? thrown : undefined;
  const place = placeOfThrown(error, siteRoot);
  if (!place) return toGardenErrors(thrown)[0]!;
  return new GardenError(`${error?.message ?? String(thrown)} (a promise rejected or an error was thrown, and nothing handled it)`, {
    code: 'site/unhandled',
    ...place,
    hint: "this comes from the site's own code: await the promise or add .catch() to it, or catch the error where it is thrown",
    cause: thrown,
  });
}
