// News feeds: RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1, with absolute URLs and full HTML.
import { builtLocale } from '../i18n/locales.js';
import type { SiteConfig } from '../config/schema.js';
import type { PostEntry } from '../content/model.js';
import { joinRoute, withBaseUrl } from '../routes/paths.js';
import { GardenError } from '../diagnostics/error.js';
import { describeCharacter, escapeXml, withoutXmlForbidden, XML_FORBIDDEN_HINT, xmlForbiddenCharacter } from '../xml-characters.js';

type FeedType = 'rss' | 'atom' | 'json';
const FILES: Record<FeedType, { file: string; type: string; label: string }> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
};

/** A news section: what its feeds are made of. */
export type FeedSource = Pick<SiteConfig['collections']['news'][number], 'routeBasePath' | 'title' | 'description' | 'feed'>;

export function feedLinks(news: FeedSource): Array<{ rel: string; type: string; href: string; title: string }> {
  return news.feed.types.map((type) => ({
    rel: 'alternate',
    type: FILES[type].type,
    href: joinRoute(news.routeBasePath, FILES[type].file),
    title: `${news.title} ${FILES[type].label}`,
  }));
}

interface FeedItem { post: PostEntry; url: string; html: string }
interface Feed {
  config: SiteConfig;
  news: FeedSource;
  items: FeedItem[];
  home: string;
  self: (type: FeedType) => string;
  /** The newest post's date, so a rebuild with the same posts gives the same bytes. */
  updated: Date;
}

/** The posts the feeds show: the newest listed ones, up to the feed's limit. */
export function feedPosts(allPosts: readonly PostEntry[], news: FeedSource): PostEntry[] {
  return allPosts.filter((post) => !post.draft && !post.unlisted).slice(0, news.feed.limit);
}

/**
 * Posts the RSS or Atom feed shows whose HTML holds a character XML cannot hold: an error at the
 * first line of the post that holds one (none when it came from a partial or a component).
 */
export function unwritableFeedPosts(allPosts: readonly PostEntry[], news: FeedSource): GardenError[] {
  if (!news.feed.types.some((type) => type !== 'json')) return [];
  return feedPosts(allPosts, news).flatMap((post) => {
    const found = xmlForbiddenCharacter(post.rendered?.html ?? '');
    if (found === undefined) return [];
    const text = post.source.text;
    const at = text.indexOf(found.character);
    const line = at < 0 ? undefined : text.slice(0, at).split('\n').length;
    return [new GardenError(`contains ${describeCharacter(found.character)}, which the RSS and Atom feeds cannot hold`, {
      code: 'news/unwritable-character',
      file: post.source.sourcePath,
      ...(line === undefined ? {} : { line }),
      hint: XML_FORBIDDEN_HINT,
    })];
  });
}

export function renderFeeds(allPosts: readonly PostEntry[], news: FeedSource, config: SiteConfig): Array<{ outFile: string; content: string }> {
  const posts = feedPosts(allPosts, news);
  const first = posts[0];
  if (!first) return [];
  const origin = config.url + config.baseUrl.replace(/\/$/, '');
  const absolute = (route: string): string => config.url + withBaseUrl(config.baseUrl, route);
  const items = posts.map((post) => {
    const url = absolute(post.route);
    return { post, url, html: feedHtml(post.rendered?.html ?? '', origin, url) };
  });
  const feed: Feed = {
    config,
    news,
    items,
    home: absolute(joinRoute(news.routeBasePath)),
    self: (type) => absolute(joinRoute(news.routeBasePath, FILES[type].file)),
    updated: first.date,
  };
  const renderers: Record<FeedType, (feed: Feed) => string> = { rss: renderRss, atom: renderAtom, json: renderJson };
  return news.feed.types.map((type) => ({ outFile: joinRoute(news.routeBasePath, FILES[type].file).slice(1), content: renderers[type](feed) }));
}

function renderRss({ config, news, items, home, self, updated }: Feed): string {
  return lines(
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(news.title)}</title>`,
    `<link>${escapeXml(home)}</link>`,
    `<description>${escapeXml(news.description ?? news.title)}</description>`,
    `<language>${escapeXml(builtLocale(config).htmlLang)}</language>`,
    `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    '<generator>garden-site</generator>',
    `<atom:link href="${escapeXml(self('rss'))}" rel="self" type="application/rss+xml"/>`,
    news.feed.copyright ? `<copyright>${escapeXml(news.feed.copyright)}</copyright>` : '',
    ...items.map(({ post, url, html }) => lines(
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${post.date.toUTCString()}</pubDate>`,
      // RSS's own <author> wants an e-mail address; Dublin Core's creator takes a name.
      ...post.authors.map((author) => `<dc:creator>${escapeXml(author.name)}</dc:creator>`),
      post.description ? `<description>${escapeXml(post.description)}</description>` : '',
      `<content:encoded>${cdata(html)}</content:encoded>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag.label)}</category>`),
      '</item>',
    )),
    '</channel>',
    '</rss>',
  ) + '\n';
}

function renderAtom({ config, news, items, home, self, updated }: Feed): string {
  return lines(
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(builtLocale(config).htmlLang)}">`,
    `<id>${escapeXml(home)}</id>`,
    `<title>${escapeXml(news.title)}</title>`,
    news.description ? `<subtitle>${escapeXml(news.description)}</subtitle>` : '',
    `<updated>${updated.toISOString()}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self('atom'))}"/>`,
    '<generator>garden-site</generator>',
    news.feed.copyright ? `<rights>${escapeXml(news.feed.copyright)}</rights>` : '',
    ...items.map(({ post, url, html }) => lines(
      '<entry>',
      `<title>${escapeXml(post.title)}</title>`,
      `<id>${escapeXml(url)}</id>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<updated>${post.date.toISOString()}</updated>`,
      `<published>${post.date.toISOString()}</published>`,
      // RFC 4287 wants an author on the feed or on every entry: a post without one is the site's.
      ...(post.authors.length ? post.authors : [{ name: config.title, url: undefined }]).map((author) => `<author><name>${escapeXml(author.name)}</name>${author.url ? `<uri>${escapeXml(author.url)}</uri>` : ''}</author>`),
      post.description ? `<summary>${escapeXml(post.description)}</summary>` : '',
      `<content type="html">${escapeXml(html)}</content>`,
      ...post.tags.map((tag) => `<category term="${escapeXml(tag.label)}"/>`),
      '</entry>',
    )),
    '</feed>',
  ) + '\n';
}

function renderJson({ config, news, items, home, self }: Feed): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: news.title,
    home_page_url: home,
    feed_url: self('json'),
    ...(news.description ? { description: news.description } : {}),
    language: builtLocale(config).htmlLang,
    items: items.map(({ post, url, html }) => ({
      id: url,
      url,
      title: post.title,
      content_html: html,
      ...(post.description ? { summary: post.description } : {}),
      date_published: post.date.toISOString(),
      ...(post.authors.length ? { authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
      ...(post.tags.length ? { tags: post.tags.map((tag) => tag.label) } : {}),
    })),
  }, null, 2) + '\n';
}

/**
 * A post's HTML as a feed reader should get it: out of the site's context, so root-relative URLs
 * become absolute and in-page `#fragment` links point at the post; the headings' `#` permalinks
 * are page chrome, not content, and would show as stray characters.
 */
export function feedHtml(html: string, origin: string, postUrl: string): string {
  return absolutizeUrls(html.replace(/ ?<a class="hash-link"[^>]*>#<\/a>/g, ''), origin).replace(/\bhref="#/g, `href="${postUrl}#`);
}

/** Feed readers show content out of the site's context, so root-relative URLs must be absolute. */
export function absolutizeUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

function cdata(html: string): string {
  return `<![CDATA[${withoutXmlForbidden(html).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function lines(...parts: string[]): string {
  return parts.filter(Boolean).join('\n');
}
