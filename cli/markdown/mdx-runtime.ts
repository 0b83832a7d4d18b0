// One page's JavaScript at render time: the expressions its tags and text hold are registered
// as the page is walked, then compiled into one program (mdx-program.ts) and run in the page's
// sandbox (expression-sandbox.ts) the first time a value is needed, by then the page's TOC is
// whole. What the sandbox gives back is plain data; element trees in it become React elements
// here, the components they name are looked up among the theme's and the site's, and the
// markup is rendered with a time limit. Every failure is reported at its line, never thrown.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { DocCardList } from '../docusaurus/doc-card-list.js';
import { wordsContext } from '../docusaurus/words-context.js';
import { Admonition, BrowserOnly, CodeBlock, Details, Heading, IdealImage, Link, ThemedImage, TOCInline } from '../docusaurus/theme-components.js';
import { escapeHtml } from '../escape-html.js';
import type { ComponentRenderer } from './components.js';
import { report, type ImportBinding, type RenderContext } from './context.js';
import { ExpressionSandbox, type Dropped } from './expression-sandbox.js';
import { compileProgram } from './mdx-program.js';
import { reactModule, renderStatic } from './react-runtime.js';
import { requireBinding } from './required-files.js';
import type { JsxTag } from './plugins/jsx-tag.js';
import type { SiteData } from './types.js';

/** Stands for a component's content while it renders; plain letters, so React leaves it as it is. */
export const CHILDREN = 'gardensitechildrenplaceholder';

function Content(): string {
  return CHILDREN;
}

/** The theme's components, by the key the sandbox knows them by. */
const THEME: Record<string, ComponentType<Record<string, unknown>>> = {
  'theme:TOCInline': TOCInline,
  'theme:Heading': Heading,
  'theme:IdealImage': IdealImage,
  'theme:Link': Link,
  'theme:BrowserOnly': BrowserOnly,
  'theme:ThemedImage': ThemedImage,
  'theme:DocCardList': DocCardList,
  // Inside JSX, where markdown does not render them as its own blocks.
  'theme:Admonition': Admonition,
  'theme:Details': Details,
  'theme:CodeBlock': CodeBlock,
};

const EXPRESSION_HINT = "An expression may use the page's data (toc, frontMatter, metadata, assets), what the page imports and exports, and plain JavaScript; it runs once, at build time. To show a brace as text, write \\{.";
const HTML_TAG = /^[a-z][a-z\d]*(?:-[a-z\d]+)*$/;

type Mode = 'node' | 'data';

export type Evaluated = { ok: true; value: unknown } | { ok: false };

/** What a tag's props will be: ready, or an expression of the page's program giving them. */
export type PropsPlan = { props: Record<string, unknown> } | { index: number };

export class PageRuntime {
  private readonly expressions: Array<{ source: string; bodyLine: number; mode: Mode }> = [];
  private sandbox: ExpressionSandbox | undefined;
  private started = false;
  private broken = new Set<number>();
  private readonly warnedLines = new Set<number>();

  constructor(
    private readonly context: RenderContext,
    private readonly components: ComponentRenderer | undefined,
    private readonly site: SiteData | undefined,
  ) {}

  /** Registers an expression to evaluate later; its index. */
  add(source: string, bodyLine: number, mode: Mode): number {
    if (this.started) throw new Error('expressions are registered before the first is evaluated');
    this.expressions.push({ source, bodyLine, mode });
    return this.expressions.length - 1;
  }

  /** The tag's props: its literal values at once, the rest through one expression of the program. */
  props(tag: JsxTag, bodyLine: number): PropsPlan {
    const props: Record<string, unknown> = {};
    if (!tag.attributes.some((attribute) => attribute.expression)) {
      for (const attribute of tag.attributes) props[attribute.name] = attribute.value;
      return { props };
    }
    return { index: this.add(propsSource(tag), bodyLine, 'data') };
  }

  /** An element of one of the page's own components (its exports), with a placeholder for its content. */
  element(tag: JsxTag, bodyLine: number, withContent: boolean): number {
    return this.add(`__h(${tag.name}, ${propsSource(tag)}${withContent ? `, ${JSON.stringify(CHILDREN)}` : ''})`, bodyLine, 'node');
  }

  /**
   * The props a plan stands for, or undefined when evaluating them failed (reported); with
   * `elements`, element trees in them are React elements (for a React component).
   */
  propsOf(plan: PropsPlan, tagName: string, elements = true): Record<string, unknown> | undefined {
    if ('props' in plan) return plan.props;
    const evaluated = this.evaluate(plan.index, `the props of <${tagName}>`);
    if (!evaluated.ok) return undefined;
    const props = evaluated.value as Record<string, unknown>;
    return elements ? decodeProps(props, (key) => this.component(key)) : props;
  }

  /** Reports, once for the line, the event handlers an element was written with. */
  dropped(dropped: Dropped, bodyLine: number): void {
    this.warnDropped(dropped, bodyLine);
  }

  /** Evaluates expression `index` (reporting any failure at its line). */
  evaluate(index: number, what?: string): Evaluated {
    this.start();
    const expression = this.expressions[index];
    if (!expression || this.broken.has(index) || !this.sandbox) return { ok: false };
    const outcome = this.sandbox.evaluate(index, expression.mode);
    if (!outcome.ok) {
      const shown = what ?? `{${shorten(expression.source)}}`;
      report(this.context, {
        code: outcome.timedOut ? 'markdown/mdx-timeout' : 'markdown/mdx-expression',
        message: `${shown} failed: ${outcome.reason}`,
        bodyLine: expression.bodyLine,
        hint: outcome.timedOut ? 'Something in it loops, or does too much work for a page: make it finish.' : EXPRESSION_HINT,
      });
      return { ok: false };
    }
    this.warnDropped(outcome.dropped, expression.bodyLine);
    return { ok: true, value: outcome.value };
  }

  /** Expression `index` as HTML: text escaped, elements rendered; undefined when it failed (reported). */
  html(index: number, what?: string): string | undefined {
    const evaluated = this.evaluate(index, what);
    if (!evaluated.ok) return undefined;
    return this.markup(evaluated.value, this.expressions[index]?.bodyLine ?? 0, what ?? `{${shorten(this.expressions[index]?.source ?? '')}}`);
  }

  /** A value from the sandbox as HTML. */
  markup(value: unknown, bodyLine: number, what: string): string | undefined {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') return escapeHtml(value);
    try {
      const { createElement, Fragment } = reactModule();
      return renderStatic(this.withWords(createElement(Fragment, null, toReact(value, (key) => this.component(key)))));
    } catch (error) {
      report(this.context, { code: 'markdown/component-failed', message: `${what} failed to render: ${reason(error)}`, bodyLine, hint: 'Check the props it is given against what the component expects.' });
      return undefined;
    }
  }

  /** A component with props and, when it has content, the placeholder for it; its markup split around the content. */
  render(key: string, name: string, props: Record<string, unknown>, withContent: boolean, bodyLine: number): string[] {
    const component = this.component(key);
    const standsInFor = key.startsWith('config:') ? this.components?.standIn(key.slice('config:'.length)) : undefined;
    if (standsInFor !== undefined) {
      report(this.context, { code: 'markdown/stand-in', message: `<${name}> is a stand-in for '${standsInFor}': the page shows only its content`, bodyLine, hint: `Install the package and import ${name} from it (remove it from markdown.components in site.config.ts), or remove the tag.`, severity: 'warning' });
    }
    if (!component) {
      report(this.context, { code: 'markdown/unknown-component', message: `<${name}> is not a known component`, bodyLine });
      return [''];
    }
    let markup: string;
    try {
      const { createElement } = reactModule();
      // The content is markdown, rendered apart: an element standing for it, as rich content is.
      markup = renderStatic(this.withWords(withContent ? createElement(component, props, createElement(Content)) : createElement(component, props)));
    } catch (error) {
      report(this.context, { code: 'markdown/component-failed', message: `<${name}> failed to render: ${reason(error)}`, bodyLine, hint: 'Check the props written here against what the component expects.' });
      return [''];
    }
    return this.split(markup, name, bodyLine);
  }

  /** The theme components inside write the page's words (words-context.ts). */
  private withWords(element: ReactElement): ReactElement {
    return reactModule().createElement(wordsContext().Provider, { value: this.context.words }, element);
  }

  /** Markup rendered around the content placeholder: [before, after], or [markup] when it shows no content. */
  split(markup: string, name: string, bodyLine: number): string[] {
    const parts = markup.split(CHILDREN);
    if (parts.length > 2) {
      report(this.context, { code: 'markdown/component-failed', message: `<${name}> shows its content more than once`, bodyLine, hint: 'A component used around markdown must render {children} once.' });
      return [parts[0] ?? ''];
    }
    return parts;
  }

  /** The key a binding's component is known by in the sandbox and here. */
  static keyOf(binding: ImportBinding, local: string): string | undefined {
    if (binding.kind === 'theme' || binding.kind === 'builtin') return `theme:${binding.component}`;
    if (binding.kind === 'component') return `config:${binding.name}`;
    if (binding.kind === 'partial') return `partial:${local}`;
    if (binding.kind === 'module') return `module:${binding.imported}:${binding.file}`;
    return undefined;
  }

  private component(key: string): ComponentType<Record<string, unknown>> | undefined {
    if (key.startsWith('config:')) return this.components?.component(key.slice('config:'.length));
    if (key.startsWith('module:')) {
      const value = this.exportOf(key);
      return isComponent(value) ? (value as ComponentType<Record<string, unknown>>) : undefined;
    }
    return THEME[key];
  }

  /** What `module:<imported>:<file>` names: an export of a module a page imports (its namespace for `*`). */
  private exportOf(key: string): unknown {
    const [, imported = '', ...file] = key.split(':');
    const module = this.components?.module(file.join(':'));
    return imported === '*' ? module : module?.[imported];
  }

  /** The line binding an import in the page's program: a component by its key, data by its value. */
  private bindingLine(local: string, binding: ImportBinding): string[] {
    if (binding.kind === 'value') return [`const ${local} = ${binding.code};`];
    const key = PageRuntime.keyOf(binding, local);
    if (key === undefined) return [];
    if (binding.kind === 'module') {
      const value = this.exportOf(key);
      // A module's data (a list of features, a table) is copied in as JSON; only components stay outside.
      if (!isComponent(value)) return [`const ${local} = ${jsonOf(value)};`];
    }
    return [`const ${local} = __garden.external(${JSON.stringify(key)});`];
  }

  /** One warning per line for the event handlers dropped there. */
  private warnDropped(dropped: Dropped, bodyLine: number): void {
    if (dropped.length === 0 || this.warnedLines.has(bodyLine)) return;
    this.warnedLines.add(bodyLine);
    warnHandlers(this.context, dropped, bodyLine);
  }

  /** Compiles and loads the page's program, once, when the first value is needed. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    const { context } = this;
    const bindings = [...context.imports].flatMap(([local, binding]) => this.bindingLine(local, binding));
    const required = requireBinding(context, [...context.exports, ...this.expressions].map((part) => part.source));
    if (required !== undefined) bindings.push(required);
    let program;
    try {
      program = compileProgram({ bindings, exports: context.exports, expressions: this.expressions });
    } catch (error) {
      report(context, { code: 'markdown/mdx-expression', message: `The page's JavaScript could not be compiled: ${reason(error)}`, bodyLine: this.expressions[0]?.bodyLine ?? 0, hint: EXPRESSION_HINT });
      this.broken = new Set(this.expressions.keys());
      return;
    }
    for (const problem of program.problems) {
      report(context, { code: 'markdown/mdx-syntax', message: `${problem.part === 'export' ? 'This export' : 'This expression'} is not valid JavaScript: ${problem.message}`, bodyLine: problem.bodyLine, hint: problem.part === 'export' ? 'Fix the export; the tags using what it declares are left out meanwhile.' : EXPRESSION_HINT });
    }
    this.broken = program.dropped;
    const toc = context.toc.map((item) => ({ value: item.html, id: item.id, level: item.level }));
    const site = this.site ?? { title: '', tagline: '', url: '', baseUrl: '/', locale: 'en', customFields: {} };
    this.sandbox = new ExpressionSandbox({ page: { toc, ...(context.page.data ?? { frontMatter: {}, metadata: {}, assets: {} }) }, site });
    const loaded = this.sandbox.load(program.code, context.page.sourcePath);
    if (!loaded.ok) {
      report(context, { code: loaded.timedOut ? 'markdown/mdx-timeout' : 'markdown/mdx-expression', message: `The page's exports failed: ${loaded.reason}`, bodyLine: context.exports[0]?.bodyLine ?? 0, hint: 'Fix the export statements at the top of the page.' });
      this.broken = new Set(this.expressions.keys());
    }
  }
}

/** The one warning for event handlers and other functions an element was written with. */
export function warnHandlers(context: RenderContext, dropped: Dropped, bodyLine: number): void {
  const names = [...new Set(dropped.map((item) => `${item.prop} on <${item.element}>`))];
  report(context, {
    code: 'markdown/event-handler',
    message: `${names.join(', ')} needs a browser: the page shows the element without it`,
    bodyLine,
    hint: 'Pages are rendered once, at build time, and ship no React; behaviour belongs in the theme\'s client script (templates/client/).',
    severity: 'warning',
  });
}

/** The JavaScript object of a tag's props: literals as JSON, the rest as written. */
function propsSource(tag: JsxTag): string {
  const entries = tag.attributes.map((attribute) => {
    if (attribute.spread) return `...(${attribute.expression?.source ?? '{}'})`;
    const value = attribute.expression ? `(\n${attribute.expression.source}\n)` : JSON.stringify(attribute.value);
    return `${JSON.stringify(attribute.name)}: ${value}`;
  });
  return `{${entries.join(', ')}}`;
}

function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** A module's value as a JavaScript literal (undefined when it is not plain data). */
function jsonOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return 'undefined';
  }
}

type Tree = { $$garden: 'html' | 'component'; name: string; props: Record<string, unknown>; children: unknown };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ((value as Tree).$$garden === 'html' || (value as Tree).$$garden === 'component');
}

/** A value from the sandbox as React nodes: strings as text, element trees as elements. */
function toReact(value: unknown, component: (key: string) => ComponentType<Record<string, unknown>> | undefined): ReactNode {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => toReact(item, component));
  if (!isTree(value)) throw new Error('a value that is not text or an element cannot be shown');
  const { createElement } = reactModule();
  const props = decodeProps(value.props, component);
  const children = toReact(value.children, component);
  if (value.$$garden === 'html') {
    if (!HTML_TAG.test(value.name)) throw new Error(`<${value.name}> is not an HTML element`);
    return createElement(value.name, props, children);
  }
  const found = component(value.name);
  if (!found) throw new Error(`${value.name.replace(/^\w+:/, '')} cannot be rendered here`);
  return children === null ? createElement(found, props) : createElement(found, props, children);
}

/** Props from the sandbox, with the element trees inside them made elements. */
function decodeProps(props: Record<string, unknown>, component: (key: string) => ComponentType<Record<string, unknown>> | undefined): Record<string, unknown> {
  const decode = (value: unknown): unknown => {
    if (isTree(value)) return toReact(value, component);
    if (Array.isArray(value)) return value.map(decode);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
    return value;
  };
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, decode(value)]));
}

function shorten(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
