// The watcher over a real folder: bursts are debounced, builds never overlap, and the last
// build always sees the last change.
import test from 'ava';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isCssOnly, watchedSources, watchSite } from './watch.js';

test('a burst of writes gives builds that never overlap, the last one after the last write', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-watch-'));
  const file = path.join(root, 'content/page.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'start');
  let running = 0;
  let overlapped = false;
  const seen: string[] = [];
  let settle: () => void = () => {};
  const stop = await watchSite({
    sources: watchedSources([path.join(root, 'content')], path.join(root, 'dist')),
    build: async () => {
      running++;
      overlapped ||= running > 1;
      const content = readFileSync(file, 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 150)); // a build takes a while
      running--;
      seen.push(content);
      return { code: 0, problems: [] };
    },
    onBuilt: () => {
      if (seen.at(-1) === 'write 99') settle();
    },
  });
  t.teardown(stop);
  const finished = new Promise<void>((resolve) => (settle = resolve));
  for (let i = 0; i < 100; i++) {
    writeFileSync(file, `write ${i}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await finished;
  t.false(overlapped);
  t.true(seen.length < 100, `${seen.length} builds for 100 writes`);
  t.is(seen.at(-1), 'write 99');
});

test('only stylesheet changes under the styles folder count as CSS-only', (t) => {
  t.true(isCssOnly(['/site/templates/styles/base.css', '/site/templates/styles/docs.css'], '/site/templates/styles'));
  t.false(isCssOnly(['/site/templates/styles/base.css', '/site/content/docs/a.md'], '/site/templates/styles'));
  t.false(isCssOnly(['/site/templates/parts/Nav.tsx'], '/site/templates/styles'));
  t.false(isCssOnly([], '/site/templates/styles'));
});
