import test from 'ava';
import { liveStringSizes } from '../../test/_heap-strings.js';
import { flatString } from './flat-string.js';

test('a string built by concatenation is held as one flat copy once flatString has read it, not as a tree of its pieces', (t) => {
  let html = '';
  for (let item = 0; item < 2000; item++) html += `<li class="flat-string-probe">Bed ${item}</li>`;
  const flat = flatString(html);
  t.true(liveStringSizes('<li class="flat-string-probe">Bed 0</li><li').some((bytes) => bytes >= flat.length), 'no flat copy of the whole text in memory');
});
