// MDX's `import` and `export` lines. As in MDX, they count only in a paragraph of their own at
// the top level. Imports bind the names a page's tags use: Docusaurus's theme components map
// to the built-in ones, `.md`/`.mdx` files are partials, and any other import is accepted when
// the config maps its name to one of the site's components (`markdown.components`). Exports
// would need evaluating and are refused. The lines themselves print nothing.
import path from 'node:path';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf, report, type ImportBinding, type RenderContext } from '../context.js';
import { pageSiteRoot } from '../page-paths.js';

export interface MdxEsmOptions {
  /** Names mapped in the config's `markdown.components`. */
  componentNames: ReadonlySet<string>;
}

const STATEMENT_START = /^(?:import|export)[\s{*'"]/;
const IMPORT_FROM = /^import\s+(?:([\w$]+)\s*(?:,\s*)?)?(?:\{([^}]*)\}\s*|\*\s*as\s+([\w$]+)\s*)?from\s*(['"])([^'"]+)\4\s*;?$/;
const SIDE_EFFECT_IMPORT = /^import\s*(['"])([^'"]+)\1\s*;?$/;
const NAMED = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/;
const PARTIAL_FILE = /\.mdx?$/i;
const BUILTINS = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock'] as const);
type Builtin = ImportBinding & { kind: 'builtin' };

export const EXPORT_HINT = 'A page exports nothing: put values in the front matter (title, description, …) or in the text, and shared markup in a component mapped under markdown.components in site.config.ts.';

export function importHint(name: string): string {
  return `Map ${name} to a module of this site in site.config.ts under markdown.components (${name}: 'src/components/${name}.tsx'). Built in: @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/Details, @theme/CodeBlock and ./partial.md(x) files.`;
}

interface Statement {
  text: string;
  bodyLine: number;
}

/** The paragraph's lines grouped into statements: a statement runs until the next line starting one. */
function statementsOf(content: string, firstLine: number): Statement[] {
  const statements: Statement[] = [];
  content.split('\n').forEach((line, offset) => {
    const last = statements[statements.length - 1];
    if (STATEMENT_START.test(line) || !last) statements.push({ text: line.trim(), bodyLine: firstLine + offset });
    else last.text += ` ${line.trim()}`;
  });
  return statements;
}

function bindingFor(context: RenderContext, local: string, imported: string, source: string, bodyLine: number, options: MdxEsmOptions): ImportBinding | undefined {
  const themeName = source.startsWith('@theme/') ? source.slice('@theme/'.length) : undefined;
  if (themeName !== undefined && BUILTINS.has(themeName as Builtin['component']) && imported === 'default') {
    const component = themeName as Builtin['component'];
    if ((component === 'Tabs' || component === 'TabItem') && local !== component) {
      report(context, { code: 'markdown/mdx-import', message: `${source} must be imported as ${component}, not ${local}`, bodyLine, hint: `Write import ${component} from '${source}'; tabs are read by their tag names.` });
      return undefined;
    }
    return { kind: 'builtin', component };
  }
  if (PARTIAL_FILE.test(source) && (source.startsWith('.') || source.startsWith('@site/')) && imported === 'default') {
    const file = source.startsWith('@site/') ? path.join(pageSiteRoot(context.page), source.slice('@site/'.length)) : path.resolve(path.dirname(context.page.absolutePath), source);
    return { kind: 'partial', file, bodyLine };
  }
  if (options.componentNames.has(local)) return { kind: 'component', name: local };
  report(context, { code: 'markdown/mdx-import', message: `Cannot import ${local} from '${source}'`, bodyLine, hint: importHint(local) });
  return undefined;
}

function readImport(context: RenderContext, statement: Statement, options: MdxEsmOptions): void {
  const { text, bodyLine } = statement;
  const sideEffect = SIDE_EFFECT_IMPORT.exec(text);
  if (sideEffect) {
    report(context, { code: 'markdown/mdx-import', message: `Cannot import '${sideEffect[2]}' for its side effects`, bodyLine, hint: 'Remove the line: styles belong in the theme (templates/styles/), scripts in the theme\'s client code.' });
    return;
  }
  const match = IMPORT_FROM.exec(text);
  if (!match) {
    report(context, { code: 'markdown/mdx-import', message: `Cannot read this import: ${text}`, bodyLine, hint: "Write imports as import Name from 'source' or import { Name } from 'source', each on its own line." });
    return;
  }
  const [, defaultName, named, namespace, , source = ''] = match;
  const names: Array<[local: string, imported: string]> = [];
  if (defaultName) names.push([defaultName, 'default']);
  if (namespace) names.push([namespace, '*']);
  for (const part of (named ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [, imported = part, local] = NAMED.exec(part) ?? [];
    names.push([local ?? imported, imported]);
  }
  for (const [local, imported] of names) {
    const binding = bindingFor(context, local, imported, source, bodyLine, options);
    if (binding) context.imports.set(local, binding);
  }
}

/** Reads and removes the page's top-level import/export paragraphs. */
function readEsm(state: StateCore, options: MdxEsmOptions): void {
  const context = contextOf(state.env);
  const tokens = state.tokens;
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i] as Token;
    const inline = tokens[i + 1];
    if (open.type !== 'paragraph_open' || open.level !== 0 || !open.map || inline?.type !== 'inline' || !STATEMENT_START.test(inline.content)) {
      kept.push(open);
      continue;
    }
    for (const statement of statementsOf(inline.content, open.map[0])) {
      if (statement.text.startsWith('export')) {
        report(context, { code: 'markdown/mdx-export', message: `MDX export is not supported: ${statement.text}`, bodyLine: statement.bodyLine, hint: EXPORT_HINT });
      } else readImport(context, statement, options);
    }
    i += 2; // the inline and paragraph_close tokens
  }
  state.tokens = kept;
}

export const mdxEsmPlugin = (md: MarkdownIt, options: MdxEsmOptions): void => {
  // Before inline parsing: the statements are never parsed as markdown text.
  md.core.ruler.before('inline', 'garden_mdx_esm', (state: StateCore) => readEsm(state, options));
};
