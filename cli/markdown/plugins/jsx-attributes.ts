// A lowercase HTML tag written with JSX attributes, written back as HTML the way React would
// render it: React's attribute names (`className`, `htmlFor`, `tabIndex`…) become HTML's,
// a `style` object becomes a CSS string, `{true}` a bare attribute and `{false}` nothing.
import { escapeHtml } from '../../escape-html.js';
import { urlSchemeProblem } from '../../url-scheme.js';
import type { StaticValue } from './jsx-expression.js';
import type { JsxTag } from './jsx-tag.js';

const HTML_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  autoPlay: 'autoplay',
  autoFocus: 'autofocus',
  autoComplete: 'autocomplete',
  frameBorder: 'frameborder',
  allowFullScreen: 'allowfullscreen',
  crossOrigin: 'crossorigin',
  srcSet: 'srcset',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  maxLength: 'maxlength',
  minLength: 'minlength',
  playsInline: 'playsinline',
  referrerPolicy: 'referrerpolicy',
  dateTime: 'datetime',
  encType: 'enctype',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  strokeWidth: 'stroke-width',
  viewBox: 'viewBox',
};

/** Style properties whose numbers have no unit (React writes `px` after every other number). */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth', 'boxFlex', 'boxFlexGroup',
  'boxOrdinalGroup', 'columnCount', 'columns', 'flex', 'flexGrow', 'flexPositive', 'flexShrink', 'flexNegative', 'flexOrder',
  'gridArea', 'gridRow', 'gridRowEnd', 'gridRowSpan', 'gridRowStart', 'gridColumn', 'gridColumnEnd', 'gridColumnSpan',
  'gridColumnStart', 'fontWeight', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows',
  'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity', 'strokeDasharray', 'strokeDashoffset', 'strokeMiterlimit',
  'strokeOpacity', 'strokeWidth',
]);

/** Elements that never have content or a closing tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** `hint`, when given, says what to do better than the generic hint for a tag that cannot be written. */
export type HtmlTagResult = { ok: true; html: string } | { ok: false; error: string; hint?: string };

/** `marginRight` → `margin-right`, `WebkitTransform` → `-webkit-transform`, `msFlex` → `-ms-flex`. */
function cssProperty(name: string): string {
  if (name.startsWith('--')) return name;
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return name.startsWith('ms') && /^ms[A-Z]/.test(name) ? `-${kebab}` : kebab;
}

function isUnitless(name: string): boolean {
  if (name.startsWith('--')) return true;
  // Vendor-prefixed forms (`WebkitFlex`, `msFlex`) follow their property.
  const unprefixed = name.replace(/^(?:Webkit|Moz|ms|O)([A-Z])/, (_, letter: string) => letter.toLowerCase());
  return UNITLESS.has(unprefixed);
}

/** A `style={{…}}` object as CSS text (`float:left;margin-right:20px`), or why it cannot be one. */
export function styleToCss(style: StaticValue): { ok: true; css: string } | { ok: false; error: string } {
  if (typeof style === 'string') return { ok: true, css: style };
  if (style === null || typeof style !== 'object' || Array.isArray(style)) return { ok: false, error: 'style must be an object like {{color: "red"}}' };
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === false || value === true || value === '') continue;
    if (typeof value === 'object') return { ok: false, error: `style property ${name} must be a string or a number` };
    const text = typeof value === 'number' && value !== 0 && !isUnitless(name) ? `${value}px` : String(value).trim();
    declarations.push(`${cssProperty(name)}:${text}`);
  }
  return { ok: true, css: declarations.join(';') };
}

function attributeText(name: string, value: StaticValue): { ok: true; text: string } | { ok: false; error: string } {
  const htmlName = HTML_NAMES[name] ?? name;
  if (name === 'style') {
    const style = styleToCss(value);
    return style.ok ? { ok: true, text: style.css === '' ? '' : ` style="${escapeHtml(style.css)}"` } : style;
  }
  if (value === true) return { ok: true, text: ` ${htmlName}` };
  if (value === false || value === null) return { ok: true, text: '' };
  if (typeof value === 'object') return { ok: false, error: `the ${name} attribute of an HTML element must be a string or a number` };
  return { ok: true, text: ` ${htmlName}="${escapeHtml(String(value))}"` };
}

/** Attributes holding a URL a browser follows or loads. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'poster', 'cite', 'data', 'ping', 'xlinkHref']);

/** The HTML for a lowercase tag read by readJsxTag. */
export function htmlTagFromJsx(tag: JsxTag): HtmlTagResult {
  if (tag.closing) return { ok: true, html: `</${tag.name}>` };
  let html = `<${tag.name}`;
  for (const attribute of tag.attributes) {
    // A value in braces is evaluated and written by garden-site, so its URL is checked like the
    // config's (url-scheme.ts); a quoted value is the author's raw HTML.
    const unsafe = attribute.braced && URL_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string' ? urlSchemeProblem(attribute.value) : undefined;
    if (unsafe) return { ok: false, error: `${attribute.name}: ${unsafe.message}`, hint: unsafe.hint };
    const text = attributeText(attribute.name, attribute.value);
    if (!text.ok) return text;
    html += text.text;
  }
  if (!tag.selfClosing) return { ok: true, html: `${html}>` };
  return { ok: true, html: VOID_ELEMENTS.has(tag.name.toLowerCase()) ? `${html} />` : `${html}></${tag.name}>` };
}
