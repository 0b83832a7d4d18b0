import test from 'ava';
import { md, render } from '../../../test/_markdown.js';

test('bare URLs, www. hosts and e-mail addresses become links', async (t) => {
  const { html } = await render(md('Visit https://example.org/guide, www.example.com or write to ruth@example.org.'));
  t.is(
    html,
    '<p>Visit <a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">https://example.org/guide</a>, ' +
      '<a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a> or write to ' +
      '<a href="mailto:ruth@example.org">ruth@example.org</a>.</p>\n',
  );
});

test('URLs inside code, code blocks and existing links stay as written', async (t) => {
  const { html } = await render(md('`https://in.code` [https://text.example](https://target.example) <a href="/docs/x">https://raw.example</a>', '', '```text', 'https://fenced.example', '```'));
  t.false(html.includes('href="https://in.code"'));
  t.false(html.includes('href="https://text.example"'));
  t.false(html.includes('href="https://raw.example"'));
  t.false(html.includes('href="https://fenced.example"'));
  t.true(html.includes('<code>https://in.code</code>'));
});

test('file names and host names without a scheme or www. stay text', async (t) => {
  const { html } = await render(md('Edit README.md and site.config.ts on example.org.'));
  t.is(html, '<p>Edit README.md and site.config.ts on example.org.</p>\n');
});
