// Per-render state shared by the plugins. markdown-it is created once per renderer, so
// everything that belongs to one page (its TOC, links, problems, taken heading ids) travels
// in markdown-it's `env` object under a private symbol and is read back after rendering.
import type { Env } from 'markdown-it';
import { GardenError, type Severity } from '../diagnostics/error.js';
import type { LinkReference, MarkdownEnv, TocItem } from './types.js';

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
}

export function createEnv(page: MarkdownEnv): Env {
  const context: RenderContext = {
    page,
    toc: [],
    links: [],
    problems: [],
    title: undefined,
    headingIds: new Set(),
    tabGroups: 0,
  };
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
