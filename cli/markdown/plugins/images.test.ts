import path from 'node:path';
import test from 'ava';
import { md, page, problemList, renderer, SITE } from '../../../test/_markdown.js';

test('local images are registered as assets and point at their public URL, lazily loaded', async (t) => {
  const env = page();
  const { html, problems } = (await renderer()).render(md('![A raised bed](./img/bed.png "Beds") ![logo](../shared/logo.png)'), env);
  t.deepEqual(problems, []);
  t.deepEqual(env.registered, [path.join(SITE, 'content/docs/garden/img/bed.png'), path.join(SITE, 'content/docs/shared/logo.png')]);
  t.true(html.includes('<img src="/assets/bed.1a2b3c.png" alt="A raised bed" title="Beds" loading="lazy" decoding="async">'));
  t.true(html.includes('<img src="/assets/logo.1a2b3c.png" alt="logo" loading="lazy" decoding="async">'));
});

test('remote and site-root images are left alone but still lazy', async (t) => {
  const env = page();
  const { html } = (await renderer()).render(md('![a](https://x.dev/a.png) ![b](/img/b.png)'), env);
  t.deepEqual(env.registered, []);
  t.true(html.includes('<img src="https://x.dev/a.png" alt="a" loading="lazy" decoding="async">'));
  t.true(html.includes('<img src="/img/b.png" alt="b" loading="lazy" decoding="async">'));
});

test('a missing image is a problem at its file line', async (t) => {
  const result = (await renderer()).render(md('Text', 'more ![gone](./img/gone.png)'), page({ lineOffset: 6 }));
  t.deepEqual(problemList(result), ['markdown/missing-image@8']);
  t.regex(result.problems[0]?.message ?? '', /img\/gone\.png/);
  t.truthy(result.problems[0]?.hint);
});

test('<img> in raw HTML is resolved too', async (t) => {
  const env = page();
  const result = (await renderer()).render(md('<figure>', '<img src="./diagram.svg" alt="Layout">', '<img src="./nope.svg">', '</figure>'), env);
  t.true(result.html.includes('<img src="/assets/diagram.1a2b3c.svg" alt="Layout" loading="lazy" decoding="async">'));
  t.deepEqual(problemList(result), ['markdown/missing-image@3']);
});

test('each candidate of a srcset is resolved like src: published, or a problem at its line', async (t) => {
  const env = page();
  const result = (await renderer()).render(md('Text', '', "<img src=\"./img/bed.png\" srcset=\"./img/bed.png 1x, ./img/gone.png 2x, https://x.dev/big.png 3x\">", '', '<img srcset=\'./diagram.svg 640w,/img/b.png 800w\'>'), env);
  t.true(result.html.includes('<img src="/assets/bed.1a2b3c.png" srcset="/assets/bed.1a2b3c.png 1x, ./img/gone.png 2x, https://x.dev/big.png 3x" loading="lazy" decoding="async">'), result.html);
  t.true(result.html.includes('<img srcset=\'/assets/diagram.1a2b3c.svg 640w,/img/b.png 800w\' loading="lazy" decoding="async">'), result.html);
  t.deepEqual(problemList(result), ['markdown/missing-image@3']);
});
