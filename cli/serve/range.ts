// Byte ranges (`Range: bytes=0-99`), as a browser asks for them to seek in audio and video or to
// resume a download. One range per request; a request for several gets the whole file, which
// the standard allows and no browser minds.

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * What to send for a `Range` header over a body of `size` bytes. `If-Range` holding anything
 * but the current Last-Modified (our ETags are weak, which If-Range may not use) means the file
 * changed since the client's first part: it gets the whole file.
 */
export function chooseRange(range: string | undefined, ifRange: string | undefined, lastModified: string, size: number): RangeAnswer {
  if (range === undefined) return { kind: 'whole' };
  if (ifRange !== undefined && ifRange !== lastModified) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
