// Line helpers for block rules that scan ahead for their closing line (admonitions, tabs).
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
