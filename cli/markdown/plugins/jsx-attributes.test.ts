import test from 'ava';
import { htmlTagFromJsx, styleToCss } from './jsx-attributes.js';
import { readJsxTag, type JsxTag } from './jsx-tag.js';

const html = (text: string) => htmlTagFromJsx(readJsxTag(text, 0) as JsxTag);

test('a style object becomes CSS: kebab-case names, px after numbers where React adds it', (t) => {
  t.deepEqual(styleToCss({ float: 'left', marginRight: '20px', width: 100, lineHeight: 1.5, zIndex: 2, margin: 0, WebkitTransition: 'none', msFlex: 1, '--accent': 3 }), {
    ok: true,
    css: 'float:left;margin-right:20px;width:100px;line-height:1.5;z-index:2;margin:0;-webkit-transition:none;-ms-flex:1;--accent:3',
  });
});

test('React attribute names become HTML ones; booleans become bare or nothing', (t) => {
  t.deepEqual(html('<img style={{float: "left", marginRight: "20px"}} src="/img/a.jpg"/>'), { ok: true, html: '<img style="float:left;margin-right:20px" src="/img/a.jpg" />' });
  t.deepEqual(html("<div className='wrapper'>"), { ok: true, html: '<div class="wrapper">' });
  t.deepEqual(html('<label htmlFor="name" hidden={false} tabIndex={0}>'), { ok: true, html: '<label for="name" tabindex="0">' });
  t.deepEqual(html('<iframe src="/v" allowFullScreen />'), { ok: true, html: '<iframe src="/v" allowfullscreen></iframe>' });
  t.deepEqual(html('<span title={"a \\"quote\\""}>'), { ok: true, html: '<span title="a &quot;quote&quot;">' });
});

test('an object on a plain attribute cannot become HTML', (t) => {
  t.deepEqual(html('<div title={{a: 1}}>'), { ok: false, error: 'the title attribute of an HTML element must be a string or a number' });
  t.deepEqual(html('<div style={["a"]}>'), { ok: false, error: 'style must be an object like {{color: "red"}}' });
});

test('a URL written in braces is checked by scheme, entities and control characters read as a browser reads them; a quoted one is raw HTML', (t) => {
  t.like(html("<a href={'javascript:alert(1)'}>"), { ok: false, error: "href: 'javascript:' URLs are not allowed", hint: 'write an http(s), mailto or tel URL, a path on this site like /docs/intro or ./beds, or a #fragment' });
  t.like(html('<img src={`jav&#x09;ascript:alert(1)`} />'), { ok: false });
  t.like(html("<form action={'data:text/html,x'}>"), { ok: false });
  t.deepEqual(html("<a href={'https://example.com'} className='x'>"), { ok: true, html: '<a href="https://example.com" class="x">' });
  t.deepEqual(html("<a className='x' href='javascript:void(0)'>"), { ok: true, html: '<a class="x" href="javascript:void(0)">' });
});
