import test from 'ava';
import { countWords, readingMinutes } from './news-reading-time.js';

const words = (count: number): string => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

test('prose counts; markup, link targets, HTML tags and comments do not', (t) => {
  const markdown = [
    '## Planting garlic',
    '',
    'Plant [cloves](https://example.com/a/very/long/url-with-many-parts) pointy end **up**.',
    '',
    '<!-- truncate -->',
    '',
    '<img src="./bed.png" alt="" />',
    '',
    ':::tip Keep notes',
    'Write it down.',
    ':::',
    '',
    '```dart',
    'final bed = Bed();',
    '```',
  ].join('\n');
  // Planting garlic (2) + Plant cloves pointy end up (5) + Keep notes (2) + Write it down (3) + final bed Bed (3)
  t.is(countWords(markdown), 15);
});

test('contractions and hyphenated words count once', (t) => {
  t.is(countWords("Don't over-water the year's last seedlings."), 6);
});

test('minutes are rounded up at 200 words a minute, and never zero', (t) => {
  t.is(readingMinutes(''), 1);
  t.is(readingMinutes(words(200)), 1);
  t.is(readingMinutes(words(201)), 2);
  t.is(readingMinutes(words(1000)), 5);
  t.is(readingMinutes(words(300), 100), 3);
});
