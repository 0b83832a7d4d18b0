// Terminal output: problems as `file:line  message` with a hint, a progress line while
// building (TTY only) and a one-line summary. Colours only on a TTY, and never with NO_COLOR.
// Identical problems are folded into one line with a count, whichever stage repeated them.
import { codeFrame } from './code-frame.js';
import { withMessage, type GardenError } from './error.js';
import { shortenPath, shortenText } from './shorten.js';

export interface Terminal {
  isTTY: boolean;
  write(text: string): void;
}

export function stderrTerminal(): Terminal {
  return { isTTY: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR, write: (text) => process.stderr.write(text) };
}

const STYLES = { red: 31, yellow: 33, green: 32, dim: 2, bold: 1, cyan: 36 } as const;
type Style = keyof typeof STYLES;

export function paint(terminal: Terminal, style: Style, text: string): string {
  return terminal.isTTY ? `\u001b[${STYLES[style]}m${text}\u001b[0m` : text;
}

/**
 * One problem in a few lines: where and what, the code frame when the problem knows its
 * column, then the hint. Long messages and paths are shortened here, the one place problems
 * are written, whoever made them.
 */
export function formatProblem(problem: GardenError, terminal: Terminal): string {
  const label = problem.severity === 'warning' ? paint(terminal, 'yellow', 'warning') : paint(terminal, 'red', 'error');
  const where = problem.location ? `${paint(terminal, 'bold', shortenPath(problem.location))}  ` : '';
  const { line, column, sourceLine } = problem;
  const frame = line !== undefined && column !== undefined && sourceLine !== undefined ? `\n${paint(terminal, 'dim', codeFrame(sourceLine, line, column))}` : '';
  const hint = problem.hint ? `\n    ${paint(terminal, 'dim', `hint: ${shortenText(problem.hint)}`)}` : '';
  return `${label} ${where}${shortenText(problem.message)}${frame}${hint}\n`;
}

/**
 * Problems that are the same (severity, code, place, message and hint) as one, saying how many
 * times it was found: 5,000 nested tags that each break the same way make one line, not 10,000.
 */
/** What makes two problems the same one, said twice. */
export function repeatKey(problem: GardenError): string {
  return [problem.severity, problem.code, problem.location, problem.message, problem.hint ?? ''].join('\u0000');
}

export function foldRepeats(problems: readonly GardenError[]): GardenError[] {
  const found = new Map<string, { problem: GardenError; count: number }>();
  for (const problem of problems) {
    const key = repeatKey(problem);
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { problem, count: 1 });
  }
  if (found.size === problems.length) return [...problems];
  return [...found.values()].map(({ problem, count }) => (count === 1 ? problem : withMessage(problem, `${problem.message} (${count.toLocaleString('en')} times)`)));
}

export function reportProblems(problems: readonly GardenError[], terminal: Terminal): void {
  const sorted = foldRepeats(problems).sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  for (const problem of sorted) terminal.write(formatProblem(problem, terminal));
  if (process.env.DEBUG?.includes('garden-site')) {
    for (const problem of sorted) if (problem.cause instanceof Error && problem.cause.stack) terminal.write(`${problem.cause.stack}\n`);
  }
}

/** A progress line rewritten in place on a TTY; silent otherwise (CI logs stay clean). */
export class Progress {
  private shown = false;
  constructor(private readonly terminal: Terminal) {}

  update(text: string): void {
    if (!this.terminal.isTTY) return;
    this.terminal.write(`\r\u001b[2K${paint(this.terminal, 'dim', text)}`);
    this.shown = true;
  }

  clear(): void {
    if (this.shown) this.terminal.write('\r\u001b[2K');
    this.shown = false;
  }
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
