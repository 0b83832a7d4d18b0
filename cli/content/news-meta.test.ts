import test from 'ava';
import type { GardenError } from '../diagnostics/error.js';
import { readTags } from './news-meta.js';

test("a tags.yml permalink that climbs out with '..' is an error on the tag's line, and the tag gets no page", (t) => {
  const text = 'releases:\n  label: Releases\n  permalink: /updates\nseeds:\n  label: Seeds\n  permalink: /../../seeds\n';
  const problems: GardenError[] = [];
  const tags = readTags({ absolutePath: '/site/content/news/tags.yml', sourcePath: 'content/news/tags.yml', collectionPath: 'tags.yml', text }, 'news', problems);
  t.deepEqual([...tags.keys()], ['releases']);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), ["content/news/tags.yml:4  seeds.permalink: must not contain '..'"]);
});
