import test from 'ava';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SiteConfigSchema, type SiteConfig } from '../config/schema.js';
import type { Author, PostEntry } from '../content/model.js';
import { validate } from '../diagnostics/zod-issues.js';
import { feedHtml, feedLinks, renderFeeds, unwritableFeedPosts } from './feeds.js';

function config(extra: Record<string, unknown> = {}): SiteConfig {
  const result = validate(SiteConfigSchema, { title: 'Geo Garden Club', url: 'https://geo.example.org', news: { title: 'Garden News', description: 'Notes & news' }, ...extra });
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  return result.data;
}

const RUTH: Author = { key: 'ruth', name: 'Ruth Abernathy', title: 'Founder', url: 'https://example.com/ruth', imageUrl: undefined, route: '/news/authors/ruth' };

function makePost(n: number, extra: Partial<PostEntry> = {}): PostEntry {
  const slug = `post-${n}`;
  return {
    kind: 'post',
    source: { absolutePath: `/s/${slug}.md`, sourcePath: `content/news/${slug}.md`, collectionPath: `${slug}.md`, text: '' },
    route: `/news/2025/01/${String(n).padStart(2, '0')}/${slug}`,
    title: `Post ${n} & more`,
    description: n % 2 ? `About post ${n}` : undefined,
    keywords: [],
    image: undefined,
    body: '',
    bodyLineOffset: 0,
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    tocLevels: { min: 2, max: 3 },
    date: new Date(Date.UTC(2025, 0, n)),
    slug,
    authors: [RUTH],
    tags: [{ key: 'releases', label: 'Releases', route: '/news/tags/releases', description: undefined }],
    rendered: {
      html: `<h2 id="added">Added <a class="hash-link" href="#added" aria-label="Direct link to Added">#</a></h2>\n<p>See <a href="/docs/beds">beds</a>, <a href="#added">above</a> and <img src="/assets/images/bed-1a2b3c4d.png" alt=""> ]]> too.</p>\n`,
      excerptHtml: undefined,
      toc: [],
      title: undefined,
      links: [],
      problems: [],
    },
    ...extra,
  };
}

/** 25 listed posts (newest first), a draft and an unlisted post among them. */
const POSTS = [
  makePost(28, { draft: true, route: '/news/draft' }),
  makePost(27, { unlisted: true, route: '/news/unlisted' }),
  ...Array.from({ length: 25 }, (_, index) => makePost(26 - index)),
];

function feeds(posts = POSTS, site = config()): Record<string, string> {
  return Object.fromEntries(renderFeeds(posts, site.news!, site).map((feed) => [feed.outFile, feed.content]));
}

// Repeatable elements always parse as arrays; RSS's single <link> stays a string.
const REPEATED = ['rss.channel.item', 'rss.channel.item.dc:creator', 'feed.link', 'feed.entry', 'feed.entry.link', 'feed.entry.author'];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_name, jpath) => REPEATED.includes(String(jpath)) });
const ABSOLUTE = /^https:\/\/geo\.example\.org\/news\//;

test('RSS 2.0: well-formed, channel fields, the latest 20 listed posts with absolute links and full HTML', (t) => {
  const xml = feeds()['news/rss.xml'] ?? '';
  t.is(XMLValidator.validate(xml), true);
  const channel = parser.parse(xml).rss.channel;
  t.like(channel, { title: 'Garden News', link: 'https://geo.example.org/news', description: 'Notes & news' });
  t.is(channel['atom:link']['@href'], 'https://geo.example.org/news/rss.xml');
  t.is(channel.item.length, 20);
  t.is(channel.item[0].title, 'Post 26 & more');
  t.is(channel.item[0].pubDate, 'Sun, 26 Jan 2025 00:00:00 GMT');
  t.deepEqual(channel.item[0]['dc:creator'], ['Ruth Abernathy']);
  for (const item of channel.item) {
    t.regex(item.link, ABSOLUTE);
    t.is(item.guid['#text'], item.link);
    t.true(item['content:encoded'].includes('<a href="https://geo.example.org/docs/beds">'));
  }
  t.false(xml.includes('/news/draft') || xml.includes('/news/unlisted'));
});

test('Atom (RFC 4287): id, title, updated and self link on the feed; id, title, updated, link and author on every entry', (t) => {
  const xml = feeds()['news/atom.xml'] ?? '';
  t.is(XMLValidator.validate(xml), true);
  const feed = parser.parse(xml).feed;
  t.is(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
  t.like(feed, { id: 'https://geo.example.org/news', title: 'Garden News', updated: '2025-01-26T00:00:00.000Z' });
  t.true(feed.link.some((link: Record<string, string>) => link['@rel'] === 'self' && link['@href'] === 'https://geo.example.org/news/atom.xml'));
  t.is(feed.entry.length, 20);
  for (const entry of feed.entry) {
    t.regex(entry.id, ABSOLUTE);
    t.truthy(entry.title);
    t.regex(entry.updated, /^\d{4}-\d\d-\d\dT/);
    t.regex(entry.link[0]['@href'], ABSOLUTE);
    t.is(entry.author[0].name, 'Ruth Abernathy');
    t.is(entry.content['@type'], 'html');
  }
});

test('Atom: an entry without authors gets the site as its author, as RFC 4287 requires', (t) => {
  const xml = feeds([makePost(1, { authors: [] })])['news/atom.xml'] ?? '';
  t.is(parser.parse(xml).feed.entry[0].author[0].name, 'Geo Garden Club');
});

test('JSON Feed 1.1: version, feed URLs and 20 items with absolute URLs and full HTML', (t) => {
  const json = JSON.parse(feeds()['news/feed.json'] ?? '{}');
  t.like(json, { version: 'https://jsonfeed.org/version/1.1', title: 'Garden News', home_page_url: 'https://geo.example.org/news', feed_url: 'https://geo.example.org/news/feed.json' });
  t.is(json.items.length, 20);
  for (const item of json.items) {
    t.is(item.id, item.url);
    t.regex(item.url, ABSOLUTE);
    t.true(item.content_html.startsWith('<h2 id="added">Added</h2>'));
  }
  t.deepEqual(json.items[0].authors, [{ name: 'Ruth Abernathy', url: 'https://example.com/ruth' }]);
});

test('feed HTML: root-relative URLs absolute, fragments point at the post, heading permalinks removed', (t) => {
  const html = feedHtml('<h2 id="a">A <a class="hash-link" href="#a" aria-label="Direct link to A">#</a></h2><p><a href="#a">up</a> <img src="/img/x.png"> <a href="https://other.example/">x</a></p>', 'https://geo.example.org', 'https://geo.example.org/news/p');
  t.is(html, '<h2 id="a">A</h2><p><a href="https://geo.example.org/news/p#a">up</a> <img src="https://geo.example.org/img/x.png"> <a href="https://other.example/">x</a></p>');
});

test('the configured feed types and limit are honoured; no posts, no feeds', (t) => {
  const site = config({ news: { title: 'Garden News', feed: { types: ['atom'], limit: 3 } } });
  const written = feeds(POSTS, site);
  t.deepEqual(Object.keys(written), ['news/atom.xml']);
  t.is(parser.parse(written['news/atom.xml'] ?? '').feed.entry.length, 3);
  t.deepEqual(feedLinks(site.news!).map((link) => link.href), ['/news/atom.xml']);
  t.deepEqual(renderFeeds([POSTS[0] as PostEntry], config().news!, config()), []);
});

test('a character XML cannot hold in a post the feeds show is an error at its line; what no line holds is left out, so the feeds stay well-formed', (t) => {
  const html = '<p>Before \u001b[31mred\u001b[0m after</p>\n';
  const fromText = makePost(30, { source: { absolutePath: '/s/ansi.md', sourcePath: 'content/news/ansi.md', collectionPath: 'ansi.md', text: '---\ntitle: Colours\n---\n\nBefore \u001b[31mred\u001b[0m after\n' }, rendered: { ...makePost(30).rendered!, html } });
  const fromComponent = makePost(29, { rendered: { ...makePost(29).rendered!, html: '<p>Made by a component \u0001\uFFFF</p>' } });
  const posts = [fromText, fromComponent, ...POSTS];
  t.deepEqual(unwritableFeedPosts(posts, config().news!).map((problem) => `${problem.location}  ${problem.message}`), [
    'content/news/ansi.md:5  contains the control character U+001B, which the RSS and Atom feeds cannot hold',
    'content/news/post-29.md  contains the control character U+0001, which the RSS and Atom feeds cannot hold',
  ]);
  t.deepEqual(unwritableFeedPosts(posts, config({ news: { feed: { types: ['json'] } } }).news!), [], 'the JSON feed holds any character');
  for (const feed of renderFeeds(posts, config().news!, config()).filter((file) => file.outFile.endsWith('.xml'))) {
    t.is(XMLValidator.validate(feed.content), true, feed.outFile);
    t.false(/[\u0001\u001b\uFFFF]/.test(feed.content), feed.outFile);
  }
});
