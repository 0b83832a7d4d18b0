import test from 'ava';
import type { GardenError } from '../diagnostics/error.js';
import { readAuthors, readTags } from './news-meta.js';

test("a tags.yml permalink that climbs out with '..' is an error on the tag's line, and the tag gets no page", (t) => {
  const text = 'releases:\n  label: Releases\n  permalink: /updates\nseeds:\n  label: Seeds\n  permalink: /../../seeds\n';
  const problems: GardenError[] = [];
  const tags = readTags({ absolutePath: '/site/content/news/tags.yml', sourcePath: 'content/news/tags.yml', collectionPath: 'tags.yml', text }, 'news', problems);
  t.deepEqual([...tags.keys()], ['releases']);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), ["content/news/tags.yml:4  seeds.permalink: must not contain '..'"]);
});

test('an author or tag holding a character XML cannot hold is an error at its key, and is left out', (t) => {
  const problems: GardenError[] = [];
  const file = (name: string, text: string) => ({ absolutePath: `/site/content/news/${name}`, sourcePath: `content/news/${name}`, collectionPath: name, text });
  const authors = readAuthors(file('authors.yml', 'ruth:\n  name: Ruth\nbo:\n  name: "Bo \\u0007"\n'), 'news', problems);
  const tags = readTags(file('tags.yml', 'seeds:\n  label: "Seeds\\u0001"\n'), 'news', problems);
  t.deepEqual([...authors.keys()], ['ruth']);
  t.deepEqual([...tags.keys()], []);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), ['content/news/authors.yml:3  bo: contains the control character U+0007', 'content/news/tags.yml:1  seeds: contains the control character U+0001']);
});

test("an author's url, image_url or socials link with a script scheme is an error at its line, and the author is left out", (t) => {
  const problems: GardenError[] = [];
  const text = 'ruth:\n  name: Ruth\n  url: javascript:alert(1)\n  image_url: "data:image/svg+xml,x"\n  socials:\n    x: ruth\n    github: "jav&#x09;ascript:x"\nbo:\n  name: Bo\n  url: https://bo.example\n';
  const authors = readAuthors({ absolutePath: '/site/content/news/authors.yml', sourcePath: 'content/news/authors.yml', collectionPath: 'authors.yml', text }, 'news', problems);
  t.deepEqual([...authors.keys()], ['bo']);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), [
    "content/news/authors.yml:3  ruth.url: 'javascript:' URLs are not allowed",
    "content/news/authors.yml:4  ruth.image_url: 'data:' URLs are not allowed",
    "content/news/authors.yml:7  ruth.socials.github: 'javascript:' URLs are not allowed",
  ]);
});
