// Per-render state shared by the plugins. markdown-it is created once per renderer, so
// everything that belongs to one page (its TOC, links, problems, taken heading ids) travels
// in markdown-it's `env` object under a private symbol and is read back after rendering.
import type { Env } from 'markdown-it';
import { GardenError, type Severity } from '../diagnostics/error.js';
import type { LinkReference, MarkdownEnv, MarkdownWords, TocItem } from './types.js';

const CONTEXT = Symbol('garden-site.markdown');

export interface RenderContext {
  readonly page: MarkdownEnv;
  readonly toc: TocItem[];
  readonly links: LinkReference[];
  readonly problems: GardenError[];
  title: string | undefined;
  /** Heading ids already used on this page (custom ids are reserved before slugs are made). */
  readonly headingIds: Set<string>;
  /** Tab groups seen so far, so tab and panel ids are unique within the page. */
  tabGroups: number;
  /** What the page's `import` lines bound, by local name (mdx-esm.ts). */
  imports: Map<string, ImportBinding>;
  /** The partials being inlined around this render, outermost first (absolute paths), to report cycles. */
  readonly partials: readonly string[];
  /** The page's `export const …`/`export function …` statements (without `export`), and the names they declare. */
  exports: Array<{ source: string; bodyLine: number }>;
  exported: Set<string>;
  /** The stylesheets the page's imports need, as published URLs. */
  styles: Set<string>;
  /** The words markdown writes (admonition titles, heading links), in the locale built. */
  readonly words: MarkdownWords;
}

/**
 * A name bound by an `import` line: a component the markdown renders as tokens (`builtin`), a
 * partial, a component of the config, one of Docusaurus's theme components rendered with React
 * (`theme`), or a value the page's expressions use (`value`: the sandbox's code for it).
 */
export type ImportBinding =
  | { kind: 'builtin'; component: 'Tabs' | 'TabItem' | 'Admonition' | 'Details' | 'CodeBlock' }
  | { kind: 'partial'; file: string; bodyLine: number }
  | { kind: 'component'; name: string }
  | { kind: 'theme'; component: string }
  | { kind: 'value'; code: string }
  | { kind: 'module'; file: string; imported: string };

export function createEnv(page: MarkdownEnv, words: MarkdownWords): Env {
  const context: RenderContext = {
    page,
    toc: [],
    links: [],
    problems: [],
    title: undefined,
    headingIds: new Set(),
    tabGroups: 0,
    imports: new Map(),
    partials: [],
    exports: [],
    exported: new Set(),
    styles: new Set(),
    words,
  };
  return { [CONTEXT]: context };
}

/**
 * The env for a partial rendered inside `parent`: its own page (so its links, images and
 * problems are its own file's), TOC, links, title and imports; the parent's problems and heading
 * ids (unique across the whole page). Its tab group count and links are taken over by the caller.
 */
export function createPartialEnv(parent: RenderContext, page: MarkdownEnv): Env {
  const context: RenderContext = { ...parent, page, toc: [], links: [], title: undefined, imports: new Map(), partials: [...parent.partials, parent.page.absolutePath], exports: [], exported: new Set() };
  // A partial's stylesheets are the page's (its `styles` set is the parent's, shared).
  return { [CONTEXT]: context };
}

export function contextOf(env: Env | undefined): RenderContext {
  const context = env?.[CONTEXT] as RenderContext | undefined;
  // Only reachable when a plugin is used outside createMarkdownRenderer: a programming error.
  if (!context) throw new Error('garden-site markdown plugins need the env made by createEnv()');
  return context;
}

/** The 1-based line in the file for a 0-based line of the markdown body. */
export function fileLine(context: RenderContext, bodyLine: number): number {
  return bodyLine + 1 + context.page.lineOffset;
}

export interface ProblemDetails {
  code: string;
  message: string;
  /** 0-based line in the markdown body (as in token.map). */
  bodyLine: number;
  hint?: string;
  severity?: Severity;
}

export function report(context: RenderContext, details: ProblemDetails): void {
  context.problems.push(
    new GardenError(details.message, {
      code: details.code,
      file: context.page.sourcePath,
      line: fileLine(context, details.bodyLine),
      hint: details.hint,
      severity: details.severity,
    }),
  );
}
