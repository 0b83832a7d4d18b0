import test from 'ava';
import { chooseRange } from './range.js';

const MODIFIED = 'Thu, 26 Nov 2026 10:00:00 GMT';

test('a range from, a range to the end, and the last N bytes', (t) => {
  t.deepEqual(chooseRange('bytes=0-99', undefined, MODIFIED, 1000), { kind: 'part', start: 0, end: 99 });
  t.deepEqual(chooseRange('bytes=900-', undefined, MODIFIED, 1000), { kind: 'part', start: 900, end: 999 });
  t.deepEqual(chooseRange('bytes=-100', undefined, MODIFIED, 1000), { kind: 'part', start: 900, end: 999 });
  t.deepEqual(chooseRange('bytes=990-5000', undefined, MODIFIED, 1000), { kind: 'part', start: 990, end: 999 });
});

test('a range past the end is unsatisfiable; malformed, reversed or several ranges get the whole body', (t) => {
  t.deepEqual(chooseRange('bytes=1000-', undefined, MODIFIED, 1000), { kind: 'unsatisfiable' });
  t.deepEqual(chooseRange('bytes=-0', undefined, MODIFIED, 1000), { kind: 'unsatisfiable' });
  for (const header of ['bytes=5-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=-', 'bytes=a-b']) t.deepEqual(chooseRange(header, undefined, MODIFIED, 1000), { kind: 'whole' }, header);
  t.deepEqual(chooseRange(undefined, undefined, MODIFIED, 1000), { kind: 'whole' });
});

test('If-Range: the range only while the file is the one the client has', (t) => {
  t.deepEqual(chooseRange('bytes=0-9', MODIFIED, MODIFIED, 1000), { kind: 'part', start: 0, end: 9 });
  t.deepEqual(chooseRange('bytes=0-9', 'Wed, 25 Nov 2026 10:00:00 GMT', MODIFIED, 1000), { kind: 'whole' });
  t.deepEqual(chooseRange('bytes=0-9', 'W/"3e8-1"', MODIFIED, 1000), { kind: 'whole' });
});
