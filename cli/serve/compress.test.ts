import test from 'ava';
import { chooseEncoding } from './compress.js';

test('brotli is preferred, gzip is the fallback, and q=0 refuses an encoding', (t) => {
  t.is(chooseEncoding('gzip, deflate, br'), 'br');
  t.is(chooseEncoding('gzip'), 'gzip');
  t.is(chooseEncoding('br;q=0, gzip'), 'gzip');
  t.is(chooseEncoding('identity'), undefined);
  t.is(chooseEncoding(undefined), undefined);
});
