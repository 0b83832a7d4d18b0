// Docusaurus's theme components that pages use directly, written for static rendering: the
// markup Docusaurus writes for them at build time, with this theme's class names where the
// theme styles them. MDX pages render them through the markdown stage, React pages through the
// `@theme/…` and `@docusaurus/…` modules (api.ts); one implementation serves both. React is
// reached through reactModule(), so loading this module costs nothing until a page renders one.
import type { ReactElement, ReactNode } from 'react';
import { escapeHtml } from '../escape-html.js';
import { formatMessage } from '../i18n/format-message.js';
import { admonitionIcon, admonitionType } from '../markdown/plugins/admonition-types.js';
import { reactModule } from '../markdown/react-runtime.js';
import { useWords } from './words-context.js';

type Props = Record<string, unknown> & { children?: ReactNode };

const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** `@docusaurus/Link`: an `<a>`; links leaving the site open in a new tab, as Docusaurus's do. */
export function Link({ to, href, children, ...rest }: Props): ReactElement {
  const { createElement } = reactModule();
  const target = String(to ?? href ?? '');
  const external = EXTERNAL_URL.test(target) && !target.startsWith('mailto:') && !target.startsWith('tel:');
  const attributes: Props = { ...withoutNonHtml(rest), href: target };
  if (external && attributes.target === undefined) {
    attributes.target = '_blank';
    attributes.rel = attributes.rel ?? 'noopener noreferrer';
  }
  return createElement('a', attributes, children);
}

/** Props only React Router or Docusaurus read; they are not HTML attributes. */
function withoutNonHtml(props: Props): Props {
  const { activeClassName: _a, isNavLink: _n, autoAddBaseUrl: _b, exact: _e, isActive: _i, ...rest } = props;
  return rest;
}

/** `@theme/Heading`: a heading with an id gets the "#" link to itself, as markdown headings do. */
export function Heading({ as = 'h2', id, children, ...rest }: Props): ReactElement {
  const { createElement } = reactModule();
  const tag = typeof as === 'string' && /^h[1-6]$/.test(as) ? as : 'h2';
  if (tag === 'h1' || typeof id !== 'string' || id === '') return createElement(tag, { ...rest, id }, children);
  // The message has no number in it: no language's number or plural rules are needed.
  const label = formatMessage(useWords()['theme.common.headingLinkTitle'], { heading: typeof children === 'string' ? children : id }, 'und');
  return createElement(tag, { ...rest, id }, children, ' ', createElement('a', { className: 'hash-link', href: `#${id}`, 'aria-label': label }, '#'));
}

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocEntry {
  children: TocNode[];
}

/** Headings in the level range, each under the nearest heading above it of a lower level. */
export function tocTree(toc: readonly TocEntry[], minLevel: number, maxLevel: number): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of toc) {
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    const node: TocNode = { value: entry.value, id: entry.id, level: entry.level, children: [] };
    while (open.length > 0 && (open[open.length - 1] as TocNode).level >= node.level) open.pop();
    const parent = open[open.length - 1];
    (parent ? parent.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function tocList(nodes: readonly TocNode[], top: boolean): ReactElement | null {
  const { createElement } = reactModule();
  if (nodes.length === 0) return null;
  return createElement(
    'ul',
    top ? { className: 'table-of-contents' } : null,
    ...nodes.map((node) => createElement('li', { key: node.id }, createElement('a', { href: `#${node.id}`, dangerouslySetInnerHTML: { __html: node.value } }), tocList(node.children, false))),
  );
}

/** `@theme/TOCInline`: the page's headings (or the `toc` given) as nested lists. */
export function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: Props): ReactElement {
  const { createElement } = reactModule();
  const entries = Array.isArray(toc) ? (toc as unknown[]).filter(isTocEntry) : [];
  const min = typeof minHeadingLevel === 'number' ? minHeadingLevel : 2;
  const max = typeof maxHeadingLevel === 'number' ? maxHeadingLevel : 3;
  return createElement('div', { className: 'table-of-contents-inline' }, tocList(tocTree(entries, min, max), true));
}

function isTocEntry(value: unknown): value is TocEntry {
  const entry = value as Partial<TocEntry> | null;
  return typeof entry === 'object' && entry !== null && typeof entry.id === 'string' && typeof entry.level === 'number' && (typeof entry.value === 'string' || entry.value === undefined);
}

/**
 * `@theme/IdealImage`: a plain responsive `<img>`. `img` is a URL (an imported image) or what
 * Docusaurus's image loader gives (`{src: {src, width, height}}`, `{src: 'url'}`).
 */
export function IdealImage({ img, alt, ...rest }: Props): ReactElement {
  const { createElement } = reactModule();
  const image = imageOf(img);
  const { className, style, width, height } = rest;
  return createElement('img', { className, style, src: image.src, alt: typeof alt === 'string' ? alt : '', width: width ?? image.width, height: height ?? image.height, loading: 'lazy', decoding: 'async' });
}

function imageOf(img: unknown): { src: string | undefined; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (typeof img !== 'object' || img === null) return { src: undefined };
  const inner = (img as { src?: unknown; default?: unknown }).src ?? (img as { default?: unknown }).default;
  if (typeof inner === 'string') return { src: inner };
  if (typeof inner === 'object' && inner !== null) {
    const { src, width, height } = inner as { src?: unknown; width?: unknown; height?: unknown };
    return { src: typeof src === 'string' ? src : undefined, width: typeof width === 'number' ? width : undefined, height: typeof height === 'number' ? height : undefined };
  }
  return { src: undefined };
}

/**
 * `@theme/ThemedImage`: an image for each colour mode, with the classes by which the theme's
 * stylesheet shows the one for the page's mode (as the theme's own ThemedImage, and markdown's
 * `#gh-dark-mode-only` images, write them); the hidden one, lazy, is never fetched.
 */
export function ThemedImage({ sources, className, alt, ...rest }: Props): ReactElement {
  const { createElement, Fragment } = reactModule();
  const both = (typeof sources === 'object' && sources !== null ? sources : {}) as { light?: unknown; dark?: unknown };
  const image = (mode: 'light' | 'dark') =>
    createElement('img', { loading: 'lazy', decoding: 'async', ...rest, key: mode, alt: typeof alt === 'string' ? alt : '', src: String(both[mode] ?? both.light ?? ''), className: `themed-image themed-image-${mode}${typeof className === 'string' && className ? ` ${className}` : ''}` });
  return createElement(Fragment, null, image('light'), image('dark'));
}

/**
 * `@theme/Admonition` where markdown does not render it itself (inside JSX, on a React page):
 * the markup of markdown's `:::note` (../markdown/plugins/admonitions.ts).
 */
export function Admonition({ type, title, children }: Props): ReactElement {
  const { createElement } = reactModule();
  const kind = admonitionType(String(type ?? 'note'));
  const heading = typeof title === 'string' ? title : useWords()[kind.title];
  return createElement(
    'div',
    { className: `admonition admonition-${kind.kind}`, role: 'note', 'aria-label': heading },
    createElement('p', { className: 'admonition-heading', dangerouslySetInnerHTML: { __html: admonitionIcon(kind.kind) + escapeHtml(heading) } }),
    createElement('div', { className: 'admonition-content' }, children),
  );
}

/** `@theme/Details`: a `<details>` with its summary. */
export function Details({ summary, children, className }: Props): ReactElement {
  const { createElement } = reactModule();
  return createElement('details', { className }, summary === undefined ? null : createElement('summary', null, summary as ReactNode), children);
}

/**
 * `@theme/CodeBlock` inside JSX or on a React page: the code in the code-block frame, not
 * highlighted (markdown's fences and <CodeBlock> tags are highlighted when the page is built).
 */
export function CodeBlock({ children, language, title }: Props): ReactElement {
  const { createElement } = reactModule();
  const lang = typeof language === 'string' ? language : undefined;
  return createElement(
    'div',
    { className: 'code-block', 'data-language': lang },
    typeof title === 'string' ? createElement('div', { className: 'code-block-title' }, title) : null,
    createElement('div', { className: 'code-block-body' }, createElement('pre', { tabIndex: 0 }, createElement('code', lang ? { className: `language-${lang}` } : null, children))),
  );
}

/** `@docusaurus/BrowserOnly`: what it shows before the browser takes over, its `fallback`. */
export function BrowserOnly({ fallback }: Props): ReactElement {
  const { createElement, Fragment } = reactModule();
  return createElement(Fragment, null, (fallback as ReactNode) ?? null);
}
