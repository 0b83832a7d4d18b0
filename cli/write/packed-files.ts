// Consecutive parts of JSON packed into files of about a given size (the search index's shards
// and chunks, search-index.ts). A file whose parts are the very strings it held last time keeps
// its content string: after an edit, only the files around what changed are joined again, and
// the served folder's writer sees the others as the same string and leaves them alone.
import { sameItems } from '../same-items.js';

export interface Part<Start> {
  start: Start;
  json: string;
}

interface PackedFile<Start> {
  start: Start;
  parts: string[];
  content: string;
}

export class PackedFiles<Start extends string | number> {
  /** The last files, in order of their starts. */
  private last: Array<PackedFile<Start>> = [];

  /** `bytes`: what a file is filled to (one part may exceed it alone); `open` and `close` wrap its parts, joined by commas. */
  constructor(private readonly bytes: number, private readonly open: string, private readonly close: string) {}

  /** The files, in order, each named by its first part's start. */
  pack(parts: ReadonlyArray<Part<Start>>): ReadonlyArray<{ start: Start; content: string }> {
    const next: Array<PackedFile<Start>> = [];
    // The last files are walked alongside, as both lists are in order of their starts.
    let lastIndex = 0;
    let current: { start: Start; parts: string[]; bytes: number } | undefined;
    const close = (): void => {
      if (!current) return;
      while (lastIndex < this.last.length && (this.last[lastIndex] as PackedFile<Start>).start < current.start) lastIndex++;
      const before = this.last[lastIndex];
      const same = before !== undefined && before.start === current.start && sameItems(before.parts, current.parts);
      next.push(same ? before : { start: current.start, parts: current.parts, content: `${this.open}${current.parts.join(',')}${this.close}` });
      current = undefined;
    };
    for (const part of parts) {
      if (current && current.bytes + part.json.length > this.bytes) close();
      current ??= { start: part.start, parts: [], bytes: 0 };
      current.parts.push(part.json);
      current.bytes += part.json.length + 1;
    }
    close();
    this.last = next;
    return next;
  }
}
