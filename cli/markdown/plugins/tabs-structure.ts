// Pairs the tab tokens after block parsing: gives every tab list its items (the tab list is
// rendered before the panels, so it must know them all), picks the selected tab, and repairs
// and reports tags that are missing or out of place rather than emitting broken HTML.
import type { Token } from 'markdown-it';
import { report, type RenderContext } from '../context.js';
import { stringAttribute } from './tabs-syntax.js';

export interface TabMeta {
  value: string;
  label: string;
  selected: boolean;
  tabId: string;
  panelId: string;
  isDefault: boolean;
}

export interface TabsMeta {
  groupId: string | undefined;
  defaultValue: string | undefined;
  /** `queryString`: the URL parameter that selects a tab (`queryString` alone: the groupId). */
  queryString: string | undefined;
  /** `values={[{label, value}]}`: labels of tabs that give none of their own. */
  labels: Map<string, string> | undefined;
  items: TabMeta[];
}

interface OpenTabs {
  meta: TabsMeta;
  index: number;
  line: number;
  itemOpen: boolean;
}

const HINT = 'Write <Tabs> … </Tabs> around <TabItem value="…" label="…"> … </TabItem> blocks, each tag on its own line.';

function attributesOf(token: Token): Map<string, string | boolean> {
  return (token.meta?.attributes as Map<string, string | boolean> | undefined) ?? new Map();
}

function closeToken(TokenClass: typeof Token, type: string): Token {
  const token = new TokenClass(type, 'div', -1);
  token.block = true;
  return token;
}

function selectDefault(group: TabsMeta): void {
  const chosen =
    group.items.find((tab) => tab.isDefault) ?? group.items.find((tab) => tab.value === group.defaultValue) ?? group.items[0];
  if (chosen) chosen.selected = true;
}

export function structureTabs(tokens: Token[], context: RenderContext, TokenClass: typeof Token): Token[] {
  // Fast path: pages without tabs are returned untouched.
  if (!tokens.some((token) => token.type === 'tabs_open' || token.type === 'tab_open')) return tokens;
  const out: Token[] = [];
  const stack: OpenTabs[] = [];
  const problem = (message: string, token: Token) =>
    report(context, { code: 'markdown/tabs', message, bodyLine: token.map?.[0] ?? 0, hint: HINT });

  for (const token of tokens) {
    const top = stack[stack.length - 1];
    if (token.type === 'tabs_open') {
      const attributes = attributesOf(token);
      const groupId = stringAttribute(attributes, 'groupId');
      const query = attributes.get('queryString');
      const meta: TabsMeta = { groupId, defaultValue: stringAttribute(attributes, 'defaultValue'), queryString: typeof query === 'string' ? query : query === true ? groupId : undefined, labels: token.meta?.labels as Map<string, string> | undefined, items: [] };
      token.meta = { tabs: meta };
      stack.push({ meta, index: ++context.tabGroups, line: token.map?.[0] ?? 0, itemOpen: false });
    } else if (token.type === 'tab_open') {
      if (!top) {
        problem('<TabItem> is not inside <Tabs>', token);
        token.type = 'tabs_ignored';
      } else {
        if (top.itemOpen) {
          problem('<TabItem> opens before the previous one is closed with </TabItem>', token);
          out.push(closeToken(TokenClass, 'tab_close'));
        }
        const attributes = attributesOf(token);
        const position = top.meta.items.length;
        const value = stringAttribute(attributes, 'value') ?? stringAttribute(attributes, 'label') ?? String(position + 1);
        const label = stringAttribute(attributes, 'label') ?? top.meta.labels?.get(value);
        if (top.meta.items.some((tab) => tab.value === value)) problem(`Two tabs in one <Tabs> have the value "${value}"`, token);
        const tab: TabMeta = {
          value,
          label: label ?? value,
          selected: false,
          tabId: `tab-${top.index}-${position}`,
          panelId: `tabpanel-${top.index}-${position}`,
          isDefault: attributes.get('default') === true,
        };
        top.meta.items.push(tab);
        token.meta = { tab };
        top.itemOpen = true;
      }
    } else if (token.type === 'tab_close') {
      if (top?.itemOpen) top.itemOpen = false;
      else {
        problem('</TabItem> has no matching <TabItem>', token);
        token.type = 'tabs_ignored';
      }
    } else if (token.type === 'tabs_close') {
      if (!top) {
        problem('</Tabs> has no matching <Tabs>', token);
        token.type = 'tabs_ignored';
      } else {
        if (top.itemOpen) {
          problem('</Tabs> closes a <TabItem> that has no </TabItem>', token);
          out.push(closeToken(TokenClass, 'tab_close'));
        }
        selectDefault(top.meta);
        stack.pop();
      }
    }
    out.push(token);
  }
  for (const open of stack.reverse()) {
    report(context, { code: 'markdown/tabs', message: '<Tabs> is never closed with </Tabs>', bodyLine: open.line, hint: HINT });
    if (open.itemOpen) out.push(closeToken(TokenClass, 'tab_close'));
    out.push(closeToken(TokenClass, 'tabs_close'));
    selectDefault(open.meta);
  }
  return out;
}
