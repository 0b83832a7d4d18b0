// The announcement bar's configured colours, as custom properties in the <head>: the bar then
// needs no inline style attribute (which validators and strict style policies refuse), and the
// theme's stylesheet decides where they apply.
import type { SiteConfig } from '../config/schema.js';

export function announcementColorsTag(bar: SiteConfig['announcementBar']): string {
  const declarations = [
    bar?.backgroundColor ? `--announcement-background:${bar.backgroundColor}` : '',
    bar?.textColor ? `--announcement-text:${bar.textColor}` : '',
  ].filter(Boolean);
  return declarations.length ? `<style>:root{${declarations.join(';')}}</style>` : '';
}
