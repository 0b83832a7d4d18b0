import test from 'ava';
import { decodeEntities, scanHtml, srcsetUrls, tagAt } from './scan-html.js';

const values = (html: string): string[] => scanHtml(html).links.map((link) => `${link.attribute} ${link.value}`);

test('reads href, src and srcset from any tag, entities decoded', (t) => {
  const html = '<link rel="stylesheet" href="/assets/main-AB12.css"><a class="x" href="/search?q=a&amp;page=2#top">s</a><img src="/img/a.png" srcset="/img/a-1x.png 1x, /img/a-2x.png 2x" alt="">';
  t.deepEqual(values(html), ['href /assets/main-AB12.css', 'href /search?q=a&page=2#top', 'src /img/a.png', 'srcset /img/a-1x.png', 'srcset /img/a-2x.png']);
});

test('reads single-quoted values, upper-case names and attributes on new lines, as raw HTML in markdown writes them', (t) => {
  t.deepEqual(values("<a href='/docs/a'>a</a><IMG SRC=\"/img/c.png\"><img\n  src=\"/img/d.png\"\n  alt=\"\">"), ['href /docs/a', 'src /img/c.png', 'src /img/d.png']);
});

test('anchors are ids on any element and names on <a> only', (t) => {
  const { anchors } = scanHtml('<h2 id="staking">S</h2><a name="old-anchor"></a><meta name="viewport" content="x"><input name="q"><div id="caf&#xe9;"></div>');
  t.deepEqual([...anchors].sort(), ['café', 'old-anchor', 'staking']);
});

test('ignores look-alike attributes and text: data-href, xlink:href, escaped quotes, comments', (t) => {
  const html = '<div data-href="/no" data-id="no"></div><use xlink:href="#no"></use><p>write href=&quot;/no&quot; or <code>&lt;a href=\'/no\'&gt;</code> or src=/no</p><!-- <a href="/commented-out">x</a> --><a href="/yes">y</a>';
  t.deepEqual(values(html), ['href /yes']);
  t.deepEqual([...scanHtml(html).anchors], []);
});

test('srcset: descriptors dropped, commas inside a URL kept', (t) => {
  t.deepEqual(srcsetUrls('/a.png 1x,/b.png 2x'), ['/a.png', '/b.png']);
  t.deepEqual(srcsetUrls('  /a.png 640w ,  /b.png   1280w  '), ['/a.png', '/b.png']);
  t.deepEqual(srcsetUrls('/a,b.png 1x, /c.png'), ['/a,b.png', '/c.png']);
  t.deepEqual(srcsetUrls('/only.png'), ['/only.png']);
});

test('decodeEntities: named, decimal and hex; unknown ones left alone', (t) => {
  t.is(decodeEntities('a&amp;b&#39;c&#x2F;d&lt;&gt;&quot;&nbsp;'), 'a&b\'c/d<>"&nbsp;');
});

test('tagAt names the tag an attribute belongs to', (t) => {
  const html = '<p>x</p><img alt="a" src="/b.png">';
  t.is(tagAt(html, html.indexOf(' src')), 'img');
});
