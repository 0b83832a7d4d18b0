import test from 'ava';
import { prefixBaseUrl } from './base-url-links.js';

test('site paths in links, images and forms get the baseUrl; others are left as they are', (t) => {
  const html = [
    '<a href="/docs/intro">Intro</a>',
    '<a href="/">Home</a>',
    '<a href="#beds">Beds</a>',
    '<a href="https://example.org/x">Out</a>',
    '<a href="//cdn.example.org/x">Protocol-relative</a>',
    '<a href="relative/page">Relative</a>',
    '<img src="/img/bed.png" srcset="/img/bed.png 1x, /img/bed@2x.png 2x" alt="">',
    '<form action="/search"></form>',
    '<a href="/garden/pricing">Already prefixed</a>',
    '<pre><code>&lt;a href=&quot;/docs&quot;&gt;</code></pre>',
  ].join('');
  t.is(prefixBaseUrl(html, '/garden/'), [
    '<a href="/garden/docs/intro">Intro</a>',
    '<a href="/garden/">Home</a>',
    '<a href="#beds">Beds</a>',
    '<a href="https://example.org/x">Out</a>',
    '<a href="//cdn.example.org/x">Protocol-relative</a>',
    '<a href="relative/page">Relative</a>',
    '<img src="/garden/img/bed.png" srcset="/garden/img/bed.png 1x, /garden/img/bed@2x.png 2x" alt="">',
    '<form action="/garden/search"></form>',
    '<a href="/garden/pricing">Already prefixed</a>',
    '<pre><code>&lt;a href=&quot;/docs&quot;&gt;</code></pre>',
  ].join(''));
});

test('with the default baseUrl the page is untouched', (t) => {
  const html = '<a href="/docs/intro">Intro</a>';
  t.is(prefixBaseUrl(html, '/'), html);
});

test("a link carrying hreflang names another locale's page whole: its href is left as written, wherever the attribute sits", (t) => {
  // The French build (baseUrl /garden/fr/) links the English page at the site's own base.
  const html = '<a class="x" hreflang="en" lang="en" href="/garden/docs/intro">English</a><a href="/garden/docs/intro" hreflang="en">English</a><a href="/docs/intro">Intro</a>';
  t.is(prefixBaseUrl(html, '/garden/fr/'), '<a class="x" hreflang="en" lang="en" href="/garden/docs/intro">English</a><a href="/garden/docs/intro" hreflang="en">English</a><a href="/garden/fr/docs/intro">Intro</a>');
});

test("in another locale, what the theme and React pages import is this locale's copy, under its base", (t) => {
  const html = '<img src="/garden/assets/site/bed-1a2b3c4d.png" alt=""><a href="/garden/docs/intro" hreflang="en">English</a><a href="/docs/intro">Intro</a>';
  t.is(prefixBaseUrl(html, '/garden/fr/', '/garden/'), '<img src="/garden/fr/assets/site/bed-1a2b3c4d.png" alt=""><a href="/garden/docs/intro" hreflang="en">English</a><a href="/garden/fr/docs/intro">Intro</a>');
  t.is(prefixBaseUrl('<img src="/assets/site/bed-1a2b3c4d.png" alt="">', '/fr/', '/'), '<img src="/fr/assets/site/bed-1a2b3c4d.png" alt="">');
  t.is(prefixBaseUrl(html, '/garden/'), html.replace('href="/docs/intro"', 'href="/garden/docs/intro"'));
});
