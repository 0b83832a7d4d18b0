// Scripts inlined in every page's <head>. They run before the first paint and do not depend on
// the client bundle, which may not load at all (a wrong baseUrl makes every asset 404).
import type { SiteConfig } from '../config/schema.js';
import { jsonForScript } from './escape.js';

export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/**
 * Marks `<html class="js">` so the stylesheet can offer script-only controls (menu button,
 * toggles) and keep plain links for readers without JavaScript; and hides a closeable
 * announcement bar the reader dismissed, before it can flash.
 */
export function earlyFlagsScript(bar: SiteConfig['announcementBar']): string {
  const dismissal = bar?.isCloseable
    ? `try{if(localStorage.getItem(${jsonForScript(ANNOUNCEMENT_STORAGE_KEY)})===${jsonForScript(bar.id)})d.setAttribute('data-announcement-dismissed','')}catch(e){}`
    : '';
  return `(function(){var d=document.documentElement;d.classList.add('js');${dismissal}})();`;
}

/**
 * When the page is served under another path than the configured baseUrl, says so in a banner
 * (styled inline: the stylesheet is probably missing too) naming the baseUrl that would work.
 * The page's own route is known, so the working base is the address minus that route.
 */
export function baseUrlCheckScript(baseUrl: string, route: string): string {
  const message = 'Your site did not load properly.';
  return [
    `(function(){var b=${jsonForScript(baseUrl)},r=${jsonForScript(route.replace(/\/+$/, ''))};`,
    "addEventListener('DOMContentLoaded',function(){var p;try{p=decodeURI(location.pathname)}catch(e){return}",
    "p=p.replace(/\\/index\\.html$|\\.html$/,'').replace(/\\/+$/,'');",
    'if(p.slice(p.length-r.length)!==r)return;var w=p.slice(0,p.length-r.length)+"/";if(w===b)return;',
    "var e=document.createElement('div');e.setAttribute('role','alert');e.className='base-url-banner';",
    "e.style.cssText='background:#fdecea;color:#7a1010;border-bottom:2px solid #b3261e;padding:12px 16px;font:16px/1.5 system-ui,sans-serif';",
    `e.textContent=${jsonForScript(message)}+' This site is built for the base URL '+b+' but it is served from '+w+'. Set baseUrl to \\''+w+'\\' in site.config.ts and build again, or serve the site from '+b+'.';`,
    'document.body.prepend(e)})})();',
  ].join('');
}
