import test from 'ava';
import { escapeHtml } from './escape-html.js';

test("escapes what would end text or a double-quoted attribute, and leaves ' as markdown-it does", (t) => {
  t.is(escapeHtml(`Seeds & <Soil> "quoted" it's`), `Seeds &amp; &lt;Soil&gt; &quot;quoted&quot; it's`);
  t.is(escapeHtml('plain text'), 'plain text');
});
