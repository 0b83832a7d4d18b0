// Page-view analytics without Google's script: one hit per page shown (first load and each
// client navigation) to the gtag (GA4) collection endpoint, the IP anonymised when configured.
// Off when the site configures no measurement id, and when a preview server marks the page.
import { META, ROOT_FLAG, STORAGE } from '../shared/attributes.js';
import { metaContent, onPageShown } from './page-events.js';

export const COLLECT_ENDPOINT = 'https://www.google-analytics.com/g/collect';

export function setupAnalytics(): void {
  const measurementId = metaContent(META.analyticsId);
  if (!measurementId || document.documentElement.getAttribute(ROOT_FLAG.analytics) === 'off') return;
  const anonymizeIp = metaContent(META.analyticsAnonymizeIp) !== 'false';
  const session = `${Math.floor(Date.now() / 1000)}`;
  let referrer = document.referrer;
  let hits = 0;
  const pageView = (): void => {
    const params = new URLSearchParams({ v: '2', tid: measurementId, cid: clientId(), sid: session, _s: String(++hits), en: 'page_view', dl: location.href, dt: document.title, ul: navigator.language.toLowerCase() });
    if (referrer) params.set('dr', referrer);
    if (anonymizeIp) params.set('aip', '1');
    const url = `${COLLECT_ENDPOINT}?${params}`;
    // A beacon survives the reader leaving the page; fetch is the fallback where it is refused.
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true, credentials: 'omit' }).catch(() => {});
    referrer = location.href;
  };
  pageView();
  onPageShown(pageView);
}

/** A random id for this browser, like gtag's first-party cookie, kept in localStorage. */
function clientId(): string {
  try {
    let id = localStorage.getItem(STORAGE.analyticsClient);
    if (!id) localStorage.setItem(STORAGE.analyticsClient, (id = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`));
    return id;
  } catch {
    return `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
  }
}
