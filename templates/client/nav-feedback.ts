// What a reader sees while a client navigation is under way or went wrong: a loading bar when
// it takes a while, a red box with the error and a Retry button, or a crash screen.
import { word } from './words.js';

export const LOADING_BAR_DELAY_MS = 200;

/** Shows a loading bar if the navigation is not done within 200 ms; call the result when done. */
export function startLoading(): () => void {
  let bar: HTMLElement | undefined;
  const timer = setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'loading-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', word('loading'));
    document.body.append(bar);
  }, LOADING_BAR_DELAY_MS);
  document.getElementById('main')?.setAttribute('aria-busy', 'true');
  return () => {
    clearTimeout(timer);
    bar?.remove();
    document.getElementById('main')?.removeAttribute('aria-busy');
  };
}

export interface Problem {
  title: string;
  detail: string;
  action: string;
  retry: () => void;
}

/** Replaces the main content with a red box naming the problem, focused on its button. */
export function showProblem(problem: Problem): void {
  const main = document.getElementById('main');
  if (!main) return;
  const box = document.createElement('div');
  box.className = 'page-problem';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'page-problem-title';
  title.textContent = problem.title;
  const detail = document.createElement('p');
  detail.className = 'page-problem-detail';
  detail.textContent = problem.detail;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = problem.action;
  button.addEventListener('click', () => {
    button.disabled = true;
    problem.retry();
  });
  box.append(title, detail, button);
  const wrapper = document.createElement('div');
  wrapper.className = 'container narrow';
  wrapper.append(box);
  main.replaceChildren(wrapper);
  button.focus();
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
