// The markdown stage: one markdown-it instance and one shiki highlighter per renderer, reused
// for every page; each render gets a fresh context (TOC, links, problems) through `env`.
import MarkdownIt from 'markdown-it';
import { loadComponents } from './components.js';
import { contextOf, createEnv } from './context.js';
import { createFenceCollector } from './fences.js';
import { checkThemes } from './highlighter.js';
import { admonitionsPlugin } from './plugins/admonitions.js';
import { codeBlocksPlugin } from './plugins/code-blocks.js';
import { firstHeadingPlugin } from './plugins/first-heading.js';
import { headingIdsPlugin } from './plugins/heading-ids.js';
import { imagesPlugin } from './plugins/images.js';
import { linkifyPlugin } from './plugins/linkify.js';
import { linksPlugin } from './plugins/links.js';
import { npm2yarnPlugin } from './plugins/npm2yarn.js';
import { mdxComponentsPlugin, mdxRenderPlugin } from './plugins/mdx-components.js';
import { mdxExpressionsPlugin } from './plugins/mdx-expressions.js';
import { mdxEsmPlugin } from './plugins/mdx-esm.js';
import { mdxHtmlPlugin } from './plugins/mdx-html.js';
import { mdxPartialsPlugin } from './plugins/mdx-partials.js';
import { tablesPlugin } from './plugins/tables.js';
import { tabsPlugin } from './plugins/tabs.js';
import { themedImagesPlugin } from './plugins/themed-images.js';
import { tocPlugin } from './plugins/toc.js';
import { unclosedCommentPlugin } from './plugins/unclosed-comment.js';
import { findTruncate, truncatePlugin } from './plugins/truncate.js';
import type { MarkdownEnv, MarkdownOptions, MarkdownRenderer, RenderedMarkdown } from './types.js';
import { ENGLISH_MARKDOWN_WORDS } from '../i18n/engine-messages.js';

export { collectFenceLanguages } from './languages.js';

export async function createMarkdownRenderer(options: MarkdownOptions): Promise<MarkdownRenderer> {
  // Code blocks are left as placeholders and listed in the result; the build highlights the
  // distinct blocks of the whole site at once (see fences.ts). Themes are checked here all the same.
  checkThemes(options.themes);
  const collector = createFenceCollector();
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  const components = options.components ? await loadComponents(options.components) : undefined;
  const componentNames = new Set(options.components?.modules.map(([name]) => name));
  // Order matters for core rules added with push: toc and first-heading read the ids that
  // the heading-ids plugin (markdown-it-anchor) sets; partials merge their headings into the
  // TOC after it, and the MDX components and expressions, which may show the TOC, render last.
  // Tabs read their tags before the MDX components do.
  md.use(truncatePlugin)
    .use(admonitionsPlugin)
    .use(tabsPlugin);
  // After tabs: its rule goes in right after block parsing, so before the tabs' structure pass.
  if (options.npm2yarn) md.use(npm2yarnPlugin, options.npm2yarn);
  md
    .use(mdxEsmPlugin, { componentNames, components, staticDir: options.components?.site.staticDir })
    .use(mdxExpressionsPlugin)
    .use(mdxHtmlPlugin)
    .use(mdxComponentsPlugin)
    .use(unclosedCommentPlugin)
    .use(headingIdsPlugin)
    .use(tocPlugin, options.toc ?? { minLevel: 2, maxLevel: 3 })
    .use(mdxPartialsPlugin)
    .use(firstHeadingPlugin)
    .use(linkifyPlugin)
    .use(linksPlugin)
    .use(themedImagesPlugin)
    .use(imagesPlugin)
    .use(tablesPlugin)
    .use(codeBlocksPlugin, { highlighter: collector })
    .use(mdxRenderPlugin, { components, site: options.site });

  return {
    render(source: string, page: MarkdownEnv): RenderedMarkdown {
      const env = createEnv(page, options.words ?? ENGLISH_MARKDOWN_WORDS);
      collector.take(); // a render that threw earlier may have left blocks behind
      const tokens = md.parse(source, env);
      const cut = findTruncate(tokens);
      let html: string;
      let excerptHtml: string | undefined;
      if (cut === -1) {
        html = md.renderer.render(tokens, md.options, env);
      } else {
        // The marker is a top-level token, so both halves are complete HTML on their own.
        excerptHtml = md.renderer.render(tokens.slice(0, cut), md.options, env);
        html = excerptHtml + md.renderer.render(tokens.slice(cut), md.options, env);
      }
      const context = contextOf(env);
      const problems = context.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      return { html, excerptHtml, toc: context.toc, title: context.title, links: context.links, problems, fences: collector.take(), ...(context.styles.size ? { styles: [...context.styles] } : {}) };
    },
  };
}
