// Where JSON.parse stopped in a file a writer edits by hand (_category_.json, code.json). Its
// message names a character offset ("at position 34", on newer Node also "(line 3 column 1)"),
// and a writer needs the line: the offset is turned into a line, a column and that line's text.
// Input that ends too soon ("Unexpected end of JSON input", or an offset past the last written
// character) is placed where the text ends; a message with no offset places nothing.

export interface JsonSyntaxProblem {
  /** JSON.parse's words, without the offset. */
  message: string;
  line?: number;
  column?: number;
  sourceLine?: string;
}

export function jsonSyntaxProblem(text: string, error: unknown): JsonSyntaxProblem {
  const reason = error instanceof Error ? error.message : String(error);
  const message = reason.replace(/ in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  const position = /at position (\d+)/.exec(reason)?.[1];
  const written = text.trimEnd().length;
  const offset = position !== undefined ? Math.min(Number(position), written) : /Unexpected end of JSON input/.test(reason) ? written : undefined;
  if (offset === undefined) return { message };
  const before = text.slice(0, offset);
  const start = before.lastIndexOf('\n') + 1;
  const end = text.indexOf('\n', start);
  return { message, line: before.split('\n').length, column: offset - start + 1, sourceLine: text.slice(start, end === -1 ? undefined : end) };
}
