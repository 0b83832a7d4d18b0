import test from 'ava';
import { parseWaitTimeout } from './wait-timeout.js';

test('--wait-timeout takes a duration with a unit, or seconds', (t) => {
  t.is(parseWaitTimeout('10m'), 600_000);
  t.is(parseWaitTimeout('30s'), 30_000);
  t.is(parseWaitTimeout('500ms'), 500);
  t.is(parseWaitTimeout('1h'), 3_600_000);
  t.is(parseWaitTimeout('0.2'), 200);
  t.is(parseWaitTimeout('0'), 0);
  for (const text of ['soon', '-1', '10 minutes', '', '1e3', 'm']) t.is(parseWaitTimeout(text), undefined, text);
});
