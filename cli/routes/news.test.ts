import test from 'ava';
import { paginate } from './news.js';

const PAGE_COUNTS: Array<[number, number[]]> = [
  [0, [0]],
  [1, [1]],
  [10, [10]],
  [11, [10, 1]],
  [24, [10, 10, 4]],
];

for (const [total, sizes] of PAGE_COUNTS) {
  test(`${total} posts at 10 a page make pages of ${sizes.join(', ')}`, (t) => {
    const pages = paginate(Array.from({ length: total }, (_, index) => index), 10);
    t.deepEqual(pages.map((page) => page.length), sizes);
  });
}
