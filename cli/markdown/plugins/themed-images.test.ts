import path from 'node:path';
import test from 'ava';
import { md, page, renderer, SITE } from '../../../test/_markdown.js';

test('a #gh-light-mode-only / #gh-dark-mode-only pair: both images, each marked for its mode, the marker gone before the file is looked up', async (t) => {
  const env = page();
  const { html, problems } = (await renderer()).render(md('![A raised bed](./img/bed.png#gh-light-mode-only)', '![A raised bed](https://x.dev/bed-dark.png#gh-dark-mode-only)'), env);
  t.deepEqual(problems, []);
  t.deepEqual(env.registered, [path.join(SITE, 'content/docs/garden/img/bed.png')]);
  t.true(html.includes('<img src="/assets/bed.1a2b3c.png" alt="A raised bed" class="themed-image themed-image-light" loading="lazy" decoding="async">'), html);
  t.true(html.includes('<img src="https://x.dev/bed-dark.png" alt="A raised bed" class="themed-image themed-image-dark" loading="lazy" decoding="async">'), html);
});

test('other fragments are left as written', async (t) => {
  const { html } = (await renderer()).render(md('![a](https://x.dev/a.svg#layer-2) ![b](https://x.dev/b.png#gh-light-mode-only-not)'), page());
  t.true(html.includes('<img src="https://x.dev/a.svg#layer-2" alt="a" loading="lazy" decoding="async">'));
  t.true(html.includes('<img src="https://x.dev/b.png#gh-light-mode-only-not" alt="b" loading="lazy" decoding="async">'));
});
