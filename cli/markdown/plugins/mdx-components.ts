// What capitalised tags become, once the page's imports are known (mdx-esm.ts): Docusaurus's
// theme components their built-in equivalents (mdx-builtins.ts), the config's components their
// static markup (../components.ts) in blocks, paragraphs and raw HTML blocks alike, and any
// other name an error naming the config key that would make it one.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { ComponentRenderer } from '../components.js';
import { contextOf, report, type ImportBinding, type RenderContext } from '../context.js';
import type { StaticValue } from './jsx-expression.js';
import { isTagError, lineAt, readJsxTag, type JsxTag } from './jsx-tag.js';
import { admonitionTokens, codeBlockToken, detailsTokens, type Props } from './mdx-builtins.js';
import { componentBlockRule, componentInlineRule, type ComponentTagMeta } from './mdx-component-tags.js';
import { importHint } from './mdx-esm.js';
import { mdxProblemsPlugin } from './mdx-problems.js';

export interface MdxComponentsOptions {
  components?: ComponentRenderer | undefined;
}

/** Stands for a component's content while it renders; plain letters, so React leaves it as it is. */
const CHILDREN = 'gardensitechildrenplaceholder';
const BUILT_IN_TABS = new Set(['Tabs', 'TabItem']);
const COMPONENT_START = /<\/?[A-Z]/g;

interface Replacement {
  open: Token[];
  close: Token[];
  /** The component does not render its content. */
  dropContent?: boolean;
}

function propsOf(tag: JsxTag): Props {
  const props: Record<string, StaticValue> = {};
  for (const attribute of tag.attributes) props[attribute.name] = attribute.value;
  return props;
}

function bindingOf(context: RenderContext, name: string, options: MdxComponentsOptions): ImportBinding | undefined {
  return context.imports.get(name) ?? (options.components?.has(name) ? { kind: 'component', name } : undefined);
}

function reportUnknown(context: RenderContext, name: string, bodyLine: number): void {
  if (BUILT_IN_TABS.has(name)) {
    report(context, { code: 'markdown/tabs', message: `<${name}> could not be read`, bodyLine, hint: 'Write each <Tabs>/<TabItem> tag on its own line with plain attribute values (groupId="…", value="…", label="…"), and leave a blank line around the markdown inside.' });
  } else report(context, { code: 'markdown/unknown-component', message: `<${name}> is not a known component`, bodyLine, hint: importHint(name) });
}

/** The component's markup split around its content: [before, after], or [markup] when it shows none. */
function renderSplit(context: RenderContext, renderer: ComponentRenderer, tag: JsxTag, withContent: boolean, bodyLine: number): string[] {
  let markup: string;
  try {
    markup = renderer.render(tag.name, propsOf(tag), withContent ? CHILDREN : undefined);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report(context, { code: 'markdown/component-failed', message: `<${tag.name}> failed to render: ${reason}`, bodyLine, hint: `Check the props written here against what the component expects (it is mapped under markdown.components in site.config.ts).` });
    return [''];
  }
  const parts = markup.split(CHILDREN);
  if (parts.length > 2) {
    report(context, { code: 'markdown/component-failed', message: `<${tag.name}> shows its content more than once`, bodyLine, hint: 'A component used around markdown must render {children} once.' });
    return [parts[0] ?? ''];
  }
  return parts;
}

function htmlToken(TokenClass: typeof Token, type: 'html_block' | 'html_inline', content: string, map: [number, number] | null): Token {
  const token = new TokenClass(type, '', 0);
  token.content = content;
  token.block = type === 'html_block';
  token.map = map;
  return token;
}

function blockReplacement(state: StateCore, open: Token, close: Token, hasContent: boolean, options: MdxComponentsOptions): Replacement {
  const context = contextOf(state.env);
  const { tag, raw } = open.meta as ComponentTagMeta;
  const bodyLine = open.map?.[0] ?? 0;
  const binding = bindingOf(context, tag.name, options);
  const props = propsOf(tag);
  if (binding?.kind === 'builtin') {
    if (binding.component === 'Admonition') return admonitionTokens(state.Token, props, open.map);
    if (binding.component === 'Details') return detailsTokens(state.Token, props, open.map);
    if (binding.component === 'CodeBlock') return { open: [codeBlockToken(state.Token, props, raw ?? '', open.map)], close: [] };
  } else if (binding?.kind === 'component' && options.components) {
    const [before = '', after] = renderSplit(context, options.components, tag, hasContent, bodyLine);
    return { open: [htmlToken(state.Token, 'html_block', `${before}\n`, open.map)], close: after === undefined ? [] : [htmlToken(state.Token, 'html_block', `${after}\n`, close.map)], dropContent: after === undefined };
  } else if (binding?.kind === 'partial') {
    report(context, { code: 'markdown/partial', message: `The partial <${tag.name}> takes no content`, bodyLine, hint: `Write <${tag.name} /> on a line of its own.` });
    return { open: [], close: [] };
  }
  reportUnknown(context, tag.name, bodyLine);
  return { open: [], close: [] };
}

function resolveBlocks(state: StateCore, options: MdxComponentsOptions): void {
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
      const replacement = blockReplacement(state, top.token, token, out.length > top.at + 1, options);
      const content = out.splice(top.at);
      out.push(...replacement.open, ...(replacement.dropContent ? [] : content.slice(1)), ...replacement.close);
    } else out.push(token);
  }
  state.tokens = out;
}

function resolveInline(state: StateCore, inline: Token, bodyLine: number, options: MdxComponentsOptions): void {
  const context = contextOf(state.env);
  const children = inline.children ?? [];
  const out: Token[] = [];
  const stack: Array<{ tag: JsxTag; at: number }> = [];
  let line = bodyLine;
  const toHtml = (content: string) => htmlToken(state.Token, 'html_inline', content, null);
  for (const child of children) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    if (child.type !== 'jsx_inline') {
      out.push(child);
      continue;
    }
    const { tag } = child.meta as ComponentTagMeta;
    const binding = bindingOf(context, tag.name, options);
    if (binding?.kind !== 'component' || !options.components) {
      if (!tag.closing) {
        if (binding) report(context, { code: 'markdown/jsx-component', message: `<${tag.name}> must stand on a line of its own`, bodyLine: line, hint: `Put the <${tag.name}> tag, its content and </${tag.name}> on separate lines, with blank lines around the content.` });
        else reportUnknown(context, tag.name, line);
      }
      continue;
    }
    if (tag.selfClosing) out.push(toHtml(renderSplit(context, options.components, tag, false, line).join('')));
    else if (!tag.closing) {
      stack.push({ tag, at: out.length });
      out.push(toHtml(''));
    } else {
      const top = stack.pop();
      if (!top || top.tag.name !== tag.name) {
        report(context, { code: 'markdown/jsx-component', message: `</${tag.name}> has no matching <${tag.name}>`, bodyLine: line, hint: `Open the component with <${tag.name}> before it in the same paragraph.` });
        continue;
      }
      const [before = '', after] = renderSplit(context, options.components, top.tag, out.length > top.at + 1, line);
      if (after === undefined) out.splice(top.at + 1);
      (out[top.at] as Token).content = before;
      out.push(toHtml(after ?? ''));
    }
  }
  for (const open of stack) report(context, { code: 'markdown/jsx-component', message: `<${open.tag.name}> is never closed`, bodyLine, hint: `Close it with </${open.tag.name}> in the same paragraph.` });
  inline.children = out;
}

/** The components in a raw HTML block, rendered; their content is the HTML between their tags. */
function renderHtml(context: RenderContext, html: string, firstLine: number, options: MdxComponentsOptions): string {
  let result = '';
  let copied = 0;
  for (const match of html.matchAll(COMPONENT_START)) {
    const at = match.index;
    if (at < copied || html.lastIndexOf('<!--', at) > html.lastIndexOf('-->', at)) continue;
    const tag = readJsxTag(html, at);
    if (tag === undefined) continue;
    const line = lineAt(html, at, firstLine);
    if (isTagError(tag)) {
      report(context, { code: 'markdown/jsx-component', message: tag.error, bodyLine: lineAt(html, tag.at, firstLine), hint: tag.hint });
      continue;
    }
    if (tag.closing) {
      report(context, { code: 'markdown/jsx-component', message: `</${tag.name}> has no matching <${tag.name}>`, bodyLine: line, hint: `Open the component with <${tag.name}> before it in the same HTML block.` });
      result += html.slice(copied, at);
      copied = tag.end;
      continue;
    }
    const binding = bindingOf(context, tag.name, options);
    let end = tag.end;
    let content: string | undefined;
    if (!tag.selfClosing) {
      const close = html.indexOf(`</${tag.name}>`, tag.end);
      if (close !== -1) {
        content = renderHtml(context, html.slice(tag.end, close), lineAt(html, tag.end, firstLine), options);
        end = close + tag.name.length + 3;
      }
    }
    let markup = '';
    if (binding?.kind === 'component' && options.components) markup = renderSplit(context, options.components, tag, content !== undefined, line).join(content ?? '');
    else if (binding) report(context, { code: 'markdown/jsx-component', message: `<${tag.name}> cannot be used inside HTML`, bodyLine: line, hint: `Put <${tag.name}> on a line of its own, outside the HTML element.` });
    else reportUnknown(context, tag.name, line);
    result += html.slice(copied, at) + markup;
    copied = end;
  }
  return copied === 0 ? html : result + html.slice(copied);
}

export const mdxComponentsPlugin = (md: MarkdownIt, options: MdxComponentsOptions): void => {
  md.use(mdxProblemsPlugin);
  md.block.ruler.before('html_block', 'garden_jsx_component', componentBlockRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.before('html_inline', 'garden_jsx_component', componentInlineRule);
  md.renderer.rules.jsx_block_open = () => '';
  md.renderer.rules.jsx_block_close = () => '';
  md.renderer.rules.jsx_inline = () => '';
  md.core.ruler.after('inline', 'garden_jsx_components', (state: StateCore) => {
    const context = contextOf(state.env);
    resolveBlocks(state, options);
    let lastLine = 0;
    for (const token of state.tokens) {
      if (token.map) lastLine = token.map[0];
      if (token.type === 'inline' && token.children?.some((child) => child.type === 'jsx_inline')) resolveInline(state, token, lastLine, options);
      else if (token.type === 'html_block' && /<\/?[A-Z]/.test(token.content) && !/^<(?:script|style|pre|textarea)[\s>]/i.test(token.content)) {
        token.content = renderHtml(context, token.content, lastLine, options);
      }
    }
  });
};
