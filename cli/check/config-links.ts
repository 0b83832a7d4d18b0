// The links site.config.ts puts on every page (navbar, logo, footer, favicon), each named the
// way the config error messages name fields, so a broken one points at its item.
import type { SiteConfig } from '../config/schema.js';
import { scanHtml } from './scan-html.js';

export function configLinks(config: SiteConfig): Array<{ href: string; where: string }> {
  const links: Array<{ href: string; where: string }> = [];
  const add = (href: string | undefined, where: string): void => {
    if (href !== undefined) links.push({ href, where });
  };
  config.navbar.items.forEach((item, index) => add(item.to ?? item.href, `navbar.items[${index}] '${item.label}'`));
  add(config.navbar.logo?.src, 'navbar.logo.src');
  add(config.navbar.logo?.srcDark, 'navbar.logo.srcDark');
  config.footer.links.forEach((link, index) => add(link.to ?? link.href, `footer.links[${index}] '${link.label}'`));
  add(config.favicon, 'favicon');
  config.redirects.forEach((redirect, index) => add(redirect.to, `redirects[${index}]`));
  // The bar's content is HTML written in the config: its links are the config's too.
  if (config.announcementBar) for (const link of scanHtml(config.announcementBar.content).links) add(link.value, 'announcementBar.content');
  return links;
}
