// What capitalised tags, expressions and JSX-valued HTML tags become, once the page is parsed
// and its TOC whole (the rule runs last): Docusaurus's built-in components their token
// equivalents (mdx-builtins.ts), the theme's and the config's components and the page's own
// exports their rendered markup (../mdx-runtime.ts), in blocks, paragraphs and raw HTML blocks
// alike (mdx-html-blocks.ts), and any other name an error naming what would make it one. Every
// expression of the page is registered first, then the page's program runs once.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { ComponentRenderer } from '../components.js';
import type { SiteData } from '../types.js';
import { contextOf, report, type ImportBinding, type RenderContext } from '../context.js';
import { PageRuntime, type PropsPlan } from '../mdx-runtime.js';
import type { StaticValue } from './jsx-expression.js';
import { htmlTagFromJsx } from './jsx-attributes.js';
import { type JsxTag } from './jsx-tag.js';
import { admonitionTokens, codeBlockToken, detailsTokens, type Props } from './mdx-builtins.js';
import { componentBlockRule, componentInlineRule, startsComponentTag, type ComponentTagMeta } from './mdx-component-tags.js';
import { importHint } from './mdx-esm.js';
import { planHtmlBlock } from './mdx-html-blocks.js';
import { mdxProblemsPlugin } from './mdx-problems.js';

export interface MdxComponentsOptions {
  components?: ComponentRenderer | undefined;
  site?: SiteData | undefined;
}

const BUILT_IN_TABS = new Set(['Tabs', 'TabItem']);
const EVENT_HANDLER = /^on[A-Z]/;

/** What a tag will be rendered as, decided while the page's expressions are registered. */
export type TagPlan =
  | { kind: 'exported'; index: number }
  | { kind: 'component'; key: string; props: PropsPlan }
  | { kind: 'builtin'; component: (ImportBinding & { kind: 'builtin' })['component']; props: PropsPlan }
  | { kind: 'partial' }
  | { kind: 'unknown' };

function bindingOf(context: RenderContext, name: string, options: MdxComponentsOptions): ImportBinding | 'exported' | undefined {
  return context.imports.get(name) ?? (context.exported.has(name) ? 'exported' : options.components?.has(name) ? { kind: 'component', name } : undefined);
}

export function reportUnknown(context: RenderContext, name: string, bodyLine: number): void {
  if (BUILT_IN_TABS.has(name)) {
    report(context, { code: 'markdown/tabs', message: `<${name}> could not be read`, bodyLine, hint: 'Write each <Tabs>/<TabItem> tag on its own line with plain attribute values (groupId="…", value="…", label="…"), and leave a blank line around the markdown inside.' });
  } else report(context, { code: 'markdown/unknown-component', message: `<${name}> is not a known component`, bodyLine, hint: importHint(name) });
}

export function planTag(context: RenderContext, runtime: PageRuntime, tag: JsxTag, bodyLine: number, withContent: boolean, options: MdxComponentsOptions): TagPlan {
  const binding = bindingOf(context, tag.name, options);
  if (binding === 'exported') return { kind: 'exported', index: runtime.element(tag, bodyLine, withContent) };
  if (binding?.kind === 'builtin') return { kind: 'builtin', component: binding.component, props: runtime.props(tag, bodyLine) };
  if (binding?.kind === 'partial') return { kind: 'partial' };
  const key = binding && PageRuntime.keyOf(binding, tag.name);
  if (key === undefined) return { kind: 'unknown' };
  return { kind: 'component', key, props: runtime.props(tag, bodyLine) };
}

/** A component's markup around its content: [before, after], [markup] when it shows none, undefined when it failed or is not one. */
export function renderPlan(context: RenderContext, runtime: PageRuntime, tag: JsxTag, plan: TagPlan, withContent: boolean, bodyLine: number): string[] | undefined {
  if (plan.kind === 'exported') {
    const html = runtime.html(plan.index, `<${tag.name}>`);
    return html === undefined ? undefined : runtime.split(html, tag.name, bodyLine);
  }
  if (plan.kind === 'component') {
    const props = runtime.propsOf(plan.props, tag.name);
    return props === undefined ? undefined : runtime.render(plan.key, tag.name, props, withContent, bodyLine);
  }
  if (plan.kind === 'unknown') reportUnknown(context, tag.name, bodyLine);
  return undefined;
}

/** A lowercase tag whose values were evaluated, as HTML; undefined when they failed (reported). */
export function dynamicHtmlTag(context: RenderContext, runtime: PageRuntime, tag: JsxTag, plan: PropsPlan, bodyLine: number): string | undefined {
  const values = runtime.propsOf(plan, tag.name, false);
  if (values === undefined) return undefined;
  const written = htmlTagFromJsx({ ...tag, attributes: Object.entries(values).map(([name, value]) => ({ name, value: value as StaticValue, braced: true })) });
  if (written.ok) return written.html;
  report(context, { code: 'markdown/jsx-html', message: `<${tag.name}>: ${written.error}`, bodyLine, hint: 'Give the attribute a string or a number.' });
  return undefined;
}

/** The tag without its event handlers (`onClick={…}`), which need a browser: one warning for the line. */
export function withoutHandlers(runtime: PageRuntime, tag: JsxTag, bodyLine: number): JsxTag {
  const handlers = tag.attributes.filter((attribute) => attribute.expression && EVENT_HANDLER.test(attribute.name));
  if (handlers.length === 0) return tag;
  runtime.dropped(handlers.map((attribute) => ({ element: tag.name, prop: attribute.name })), bodyLine);
  return { ...tag, attributes: tag.attributes.filter((attribute) => !handlers.includes(attribute)) };
}

function htmlToken(TokenClass: typeof Token, type: 'html_block' | 'html_inline', content: string, map: [number, number] | null): Token {
  const token = new TokenClass(type, '', 0);
  token.content = content;
  token.block = type === 'html_block';
  token.map = map;
  return token;
}

interface Replacement {
  open: Token[];
  close: Token[];
  /** The component does not render its content. */
  dropContent?: boolean;
}

function blockReplacement(state: StateCore, runtime: PageRuntime, open: Token, close: Token, hasContent: boolean): Replacement {
  const context = contextOf(state.env);
  const { tag, raw, plan } = open.meta as ComponentTagMeta & { plan: TagPlan };
  const bodyLine = open.map?.[0] ?? 0;
  if (plan.kind === 'builtin') {
    const props = runtime.propsOf(plan.props, tag.name, false) as Props | undefined;
    if (props === undefined) return { open: [], close: [] };
    if (plan.component === 'Admonition') return admonitionTokens(state.Token, props, open.map, context.words);
    if (plan.component === 'Details') return detailsTokens(state.Token, props, open.map);
    if (plan.component === 'CodeBlock') return { open: [codeBlockToken(state.Token, props, raw ?? '', open.map)], close: [] };
    reportUnknown(context, tag.name, bodyLine);
    return { open: [], close: [] };
  }
  if (plan.kind === 'partial') {
    report(context, { code: 'markdown/partial', message: `The partial <${tag.name}> takes no content`, bodyLine, hint: `Write <${tag.name} /> on a line of its own.` });
    return { open: [], close: [] };
  }
  const rendered = renderPlan(context, runtime, tag, plan, hasContent, bodyLine);
  if (rendered === undefined) return { open: [], close: [] };
  const [before = '', after] = rendered;
  return { open: [htmlToken(state.Token, 'html_block', `${before}\n`, open.map)], close: after === undefined ? [] : [htmlToken(state.Token, 'html_block', `${after}\n`, close.map)], dropContent: after === undefined };
}

/** Pairs each block tag with its closing tag (reporting strays) and plans it; the pairs, in document order of their closing tags. */
function planBlocks(state: StateCore, runtime: PageRuntime, options: MdxComponentsOptions): void {
  const context = contextOf(state.env);
  const stack: Array<{ token: Token; at: number }> = [];
  state.tokens.forEach((token, index) => {
    if (token.type === 'jsx_block_open') stack.push({ token, at: index });
    else if (token.type === 'jsx_block_close') {
      const top = stack[stack.length - 1];
      const tag = (top?.token.meta as ComponentTagMeta | undefined)?.tag;
      if (!top || !tag || tag.name !== (token.meta as ComponentTagMeta).tag.name) return;
      stack.pop();
      const bodyLine = top.token.map?.[0] ?? 0;
      const plan = planTag(context, runtime, withoutHandlers(runtime, tag, bodyLine), bodyLine, index > top.at + 1, options);
      top.token.meta = { ...top.token.meta, plan };
    } else if (token.type === 'mdx_expression_block') token.meta = { index: runtime.add(token.content, token.map?.[0] ?? 0, 'node') };
  });
}

function resolveBlocks(state: StateCore, runtime: PageRuntime): void {
  const out: Token[] = [];
  const stack: Array<{ token: Token; at: number }> = [];
  for (const token of state.tokens) {
    if (token.type === 'jsx_block_open') {
      stack.push({ token, at: out.length });
      out.push(token);
    } else if (token.type === 'jsx_block_close') {
      const top = stack[stack.length - 1];
      const name = (token.meta as ComponentTagMeta).tag.name;
      if (!top || (top.token.meta as ComponentTagMeta).tag.name !== name) {
        report(contextOf(state.env), { code: 'markdown/jsx-component', message: `</${name}> has no matching <${name}>`, bodyLine: token.map?.[0] ?? 0, hint: `Remove the line, or open the component with <${name}> above it.` });
        continue;
      }
      stack.pop();
      const replacement = blockReplacement(state, runtime, top.token, token, out.length > top.at + 1);
      const content = out.splice(top.at);
      out.push(...replacement.open, ...(replacement.dropContent ? [] : content.slice(1)), ...replacement.close);
    } else if (token.type === 'mdx_expression_block') {
      const html = runtime.html((token.meta as { index: number }).index);
      out.push(htmlToken(state.Token, 'html_block', html ? `${html}\n` : '', token.map));
    } else out.push(token);
  }
  state.tokens = out;
}

type InlinePlan = Array<{ child: Token; line: number; plan?: TagPlan; index?: number; props?: PropsPlan; tag?: JsxTag }>;

/** Registers what an inline token's children evaluate: component tags, expressions, JSX-valued HTML tags. */
function planInline(state: StateCore, runtime: PageRuntime, inline: Token, bodyLine: number, options: MdxComponentsOptions): InlinePlan {
  const context = contextOf(state.env);
  const planned: InlinePlan = [];
  const stack: Array<{ entry: InlinePlan[number]; at: number }> = [];
  let line = bodyLine;
  (inline.children ?? []).forEach((child, at) => {
    if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    if (child.type === 'mdx_expression') planned.push({ child, line, index: runtime.add(child.content, line, 'node') });
    else if (child.type === 'html_inline' && child.meta?.jsxTag) {
      const tag = withoutHandlers(runtime, child.meta.jsxTag as JsxTag, line);
      planned.push({ child, line, tag, props: runtime.props(tag, line) });
    } else if (child.type === 'jsx_inline') {
      const { tag } = child.meta as ComponentTagMeta;
      const entry: InlinePlan[number] = { child, line, tag };
      planned.push(entry);
      if (tag.selfClosing) entry.plan = planTag(context, runtime, withoutHandlers(runtime, tag, line), line, false, options);
      else if (!tag.closing) stack.push({ entry, at });
      else {
        const top = stack.pop();
        if (top && top.entry.tag?.name === tag.name) top.entry.plan = planTag(context, runtime, withoutHandlers(runtime, top.entry.tag, top.entry.line), top.entry.line, at > top.at + 1, options);
      }
    }
  });
  for (const open of stack) open.entry.plan = { kind: 'unknown' };
  return planned;
}

function resolveInline(state: StateCore, runtime: PageRuntime, inline: Token, planned: InlinePlan, bodyLine: number): void {
  const context = contextOf(state.env);
  const plans = new Map(planned.map((entry) => [entry.child, entry]));
  const out: Token[] = [];
  const stack: Array<{ tag: JsxTag; plan: TagPlan | undefined; line: number; at: number }> = [];
  const toHtml = (content: string) => htmlToken(state.Token, 'html_inline', content, null);
  for (const child of inline.children ?? []) {
    const entry = plans.get(child);
    if (!entry) {
      out.push(child);
      continue;
    }
    if (child.type === 'mdx_expression') {
      out.push(toHtml(runtime.html(entry.index as number) ?? ''));
      continue;
    }
    if (child.type === 'html_inline') {
      out.push(toHtml(dynamicHtmlTag(context, runtime, entry.tag as JsxTag, entry.props as PropsPlan, entry.line) ?? ''));
      continue;
    }
    const tag = entry.tag as JsxTag;
    const plan = entry.plan;
    if (!tag.closing && (plan?.kind === 'builtin' || plan?.kind === 'partial')) {
      report(context, { code: 'markdown/jsx-component', message: `<${tag.name}> must stand on a line of its own`, bodyLine: entry.line, hint: `Put the <${tag.name}> tag, its content and </${tag.name}> on separate lines, with blank lines around the content.` });
      continue;
    }
    if (tag.selfClosing) out.push(toHtml((plan && renderPlan(context, runtime, tag, plan, false, entry.line)?.join('')) ?? ''));
    else if (!tag.closing) {
      stack.push({ tag, plan, line: entry.line, at: out.length });
      out.push(toHtml(''));
    } else {
      const top = stack.pop();
      if (!top || top.tag.name !== tag.name) {
        if (plan?.kind !== 'builtin' && plan?.kind !== 'partial') report(context, { code: 'markdown/jsx-component', message: `</${tag.name}> has no matching <${tag.name}>`, bodyLine: entry.line, hint: `Open the component with <${tag.name}> before it in the same paragraph.` });
        continue;
      }
      const rendered = top.plan && renderPlan(context, runtime, top.tag, top.plan, out.length > top.at + 1, top.line);
      const [before = '', after] = rendered ?? [''];
      if (after === undefined) out.splice(top.at + 1);
      (out[top.at] as Token).content = before;
      out.push(toHtml(after ?? ''));
    }
  }
  for (const open of stack) report(context, { code: 'markdown/jsx-component', message: `<${open.tag.name}> is never closed`, bodyLine, hint: `Close it with </${open.tag.name}> in the same paragraph.` });
  inline.children = out;
}

/** Whether the page has anything for this rule to do (most pages have not). */
function hasWork(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.type === 'jsx_block_open' ||
      token.type === 'jsx_block_close' ||
      token.type === 'mdx_expression_block' ||
      (token.type === 'html_block' && token.meta?.mdx === true) ||
      (token.type === 'inline' && token.children?.some((child) => child.type === 'jsx_inline' || child.type === 'mdx_expression' || (child.type === 'html_inline' && (child.meta?.jsxTag || child.meta?.jsxWritten)))),
  );
}

function renderComponents(state: StateCore, options: MdxComponentsOptions): void {
  const context = contextOf(state.env);
  for (const token of state.tokens) if (token.type === 'html_block' && /<\/?[A-Z]|\{/.test(token.content) && !/^<(?:script|style|pre|textarea)[\s>]/i.test(token.content)) token.meta = { ...token.meta, mdx: true };
  if (!hasWork(state.tokens)) return;
  const runtime = new PageRuntime(context, options.components, options.site);
  planBlocks(state, runtime, options);
  const inlinePlans = new Map<Token, { planned: InlinePlan; line: number }>();
  const htmlPlans = new Map<Token, () => string>();
  let lastLine = 0;
  for (const token of state.tokens) {
    if (token.map) lastLine = token.map[0];
    if (token.type === 'inline' && token.children?.some((child) => child.type === 'jsx_inline' || child.type === 'mdx_expression' || (child.type === 'html_inline' && (child.meta?.jsxTag || child.meta?.jsxWritten)))) {
      inlinePlans.set(token, { planned: planInline(state, runtime, token, lastLine, options), line: lastLine });
    } else if (token.type === 'html_block' && token.meta?.mdx === true) {
      htmlPlans.set(token, planHtmlBlock(context, runtime, token.content, lastLine, options));
    }
  }
  resolveBlocks(state, runtime);
  state.tokens.forEach((token, index) => {
    const inline = inlinePlans.get(token);
    if (inline) {
      // A paragraph that is one component and nothing else is that component, as in MDX.
      const sole = isSoleComponent(token.children ?? []);
      resolveInline(state, runtime, token, inline.planned, inline.line);
      const [open, close] = [state.tokens[index - 1], state.tokens[index + 1]];
      if (sole && open?.type === 'paragraph_open' && close?.type === 'paragraph_close') {
        open.hidden = close.hidden = true;
        const last = token.children?.[token.children.length - 1];
        if (last) last.content += '\n';
      }
    }
    const html = htmlPlans.get(token);
    if (html) token.content = html();
  });
}

/** The JSX tag an inline token stands for: a component's, or an HTML element written with JSX values. */
function jsxTagOf(token: Token | undefined): JsxTag | undefined {
  if (token?.type === 'jsx_inline') return (token.meta as ComponentTagMeta).tag;
  if (token?.type === 'html_inline') return (token.meta?.jsxTag ?? token.meta?.jsxWritten) as JsxTag | undefined;
  return undefined;
}

/**
 * Whether inline content is one JSX element (a component, or HTML written with JSX values) with
 * its content and nothing around it: MDX makes such a line the element itself, not a paragraph.
 */
function isSoleComponent(children: readonly Token[]): boolean {
  const first = jsxTagOf(children[0]);
  const last = jsxTagOf(children[children.length - 1]);
  if (!first || first.closing) return false;
  if (first.selfClosing) return children.length === 1;
  if (!last?.closing || last.name !== first.name || children.length < 2) return false;
  let depth = 0;
  for (const [index, child] of children.entries()) {
    const tag = jsxTagOf(child);
    if (!tag || tag.name !== first.name || tag.selfClosing) {
      if (depth === 0) return false;
      continue;
    }
    depth += tag.closing ? -1 : 1;
    if (depth === 0 && index !== children.length - 1) return false;
  }
  return depth === 0;
}

/** The tag and expression rules; use mdxRenderPlugin after every plugin whose core rules read the page (TOC, partials). */
export const mdxComponentsPlugin = (md: MarkdownIt): void => {
  md.use(mdxProblemsPlugin);
  // A capitalised tag is a component in MDX, never the start of an HTML block (`<Link …>` or
  // `<Details …>` would otherwise be one, as link and details are block-level HTML names).
  const htmlBlock = md.block.ruler.__rules__.find((rule) => rule.name === 'html_block')?.fn;
  if (htmlBlock) md.block.ruler.at('html_block', (state, start, end, silent) => !startsComponentTag(state.src, (state.bMarks[start] ?? 0) + (state.tShift[start] ?? 0)) && htmlBlock(state, start, end, silent), { alt: ['paragraph', 'reference', 'blockquote'] });
  md.block.ruler.before('html_block', 'garden_jsx_component', componentBlockRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.before('html_inline', 'garden_jsx_component', componentInlineRule);
  md.renderer.rules.jsx_block_open = () => '';
  md.renderer.rules.jsx_block_close = () => '';
  md.renderer.rules.jsx_inline = () => '';
};

/** Renders the page's components and expressions: last, when its TOC and partials are complete. */
export const mdxRenderPlugin = (md: MarkdownIt, options: MdxComponentsOptions): void => {
  md.core.ruler.push('garden_jsx_components', (state: StateCore) => renderComponents(state, options));
};
