// The colour-mode toggle. The inline head script has applied the stored choice before the first
// paint; this cycles it (light ⇄ dark, or system → light → dark when the site follows the
// system), stores it under `theme`, and lets other open tabs follow through the storage event.
import { ATTR, STORAGE } from '../shared/attributes.js';
import { onPageShown } from './page-events.js';
import { word } from './words.js';

type Choice = 'light' | 'dark' | 'system';

const root = document.documentElement;
const prefersDark = matchMedia('(prefers-color-scheme: dark)');

const toggle = (): HTMLElement | null => document.querySelector<HTMLElement>(`[${ATTR.themeToggle}]`);
const isChoice = (value: unknown): value is Choice => value === 'light' || value === 'dark' || value === 'system';

function cycle(): Choice[] {
  const order = (toggle()?.getAttribute(ATTR.themeToggle) ?? '').split(' ').filter(isChoice);
  return order.length ? order : ['light', 'dark'];
}

/** What applies when nothing is stored: the system where followed, else the site's default. */
function unset(): Choice {
  if (cycle().includes('system')) return 'system';
  const configured = toggle()?.getAttribute('data-theme-default');
  return configured === 'dark' ? 'dark' : 'light';
}

function current(): Choice {
  const choice = root.getAttribute('data-theme-choice');
  return isChoice(choice) ? choice : unset();
}

function apply(choice: Choice): void {
  root.setAttribute('data-theme', choice === 'system' ? (prefersDark.matches ? 'dark' : 'light') : choice);
  root.setAttribute('data-theme-choice', choice);
  label();
}

function label(): void {
  const button = toggle();
  if (!button) return;
  const text = word('colorMode', { mode: word(current()) });
  button.setAttribute('aria-label', text);
  button.title = text;
}

export function setupColorMode(): void {
  label();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(`[${ATTR.themeToggle}]`)) return;
    const order = cycle();
    const next = order[(order.indexOf(current()) + 1) % order.length] ?? 'light';
    try {
      if (next === 'system') localStorage.removeItem(STORAGE.theme);
      else localStorage.setItem(STORAGE.theme, next);
    } catch {
      // storage off: the choice lasts for this page
    }
    apply(next);
  });
  addEventListener('storage', (event) => {
    // key null: another tab cleared the storage
    if (event.key === STORAGE.theme || event.key === null) apply(isChoice(event.newValue) ? event.newValue : unset());
  });
  prefersDark.addEventListener('change', () => current() === 'system' && apply('system'));
  onPageShown(label);
}
