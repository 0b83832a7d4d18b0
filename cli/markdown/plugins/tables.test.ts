import test from 'ava';
import MarkdownIt from 'markdown-it';
import { tablesPlugin } from './tables.js';

test('a table can take keyboard focus, so a reader can scroll a wide one without a pointer', (t) => {
  const html = new MarkdownIt().use(tablesPlugin).render('| a | b |\n|---|---|\n| 1 | 2 |\n');
  t.regex(html, /^<table tabindex="0">/);
});
