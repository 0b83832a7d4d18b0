import test from 'ava';
import { createCodeHighlighter } from './highlighter.js';

const themes = { light: 'github-light', dark: 'github-dark' };
const coloured = (html: string): boolean => html.includes('<span style="--shiki-light:');

// Highlighters made in one thread share their grammars; what each one colours must still be
// what it would colour alone, so a page's HTML does not depend on what the thread did before.
test('a highlighter colours the languages it was given and those their grammars embed, whatever earlier highlighters held', async (t) => {
  const first = await createCodeHighlighter({ themes, languages: ['python'] });
  const second = await createCodeHighlighter({ themes, languages: ['rust', 'html'] });
  t.true(coloured(first.renderFence('x = 1\n', 'python')));
  t.true(coloured(second.renderFence('fn main() {}\n', 'rust')));
  // html embeds JavaScript and CSS, so a highlighter given html alone has always coloured them.
  t.true(coloured(second.renderFence('const x = 1;\n', 'js')));
  t.false(coloured(second.renderFence('x = 1\n', 'python')), 'python was asked for by the first highlighter only');
  t.is(second.renderFence('x = 1\n', 'python'), second.renderFence('x = 1\n', 'python title="a"').replace('<div class="code-block-title">a</div>', ''));
  // The first highlighter is unchanged by the second's languages.
  t.false(coloured(first.renderFence('fn main() {}\n', 'rust')));
});
