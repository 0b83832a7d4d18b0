// Partials: `import Catalog from './_catalog.mdx'` then `<Catalog />` on a line of its own puts
// that file's markdown there. The partial is parsed as its own page (front matter dropped), so
// its links and images resolve from its own folder and its problems name its own file and
// lines; a partial that leads back to a page already being inlined is reported, not followed.
// Its headings join the page's table of contents where the partial stands, and its links are
// the page's, on the tag's line.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { Env } from 'markdown-it';
import { contextOf, createPartialEnv, fileLine, report, type RenderContext } from '../context.js';
import type { TocItem } from '../types.js';
import type { ComponentTagMeta } from './mdx-component-tags.js';
import { readPartialText } from '../partial-file.js';
import { pageSiteRoot, sitePathOf } from '../page-paths.js';

interface PartialMeta {
  tokens: Token[];
  env: Env;
  toc: TocItem[];
}

const FRONT_MATTER = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;


function partialToken(md: MarkdownIt, state: StateCore, name: string, file: string, importLine: number, tagToken: Token): Token | undefined {
  const context = contextOf(state.env);
  const bodyLine = tagToken.map?.[0] ?? 0;
  const chain = [...context.partials, context.page.absolutePath];
  const circle = chain.indexOf(file);
  if (circle !== -1) {
    const names = [...chain.slice(circle), file].map((step) => sitePathOf(context.page, step));
    report(context, { code: 'markdown/partial-cycle', message: `The partial <${name}> includes itself: ${names.join(' → ')}`, bodyLine, hint: 'Remove the import or the tag that closes the circle.' });
    return undefined;
  }
  const read = context.page.readPartial ? context.page.readPartial(file) : readPartialText(file, pageSiteRoot(context.page));
  if (!('text' in read)) {
    const shown = sitePathOf(context.page, file);
    const refusal = {
      missing: { message: `Cannot import ${name}: there is no file ${shown}`, hint: 'Check the path; a partial is imported relative to this file, or from the site root as @site/….' },
      'outside-site': { message: `Cannot import ${name}: ${shown} leads outside the site folder, to ${read.detail}`, hint: 'Only files inside the site folder are read: copy the partial into the site.' },
      hidden: { message: `Cannot import ${name}: ${shown === read.detail ? shown : `${shown} leads to ${read.detail}, which`} is hidden (a name starting with '.')`, hint: 'Hidden files and folders, like .env or .git, are never read: name the partial with a leading _ instead, like _catalog.mdx.' },
      'not-a-file': { message: `Cannot import ${name}: ${shown} is ${read.detail}, not a file`, hint: 'Import a .md or .mdx file.' },
      'too-large': { message: `Cannot import ${name}: ${shown} is too large (${read.detail})`, hint: 'Split the partial into smaller files.' },
    }[read.refused];
    report(context, { code: 'markdown/partial-missing', message: refusal.message, bodyLine: importLine, hint: refusal.hint });
    return undefined;
  }
  const text = read.text;
  const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? '';
  const page = { ...context.page, sourcePath: sitePathOf(context.page, file), absolutePath: file, lineOffset: frontMatter.split('\n').length - 1 };
  const env = createPartialEnv(context, page);
  const tokens = md.parse(text.slice(frontMatter.length), env);
  const inner = contextOf(env);
  context.tabGroups = inner.tabGroups;
  // The link check reports a broken link at the page's file and line: the line of the tag.
  for (const link of inner.links) context.links.push({ href: link.href, line: fileLine(context, bodyLine) });
  const token = new state.Token('mdx_partial', '', 0);
  token.block = true;
  token.map = tagToken.map;
  token.meta = { tokens, env, toc: inner.toc } satisfies PartialMeta;
  return token;
}

/** Replaces each `<Name />` bound to a partial by the partial's own tokens. */
function inlinePartials(md: MarkdownIt, state: StateCore): void {
  const context = contextOf(state.env);
  if (![...context.imports.values()].some((binding) => binding.kind === 'partial')) return;
  const out: Token[] = [];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const binding = token.type === 'jsx_block_open' && tokens[i + 1]?.type === 'jsx_block_close' ? context.imports.get((token.meta as ComponentTagMeta).tag.name) : undefined;
    if (binding?.kind !== 'partial') {
      out.push(token);
      continue;
    }
    const partial = partialToken(md, state, (token.meta as ComponentTagMeta).tag.name, binding.file, binding.bodyLine, token);
    if (partial) out.push(partial);
    i++; // the closing token
  }
  state.tokens = out;
}

/** Puts the partials' headings into the page's TOC in document order. */
function mergeToc(context: RenderContext, tokens: readonly Token[]): void {
  if (!tokens.some((token) => token.type === 'mdx_partial')) return;
  const byId = new Map(context.toc.map((item) => [item.id, item]));
  const ordered: TocItem[] = [];
  for (const token of tokens) {
    if (token.type === 'mdx_partial') ordered.push(...(token.meta as unknown as PartialMeta).toc);
    else if (token.type === 'heading_open') {
      const item = byId.get(String(token.attrGet('id')));
      if (item) ordered.push(item);
      byId.delete(String(token.attrGet('id')));
    }
  }
  context.toc.splice(0, context.toc.length, ...ordered, ...byId.values());
}

/** Use after mdxEsmPlugin (the imports) and tocPlugin (the page's own TOC entries). */
export const mdxPartialsPlugin = (md: MarkdownIt): void => {
  md.core.ruler.before('inline', 'garden_mdx_partials', (state: StateCore) => inlinePartials(md, state));
  md.core.ruler.push('garden_mdx_partials_toc', (state: StateCore) => mergeToc(contextOf(state.env), state.tokens));
  md.renderer.rules.mdx_partial = (tokens, index, options) => {
    const meta = tokens[index]?.meta as unknown as PartialMeta | undefined;
    return meta ? md.renderer.render(meta.tokens, options, meta.env) : '';
  };
};
