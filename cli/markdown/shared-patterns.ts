// vscode-textmate compiles one scanner per grammar rule and anchor state, each holding every
// pattern the rule can meet: the same patterns again and again (this site's grammars compile
// each distinct pattern six times over), and compiling them is most of what highlighting a small
// site costs. This engine compiles each distinct pattern once per thread, as a scanner of its
// own, and a rule's scanner asks those in order, as Oniguruma's own scanner does: the leftmost
// match wins, the earlier pattern on a tie, and a pattern's last search of a line is reused
// while it still answers the question (never for `\G`, whose match depends on the start).
// Most rules are searched a few times in a build; the few searched all the time compile their
// own scanner once they have been searched often, which then answers faster than asking each
// pattern's scanner in turn.
import type { RegexEngine } from 'shiki/core';

type Scanner = ReturnType<RegexEngine['createScanner']>;
type Match = ReturnType<Scanner['findNextMatchSync']>;
type Search = Parameters<Scanner['findNextMatchSync']>;

interface LastSearch {
  string: Search[0] | undefined;
  from: number;
  options: Search[2] | undefined;
  match: Match;
}

const startOf = (match: NonNullable<Match>): number => match.captureIndices[0]?.start ?? -1;

/**
 * `engine`, compiling each distinct pattern once. A rule's scanner that has been searched more
 * than `searchesBeforeCompiling` times compiles its patterns together after all (see below).
 */
export function sharePatterns(engine: RegexEngine, searchesBeforeCompiling = 500): RegexEngine {
  const compiled = new Map<string, Scanner>();
  const single = (pattern: string): Scanner => {
    let scanner = compiled.get(pattern);
    if (!scanner) compiled.set(pattern, (scanner = engine.createScanner([pattern])));
    return scanner;
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const sources = patterns.map((pattern) => (typeof pattern === 'string' ? pattern : pattern.source));
      const scanners = sources.map(single);
      const reusable = sources.map((source) => !source.includes('\\G'));
      const last: LastSearch[] = sources.map(() => ({ string: undefined, from: 0, options: undefined, match: null }));
      let own: Scanner | undefined;
      let searches = 0;
      return {
        findNextMatchSync(string, start, options) {
          // Asking each pattern's scanner costs a call into WebAssembly per pattern where a
          // scanner of its own makes one: a rule searched often compiles one after all.
          if (own) return own.findNextMatchSync(string, start, options);
          if (++searches > searchesBeforeCompiling) own = engine.createScanner(patterns);
          if (own) return own.findNextMatchSync(string, start, options);
          let best: NonNullable<Match> | undefined;
          let bestIndex = -1;
          let bestStart = -1;
          for (let index = 0; index < scanners.length; index++) {
            const previous = last[index]!;
            let match: Match;
            if (reusable[index] && previous.string === string && previous.options === options && previous.from <= start && (previous.match === null || startOf(previous.match) >= start)) {
              match = previous.match;
            } else {
              match = scanners[index]!.findNextMatchSync(string, start, options);
              Object.assign(previous, { string, from: start, options, match });
            }
            if (match === null) continue;
            const at = startOf(match);
            if (at === start) return { index, captureIndices: match.captureIndices };
            if (best === undefined || at < bestStart) [best, bestIndex, bestStart] = [match, index, at];
          }
          return best === undefined ? null : { index: bestIndex, captureIndices: best.captureIndices };
        },
        // The patterns' scanners are shared by every rule of the thread and kept with it.
        dispose() {
          own?.dispose?.();
        },
      };
    },
  };
}
