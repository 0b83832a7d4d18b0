// A code frame: the line a problem is on, with a caret under its column, so the reader sees
// the place without opening the file.
//
//     5 |   title: 123,
//       |   ^

/** Characters of a source line shown around the column; longer lines are cut with an ellipsis. */
const WINDOW = 100;
const CONTEXT_BEFORE = 40;

/** The frame's two lines, indented by `indent`, without a trailing newline. */
export function codeFrame(sourceLine: string, line: number, column: number, indent = '    '): string {
  const { text, caretAt } = windowAround(sourceLine.replace(/\r$/, ''), Math.max(1, column) - 1);
  const gutter = String(line);
  // Tabs stay tabs under the text, so the caret lines up whatever width the terminal gives them.
  const padding = text.slice(0, caretAt).replace(/[^\t]/g, ' ');
  return `${indent}${gutter} | ${text}\n${indent}${' '.repeat(gutter.length)} | ${padding}^`;
}

/** At most WINDOW characters of `text` around `index`, and where `index` falls in them. */
function windowAround(text: string, index: number): { text: string; caretAt: number } {
  if (text.length <= WINDOW) return { text, caretAt: Math.min(index, text.length) };
  const start = Math.max(0, Math.min(index - CONTEXT_BEFORE, text.length - WINDOW));
  const end = start + WINDOW;
  const before = start > 0 ? '…' : '';
  const after = end < text.length ? '…' : '';
  return { text: `${before}${text.slice(start, end)}${after}`, caretAt: index - start + before.length };
}

/** Line `line` (1-based) of `text`, or undefined past its end. */
export function lineOfText(text: string, line: number): string | undefined {
  return text.split('\n', line)[line - 1]?.replace(/\r$/, '');
}
