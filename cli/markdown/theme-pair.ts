// Colours a code block for the light and the dark theme from one run of its grammar. shiki's
// two-theme mode runs the TextMate grammar once per theme,
// yet the scopes a grammar gives each token do not depend on the theme: only their colours do.
// So the grammar runs once (tokenizeLine, which reports each token's scopes), and each theme
// turns those scopes into colours the way vscode-textmate does inside the tokenizeLine2 shiki
// calls. Tokens are then joined where shiki's per-theme results would join them, so the HTML is
// byte for byte what shiki's `codeToTokens(…, { themes, defaultColor: false })` gives
// (theme-pair.test.ts compares every character in every language the site and bench use, and
// every bundled theme and language). This reads vscode-textmate's metadata layout, so shiki and
// @shikijs/vscode-textmate are pinned exactly in package.json; that test fails if they change it.
import { applyColorReplacements, flatTokenVariants, resolveColorReplacements, splitLines, type HighlighterCore } from 'shiki/core';
import { EncodedTokenMetadata, INITIAL, Theme, type IToken, type StateStack } from 'shiki/textmate';

/** A run of characters and its inline style (`--shiki-light:…;--shiki-dark:…`), '' for none. */
export interface StyledToken {
  content: string;
  style: string;
}

type ThemePair = { light: string; dark: string };
type ScopePath = NonNullable<Parameters<Theme['match']>[0]>;

/** vscode-textmate's Grammar class has this beyond the IGrammar interface shiki's types name. */
interface ScopedGrammar {
  tokenizeLine(line: string, state: StateStack | null, timeLimit?: number): { tokens: IToken[]; ruleStack: StateStack };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
}

/**
 * The tokens whose scopes give one pair of metadata (one per theme) share one of these. Tokens
 * join when they share the object, not merely the style: shiki keeps apart two tokens whose
 * metadata differ in something the style does not show, such as the token type (comment, string).
 */
interface Resolved {
  style: string;
}

const NOT_SET_TOKEN_TYPE = 8;

function themeResolver(highlighter: HighlighterCore, name: string) {
  const raw = highlighter.getTheme(name);
  // shiki builds the same Theme from the same resolved theme, so the colour ids agree.
  const theme = Theme.createFromRawTheme(raw);
  const defaults = theme.getDefaults();
  return {
    theme,
    colours: theme.getColorMap(),
    replacements: resolveColorReplacements(raw, {}),
    // What the grammar starts from before a block's first scope: the theme's defaults. The
    // language id is left 0: shiki configures no embedded languages, so every token of a block
    // shares one id and it never separates tokens.
    root: EncodedTokenMetadata.set(0, 0, NOT_SET_TOKEN_TYPE, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId),
  };
}

/** Returns a function from code and a loaded language id (or 'text') to styled tokens per line. */
export function createThemePairTokenizer(highlighter: HighlighterCore, themes: ThemePair): (code: string, language: string) => StyledToken[][] {
  const pair = [themeResolver(highlighter, themes.light), themeResolver(highlighter, themes.dark)] as const;
  const byMetadata = new Map<string, Resolved>();
  const byScopes = new Map<string, Resolved>();

  function styleOf(light: number, dark: number): Resolved {
    const key = `${light}:${dark}`;
    let resolved = byMetadata.get(key);
    if (resolved) return resolved;
    const [l, d] = pair;
    const variant = (side: typeof l, metadata: number) => ({
      color: applyColorReplacements(side.colours[EncodedTokenMetadata.getForeground(metadata)], side.replacements),
      fontStyle: EncodedTokenMetadata.getFontStyle(metadata),
    });
    // shiki's own merge of the two variants, so the CSS properties and their order are its.
    const merged = { content: '', offset: 0, variants: { light: variant(l, light), dark: variant(d, dark) } };
    const styles = flatTokenVariants(merged, ['light', 'dark'], '--shiki-', false).htmlStyle ?? {};
    resolved = { style: Object.entries(styles).map(([name, value]) => `${name}:${value}`).join(';') };
    byMetadata.set(key, resolved);
    return resolved;
  }

  /**
   * What tokenizeLine2 would encode for these scopes under each theme: every scope, outermost
   * first, adds its token type and the theme's best rule for the path so far, keeping the
   * parent's values where it sets none. (The balanced-bracket bit is left out: with shiki's
   * default selectors it is set on every token, so it never separates two.)
   */
  function resolve(grammar: ScopedGrammar, scopes: string[]): Resolved {
    const key = scopes.join(' ');
    let resolved = byScopes.get(key);
    if (resolved) return resolved;
    let path: ScopePath | null = null;
    let [light, dark] = [pair[0].root, pair[1].root];
    for (const scopeName of scopes) {
      // Theme.match reads only scopeName and parent.
      path = { parent: path, scopeName } as unknown as ScopePath;
      const basic = grammar.getMetadataForScope(scopeName);
      const add = (metadata: number, theme: Theme): number => {
        const style = theme.match(path);
        return EncodedTokenMetadata.set(metadata, basic.languageId, basic.tokenType, null, style?.fontStyle ?? -1, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
      };
      light = add(light, pair[0].theme);
      dark = add(dark, pair[1].theme);
    }
    resolved = styleOf(light, dark);
    byScopes.set(key, resolved);
    return resolved;
  }

  function tokenizeLine(grammar: ScopedGrammar, line: string, state: StateStack): { tokens: StyledToken[]; state: StateStack } {
    // No time limit per line: shiki's default (500 ms) counts the first use of a grammar, whose
    // regexes are compiled lazily, so on a busy machine a line would stop being tokenised half
    // way and the block's colours would depend on the load rather than on the code.
    const { tokens, ruleStack } = grammar.tokenizeLine(line, state, 0);
    const styled: StyledToken[] = [];
    let previous: Resolved | undefined;
    for (const [index, token] of tokens.entries()) {
      // The last token may run on over the newline tokenizeLine adds to the line.
      const end = tokens[index + 1]?.startIndex ?? line.length;
      if (token.startIndex >= end) continue;
      const content = line.slice(token.startIndex, end);
      const resolved = resolve(grammar, token.scopes);
      // Where either theme's metadata changes shiki has a token boundary; elsewhere it has none.
      const last = styled.at(-1);
      if (last && resolved === previous) last.content += content;
      else styled.push({ content, style: resolved.style });
      previous = resolved;
    }
    return { tokens: styled, state: ruleStack };
  }

  return (code, language) => {
    const lines = splitLines(code).map(([line]) => line);
    if (language === 'text') return lines.map((line) => (line ? [{ content: line, style: '' }] : []));
    const grammar = highlighter.getLanguage(language) as unknown as ScopedGrammar;
    let state: StateStack = INITIAL;
    return lines.map((line) => {
      // shiki leaves empty lines out, without passing them through the grammar.
      if (line === '') return [];
      const result = tokenizeLine(grammar, line, state);
      state = result.state;
      return result.tokens;
    });
  };
}
