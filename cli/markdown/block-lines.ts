// Line helpers for block rules that scan ahead for their closing line (admonitions, tabs,
// component tags).
import type { StateBlock } from 'markdown-it';

const FENCE_OPEN = /^(`{3,}|~{3,})/;

/** The line's text without its indentation. */
export function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line]);
}

/** True when a non-empty line is indented less than the enclosing block (a list item has ended). */
export function leavesContainer(state: StateBlock, line: number): boolean {
  return !state.isEmpty(line) && (state.sCount[line] ?? 0) < state.blkIndent;
}

/**
 * Tracks fenced code while scanning lines, so that marker-looking lines inside a code
 * sample (`:::`, `</TabItem>`) are not taken as markers.
 */
export class FenceTracker {
  private fence: string | undefined;

  /** Feeds one line (without indentation); true when it belongs to a fence, markers included. */
  inFence(text: string): boolean {
    if (this.fence !== undefined) {
      if (isClosingFence(text, this.fence)) this.fence = undefined;
      return true;
    }
    const open = FENCE_OPEN.exec(text);
    if (open) this.fence = open[1];
    return open !== null;
  }
}

function isClosingFence(text: string, fence: string): boolean {
  let run = 0;
  while (text[run] === fence[0]) run++;
  return run >= fence.length && text.slice(run).trim() === '';
}

/** The smallest indentation of the non-empty lines in [from, to). */
function contentIndent(state: StateBlock, from: number, to: number): number {
  let indent = Infinity;
  for (let line = from; line < to; line++) if (!state.isEmpty(line)) indent = Math.min(indent, state.sCount[line] ?? 0);
  return indent === Infinity ? state.blkIndent : indent;
}

/**
 * Tokenizes lines [from, to) as the content of a container tag (`<TabItem>`, a component), with
 * the block indent set to the content's own indentation: text indented under the tag, as in
 * Docusaurus examples, is markdown, not an indented code block.
 */
export function tokenizeContainer(state: StateBlock, from: number, to: number): void {
  const oldIndent = state.blkIndent;
  const oldLineMax = state.lineMax;
  state.blkIndent = Math.max(oldIndent, contentIndent(state, from, to));
  state.lineMax = to;
  state.md.block.tokenize(state, from, to);
  state.blkIndent = oldIndent;
  state.lineMax = oldLineMax;
}
