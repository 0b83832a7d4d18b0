// Where the reader was on each history entry, so back and forward return there. The browser
// cannot do it for us: it would restore the position before the old content is back.
import { STORAGE } from '../shared/attributes.js';

const positions = new Map<string, number>();
let currentKey = '';

function keyOf(state: unknown): string | undefined {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

export function setupScrollMemory(): void {
  history.scrollRestoration = 'manual';
  try {
    for (const [key, y] of JSON.parse(sessionStorage.getItem(STORAGE.scroll) ?? '[]') as Array<[string, number]>) positions.set(key, y);
  } catch {
    // nothing remembered
  }
  currentKey = keyOf(history.state) ?? newEntryState().key;
  if (!keyOf(history.state)) history.replaceState({ ...(history.state as object | null), key: currentKey }, '');
  addEventListener('scroll', () => positions.set(currentKey, scrollY), { passive: true });
  // Kept across a reload or a visit to another site, for the way back.
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE.scroll, JSON.stringify([...positions].slice(-50)));
    } catch {
      // storage full or off: positions are a comfort
    }
  });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = positions.get(currentKey);
  if (saved !== undefined && (navigation?.type === 'reload' || navigation?.type === 'back_forward')) scrollTo(0, saved);
}

export function newEntryState(): { key: string } {
  return { key: Math.random().toString(36).slice(2, 10) };
}

/**
 * Notes where the reader is on the entry being left. Scroll events come with the next frame, so
 * a scroll just before going back (or a click) may not have been counted yet.
 */
export function leaveEntry(): void {
  positions.set(currentKey, scrollY);
}

/** Makes `state`'s entry the current one; returns where the reader left it, if known. */
export function enterEntry(state: unknown): number | undefined {
  currentKey = keyOf(state) ?? currentKey;
  return positions.get(currentKey);
}
