import test from 'ava';
import { LanguageHomes } from './work-batches.js';

test('a language stays with the worker that first highlighted it, so its grammar is compiled once', (t) => {
  const homes = new LanguageHomes();
  const dart = homes.place('dart', 3_000, 2);
  const yaml = homes.place('yaml', 1_000, 2);
  t.not(dart, yaml, 'a new language goes to the worker with less to do');
  for (let batch = 0; batch < 10; batch++) {
    t.is(homes.place('dart', 2_000, 2), dart);
    t.is(homes.place('yaml', 2_500, 2), yaml);
  }
});

test('a language with far more code than the others is shared, so no worker sits idle', (t) => {
  const homes = new LanguageHomes();
  const typescript = homes.place('typescript', 40_000, 2);
  homes.place('json', 1_000, 2);
  const placed = new Set(Array.from({ length: 10 }, () => homes.place('typescript', 40_000, 2)));
  t.deepEqual([...placed].sort(), [0, 1]);
  t.true(placed.has(typescript));
});

test('workers added to the pool later take new languages', (t) => {
  const homes = new LanguageHomes();
  homes.place('bash', 5_000, 1);
  t.is(homes.place('python', 5_000, 2), 1);
});
