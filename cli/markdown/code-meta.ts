// Reads what a code fence asks for: its info string (```dart title="x" {1,3-5} showLineNumbers)
// and the highlight comments in the code itself, which are removed from the output.

export interface FenceInfo {
  /** The language as written (`js`), empty when none. */
  language: string;
  title: string | undefined;
  /** 1-based line numbers to highlight, from `{1,3-5}`. */
  highlightLines: Set<number>;
  /** The first line number when line numbers are shown. */
  lineNumbersFrom: number | undefined;
}

const LANGUAGE = /^[^\s{]+/;
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /\{([\d\s,-]+)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
// `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`, `/* … */`, `-- …`
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

export function parseFenceInfo(info: string): FenceInfo {
  const trimmed = info.trim();
  const language = LANGUAGE.exec(trimmed)?.[0] ?? '';
  const meta = trimmed.slice(language.length);
  const title = TITLE.exec(meta);
  const lineNumbers = LINE_NUMBERS.exec(meta);
  return {
    language,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: parseRanges(RANGES.exec(meta)?.[1] ?? ''),
    lineNumbersFrom: lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined,
  };
}

/** `1,3-5` → {1, 3, 4, 5}. Reversed or malformed parts are skipped. */
export function parseRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to) || from < 1) continue;
    for (let line = from; line <= to && line - from < 10_000; line++) lines.add(line);
  }
  return lines;
}

export interface StrippedCode {
  code: string;
  /** 1-based lines of the returned code to highlight. */
  highlighted: Set<number>;
}

/** Removes highlight comments and returns the lines they mark. */
export function stripHighlightComments(code: string): StrippedCode {
  const highlighted = new Set<number>();
  // Fast path: most blocks have no magic comments.
  if (!code.includes('highlight-')) return { code, highlighted };
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}
