// MDX's `import` and `export` statements. As in MDX, they count only at the top level, at the
// start of a block, which runs to a blank line once its brackets are closed (an exported
// component's JSX may hold `<div>` lines that would otherwise end a paragraph). Imports bind
// the names a page's tags and expressions use: Docusaurus's theme components (built in, or
// rendered with React), its helpers (useBaseUrl, clsx, React's hooks…), `.md`/`.mdx` partials,
// and the components the config maps. `export const`/`export function` statements are kept for
// the page's program (mdx-program.ts), so what they declare can be used below. The statements
// print nothing.
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import { lineText } from '../block-lines.js';
import { contextOf, report, type ImportBinding, type RenderContext } from '../context.js';
import type { ComponentRenderer } from '../components.js';
import { resolvePageImport } from '../page-imports.js';
import { pageSiteRoot } from '../page-paths.js';
import { pageFileOf } from '../required-files.js';

export interface MdxEsmOptions {
  /** Names mapped in the config's `markdown.components`. */
  componentNames: ReadonlySet<string>;
  /** The site's modules, loaded (the ones pages import among them). */
  components?: ComponentRenderer | undefined;
  /** The static folder, for `@site/static/…` imports. */
  staticDir?: string | undefined;
}

const STATEMENT_START = /^(?:import|export)[\s{*'"]/;
const IMPORT_FROM = /^import\s+(?:([\w$]+)\s*(?:,\s*)?)?(?:\{([^}]*)\}\s*|\*\s*as\s+([\w$]+)\s*)?from\s*(['"])([^'"]+)\4\s*;?$/;
const SIDE_EFFECT_IMPORT = /^import\s*(['"])([^'"]+)\1\s*;?$/;
const NAMED = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/;
const PARTIAL_FILE = /\.mdx?$/i;
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico)$/i;
const DECLARATION = /^export\s+((?:const|let|var)\s|(?:async\s+)?function\s*\*?\s*|class\s)/;
const BUILTINS = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock'] as const);
type Builtin = ImportBinding & { kind: 'builtin' };

/** Docusaurus's components rendered with React (../../docusaurus/theme-components.ts), by module. */
const THEME_COMPONENTS: Record<string, string> = {
  '@theme/TOCInline': 'TOCInline',
  '@theme/Heading': 'Heading',
  '@theme/IdealImage': 'IdealImage',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/DocCardList': 'DocCardList',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
};

const HOOKS = ['useState', 'useReducer', 'useMemo', 'useCallback', 'useRef', 'useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useId', 'useContext', 'useTransition', 'useDeferredValue', 'useSyncExternalStore'];

/** Helpers a page's expressions may call, by module and imported name: the sandbox's code for each (sandbox-prelude.ts). */
const VALUES: Record<string, Record<string, string>> = {
  react: { default: '__garden.React', '*': '__garden.React', createElement: '__garden.h', Fragment: '__garden.Fragment', ...Object.fromEntries(HOOKS.map((hook) => [hook, `__garden.hooks.${hook}`])) },
  clsx: { default: '__garden.clsx', clsx: '__garden.clsx' },
  '@docusaurus/useBaseUrl': { default: '__garden.useBaseUrl', useBaseUrlUtils: '__garden.useBaseUrlUtils' },
  '@docusaurus/useDocusaurusContext': { default: '__garden.useDocusaurusContext' },
  '@docusaurus/ExecutionEnvironment': { default: '__garden.ExecutionEnvironment' },
  '@docusaurus/useIsBrowser': { default: '__garden.useIsBrowser' },
  '@docusaurus/Translate': { translate: '__garden.translate' },
  '@docusaurus/theme-common': { useCurrentSidebarCategory: '__garden.useCurrentSidebarCategory' },
};

/** Whether the engine provides `source` itself (a theme component, a helper, React). */
export function isProvidedImport(source: string): boolean {
  const themeName = source.startsWith('@theme/') ? source.slice('@theme/'.length) : undefined;
  return (themeName !== undefined && BUILTINS.has(themeName as Builtin['component'])) || THEME_COMPONENTS[source] !== undefined || VALUES[source] !== undefined;
}

export const EXPORT_DEFAULT_HINT = 'A page has no default export here: its layout is the theme\'s. Put values in the front matter and shared markup in an `export const Name = (props) => …` of its own, or a component under src/components.';

export function importHint(name: string): string {
  return `Import ${name} from a file of the site (@site/src/components/${name}) or an installed package, or map it under markdown.components in site.config.ts.`;
}

interface Statement {
  text: string;
  bodyLine: number;
}

/** The block's lines grouped into statements: a statement runs until the next line starting one. */
function statementsOf(content: string, firstLine: number): Statement[] {
  const statements: Statement[] = [];
  content.split('\n').forEach((line, offset) => {
    const last = statements[statements.length - 1];
    if (STATEMENT_START.test(line) || !last) statements.push({ text: line, bodyLine: firstLine + offset });
    else last.text += `\n${line}`;
  });
  return statements.map((statement) => ({ ...statement, text: statement.text.trimEnd() }));
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
  const theme = THEME_COMPONENTS[source];
  if (theme !== undefined && imported === 'default') return { kind: 'theme', component: theme };
  const value = VALUES[source]?.[imported];
  if (value !== undefined) return { kind: 'value', code: value };
  const partial = PARTIAL_FILE.test(source) && imported === 'default' ? pageFileOf(context, source) : undefined;
  if (partial !== undefined) return { kind: 'partial', file: partial, bodyLine };
  if (options.componentNames.has(local)) return { kind: 'component', name: local };
  if (IMAGE.test(source) && (source.startsWith('.') || source.startsWith('@site/'))) return imageBinding(context, source, bodyLine);
  const file = resolvePageImport(source, context.page.absolutePath, pageSiteRoot(context.page), options.staticDir);
  if (file !== undefined && options.components?.module(file) !== undefined) return { kind: 'module', file, imported };
  report(context, {
    code: 'markdown/mdx-import',
    message: file === undefined && !source.startsWith('.') && !source.startsWith('@site/') ? `Cannot import ${local} from '${source}': the package is not installed` : `Cannot import ${local} from '${source}'`,
    bodyLine,
    hint: importHint(local),
  });
  return undefined;
}

/** `import bed from './bed.png'`: the image's published URL, as Docusaurus gives it. */
function imageBinding(context: RenderContext, source: string, bodyLine: number): ImportBinding | undefined {
  const file = pageFileOf(context, source);
  if (file === undefined) return undefined;
  const lookup = context.page.registerAsset(file);
  if ('url' in lookup) return { kind: 'value', code: JSON.stringify(lookup.url) };
  report(context, { code: 'markdown/mdx-import', message: `Cannot import '${source}': ${lookup.refused === 'missing' ? 'there is no such file' : `the image cannot be published (${lookup.refused})`}`, bodyLine, hint: 'Check the path: an image is imported from this file\'s folder, or from the site root as @site/….' });
  return undefined;
}

function readImport(context: RenderContext, statement: Statement, options: MdxEsmOptions): void {
  const text = statement.text.replace(/\s*\n\s*/g, ' ').trim();
  const { bodyLine } = statement;
  const sideEffect = SIDE_EFFECT_IMPORT.exec(text);
  if (sideEffect) {
    const source = sideEffect[2] ?? '';
    const file = resolvePageImport(source, context.page.absolutePath, pageSiteRoot(context.page), options.staticDir);
    if (file !== undefined && /\.css$/i.test(file) && options.components?.module(file) !== undefined) {
      for (const style of options.components.styles(file)) context.styles.add(style);
      return;
    }
    const stylesheet = /\.css$/i.test(source);
    const local = source.startsWith('.') || source.startsWith('@site/');
    // A package's stylesheet that is not installed leaves the page unstyled, not broken: a warning.
    report(context, {
      code: 'markdown/mdx-import',
      message: !stylesheet ? `Cannot import '${source}' for its side effects` : local ? `Cannot import '${source}': there is no such file` : `Cannot import '${source}': its package is not installed`,
      bodyLine,
      hint: !stylesheet ? 'Only stylesheets are imported for their side effects; scripts belong in the theme\'s client code (templates/client/).' : local ? 'Check the path: from this file, or from the site root as @site/….' : `Install it (npm install ${source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/')}), or remove the line.`,
      severity: stylesheet && !local ? 'warning' : 'error',
    });
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
    // A component's stylesheet (its CSS modules, its CSS imports) goes with the page.
    if (binding?.kind === 'module') for (const style of options.components?.styles(binding.file) ?? []) context.styles.add(style);
  }
}

/** `export const Name = …` / `export function Name` (and let, var, class): kept, with the names declared. */
function readExport(context: RenderContext, statement: Statement): void {
  const { text, bodyLine } = statement;
  const declaration = DECLARATION.exec(text);
  if (!declaration) {
    const isDefault = /^export\s+default\b/.test(text);
    report(context, {
      code: 'markdown/mdx-export',
      message: isDefault ? 'export default is not supported in a page' : `Cannot read this export: ${text.split('\n')[0]}`,
      bodyLine,
      hint: isDefault ? EXPORT_DEFAULT_HINT : 'Export a declaration: export const Name = (props) => …, or export function Name(props) { … }.',
    });
    return;
  }
  const source = text.slice('export'.length).trimStart();
  context.exports.push({ source, bodyLine });
  for (const name of declaredNames(source.slice(declaration[1]?.length ?? 0))) context.exported.add(name);
}

/** The names a declaration's head binds: `Name = …`, `Name(…`, `{a, b: c} = …`, `[a, b] = …`. */
function declaredNames(rest: string): string[] {
  const head = /^\s*([\w$]+)/.exec(rest);
  if (head?.[1]) return [head[1]];
  const pattern = /^\s*([{[])([^=]*?)[}\]]\s*=/.exec(rest);
  return [...(pattern?.[2] ?? '').matchAll(/(?:^|[,{\s])(?:[\w$]+\s*:\s*)?([\w$]+)(?=\s*(?:[,}\]=]|$))/g)].map((match) => match[1] as string);
}

/** How much the line opens brackets: the block goes on past a blank line while they are open. */
function bracketBalance(line: string): number {
  let balance = 0;
  for (const char of line) {
    if (char === '(' || char === '[' || char === '{') balance++;
    else if (char === ')' || char === ']' || char === '}') balance--;
  }
  return balance;
}

function esmBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // Top level only: not inside a list, a quote or a component's content.
  if (state.level !== 0 || state.parentType !== 'root' || state.blkIndent !== 0 || (state.sCount[startLine] ?? 0) !== 0) return false;
  if (!STATEMENT_START.test(lineText(state, startLine))) return false;
  if (silent) return true;
  let line = startLine;
  let open = 0;
  for (; line < endLine; line++) {
    if (state.isEmpty(line) && open <= 0) break;
    open += bracketBalance(lineText(state, line));
  }
  const token = state.push('mdx_esm', '', 0);
  token.map = [startLine, line];
  token.content = state.getLines(startLine, line, 0, false);
  state.line = line;
  return true;
}

export const mdxEsmPlugin = (md: MarkdownIt, options: MdxEsmOptions): void => {
  md.block.ruler.before('paragraph', 'garden_mdx_esm', esmBlock);
  // Before inline parsing, and before the partials (mdx-partials.ts) look up the imports.
  md.core.ruler.before('inline', 'garden_mdx_esm', (state: StateCore) => {
    const context = contextOf(state.env);
    if (!state.tokens.some((token) => token.type === 'mdx_esm')) return;
    for (const token of state.tokens) {
      if (token.type !== 'mdx_esm' || !token.map) continue;
      for (const statement of statementsOf(token.content, token.map[0])) {
        if (statement.text.startsWith('export')) readExport(context, statement);
        else readImport(context, statement, options);
      }
    }
    // Gone from the page, which then starts where its text does (its first heading is its title).
    state.tokens = state.tokens.filter((token) => token.type !== 'mdx_esm');
  });
};
