import { ATTR } from '../shared/attributes.js';
import { word } from './words.js';

export function setupCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`[${ATTR.copyButton}]`);
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    const text = Array.from(code.querySelectorAll('.line'), (line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
    // The button's own words come back: the page wrote them in its locale.
    const label = button.dataset.label ?? button.textContent ?? '';
    button.dataset.label = label;
    void navigator.clipboard?.writeText(text).then(() => {
      button.textContent = word('copied');
      setTimeout(() => (button.textContent = label), 1500);
    });
  });
}
