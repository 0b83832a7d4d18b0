import { ATTR } from '../shared/attributes.js';

export function setupCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`[${ATTR.copyButton}]`);
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    const text = Array.from(code.querySelectorAll('.line'), (line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
    void navigator.clipboard?.writeText(text).then(() => {
      button.textContent = 'Copied';
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
  });
}
