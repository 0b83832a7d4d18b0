// The links site.config.ts puts on every page (navbar and its dropdowns, logos, footer, favicon,
// the HTML it holds), each named the way the config error messages name fields, so a broken one
// points at its item. Links to docs (`type: 'doc'`) are made from the docs: none is written here.
import type { SiteConfig } from '../config/schema.js';
import { scanHtml } from './scan-html.js';

type Item = { type?: string | undefined; label?: string; to?: string | undefined; href?: string | undefined; value?: string; items?: readonly Item[] };
type Logo = { src: string; srcDark?: string | undefined; href?: string | undefined } | undefined;

export function configLinks(config: SiteConfig): Array<{ href: string; where: string }> {
  const links: Array<{ href: string; where: string }> = [];
  const add = (href: string | undefined, where: string): void => {
    if (href !== undefined) links.push({ href, where });
  };
  // HTML written in the config: its links are the config's too.
  const addHtml = (html: string, where: string): void => {
    for (const link of scanHtml(html).links) add(link.value, where);
  };
  const addItems = (items: readonly Item[], where: string): void => {
    items.forEach((item, index) => {
      const at = `${where}[${index}]`;
      if (item.type === 'html' && item.value !== undefined) addHtml(item.value, `${at}.value`);
      else if (item.items) addItems(item.items, `${at}.items`);
      else add(item.to ?? item.href, `${at} '${item.label ?? ''}'`);
    });
  };
  const addLogo = (logo: Logo, where: string): void => {
    add(logo?.src, `${where}.src`);
    add(logo?.srcDark, `${where}.srcDark`);
    add(logo?.href, `${where}.href`);
  };
  addItems(config.navbar.items, 'navbar.items');
  addLogo(config.navbar.logo, 'navbar.logo');
  addItems(config.footer.links, 'footer.links');
  addLogo(config.footer.logo, 'footer.logo');
  addHtml(config.footer.copyright, 'footer.copyright');
  add(config.favicon, 'favicon');
  config.redirects.forEach((redirect, index) => add(redirect.to, `redirects[${index}]`));
  if (config.announcementBar) addHtml(config.announcementBar.content, 'announcementBar.content');
  return links;
}
