import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';
import { githubSlug } from './heading-ids.js';

test('slugs follow GitHub: lowercase, punctuation dropped, spaces to dashes, letters of any script kept', (t) => {
  t.is(githubSlug('Getting Started!'), 'getting-started');
  t.is(githubSlug('Café & Crème'), 'café--crème');
  t.is(githubSlug('Что такое сад?'), 'что-такое-сад');
  t.is(githubSlug('v2.0: the_new API'), 'v20-the_new-api');
});

test('headings get GitHub-style ids', async (t) => {
  const { html } = await render(md('## Planting *Tomatoes* in `beds`'));
  t.regex(html, /<h2 id="planting-tomatoes-in-beds">/);
});

test('repeated headings get -1, -2 suffixes', async (t) => {
  const { html } = await render(md('## Intro', '', '## Intro', '', '## Intro'));
  t.deepEqual([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]), ['intro', 'intro-1', 'intro-2']);
});

test('{#custom-id} sets the id and is removed from the heading text', async (t) => {
  const { html, toc } = await render(md('## Soil pH {#acidity}'));
  t.regex(html, /<h2 id="acidity">Soil pH <a/);
  t.false(html.includes('{#'));
  t.is(toc[0]?.text, 'Soil pH');
});

test('the MDX comment form {/* #custom-id */} sets the id too, and the comment prints nothing', async (t) => {
  const { html, toc, problems } = await render(md('## Soil pH {/* #acidity */}', '', '### Drainage {/*#water*/}'));
  t.deepEqual(problems, []);
  t.regex(html, /<h2 id="acidity">Soil pH <a/);
  t.regex(html, /<h3 id="water">Drainage <a/);
  t.false(html.includes('/*'));
  t.deepEqual(toc.map((item) => item.id), ['acidity', 'water']);
});

test('a custom id is reserved before slugs, so an earlier heading yields it', async (t) => {
  const { html, problems } = await render(md('## Intro', '', '## Welcome {#intro}'));
  t.regex(html, /<h2 id="intro-1">Intro/);
  t.regex(html, /<h2 id="intro">Welcome/);
  t.deepEqual(problems, []);
});

test('a custom id used twice is reported, not thrown', async (t) => {
  const result = await render(md('## A {#same}', '', '## B {#same}'), { lineOffset: 3 });
  t.deepEqual(problemList(result), ['markdown/duplicate-heading-id@6']);
  t.regex(result.html, /<h2 id="b">B/);
});

test('h2–h6 get a "#" link to themselves, h1 does not', async (t) => {
  const { html } = await render(md('# Title', '', '## Section', '', '###### Tiny'));
  t.is(html.split('\n')[0], '<h1 id="title">Title</h1>');
  t.true(html.includes('<h2 id="section">Section <a class="hash-link" href="#section" aria-label="Direct link to Section">#</a></h2>'));
  t.true(html.includes('<a class="hash-link" href="#tiny"'));
});

test('ids start over on every page', async (t) => {
  await render(md('## Intro'));
  const { html } = await render(md('## Intro'));
  t.regex(html, /<h2 id="intro">/);
});
