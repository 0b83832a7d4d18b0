// The admonition kinds, the messages of their default titles (the locale's words:
// ../../i18n/engine-messages.ts) and icons. Aliases map onto the five styled kinds so the site's
// CSS only needs five colour schemes.
import type { MarkdownMessageId } from '../../i18n/engine-messages.js';

export type AdmonitionKind = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export interface AdmonitionType {
  kind: AdmonitionKind;
  /** The message of its default title. */
  title: MarkdownMessageId;
}

export const ADMONITION_TYPES: ReadonlyMap<string, AdmonitionType> = new Map([
  ['note', { kind: 'note', title: 'theme.admonition.note' }],
  ['tip', { kind: 'tip', title: 'theme.admonition.tip' }],
  ['info', { kind: 'info', title: 'theme.admonition.info' }],
  ['warning', { kind: 'warning', title: 'theme.admonition.warning' }],
  ['danger', { kind: 'danger', title: 'theme.admonition.danger' }],
  ['caution', { kind: 'warning', title: 'theme.admonition.caution' }],
  ['important', { kind: 'info', title: 'garden.admonition.important' }],
  ['success', { kind: 'tip', title: 'garden.admonition.success' }],
]);

/** An admonition's type by the name written (`:::tip`, `<Admonition type="tip">`); unknown names are notes. */
export function admonitionType(name: string): AdmonitionType {
  return ADMONITION_TYPES.get(name.toLowerCase()) ?? (ADMONITION_TYPES.get('note') as AdmonitionType);
}

// 24×24 stroke icons, drawn with currentColor so they follow the admonition's colour.
const ICON_SHAPES: Record<AdmonitionKind, string> = {
  note: '<path d="M5 4h10l4 4v12H5z"/><path d="M9 12h6M9 16h6"/>',
  tip: '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/>',
  warning: '<path d="M12 3 2 20h20z"/><path d="M12 10v4M12 17v.5"/>',
  danger: '<path d="M8 3h8l5 5v8l-5 5H8l-5-5V8z"/><path d="M12 8v5M12 16v.5"/>',
};

export function admonitionIcon(kind: AdmonitionKind): string {
  return `<svg class="admonition-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ICON_SHAPES[kind]}</svg>`;
}

export function validAdmonitionNames(): string {
  return [...ADMONITION_TYPES.keys()].map((name) => `:::${name}`).join(', ');
}
