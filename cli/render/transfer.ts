// Errors as plain data, to cross a worker boundary or sit in the disk cache: structured clone
// keeps only an Error's message and stack, and v8 serialization the same, so a GardenError's
// code, file, line, hint and severity are carried explicitly and the class is rebuilt on arrival.
import { GardenError, GardenErrors, type Severity } from '../diagnostics/error.js';
import { fromSystemError } from '../diagnostics/system-errors.js';

export interface PlainProblem {
  message: string;
  code: string;
  file: string | undefined;
  line: number | undefined;
  column?: number | undefined;
  sourceLine?: string | undefined;
  hint: string | undefined;
  severity: Severity;
  /** The stack of the original cause, for DEBUG output. */
  causeStack?: string | undefined;
}

export function toPlainProblem(problem: GardenError): PlainProblem {
  const cause = problem.cause instanceof Error ? problem.cause.stack ?? problem.cause.message : undefined;
  const frame = problem.column === undefined ? {} : { column: problem.column, sourceLine: problem.sourceLine };
  return { message: problem.message, code: problem.code, file: problem.file, line: problem.line, ...frame, hint: problem.hint, severity: problem.severity, ...(cause ? { causeStack: cause } : {}) };
}

export function fromPlainProblem(plain: PlainProblem): GardenError {
  const cause = plain.causeStack === undefined ? undefined : Object.assign(new Error(plain.causeStack.split('\n')[0] ?? ''), { stack: plain.causeStack });
  return new GardenError(plain.message, { code: plain.code, file: plain.file, line: plain.line, column: plain.column, sourceLine: plain.sourceLine, hint: plain.hint, severity: plain.severity, cause });
}

/** Anything thrown in a worker, as data: one or several GardenErrors, or a plain error. */
export type PlainFailure = { problems: PlainProblem[]; summary?: string } | { message: string; stack: string | undefined };

export function toPlainFailure(thrown: unknown): PlainFailure {
  if (thrown instanceof GardenErrors) return { problems: thrown.errors.map(toPlainProblem), summary: thrown.message };
  if (thrown instanceof GardenError) return { problems: [toPlainProblem(thrown)] };
  // A full disk or a too-long name met while a worker writes pages is worded where it happened.
  const system = fromSystemError(thrown);
  if (system) return { problems: [toPlainProblem(system)] };
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  return { message: error.message, stack: error.stack };
}

export function fromPlainFailure(failure: PlainFailure): Error {
  if ('problems' in failure) {
    const problems = failure.problems.map(fromPlainProblem);
    return problems.length === 1 && failure.summary === undefined ? (problems[0] as GardenError) : new GardenErrors(problems, failure.summary);
  }
  return Object.assign(new Error(failure.message), { stack: failure.stack });
}
