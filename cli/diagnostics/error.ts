// The one error class of the engine. Every problem a user can fix is a GardenError carrying
// where it is (file, line) and what to do about it (hint). Stages collect them and throw a
// GardenErrors so that a build reports every problem at once, not just the first.
import { fromSystemError } from './system-errors.js';

export type Severity = 'error' | 'warning';

export interface GardenErrorOptions {
  /** Stable machine-readable code, e.g. `frontmatter/invalid`, `config/invalid`. */
  code: string;
  /** Path relative to the site root, as a user would type it. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column in `line`, when the problem is at a precise place on it. */
  column?: number;
  /** The text of `line`, shown under the message with a caret at `column` (a code frame). */
  sourceLine?: string;
  /** What the user can do about it. */
  hint?: string;
  severity?: Severity;
  cause?: unknown;
  /**
   * The site.config.ts key the problem is about (`['docs', 'path']`), for one found after the
   * config was loaded: the build places it where that key is written (place-issues.ts).
   */
  configKey?: readonly PropertyKey[];
}

export class GardenError extends Error {
  override name = 'GardenError';
  readonly code: string;
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly sourceLine: string | undefined;
  readonly hint: string | undefined;
  readonly severity: Severity;
  readonly configKey: readonly PropertyKey[] | undefined;

  constructor(message: string, options: GardenErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.file = options.file;
    this.line = options.line;
    this.column = options.line === undefined ? undefined : options.column;
    this.sourceLine = options.line === undefined ? undefined : options.sourceLine;
    this.hint = options.hint;
    this.severity = options.severity ?? 'error';
    this.configKey = options.configKey;
  }

  /** `site.config.ts:4:3`, `content/docs/a.md:4`, `content/docs/a.md` or '' */
  get location(): string {
    if (!this.file) return '';
    if (!this.line) return this.file;
    return this.column ? `${this.file}:${this.line}:${this.column}` : `${this.file}:${this.line}`;
  }
}

/** The same problem (place, hint, severity, cause) saying `message` instead. */
export function withMessage(problem: GardenError, message: string): GardenError {
  return new GardenError(message, {
    code: problem.code,
    ...(problem.file === undefined ? {} : { file: problem.file }),
    ...(problem.line === undefined ? {} : { line: problem.line }),
    ...(problem.column === undefined ? {} : { column: problem.column }),
    ...(problem.sourceLine === undefined ? {} : { sourceLine: problem.sourceLine }),
    ...(problem.hint === undefined ? {} : { hint: problem.hint }),
    severity: problem.severity,
    ...(problem.cause === undefined ? {} : { cause: problem.cause }),
    ...(problem.configKey === undefined ? {} : { configKey: problem.configKey }),
  });
}

/** Several problems found by one stage, thrown together. */
export class GardenErrors extends Error {
  override name = 'GardenErrors';
  readonly errors: GardenError[];
  constructor(errors: GardenError[], summary?: string) {
    super(summary ?? `${errors.length} problem${errors.length === 1 ? '' : 's'} found`);
    this.errors = errors;
  }
}

/** Throws when `problems` holds any error; returns the warnings otherwise. */
export function throwIfErrors(problems: readonly GardenError[]): GardenError[] {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new GardenErrors([...problems]);
  return problems.filter((p) => p.severity === 'warning');
}

/** Normalises anything thrown into a list of GardenErrors for reporting. */
export function toGardenErrors(thrown: unknown): GardenError[] {
  if (thrown instanceof GardenErrors) return thrown.errors;
  if (thrown instanceof GardenError) return [thrown];
  const system = fromSystemError(thrown);
  if (system) return [system];
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return [new GardenError(message, { code: 'internal', cause: thrown, hint: 'This looks like a bug in garden-site; please report it with the stack trace (run with DEBUG=garden-site).' })];
}
