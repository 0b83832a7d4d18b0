// Images: local files (`![alt](./img/bed.png)`, `<img src="./x.svg">`, each candidate of a
// `srcset`) are registered as assets and pointed at their public URL; missing files, and files that may not be published
// (outside the site, hidden, not a regular file, too large), are reported. Every image loads
// lazily so long pages do not fetch pictures far below the fold up front.
import path from 'node:path';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { formatBytes } from '../../diagnostics/format-bytes.js';
import { contextOf, report, type RenderContext } from '../context.js';
import { escapeHtml } from '../../escape-html.js';
import type { AssetLookup } from '../types.js';
import { decodePath, forEachInlineChild, isExternalUrl, splitUrl } from '../tokens.js';

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTRIBUTE = /(\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)')/i;
const SRCSET_ATTRIBUTE = /(\ssrcset\s*=\s*)(?:"([^"]*)"|'([^']*)')/i;
/** A srcset candidate's URL: a run of non-space characters after the start or a comma (trailing commas end it). */
const SRCSET_URL = /(^|,)(\s*)([^\s,]\S*?)(,*)(?=\s|$)/g;
const HAS_LOADING = /\sloading\s*=/i;
const HAS_DECODING = /\sdecoding\s*=/i;
const TAG_END = /\s*\/?>$/;
const NEWLINE = /\n/g;

/** The public URL for a local image, or undefined when it is refused (reported). Remote and site-root URLs pass through. */
function assetUrl(context: RenderContext, src: string, bodyLine: number): string | undefined {
  if (src === '' || isExternalUrl(src) || src.startsWith('/') || src.startsWith('#')) return src;
  const { path: filePath, suffix } = splitUrl(src);
  const written = decodePath(filePath);
  const lookup = context.page.registerAsset(path.resolve(path.dirname(context.page.absolutePath), written));
  if ('url' in lookup) return lookup.url + suffix;
  report(context, { ...refusalMessage(written, lookup), bodyLine });
  return undefined;
}

/** What to tell the writer about an image that cannot be published. */
function refusalMessage(written: string, lookup: Exclude<AssetLookup, { url: string }>): { code: string; message: string; hint: string } {
  switch (lookup.refused) {
    case 'missing':
      return { code: 'markdown/missing-image', message: `Image not found: ${written}`, hint: 'Check the file name and path; images are resolved relative to this markdown file.' };
    case 'outside-site':
      return {
        code: 'markdown/image-outside-site',
        message: `Image outside the site folder: ${written} leads to ${lookup.realPath}`,
        hint: 'Only files inside the site folder are published: copy the image next to this markdown file or into the static folder.',
      };
    case 'hidden':
      return {
        code: 'markdown/image-hidden',
        message: `Image is a hidden file: ${written} (a file or folder name starting with '.')`,
        hint: 'Hidden files and folders, like .git or .env, are never published: rename the image or move it.',
      };
    case 'not-a-file':
      return { code: 'markdown/image-not-a-file', message: `Image is not a regular file: ${written} is ${lookup.kind}`, hint: 'Point the image at a picture file.' };
    case 'too-large':
      return {
        code: 'markdown/image-too-large',
        message: `Image too large: ${written} is ${formatBytes(lookup.size)}, over the ${formatBytes(lookup.limit)} limit`,
        hint: 'Make the file smaller, or raise limits.assetFileBytes in site.config.ts.',
      };
  }
}

function rewriteImage(context: RenderContext, image: Token, bodyLine: number): void {
  const src = image.attrGet('src');
  const url = typeof src === 'string' ? assetUrl(context, src, bodyLine) : undefined;
  if (url !== undefined) image.attrSet('src', url);
  image.attrSet('loading', 'lazy');
  image.attrSet('decoding', 'async');
}

/** Rewrites `<img>` tags in raw HTML; `firstLine` is the body line where `html` starts. */
function rewriteHtml(context: RenderContext, html: string, firstLine: number): string {
  if (!html.includes('<img') && !html.includes('<IMG')) return html;
  return html.replace(IMG_TAG, (tag: string, offset: number) => {
    const line = firstLine + (html.slice(0, offset).match(NEWLINE)?.length ?? 0);
    let result = tag.replace(SRC_ATTRIBUTE, (whole: string, prefix: string, double?: string, single?: string) => {
      const url = assetUrl(context, double ?? single ?? '', line);
      return url === undefined ? whole : `${prefix}"${escapeHtml(url)}"`;
    });
    result = result.replace(SRCSET_ATTRIBUTE, (_whole: string, prefix: string, double?: string, single?: string) => {
      const quote = double === undefined ? "'" : '"';
      const candidates = (double ?? single ?? '').replace(SRCSET_URL, (candidate: string, comma: string, space: string, written: string, commas: string) => {
        const url = assetUrl(context, written, line);
        return url === undefined || url === written ? candidate : `${comma}${space}${escapeHtml(url)}${commas}`;
      });
      return `${prefix}${quote}${candidates}${quote}`;
    });
    const extra = `${HAS_LOADING.test(tag) ? '' : ' loading="lazy"'}${HAS_DECODING.test(tag) ? '' : ' decoding="async"'}`;
    if (extra) result = result.replace(TAG_END, (end) => `${extra}${end}`);
    return result;
  });
}

export const imagesPlugin = (md: MarkdownIt): void => {
  md.core.ruler.push('garden_images', (state: StateCore) => {
    const context = contextOf(state.env);
    for (const token of state.tokens) {
      if (token.type === 'html_block' && token.map) token.content = rewriteHtml(context, token.content, token.map[0]);
    }
    forEachInlineChild(state.tokens, (child, line) => {
      if (child.type === 'image') rewriteImage(context, child, line);
      else if (child.type === 'html_inline') child.content = rewriteHtml(context, child.content, line);
    });
  });
};
