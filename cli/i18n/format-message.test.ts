import test from 'ava';
import { formatMessage } from './format-message.js';
import { dateLabel, yearLabel } from './dates.js';
import { translate } from './translate.js';

test("plural forms follow the language's categories in CLDR order; fewer forms than categories end on the last", (t) => {
  const posts = '{count} post|{count} posts';
  t.is(formatMessage(posts, { count: 1 }, 'en'), '1 post');
  t.is(formatMessage(posts, { count: 0 }, 'en'), '0 posts');
  // French: 0 and 1 are "one"; a million is "many", the second of three forms.
  const articles = '{count} article|{count} articles de plus|{count} articles';
  t.is(formatMessage(articles, { count: 0 }, 'fr'), '0 article');
  t.is(formatMessage(articles, { count: 1000000 }, 'fr'), '1\u202f000\u202f000 articles de plus', 'grouped with narrow no-break spaces');
  t.is(formatMessage(articles, { count: 2 }, 'fr'), '2 articles');
  // Arabic has six categories (zero, one, two, few, many, other); a message with two forms uses the last for the rest.
  const arabic = 'صفر|واحد|اثنان|{count} قليلة|{count} كثيرة|{count} أخرى';
  t.deepEqual([0, 1, 2, 3, 11, 100].map((count) => formatMessage(arabic, { count }, 'ar')), ['صفر', 'واحد', 'اثنان', '3 قليلة', '11 كثيرة', '100 أخرى']);
  t.is(formatMessage('one|{count} many', { count: 5 }, 'ar'), '5 many');
});

test('the only number among the values chooses the form; numbers are written as the language writes them', (t) => {
  t.is(formatMessage('One min read|{readingTime} min read', { readingTime: 1 }, 'en'), 'One min read');
  t.is(formatMessage('{readingTime} minutes', { readingTime: 1234 }, 'de'), '1.234 minutes');
  t.is(formatMessage('Page {page} of {totalPages}', { page: 2, totalPages: 3 }, 'en'), 'Page 2 of 3', 'two numbers and no count: no forms chosen');
});

test('values are put in as text; a name the values lack, or an inherited one, stays as written', (t) => {
  t.is(formatMessage('{a} and {b}', { a: '{b}', b: 'x' }, 'en'), '{b} and x', 'a value is not read again');
  t.is(formatMessage('Hello {name} {constructor} {toString}', { name: '<b>' }, 'en'), 'Hello <b> {constructor} {toString}');
  t.is(formatMessage('No | here', undefined, 'en'), 'No | here');
});

test('translate reads the page’s words and refuses an id no table defines', (t) => {
  const site = { words: { 'garden.x': '{count} jour|{count} jours' }, htmlLang: 'fr-FR' };
  t.is(translate(site, 'garden.x', { count: 1 }), '1 jour');
  t.throws(() => translate(site, 'garden.missing'), { message: /no message "garden\.missing": add it to the theme's messages/ });
  t.throws(() => translate(site, 'toString'), { message: /no message "toString"/ });
});

test('dates read in the locale and its calendar, in UTC', (t) => {
  const date = new Date('2025-03-01T00:00:00Z');
  t.is(dateLabel(date, { htmlLang: 'en', calendar: 'gregory' }), 'March 1, 2025');
  t.is(dateLabel(date, { htmlLang: 'fr-FR', calendar: 'gregory' }), '1 mars 2025');
  t.is(dateLabel(date, { htmlLang: 'fa', calendar: 'persian' }), '۱۱ اسفند ۱۴۰۳');
  t.is(yearLabel(date, { htmlLang: 'fa', calendar: 'persian' }), '۱۴۰۳');
  t.is(yearLabel(new Date('2025-03-21T00:00:00Z'), { htmlLang: 'fa', calendar: 'persian' }), '۱۴۰۴', 'Nowruz starts the next year');
});
