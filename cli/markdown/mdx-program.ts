// A page's JavaScript as one program for its sandbox (expression-sandbox.ts): the names its
// imports bind, its `export const`/`export function` statements, and each expression it
// evaluates, as a function the sandbox calls by index. JSX, and anything that could start work
// for later (async functions, generators, import()), goes through esbuild, which compiles JSX to
// the sandbox's factory and async code to calls of the Promise the sandbox does not have; plain
// expressions run as written. Syntax errors are placed at the page's own lines, and the program
// is compiled again without the faulty part, so the rest of the page still renders.
import { createRequire } from 'node:module';

export interface ProgramPart {
  /** JavaScript as written in the page. */
  source: string;
  /** 0-based line of the body where it starts. */
  bodyLine: number;
}

export interface ProgramInput {
  /** `const Name = …;` lines binding the page's imports (made by the engine, one line each). */
  bindings: string[];
  exports: ProgramPart[];
  expressions: ProgramPart[];
}

export interface CompiledProgram {
  /** The script to load: it hands the sandbox a function returning the expressions. */
  code: string;
  /** Syntax errors, each at its body line; the faulty part is left out of `code`. */
  problems: Array<{ message: string; bodyLine: number; part: 'export' | 'expression'; index: number }>;
  /** Expressions left out (their syntax was wrong), by index. */
  dropped: Set<number>;
  /** Whether the exports were left out. */
  exportsDropped: Set<number>;
}

/** What needs compiling rather than running as written. */
const NEEDS_COMPILING = /<|\basync\b|\bawait\b|\bimport\b|\byield\b|\bfunction\s*\*/;

interface Generated {
  code: string;
  /** Generated line (0-based) → [part, index, line within the part]. */
  lines: Array<['export' | 'expression' | 'binding', number, number]>;
}

function generate(input: ProgramInput, droppedExports: ReadonlySet<number>, dropped: ReadonlySet<number>): Generated {
  const out: string[] = [];
  const lines: Generated['lines'] = [];
  const push = (text: string, part: 'export' | 'expression' | 'binding', index: number): void => {
    text.split('\n').forEach((line, offset) => {
      out.push(line);
      lines.push([part, index, offset]);
    });
  };
  push('__garden.define(function () {', 'binding', -1);
  push('const __h = __garden.h, __Fragment = __garden.Fragment;', 'binding', -1);
  input.bindings.forEach((binding, index) => push(binding, 'binding', index));
  input.exports.forEach((part, index) => {
    if (!droppedExports.has(index)) push(part.source, 'export', index);
  });
  push('return [', 'binding', -1);
  input.expressions.forEach((part, index) => push(dropped.has(index) ? '() => undefined,' : `() => (\n${part.source}\n),`, 'expression', index));
  push('];', 'binding', -1);
  push('});', 'binding', -1);
  return { code: out.join('\n'), lines };
}

interface EsbuildMessage { text: string; location: { line: number } | null }
type Transform = (code: string, options: Record<string, unknown>) => { code: string };

let transformSync: Transform | undefined;
/** esbuild, loaded the first time a page needs it (it is a CommonJS package, so synchronously). */
function esbuildTransform(): Transform {
  transformSync ??= (createRequire(import.meta.url)('esbuild') as { transformSync: Transform }).transformSync;
  return transformSync;
}

const TRANSFORM_OPTIONS = {
  loader: 'jsx',
  jsx: 'transform',
  jsxFactory: '__h',
  jsxFragment: '__Fragment',
  target: 'es2022',
  // Compiled to the sandbox's missing Promise, so such code fails when it runs, at its line.
  supported: { 'async-await': false, 'async-generator': false, 'dynamic-import': false, 'top-level-await': false, 'for-await': false },
  logLevel: 'silent',
};

export function compileProgram(input: ProgramInput): CompiledProgram {
  const problems: CompiledProgram['problems'] = [];
  const dropped = new Set<number>();
  const exportsDropped = new Set<number>();
  const parts = [...input.exports, ...input.expressions];
  const compile = parts.some((part) => NEEDS_COMPILING.test(part.source));
  for (;;) {
    const generated = generate(input, exportsDropped, dropped);
    if (!compile) {
      // A program without JSX or async code runs as written, once V8 has parsed each part.
      input.exports.forEach((part, index) => {
        const error = syntaxError(part.source, 'statements');
        if (error === undefined) return;
        problems.push({ message: error, bodyLine: part.bodyLine, part: 'export', index });
        exportsDropped.add(index);
      });
      input.expressions.forEach((part, index) => {
        const error = syntaxError(part.source, 'expression');
        if (error === undefined) return;
        problems.push({ message: error, bodyLine: part.bodyLine, part: 'expression', index });
        dropped.add(index);
      });
      return { code: generate(input, exportsDropped, dropped).code, problems, dropped, exportsDropped };
    }
    try {
      return { code: esbuildTransform()(generated.code, TRANSFORM_OPTIONS).code, problems, dropped, exportsDropped };
    } catch (error) {
      // Each part alone says which are wrong; when all are right alone (two exports of one
      // name), the part at the reported line is left out. Each round leaves out one part or more.
      const before = problems.length;
      input.exports.forEach((part, index) => {
        if (exportsDropped.has(index)) return;
        const found = compileError(part.source);
        if (found) {
          problems.push({ message: found.message, bodyLine: part.bodyLine + within(part.source, found.line), part: 'export', index });
          exportsDropped.add(index);
        }
      });
      input.expressions.forEach((part, index) => {
        if (dropped.has(index)) return;
        const found = compileError(`(\n${part.source}\n)`);
        if (found) {
          problems.push({ message: found.message, bodyLine: part.bodyLine + within(part.source, found.line - 1), part: 'expression', index });
          dropped.add(index);
        }
      });
      if (problems.length > before) continue;
      const message = (error as { errors?: EsbuildMessage[] }).errors?.[0];
      const place = message?.location ? generated.lines[message.location.line - 1] : undefined;
      if (!message || !place || place[0] === 'binding' || (place[0] === 'export' ? exportsDropped : dropped).has(place[1])) throw error;
      const [part, index, offset] = place;
      const written = part === 'export' ? input.exports[index] : input.expressions[index];
      problems.push({ message: message.text, bodyLine: (written?.bodyLine ?? 0) + offset, part, index });
      (part === 'export' ? exportsDropped : dropped).add(index);
    }
  }
}

/** A line offset kept inside `source` (an unclosed bracket is reported where the text ends). */
function within(source: string, offset: number): number {
  return Math.min(Math.max(0, offset), source.split('\n').length - 1);
}

/** esbuild's first error for `source` compiled alone, with its 0-based line; undefined when it compiles. */
function compileError(source: string): { message: string; line: number } | undefined {
  try {
    esbuildTransform()(source, TRANSFORM_OPTIONS);
    return undefined;
  } catch (error) {
    const message = (error as { errors?: EsbuildMessage[] }).errors?.[0];
    return { message: message?.text ?? String(error), line: (message?.location?.line ?? 1) - 1 };
  }
}

/** V8's syntax error for `source` as statements or as one expression, if any. */
function syntaxError(source: string, as: 'statements' | 'expression'): string | undefined {
  try {
    // Parsed, never called: a Function of this realm is only compiled here, to check the syntax.
    new Function(as === 'expression' ? `return (\n${source}\n);` : source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
