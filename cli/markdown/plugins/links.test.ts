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
