// Admonitions: `:::tip Optional title` … `:::`, Docusaurus style. An outer block nests others
// by using more colons (`::::note` around `:::tip`); blocks with the same number of colons
// also nest, by counting openers. Fenced code inside is skipped so `:::` lines shown in a
// code sample do not close the block.
import type { MarkdownIt, StateBlock, Token } from 'markdown-it';
import { FenceTracker, leavesContainer, lineText } from '../block-lines.js';
import { escapeHtml } from '../../escape-html.js';
import { contextOf, report } from '../context.js';
import { inlineText } from '../tokens.js';
import { ADMONITION_TYPES, admonitionIcon, validAdmonitionNames, type AdmonitionKind } from './admonition-types.js';

const OPENER = /^(:{3,})[ \t]*([A-Za-z][\w-]*)[ \t]*(.*)$/;
const CLOSER = /^:{3,}[ \t]*$/;
const BRACKETED = /^\[(.*)\]$/;

interface AdmonitionMeta {
  kind: AdmonitionKind;
}

/** The line after the content: the closing marker's, or where the enclosing block or document ends. */
function findEnd(state: StateBlock, start: number, end: number, colons: string): { line: number; closed: boolean } {
  let depth = 0;
  const fences = new FenceTracker();
  for (let line = start + 1; line < end; line++) {
    if (leavesContainer(state, line)) return { line, closed: false };
    const text = lineText(state, line);
    if (fences.inFence(text) || !text.startsWith(colons)) continue;
    if (CLOSER.test(text)) {
      if (depth === 0) return { line, closed: true };
      depth--;
    } else if (OPENER.test(text)) depth++;
  }
  return { line: end, closed: false };
}

function admonitionRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const match = OPENER.exec(lineText(state, startLine));
  if (!match) return false;
  if (silent) return true;
  const [, colons = ':::', name = '', rest = ''] = match;
  const context = contextOf(state.env);
  const type = ADMONITION_TYPES.get(name.toLowerCase());
  if (!type) {
    report(context, {
      code: 'markdown/unknown-admonition',
      message: `Unknown admonition type ":::${name}"`,
      bodyLine: startLine,
      hint: `Use one of ${validAdmonitionNames()}.`,
    });
  }
  const { line: contentEnd, closed } = findEnd(state, startLine, endLine, colons);
  if (!closed) {
    report(context, {
      code: 'markdown/unclosed-admonition',
      message: `":::${name}" is never closed`,
      bodyLine: startLine,
      hint: `End the block with a line holding just ${colons}.`,
      severity: 'warning',
    });
  }
  // An unknown type is a note titled with the name written.
  const title = rest.trim().replace(BRACKETED, '$1').trim() || (type ? context.words[type.title] : name);

  const oldLineMax = state.lineMax;
  // Keeps lazy paragraph continuation from running past the closing marker.
  state.lineMax = contentEnd;
  const open = state.push('admonition_open', 'div', 1);
  open.map = [startLine, closed ? contentEnd + 1 : contentEnd];
  open.meta = { kind: type?.kind ?? 'note' } satisfies AdmonitionMeta;
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
  state.line = closed ? contentEnd + 1 : contentEnd;
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
    const label = escapeHtml(inlineText(tokens[index + 2]?.children ?? null));
    return `<div class="admonition admonition-${kindOf(tokens[index])}" role="note" aria-label="${label}">\n`;
  };
  rules.admonition_title_open = (tokens, index) => `<p class="admonition-heading">${admonitionIcon(kindOf(tokens[index - 1]))}`;
  rules.admonition_title_close = () => '</p>\n';
  rules.admonition_content_open = () => '<div class="admonition-content">\n';
  rules.admonition_content_close = () => '</div>\n';
  rules.admonition_close = () => '</div>\n';
};
