// Front matter lists put one item a line (`- ruth`) or all on the field's line (`[a, b]`):
// a message about one item points at the line it is written on.

/** The line of `item` in a front matter list starting on `fieldLine`; `fieldLine` when not found. */
export function lineOfListItem(text: string, fieldLine: number, field: string, item: string): number {
  const lines = text.split(/\r?\n/);
  const pattern = new RegExp(`(^|[\\s\\[,'"-])${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[\\s\\],'"])`);
  const fieldStart = new RegExp(`^\\s*${field}:`);
  for (let index = fieldLine - 1; index < lines.length; index++) {
    const lineText = lines[index] ?? '';
    // Stop at the closing fence or the next top-level field.
    if (index > fieldLine - 1 && (lineText.startsWith('---') || /^[^\s-]/.test(lineText))) break;
    if (pattern.test(lineText.replace(fieldStart, ' '))) return index + 1;
  }
  return fieldLine;
}
