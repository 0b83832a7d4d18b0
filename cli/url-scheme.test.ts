import test from 'ava';
import { urlSchemeProblem } from './url-scheme.js';

test('http(s), mailto and tel URLs, paths and fragments may be written; other schemes may not, however they are spelt', (t) => {
  for (const url of ['https://example.com/a', 'HTTP://example.com', 'mailto:ruth@example.com', 'tel:+441234', '/docs/a:b', './beds', '../x.md', 'ruth', '#top', '?q=javascript:x', '//cdn.example.com/x.png', '']) {
    t.is(urlSchemeProblem(url), undefined, url);
  }
  const refused = {
    'javascript:alert(1)': 'javascript',
    ' JaVaScRiPt:alert(1)': 'javascript',
    'jav&#x09;ascript:alert(1)': 'javascript',
    'jav&#9ascript:alert(1)': 'javascript',
    'javascript&colon;alert(1)': 'javascript',
    '&amp;#106;avascript:alert(1)': 'javascript',
    'java\nscript:alert(1)': 'javascript',
    '\u0001javascript:alert(1)': 'javascript',
    'data:text/html,<script>alert(1)</script>': 'data',
    'vbscript:msgbox(1)': 'vbscript',
  };
  for (const [url, scheme] of Object.entries(refused)) t.is(urlSchemeProblem(url)?.message, `'${scheme}:' URLs are not allowed`, JSON.stringify(url));
});
