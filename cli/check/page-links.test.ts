import test from 'ava';
import { LinkTable, scanPageLinks } from './page-links.js';
import { liveStringSizes } from '../../test/_heap-strings.js';

test('a page keeps each URL once, with the tag of its first occurrence', (t) => {
  const page = scanPageLinks('<link rel="icon" href="/a.svg"><a href="/a.svg">a</a><img src="/b.png"><a href="/c" id="x">c</a>');
  t.deepEqual(page.links, [
    { attribute: 'href', value: '/a.svg', tag: 'link' },
    { attribute: 'src', value: '/b.png', tag: 'img' },
    { attribute: 'href', value: '/c', tag: 'a' },
  ]);
  t.deepEqual(page.anchors, ['x']);
});

test('pages scanned with one table share their equal links, and each page still lists its own', (t) => {
  const table = new LinkTable();
  const first = scanPageLinks('<a href="/docs/a">a</a><a href="/docs/b">b</a>', table);
  const second = scanPageLinks('<a href="/docs/b">b</a><img src="/docs/a"><a href="/docs/a">a</a>', table);
  t.is(second.links[0], first.links[1], 'the same object for the same URL on the same tag');
  t.deepEqual(second.links[1], { attribute: 'src', value: '/docs/a', tag: 'img' }, 'another tag is another link');
  t.is(second.links.length, 2, 'the second /docs/a of the page is not listed again');
  const third = scanPageLinks('<a href="/docs/a">a</a>', table);
  t.is(third.links[0], first.links[0]);
});

test('the link table keeps no page alive: the URLs it holds are copies, not slices of the page (a slice keeps all of its page)', (t) => {
  const table = new LinkTable();
  const marker = '<!-- a page the table must let go -->';
  let html: string | undefined = `${marker}${'<p>Sow thinly in rows.</p>'.repeat(40_000)}<a href="/docs/only-on-this-page">sow</a>`;
  const page = scanPageLinks(html, table);
  html = undefined;
  t.is(page.links[0]?.value, '/docs/only-on-this-page');
  t.false(liveStringSizes(marker).some((bytes) => bytes > 100_000), 'the page\'s HTML is still in memory');
});
