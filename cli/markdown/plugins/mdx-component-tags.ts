// Reading capitalised JSX tags (`<Button label="here" />`, `<Details summary="More">` … `</Details>`)
// into tokens; mdx-components.ts decides what each one becomes. A tag alone on its line (it may
// span lines) is a block whose content up to its `</Name>` line is markdown, read like a
// container (indented content is not code); a tag inside a paragraph is an inline token.
// <CodeBlock>'s content is code and is kept as written. Tabs and TabItem are tabs.ts's.
import type { StateBlock, StateInline } from 'markdown-it';
import { FenceTracker, leavesContainer, lineText, tokenizeContainer } from '../block-lines.js';
import { contextOf, report } from '../context.js';
import { isTagError, lineAt, readJsxTag, type JsxTag } from './jsx-tag.js';
import { pushInlineProblem } from './mdx-problems.js';

const TAB_TAGS = new Set(['Tabs', 'TabItem']);
const RAW_CONTENT = new Set(['CodeBlock']);

export type ComponentTagMeta = {
  tag: JsxTag;
  /** <CodeBlock>: its content as written. */
  raw?: string;
};

export function startsComponentTag(src: string, at: number): boolean {
  if (src.charCodeAt(at) !== 0x3c /* < */) return false;
  const first = src[at + 1] === '/' ? src[at + 2] : src[at + 1];
  return first !== undefined && first >= 'A' && first <= 'Z';
}

/** The line of the `</Name>` closing the tag opened before `start` (or undefined), skipping code and nested same-name tags. */
function findClose(state: StateBlock, name: string, start: number, end: number): number | undefined {
  const opening = new RegExp(`^<${name.replace(/\./g, '\\.')}[\\s>]`);
  const closing = `</${name}>`;
  const fences = new FenceTracker();
  let depth = 0;
  for (let line = start; line < end; line++) {
    if (leavesContainer(state, line)) return undefined;
    const text = lineText(state, line);
    if (fences.inFence(text)) continue;
    if (text.trimEnd() === closing) {
      if (depth === 0) return line;
      depth--;
    } else if (opening.test(text) && !text.trimEnd().endsWith('/>')) depth++;
  }
  return undefined;
}

export function componentBlockRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  if (!startsComponentTag(state.src, start)) return false;
  const limit = state.eMarks[state.lineMax - 1] ?? state.src.length;
  const text = state.src.slice(0, limit);
  const tag = readJsxTag(text, start);
  if (tag === undefined) return false;
  let tagEnd = startLine;
  const endIndex = isTagError(tag) ? start : tag.end - 1;
  while (tagEnd < state.lineMax - 1 && (state.eMarks[tagEnd] ?? 0) < endIndex) tagEnd++;
  if (isTagError(tag)) {
    if (silent) return true;
    report(contextOf(state.env), { code: 'markdown/jsx-component', message: tag.error, bodyLine: lineAt(text.slice(start), tag.at - start, startLine), hint: tag.hint });
    state.line = startLine + 1;
    return true;
  }
  if (TAB_TAGS.has(tag.name) || text.slice(tag.end, state.eMarks[tagEnd]).trim() !== '') return false;
  if (silent) return true;
  const map: [number, number] = [startLine, tagEnd + 1];
  if (tag.closing || tag.selfClosing) {
    if (!tag.closing) {
      const open = state.push('jsx_block_open', '', 1);
      open.meta = { tag } satisfies ComponentTagMeta;
      open.map = map;
    }
    const close = state.push('jsx_block_close', '', -1);
    close.meta = { tag } satisfies ComponentTagMeta;
    close.map = map;
    state.line = tagEnd + 1;
    return true;
  }
  const closeLine = findClose(state, tag.name, tagEnd + 1, endLine);
  const contentEnd = closeLine ?? endLine;
  const open = state.push('jsx_block_open', '', 1);
  open.map = [startLine, contentEnd];
  const meta: ComponentTagMeta = { tag };
  open.meta = meta;
  if (closeLine === undefined) {
    report(contextOf(state.env), { code: 'markdown/jsx-component', message: `<${tag.name}> is never closed with </${tag.name}>`, bodyLine: startLine, hint: `Close it with a line holding just </${tag.name}>, or write <${tag.name} … /> when it has no content.` });
  }
  if (RAW_CONTENT.has(tag.name)) {
    meta.raw = state.src.slice(state.bMarks[tagEnd + 1] ?? limit, state.bMarks[contentEnd] ?? limit);
  } else {
    tokenizeContainer(state, tagEnd + 1, contentEnd);
  }
  const close = state.push('jsx_block_close', '', -1);
  close.meta = { tag: { ...tag, closing: true } } satisfies ComponentTagMeta;
  close.map = [contentEnd, contentEnd + 1];
  state.line = closeLine === undefined ? contentEnd : closeLine + 1;
  return true;
}

export function componentInlineRule(state: StateInline, silent: boolean): boolean {
  if (!startsComponentTag(state.src, state.pos)) return false;
  const tag = readJsxTag(state.src, state.pos);
  if (tag === undefined) return false;
  if (isTagError(tag)) {
    if (!silent) pushInlineProblem(state, { code: 'markdown/jsx-component', message: tag.error, hint: tag.hint });
    const close = state.src.indexOf('>', tag.at);
    state.pos = close === -1 ? state.src.length : close + 1;
    return true;
  }
  if (!silent) state.push('jsx_inline', '', 0).meta = { tag } satisfies ComponentTagMeta;
  state.pos = tag.end;
  return true;
}
