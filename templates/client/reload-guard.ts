// Some problems only a full page load can fix (a page from a newer deploy, a script chunk that
// is gone). A page that keeps failing must not reload forever: sessionStorage remembers the
// last such reload, and the same address is not reloaded again within a short while.
import { STORAGE } from '../shared/attributes.js';

// Long enough for the slowest reload to finish; short enough that a new deploy later gets its reload.
const QUIET_MS = 60_000;

/** Loads `href` in full; returns false, doing nothing, when that was just tried. */
export function reloadOnce(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(STORAGE.reloadGuard) ?? 'null') as { href?: string; at?: number } | null;
    if (last?.href === href && Date.now() - (last.at ?? 0) < QUIET_MS) return false;
    sessionStorage.setItem(STORAGE.reloadGuard, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // No sessionStorage (private modes): reload anyway; the loop risk beats a broken page.
  }
  if (href === location.href) location.reload();
  else location.assign(href);
  return true;
}

/** A page was shown without trouble: the next problem deserves a reload again. */
export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(STORAGE.reloadGuard);
  } catch {
    // nothing stored, nothing to clear
  }
}
