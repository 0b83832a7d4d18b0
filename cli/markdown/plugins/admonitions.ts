// Admonitions: `:::tip Optional title` … `:::`, Docusaurus style. An outer block nests others
// by using more colons (`::::note` around `:::tip`); blocks with the same number of colons
// also nest, by counting openers. Fenced code inside is skipped so `:::` lines shown in a
// code sample do not close the block.
import type { MarkdownIt, StateBlock, Token } from 'markdown-it';
import { contextOf, report } from '../context.js';
import { inlineText } from '../tokens.js';
import { ADMONITION_TYPES, admonitionIcon, validAdmonitionNames, type AdmonitionKind } from './admonition-types.js';

const OPENER = /^(:{3,})[ \t]*([A-Za-z][\w-]*)[ \t]*(.*)$/;
const CLOSER = /^:{3,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const BRACKETED = /^\[(.*)\]$/;

interface AdmonitionMeta {
  kind: AdmonitionKind;
}

/** The line's text without indentation. */
function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line]);
}

function isClosingFence(text: string, fence: string): boolean {
  let run = 0;
  while (text[run] === fence[0]) run++;
  return run >= fence.length && text.slice(run).trim() === '';
}

/** Finds the line that closes the block opened at `start`, or -1 when it runs to the end. */
function findClose(state: StateBlock, start: number, end: number, colons: string): number {
  let depth = 0;
  let fence: string | undefined;
  for (let line = start + 1; line < end; line++) {
    // A line indented less than the container (e.g. after a list item) ends the block.
    if (!state.isEmpty(line) && (state.sCount[line] ?? 0) < state.blkIndent) return -1;
    const text = lineText(state, line);
    if (fence !== undefined) {
      if (isClosingFence(text, fence)) fence = undefined;
      continue;
    }
    const fenceMatch = FENCE.exec(text);
    if (fenceMatch) fence = fenceMatch[1];
    else if (!text.startsWith(colons)) continue;
    else if (CLOSER.test(text)) {
      if (depth === 0) return line;
      depth--;
    } else if (OPENER.test(text)) depth++;
  }
  return -1;
}

function admonitionRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const match = OPENER.exec(lineText(state, startLine));
  if (!match) return false;
  if (silent) return true;
  const [, colons = ':::', name = '', rest = ''] = match;
  const context = contextOf(state.env);
  let type = ADMONITION_TYPES.get(name.toLowerCase());
  if (!type) {
    report(context, {
      code: 'markdown/unknown-admonition',
      message: `Unknown admonition type ":::${name}"`,
      bodyLine: startLine,
      hint: `Use one of ${validAdmonitionNames()}.`,
    });
    type = { kind: 'note', title: name };
  }
  const close = findClose(state, startLine, endLine, colons);
  const contentEnd = close === -1 ? endLine : close;
  if (close === -1) {
    report(context, {
      code: 'markdown/unclosed-admonition',
      message: `":::${name}" is never closed`,
      bodyLine: startLine,
      hint: `End the block with a line holding just ${colons}.`,
      severity: 'warning',
    });
  }
  const title = rest.trim().replace(BRACKETED, '$1').trim() || type.title;

  const oldLineMax = state.lineMax;
  // Keeps lazy paragraph continuation from running past the closing marker.
  state.lineMax = contentEnd;
  const open = state.push('admonition_open', 'div', 1);
  open.map = [startLine, close === -1 ? contentEnd : close + 1];
  open.meta = { kind: type.kind } satisfies AdmonitionMeta;
  state.push('admonition_title_open', 'p', 1);
  const inline = state.push('inline', '', 0);
  inline.content = title;
  inline.map = [startLine, startLine + 1];
  inline.children = [];
  state.push('admonition_title_close', 'p', -1);
  state.push('admonition_content_open', 'div', 1);
  state.md.block.tokenize(state, startLine + 1, contentEnd);
  state.push('admonition_content_close', 'div', -1);
  state.push('admonition_close', 'div', -1);
  state.lineMax = oldLineMax;
  state.line = close === -1 ? contentEnd : close + 1;
  return true;
}

function kindOf(token: Token | undefined): AdmonitionKind {
  return (token?.meta as AdmonitionMeta | null | undefined)?.kind ?? 'note';
}

export const admonitionsPlugin = (md: MarkdownIt): void => {
  md.block.ruler.before('fence', 'garden_admonition', admonitionRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  const rules = md.renderer.rules;
  // The title's plain text labels the note for screen readers (tokens: open, title_open, inline).
  rules.admonition_open = (tokens, index) => {
    const label = md.utils.escapeHtml(inlineText(tokens[index + 2]?.children ?? null));
    return `<div class="admonition admonition-${kindOf(tokens[index])}" role="note" aria-label="${label}">\n`;
  };
  rules.admonition_title_open = (tokens, index) => `<p class="admonition-heading">${admonitionIcon(kindOf(tokens[index - 1]))}`;
  rules.admonition_title_close = () => '</p>\n';
  rules.admonition_content_open = () => '<div class="admonition-content">\n';
  rules.admonition_content_close = () => '</div>\n';
  rules.admonition_close = () => '</div>\n';
};
