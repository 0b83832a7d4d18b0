// One signal for "a new page is on screen", sent after a client navigation swapped it in, so
// modules that decorate a page (analytics, prefetch, tabs, labels) can do it again.
const PAGE_SHOWN = 'garden:page-shown';

export function announcePageShown(): void {
  document.dispatchEvent(new Event(PAGE_SHOWN));
}

export function onPageShown(listener: () => void): void {
  document.addEventListener(PAGE_SHOWN, listener);
}

/** The content of `<meta name="…">` in the current document's head. */
export function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}
