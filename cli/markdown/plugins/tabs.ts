// Tabs written as `<Tabs groupId="…">` / `<TabItem value="…" label="…" default>` lines around
// markdown, rendered on the server as an accessible tab list with every panel in the HTML
// (non-selected ones `hidden`), so pages work without JavaScript and the client script only
// switches and syncs tabs (data-group-id, data-value).
import type { MarkdownIt, StateBlock, StateCore, Token } from 'markdown-it';
import { FenceTracker, leavesContainer, lineText, tokenizeContainer } from '../block-lines.js';
import { contextOf } from '../context.js';
import { escapeHtml } from '../../escape-html.js';
import { parseTabTag, parseTabTagAt, type TabTag } from './tabs-syntax.js';
import { structureTabs, type TabMeta, type TabsMeta } from './tabs-structure.js';

/** The line after a TabItem's content: its `</TabItem>` (closed) or where the tabs or document end. */
function findItemEnd(state: StateBlock, start: number, end: number): { line: number; closed: boolean } {
  let depth = 0;
  const fences = new FenceTracker();
  for (let line = start + 1; line < end; line++) {
    if (leavesContainer(state, line)) return { line, closed: false };
    const text = lineText(state, line);
    if (fences.inFence(text) || text.charCodeAt(0) !== 0x3c /* < */) continue;
    const tag = parseTabTag(text);
    if (tag?.name === 'TabItem' && !tag.selfClosing) {
      if (!tag.closing) depth++;
      else if (depth === 0) return { line, closed: true };
      else depth--;
    } else if (tag?.name === 'Tabs' && tag.closing && depth === 0) return { line, closed: false };
  }
  return { line: end, closed: false };
}

/**
 * A TabItem is a container (tokenizeContainer): text indented under the tag is markdown.
 */
function tabItem(state: StateBlock, startLine: number, endLine: number, attributes: TabTag['attributes']): void {
  const { line: contentEnd, closed } = findItemEnd(state, startLine, endLine);
  const open = state.push('tab_open', 'div', 1);
  open.map = [startLine, closed ? contentEnd + 1 : contentEnd];
  open.meta = { attributes };
  tokenizeContainer(state, startLine + 1, contentEnd);
  // Without </TabItem> the item stays open; the structure pass reports and closes it.
  if (closed) state.push('tab_close', 'div', -1).map = [contentEnd, contentEnd + 1];
  state.line = closed ? contentEnd + 1 : contentEnd;
}

function tabsRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  if (text.charCodeAt(0) !== 0x3c /* < */) return false;
  const tag = parseTabTag(text) ?? spreadTag(state, startLine);
  if (!tag) return false;
  if (silent) return true;
  // The line the tag ends on (a <Tabs> tag may spread its values over several).
  let tagEnd = startLine;
  if (tag.end !== undefined) while (tagEnd < state.lineMax - 1 && (state.eMarks[tagEnd] ?? 0) < tag.end) tagEnd++;
  if (tag.name === 'TabItem' && !tag.closing && !tag.selfClosing) {
    tabItem(state, tagEnd, endLine, tag.attributes);
    return true;
  }
  const type = tag.name === 'Tabs' ? 'tabs' : 'tab';
  if (!tag.closing) {
    const open = state.push(`${type}_open`, 'div', 1);
    open.map = [startLine, tagEnd + 1];
    open.meta = { attributes: tag.attributes, labels: tag.labels };
  }
  if (tag.closing || tag.selfClosing) state.push(`${type}_close`, 'div', -1).map = [startLine, tagEnd + 1];
  state.line = tagEnd + 1;
  return true;
}

/** A <Tabs>/<TabItem> tag spread over lines, ending its last line. */
function spreadTag(state: StateBlock, startLine: number): TabTag | undefined {
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  if (!/^<(?:Tabs|TabItem)\s/.test(state.src.slice(start, start + 9))) return undefined;
  const tag = parseTabTagAt(state.src.slice(0, state.eMarks[state.lineMax - 1] ?? state.src.length), start);
  if (tag?.end === undefined) return undefined;
  const lineEnd = state.src.indexOf('\n', tag.end);
  return state.src.slice(tag.end, lineEnd === -1 ? undefined : lineEnd).trim() === '' ? tag : undefined;
}

function tabButton(tab: TabMeta): string {
  return (
    `<button type="button" role="tab" class="tabs-tab" id="${tab.tabId}" aria-controls="${tab.panelId}" ` +
    `aria-selected="${tab.selected}" tabindex="${tab.selected ? 0 : -1}" data-value="${escapeHtml(tab.value)}">${escapeHtml(tab.label)}</button>`
  );
}

function renderTabsOpen(token: Token | undefined): string {
  const group = token?.meta?.tabs as TabsMeta | undefined;
  if (!group) return '';
  const groupId = group.groupId === undefined ? '' : ` data-group-id="${escapeHtml(group.groupId)}"`;
  const queryString = group.queryString === undefined ? '' : ` data-query-string="${escapeHtml(group.queryString)}"`;
  const buttons = group.items.map(tabButton).join('\n');
  return `<div class="tabs"${groupId}${queryString}>\n<div class="tabs-list" role="tablist">\n${buttons}\n</div>\n`;
}

function renderTabOpen(token: Token | undefined): string {
  const tab = token?.meta?.tab as TabMeta | undefined;
  if (!tab) return '';
  return (
    `<div class="tabs-panel" role="tabpanel" id="${tab.panelId}" aria-labelledby="${tab.tabId}" ` +
    `data-value="${escapeHtml(tab.value)}" tabindex="0"${tab.selected ? '' : ' hidden=""'}>\n`
  );
}

export const tabsPlugin = (md: MarkdownIt): void => {
  md.block.ruler.before('html_block', 'garden_tabs', tabsRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.core.ruler.after('block', 'garden_tabs', (state: StateCore) => {
    state.tokens = structureTabs(state.tokens, contextOf(state.env), state.Token);
  });
  const rules = md.renderer.rules;
  rules.tabs_open = (tokens, index) => renderTabsOpen(tokens[index]);
  rules.tab_open = (tokens, index) => renderTabOpen(tokens[index]);
  rules.tab_close = () => '</div>\n';
  rules.tabs_close = () => '</div>\n';
  rules.tabs_ignored = () => '';
};
