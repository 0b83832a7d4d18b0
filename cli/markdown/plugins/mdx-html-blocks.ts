// A raw HTML block holding MDX: components (`<div><Card title="A">…</Card></div>`, their content
// the HTML between their tags), expressions (`<p>{frontMatter.title}</p>`) and HTML tags with
// values to evaluate (`<img src={useBaseUrl('/a.png')} />`). Planned in one pass, which
// registers the page's expressions, and written in a second, once they can be evaluated.
import type { RenderContext } from '../context.js';
import { report } from '../context.js';
import type { PageRuntime } from '../mdx-runtime.js';
import { isDynamic, isComponentName, isTagError, lineAt, readJsxTag } from './jsx-tag.js';
import { dynamicHtmlTag, planTag, renderPlan, withoutHandlers, type MdxComponentsOptions } from './mdx-components.js';
import { braceEnd } from './mdx-expressions.js';

type Part = string | (() => string);

/** Plans the block's content; the function writes it. */
export function planHtmlBlock(context: RenderContext, runtime: PageRuntime, html: string, firstLine: number, options: MdxComponentsOptions): () => string {
  const parts: Part[] = [];
  let copied = 0;
  const take = (at: number, part: Part | undefined, end: number): void => {
    parts.push(html.slice(copied, at));
    if (part !== undefined) parts.push(part);
    copied = end;
  };
  for (let at = 0; at < html.length; at++) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 2;
      continue;
    }
    const char = html[at];
    if (char === '{') {
      const { end, comment } = braceEnd(html, at);
      const line = lineAt(html, at, firstLine);
      if (end === -1) {
        report(context, { code: 'markdown/mdx-expression', message: 'This { is never closed', bodyLine: line, hint: 'Close the expression with }, or write &#123; to show a brace in HTML.' });
        continue;
      }
      if (comment) take(at, undefined, end);
      else {
        const index = runtime.add(html.slice(at + 1, end - 1), line, 'node');
        take(at, () => runtime.html(index) ?? '', end);
      }
      at = end - 1;
      continue;
    }
    if (char !== '<') continue;
    const tag = readJsxTag(html, at);
    if (tag === undefined) continue;
    const line = lineAt(html, at, firstLine);
    if (isTagError(tag)) {
      report(context, { code: 'markdown/jsx-component', message: tag.error, bodyLine: lineAt(html, tag.at, firstLine), hint: tag.hint });
      continue;
    }
    if (!isComponentName(tag.name)) {
      // An HTML tag: its attribute values are not text to look into; JSX values are evaluated.
      if (isDynamic(tag) && !tag.closing) {
        const plain = withoutHandlers(runtime, tag, line);
        const props = runtime.props(plain, line);
        take(at, () => dynamicHtmlTag(context, runtime, plain, props, line) ?? '', tag.end);
      }
      at = tag.end - 1;
      continue;
    }
    if (tag.closing) {
      report(context, { code: 'markdown/jsx-component', message: `</${tag.name}> has no matching <${tag.name}>`, bodyLine: line, hint: `Open the component with <${tag.name}> before it in the same HTML block.` });
      take(at, undefined, tag.end);
      at = tag.end - 1;
      continue;
    }
    let end = tag.end;
    let content: (() => string) | undefined;
    if (!tag.selfClosing) {
      const close = html.indexOf(`</${tag.name}>`, tag.end);
      if (close !== -1) {
        content = planHtmlBlock(context, runtime, html.slice(tag.end, close), lineAt(html, tag.end, firstLine), options);
        end = close + tag.name.length + 3;
      }
    }
    const plan = planTag(context, runtime, withoutHandlers(runtime, tag, line), line, content !== undefined, options);
    take(at, () => {
      if (plan.kind === 'builtin' || plan.kind === 'partial') {
        report(context, { code: 'markdown/jsx-component', message: `<${tag.name}> cannot be used inside HTML`, bodyLine: line, hint: `Put <${tag.name}> on a line of its own, outside the HTML element.` });
        return '';
      }
      const rendered = renderPlan(context, runtime, tag, plan, content !== undefined, line);
      return rendered ? rendered.join(content ? content() : '') : '';
    }, end);
    at = end - 1;
  }
  if (copied === 0) return () => html;
  parts.push(html.slice(copied));
  return () => parts.map((part) => (typeof part === 'string' ? part : part())).join('');
}
