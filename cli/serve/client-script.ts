// The script injected into every page while `serve --watch` runs. It listens on the events
// channel: `reload` reloads the page, `css` swaps the stylesheets in place (no reload, so
// scroll position and page state survive), `build-error` shows a fixed overlay with the
// problems and `build-ok` removes it. Messages are set as text, never as HTML.
// Plain ES5-ish JavaScript in a string: it must not pass through a transpiler that could add
// helpers (tsx's keepNames would), and it runs in whatever browser the writer uses.
import { EVENTS_PATH } from './live-reload.js';

export const OVERLAY_ID = 'garden-site-build-error';

const CLIENT = `
var source = new EventSource(EVENTS_PATH);
// Marks the page as listening, for anyone (or any test) waiting to know a change will be seen.
source.addEventListener('open', function () { document.documentElement.setAttribute('data-garden-live', 'connected'); });
function clearOverlay() { var o = document.getElementById(OVERLAY_ID); if (o) o.remove(); }
source.addEventListener('reload', function () { location.reload(); });
source.addEventListener('build-ok', clearOverlay);
source.addEventListener('css', function (event) {
  var hrefs = JSON.parse(event.data).hrefs;
  var old = Array.prototype.filter.call(document.querySelectorAll('link[rel="stylesheet"]'), function (link) {
    return new URL(link.href).origin === location.origin;
  });
  var anchor = old[old.length - 1];
  hrefs.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // The old sheets go once a new one has loaded, so the page never shows unstyled.
    link.addEventListener('load', function () { old.forEach(function (sheet) { sheet.remove(); }); }, { once: true });
    if (anchor) anchor.after(link); else document.head.append(link);
  });
  clearOverlay();
});
source.addEventListener('build-error', function (event) {
  var messages = JSON.parse(event.data).messages;
  clearOverlay();
  var overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,20,.92);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:2rem';
  var title = document.createElement('h2');
  title.textContent = 'garden-site: the build failed; this page shows the last good build';
  title.style.cssText = 'color:#ff8a80;margin:0 0 1rem;font:bold 16px ui-monospace,monospace';
  var list = document.createElement('pre');
  list.textContent = messages.join('\\n');
  list.style.cssText = 'white-space:pre-wrap;margin:0';
  overlay.append(title, list);
  document.body.append(overlay);
});
`;

export const LIVE_RELOAD_SCRIPT = `<script>(function (EVENTS_PATH, OVERLAY_ID) {${CLIENT}})(${JSON.stringify(EVENTS_PATH)}, ${JSON.stringify(OVERLAY_ID)});</script>`;
