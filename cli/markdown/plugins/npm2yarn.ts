// ```` ```bash npm2yarn ```` (the fence's meta is exactly `npm2yarn`, as Docusaurus's remark plugin
// reads it): the npm commands, then the same commands for each other package manager, as tabs
// (npm, Yarn, pnpm by default). With `sync`, every such set of tabs shares the group
// `npm2yarn`, so choosing Yarn once chooses it on every page. The commands are converted by
// npm-to-yarn, the library Docusaurus converts them with. The tokens made are the ones
// `<Tabs>`/`<TabItem>` lines make (tabs.ts), so they render and switch alike.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import * as npmToYarn from 'npm-to-yarn';

export type PackageManager = 'yarn' | 'pnpm' | 'bun';

export interface Npm2YarnOptions {
  sync: boolean;
  converters: PackageManager[];
}

// Its types describe its CommonJS build, as if the module were the function; imported as ESM,
// the function is the module's default export.
const convert = npmToYarn.default as unknown as (text: string, to: PackageManager) => string;

const LABELS: Record<'npm' | PackageManager, string> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

export const npm2yarnPlugin = (md: MarkdownIt, options: Npm2YarnOptions): void => {
  md.core.ruler.after('block', 'garden_npm2yarn', (state: StateCore) => {
    if (!state.tokens.some(isNpm2Yarn)) return;
    state.tokens = state.tokens.flatMap((token) => (isNpm2Yarn(token) ? tabsFor(token, options, state.Token) : [token]));
  });
};

function isNpm2Yarn(token: Token): boolean {
  if (token.type !== 'fence') return false;
  const [, meta] = /^\S*\s+(.*)$/.exec(token.info.trim()) ?? [];
  return meta?.trim() === 'npm2yarn';
}

function tabsFor(fence: Token, options: Npm2YarnOptions, TokenClass: typeof Token): Token[] {
  const language = fence.info.trim().split(/\s+/)[0] ?? '';
  const make = (type: string, nesting: -1 | 0 | 1, level: number, attributes?: Map<string, string>): Token => {
    const token = new TokenClass(type, 'div', nesting);
    token.map = fence.map;
    token.level = level;
    token.block = true;
    if (attributes) token.meta = { attributes };
    return token;
  };
  const tabs: Token[] = [make('tabs_open', 1, fence.level, new Map(options.sync ? [['groupId', 'npm2yarn']] : []))];
  for (const manager of ['npm' as const, ...options.converters]) {
    tabs.push(make('tab_open', 1, fence.level + 1, new Map([['value', manager], ['label', LABELS[manager]]])));
    const code = new TokenClass('fence', fence.tag, 0);
    Object.assign(code, { info: language, markup: fence.markup, map: fence.map, level: fence.level + 2, block: true });
    code.content = manager === 'npm' ? fence.content : convertCommands(fence.content, manager);
    tabs.push(code, make('tab_close', -1, fence.level + 1));
  }
  tabs.push(make('tabs_close', -1, fence.level));
  return tabs;
}

/** The whole block converted, line by line as npm-to-yarn reads it; the block's last newline kept. */
export function convertCommands(code: string, to: PackageManager): string {
  const trailing = code.endsWith('\n') ? '\n' : '';
  return convert(code.slice(0, code.length - trailing.length), to) + trailing;
}
