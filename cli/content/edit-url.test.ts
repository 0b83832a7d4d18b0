import test from 'ava';
import { docEditUrl } from './edit-url.js';

test('the edit link is editUrl and the doc path from the site root, with one slash between them', (t) => {
  t.is(docEditUrl('https://github.com/geo/site/edit/main/', 'content/docs/crops/my beds.md', undefined), 'https://github.com/geo/site/edit/main/content/docs/crops/my%20beds.md');
  t.is(docEditUrl('https://github.com/geo/site/edit/main', 'content/docs/intro.md', undefined), 'https://github.com/geo/site/edit/main/content/docs/intro.md');
});

test('custom_edit_url wins, null hides the link, and no editUrl means no link', (t) => {
  t.is(docEditUrl('https://github.com/geo/site/edit/main/', 'content/docs/intro.md', 'https://example.org/edit/intro'), 'https://example.org/edit/intro');
  t.is(docEditUrl('https://github.com/geo/site/edit/main/', 'content/docs/intro.md', null), undefined);
  t.is(docEditUrl(undefined, 'content/docs/intro.md', undefined), undefined);
  t.is(docEditUrl(undefined, 'content/docs/intro.md', 'https://example.org/edit/intro'), 'https://example.org/edit/intro');
});
