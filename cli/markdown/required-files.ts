// `require('./bed.png').default` in a page's expressions, as Docusaurus's docs write images and
// downloads (`<img src={require('./img/bed.png').default} />`, `href={require('./plan.pdf').default}`).
// The sandbox has no require: each literal specifier naming one of the site's files is
// published as an asset beforehand, and the program gets a `require` that hands back
// `{ default: url }` for exactly those. Anything else it is asked throws, so the expression
// fails at its line with the reason.
import path from 'node:path';
import type { RenderContext } from './context.js';
import { pageSiteRoot } from './page-paths.js';

const REQUIRE_CALL = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** The site file a specifier names: from the page's folder (`./…`) or the site root (`@site/…`). */
export function pageFileOf(context: RenderContext, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(pageSiteRoot(context.page), specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(context.page.absolutePath), specifier);
  return undefined;
}

/** The program line defining `require` over the files `sources` name, each published; undefined when none calls require. */
export function requireBinding(context: RenderContext, sources: readonly string[]): string | undefined {
  const answers: Record<string, { url: string } | { error: string }> = {};
  for (const source of sources) {
    if (!source.includes('require')) continue;
    for (const match of source.matchAll(REQUIRE_CALL)) {
      const specifier = match[2] ?? '';
      answers[specifier] ??= answerFor(context, specifier);
    }
  }
  if (Object.keys(answers).length === 0) return undefined;
  return (
    `const require = (specifier) => { const answer = ${JSON.stringify(answers)}[specifier]; ` +
    `if (answer === undefined) throw new Error('require() takes the path of a site file as written text, as in require(\\'./img/bed.png\\')'); ` +
    'if (answer.error) throw new Error(answer.error); return { default: answer.url }; };'
  );
}

function answerFor(context: RenderContext, specifier: string): { url: string } | { error: string } {
  const file = pageFileOf(context, specifier);
  if (file === undefined) return { error: `require('${specifier}') cannot load a package in a page: it gives the URL of a site file (./img/bed.png, @site/static/…)` };
  const lookup = context.page.registerAsset(file);
  if ('url' in lookup) return { url: lookup.url };
  return { error: `require('${specifier}'): ${lookup.refused === 'missing' ? 'there is no such file' : `the file cannot be published (${lookup.refused})`}` };
}
