import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);

test('relative .md links become routes, keeping fragment and query', async (t) => {
  const { html } = await render(md('[a](./soil.md) [b](soil.md#ph) [c](../home/team.md#our-story) [d](../home/welcome.mdx?tab=1#top)'));
  t.deepEqual(hrefs(html), ['/docs/garden/soil', '/docs/garden/soil#ph', '/docs/home/team#our-story', '/docs/home/welcome?tab=1#top']);
});

test('site-root file links resolve too; routes, anchors and external links are left alone', async (t) => {
  const { html } = await render(md('[a](/content/docs/home/team.md) [b](/docs/home/welcome) [c](#intro) [d](mailto:x@y.z) [e](tel:123)'));
  t.deepEqual(hrefs(html), ['/docs/home/team', '/docs/home/welcome', '#intro', 'mailto:x@y.z', 'tel:123']);
});

test('external http links open in a new tab safely', async (t) => {
  const { html, links } = await render(md('[site](https://dart.dev/guides)'));
  t.is(html, '<p><a href="https://dart.dev/guides" target="_blank" rel="noopener noreferrer">site</a></p>\n');
  t.deepEqual(links, []);
});

test('internal links are recorded with their file lines', async (t) => {
  const { links } = await render(md('Intro [soil](./soil.md)', 'and [team](../home/team.md#x)', '', '## [Anchor](#beds)', '', '[route](/docs/x) [out](https://x.dev)'), { lineOffset: 3 });
  t.deepEqual(links, [
    { href: '/docs/garden/soil', line: 4 },
    { href: '/docs/home/team#x', line: 5 },
    { href: '#beds', line: 7 },
    { href: '/docs/x', line: 9 },
  ]);
});

test('a link to a missing .md file is a broken-link problem at the file line', async (t) => {
  const result = await render(md('Fine.', '', 'See [old](./retired.md#top).'), { lineOffset: 4 });
  t.deepEqual(problemList(result), ['markdown/broken-link@7']);
  t.regex(result.problems[0]?.message ?? '', /retired\.md/);
  t.truthy(result.problems[0]?.hint);
  t.deepEqual(result.links, []);
});

test('the hash links of headings are not recorded as links', async (t) => {
  t.deepEqual((await render(md('## Section'))).links, []);
});

test('a bare .md link missing beside the file is looked up from the docs folder, as in Docusaurus', async (t) => {
  // content/docs/home/about.md links `garden/soil.md`, meaning content/docs/garden/soil.md
  const result = await render(md('[soil](garden/soil.md)', '', 'See [the beds][beds].', '', '[beds]: garden/beds.md'), { sourcePath: 'content/docs/home/about.md' });
  t.deepEqual(hrefs(result.html), ['/docs/garden/soil', '/docs/garden/beds']);
  t.deepEqual(problemList(result), []);
});

test('a .md link beside the file wins over one of the same name in the docs folder', async (t) => {
  const { html } = await render(md('[soil](soil.md)'), { sourcePath: 'content/docs/garden/beds.md', contentRoot: '/site/content/docs/home' });
  t.deepEqual(hrefs(html), ['/docs/garden/soil']);
});

test('a site-root .md link is looked up from the docs folder first, then from the site root', async (t) => {
  const { html } = await render(md('[team](/home/team.md#ruth) [welcome](/content/docs/home/welcome.mdx)'));
  t.deepEqual(hrefs(html), ['/docs/home/team#ruth', '/docs/home/welcome']);
});

test('./ and ../ links are looked up from the file folder only, and a miss names where it looked', async (t) => {
  const result = await render(md('[x](./home/team.md)'), { sourcePath: 'content/docs/garden/beds.md' });
  t.deepEqual(problemList(result), ['markdown/broken-link@1']);
  t.is(result.problems[0]?.message, 'Link to a missing page: ./home/team.md');
  t.is(result.problems[0]?.hint, "Check the file name and path: ./ and ../ links are looked up from this file's folder, others from this file's folder, then from content/docs.");
});
