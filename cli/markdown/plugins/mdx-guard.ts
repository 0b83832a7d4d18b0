// MDX is not supported. Pages migrated from an MDX site often still hold `import` lines and
// JSX components; left alone they would print as text or vanish as unknown HTML elements, so
// they are reported with the line to fix. Code (fenced, indented, inline) is never scanned:
// only paragraph text, raw HTML blocks and inline HTML are.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { contextOf, report, type RenderContext } from '../context.js';
import { forEachInlineChild } from '../tokens.js';

const ESM_LINE = /^(?:import|export)\s/;
/** An opening tag whose name starts with a capital: `<Chart`, `<Foo.Bar`. */
const COMPONENT = /<([A-Z][\w.]*)/g;
const COMPONENT_AT_START = /^<([A-Z][\w.]*)/;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
/** HTML blocks whose content is not HTML markup (scripts, styles, preformatted text). */
const RAW_TEXT_BLOCK = /^<(?:script|style|pre|textarea)[\s>]/i;
const NEWLINES = /[^\n]/g;
const BUILT_IN = new Set(['Tabs', 'TabItem']);

const IMPORT_HINT = 'garden-site reads plain markdown; remove the import — Tabs and TabItem are built in; other components are not supported.';

function checkEsm(context: RenderContext, tokens: readonly Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i];
    const inline = tokens[i + 1];
    // MDX only treats import/export as code at the top level, at the start of a paragraph.
    if (open?.type !== 'paragraph_open' || open.level !== 0 || !open.map || !inline) continue;
    // A paragraph's content holds one line per source line, so line k is map[0] + k.
    const firstLine = open.map[0];
    const lines = inline.content.split('\n');
    if (!ESM_LINE.test(lines[0] ?? '')) continue;
    lines.forEach((line, offset) => {
      if (!ESM_LINE.test(line)) return;
      const keyword = line.startsWith('import') ? 'import' : 'export';
      report(context, { code: 'markdown/mdx-import', message: `MDX ${keyword} is not supported: ${line.trim()}`, bodyLine: firstLine + offset, hint: IMPORT_HINT });
    });
  }
}

function reportComponent(context: RenderContext, name: string, bodyLine: number): void {
  if (BUILT_IN.has(name)) {
    report(context, {
      code: 'markdown/tabs',
      message: `<${name}> could not be read`,
      bodyLine,
      hint: `Write each <Tabs>/<TabItem> tag on its own line with plain attribute values (groupId="…", value="…", label="…"), and leave a blank line around the markdown inside.`,
    });
    return;
  }
  report(context, {
    code: 'markdown/unknown-component',
    message: `Unknown component <${name}>: MDX components are not supported`,
    bodyLine,
    hint: 'garden-site reads plain markdown: remove the component or replace it with markdown or plain (lowercase) HTML. Tabs and TabItem are built in.',
  });
}

function checkHtmlBlock(context: RenderContext, block: Token): void {
  if (!block.map || RAW_TEXT_BLOCK.test(block.content)) return;
  // Comments are blanked out but keep their newlines so line numbers stay right.
  const html = block.content.replace(HTML_COMMENT, (comment) => comment.replace(NEWLINES, ''));
  for (const match of html.matchAll(COMPONENT)) {
    const before = html.slice(0, match.index);
    let line = block.map[0];
    for (let at = before.indexOf('\n'); at !== -1; at = before.indexOf('\n', at + 1)) line++;
    reportComponent(context, match[1] ?? '', line);
  }
}

export const mdxGuardPlugin = (md: MarkdownIt): void => {
  // Before text_join: escapes (`\<Chart>`) and entities (`&lt;Chart>`) are still separate
  // `text_special` tokens then, so only tags written literally are reported.
  md.core.ruler.before('text_join', 'garden_mdx_guard', (state: StateCore) => {
    const context = contextOf(state.env);
    checkEsm(context, state.tokens);
    for (const token of state.tokens) if (token.type === 'html_block') checkHtmlBlock(context, token);
    forEachInlineChild(state.tokens, (child, line) => {
      if (child.type === 'html_inline') {
        const name = COMPONENT_AT_START.exec(child.content)?.[1];
        if (name) reportComponent(context, name, line);
      } else if (child.type === 'text') {
        for (const match of child.content.matchAll(COMPONENT)) reportComponent(context, match[1] ?? '', line);
      }
    });
  });
};
