// The docs sidebar comes drawn by the server with each page: the current page's categories
// open, the others as the sidebars file says. Client navigation swaps in that fresh copy, which
// would close what the reader opened. So the categories a reader opens or closes, and the ones
// opened for pages they visited, are kept for the session and given back to every page: nothing
// closes behind the reader. Then the sidebar is scrolled to show the current page.
import { onPageShown } from './page-events.js';

const KEY = 'docs-sidebar-categories';
const CATEGORY = 'details.sidebar-category';

type Choices = Record<string, boolean>;

function load(): Choices {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Choices;
  } catch {
    return {};
  }
}

function save(choices: Choices): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Storage blocked or full: categories simply start as the server drew them.
  }
}

/** `home/User Guide/Get Started`: the sidebar's name and the labels down to this category. */
function keyOf(details: Element): string {
  const labels: string[] = [];
  for (let category: Element | null = details; category; category = category.parentElement?.closest(CATEGORY) ?? null) {
    labels.unshift(category.querySelector(':scope > summary')?.textContent?.trim() ?? '');
  }
  const sidebar = document.querySelector('.docs-sidebar')?.getAttribute('data-sidebar') ?? '';
  return [sidebar, ...labels].join('/');
}

function restore(): void {
  const choices = load();
  for (const details of document.querySelectorAll<HTMLDetailsElement>(CATEGORY)) {
    const key = keyOf(details);
    // The way to the current page is always open.
    if (details.querySelector('[aria-current="page"]')) choices[key] = true;
    // Categories that close each other (autoCollapseCategories) start as the server drew them: the way to this page.
    const choice = details.hasAttribute('name') ? undefined : choices[key];
    if (choice !== undefined) details.open = choice;
  }
  save(choices);
  revealCurrent();
}

/** Scrolls the desktop sidebar (its own scroll box) so the current page's link is in view. */
function revealCurrent(): void {
  const box = document.querySelector<HTMLElement>('.docs-sidebar .sidebar');
  const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!box || !link || box.scrollHeight <= box.clientHeight) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top;
  if (top < 0 || top + link.offsetHeight > box.clientHeight) box.scrollTop += top - box.clientHeight / 3;
}

export function setupDocsSidebar(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    // A click on the label's link navigates; only the rest of the summary toggles.
    const summary = target?.closest('summary');
    const details = summary?.parentElement;
    if (!summary || !details?.matches(CATEGORY) || target?.closest('a')) return;
    const choices = load();
    // The click's default action has not toggled it yet.
    choices[keyOf(details)] = !(details as HTMLDetailsElement).open;
    save(choices);
  });
  restore();
  onPageShown(restore);
}
