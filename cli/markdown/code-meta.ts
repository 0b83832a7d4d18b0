// Reads what a code fence asks for: its info string (```dart title="x" {1,3-5} showLineNumbers)
// and, as in Docusaurus, the highlight comments in the code itself (`// highlight-next-line`,
// `highlight-start` … `highlight-end`), which are removed from the output. A block with a
// `{1,3-5}` range keeps its comments as written, as Docusaurus's does.

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
/** What follows the comment marker: the directive, alone on its line. */
const DIRECTIVE = String.raw`\s*highlight-(next-line|start|end)\s*`;
const comment = (open: string, close = ''): RegExp => new RegExp(String.raw`^\s*${open}${DIRECTIVE}${close}\s*$`);

/** The comment forms Docusaurus documents (JavaScript, JSX, Bash, HTML) and the others it reads. */
const COMMENT_FORMS = {
  js: [comment('//'), comment(String.raw`/\*`, String.raw`\*/`)],
  jsx: [comment(String.raw`\{\s*/\*`, String.raw`\*/\s*\}`)],
  bash: [comment('#')],
  html: [comment('<!--', '-->')],
  lua: [comment('--')],
  wasm: [comment(';;')],
  tex: [comment('%')],
} satisfies Record<string, RegExp[]>;

type CommentForm = keyof typeof COMMENT_FORMS;

/** Languages whose comments are known, by the names fences use; any other accepts every form. */
const KNOWN_LANGUAGES: Array<[CommentForm[], string]> = [
  [['js'], 'js javascript ts typescript java c cpp c++ csharp cs go rust rs swift kotlin kt dart scala css scss less json5 jsonc groovy gradle proto'],
  [['js', 'jsx'], 'jsx tsx'],
  [['bash'], 'python py bash sh shell shellscript zsh console yaml yml toml ruby rb r perl powershell ps1 dockerfile docker makefile make nix graphql gql elixir'],
  [['html'], 'html xml svg vue svelte markdown md'],
  [['html', 'jsx'], 'mdx'],
  [['lua'], 'lua sql haskell hs elm'],
  [['wasm'], 'wasm wat lisp clojure scheme'],
  [['tex'], 'tex latex matlab erlang erl'],
];
const FORMS_BY_LANGUAGE = new Map(KNOWN_LANGUAGES.flatMap(([forms, names]) => names.split(' ').map((name) => [name, forms] as const)));

function commentPatterns(language: string): RegExp[] {
  const forms = FORMS_BY_LANGUAGE.get(language.toLowerCase()) ?? (Object.keys(COMMENT_FORMS) as CommentForm[]);
  return forms.flatMap((form) => COMMENT_FORMS[form]);
}

function directiveOf(line: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const directive = pattern.exec(line)?.[1];
    if (directive !== undefined) return directive;
  }
  return undefined;
}

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

/**
 * Removes the highlight comments written in `language`'s comment forms and returns the lines
 * they mark.
 */
export function stripHighlightComments(code: string, language: string): StrippedCode {
  const highlighted = new Set<number>();
  // Fast path: most blocks have no magic comments.
  if (!code.includes('highlight-')) return { code, highlighted };
  const patterns = commentPatterns(language);
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const directive = directiveOf(line, patterns);
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
