// Tables scroll sideways when they are wider than the column (the stylesheet makes them
// `overflow-x: auto`), so each one takes keyboard focus: a reader without a pointer can then
// scroll it with the arrow keys.
import type { MarkdownIt, StateCore } from 'markdown-it';

export const tablesPlugin = (md: MarkdownIt): void => {
  md.core.ruler.push('garden_tables', (state: StateCore) => {
    for (const token of state.tokens) {
      if (token.type === 'table_open') token.attrSet('tabindex', '0');
    }
  });
};
