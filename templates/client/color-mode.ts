import { ATTR } from '../shared/attributes.js';

const KEY = 'theme';
type Choice = 'light' | 'dark' | 'system';

function systemMode(): 'light' | 'dark' {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
  root.setAttribute('data-theme-choice', choice);
  const toggle = document.querySelector(`[${ATTR.themeToggle}]`);
  toggle?.setAttribute('aria-label', `Colour mode: ${choice}. Switch colour mode`);
}

export function setupColorMode(): void {
  const toggle = document.querySelector<HTMLElement>(`[${ATTR.themeToggle}]`);
  const cycle: Choice[] = toggle?.getAttribute(ATTR.themeToggle) === 'system-light-dark' ? ['system', 'light', 'dark'] : ['light', 'dark'];
  const current = (): Choice => (document.documentElement.getAttribute('data-theme-choice') as Choice | null) ?? 'light';
  apply(current());
  toggle?.addEventListener('click', () => {
    const next = cycle[(cycle.indexOf(current()) + 1) % cycle.length] ?? 'light';
    if (next === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
    apply(next);
  });
  // Other open tabs follow the choice.
  addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    apply(event.newValue === 'light' || event.newValue === 'dark' ? event.newValue : cycle[0] === 'system' ? 'system' : 'light');
  });
}
