// Front matter lists put one item a line (`- ruth`) or all on the field's line (`[a, b]`):
// a message about one item points at the line it is written on.

const BEFORE = new Set([' ', '\t', '[', ',', "'", '"', '-']);
const AFTER = new Set([' ', '\t', ']', ',', "'", '"']);

/** `item` stands alone in `text`: not as part of a longer word. */
function standsAlone(text: string, item: string): boolean {
  for (let at = text.indexOf(item); at >= 0; at = text.indexOf(item, at + 1)) {
    const before = at === 0 ? ' ' : text.charAt(at - 1);
    const after = at + item.length >= text.length ? ' ' : text.charAt(at + item.length);
    if (BEFORE.has(before) && AFTER.has(after)) return true;
  }
  return false;
}

/** The line of `item` in a front matter list starting on `fieldLine`; `fieldLine` when not found. */
export function lineOfListItem(text: string, fieldLine: number, field: string, item: string): number {
  if (item === '') return fieldLine;
  const lines = text.split(/\r?\n/);
  for (let index = fieldLine - 1; index < lines.length; index++) {
    const lineText = lines[index] ?? '';
    // Stop at the closing fence or the next top-level field.
    if (index > fieldLine - 1 && (lineText.startsWith('---') || /^[^\s-]/.test(lineText))) break;
    const values = index === fieldLine - 1 && lineText.trimStart().startsWith(`${field}:`) ? lineText.slice(lineText.indexOf(':') + 1) : lineText;
    if (standsAlone(values, item)) return index + 1;
  }
  return fieldLine;
}
