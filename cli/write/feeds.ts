// News feeds: RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1, with absolute URLs and full HTML.
import type { SiteConfig } from '../config/schema.js';
import type { PostEntry } from '../content/model.js';
import { joinRoute, withBaseUrl } from '../routes/paths.js';
import { escapeHtml } from '../render/escape.js';

type FeedType = 'rss' | 'atom' | 'json';
const FILES: Record<FeedType, { file: string; type: string; label: string }> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
};

export function feedLinks(config: SiteConfig): Array<{ rel: string; type: string; href: string; title: string }> {
  return config.news.feed.types.map((type) => ({
    rel: 'alternate',
    type: FILES[type].type,
    href: joinRoute(config.news.routeBasePath, FILES[type].file),
    title: `${config.news.title} ${FILES[type].label}`,
  }));
}

export function renderFeeds(allPosts: PostEntry[], config: SiteConfig): Array<{ outFile: string; content: string }> {
  const posts = allPosts.filter((post) => !post.draft && !post.unlisted).slice(0, config.news.feed.limit);
  if (posts.length === 0) return [];
  const absolute = (route: string): string => config.url + withBaseUrl(config.baseUrl, route);
  const items = posts.map((post) => ({
    post,
    url: absolute(post.route),
    html: absolutizeUrls(post.rendered?.html ?? '', config.url + config.baseUrl.replace(/\/$/, '')),
  }));
  const home = absolute(joinRoute(config.news.routeBasePath));
  const feedUrl = (type: FeedType): string => absolute(joinRoute(config.news.routeBasePath, FILES[type].file));
  const updated = posts[0]?.date.toISOString() ?? new Date(0).toISOString();
  const renderers: Record<FeedType, () => string> = {
    rss: () => [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '<channel>',
      `<title>${escapeHtml(config.news.title)}</title>`,
      `<link>${home}</link>`,
      `<description>${escapeHtml(config.news.description ?? config.news.title)}</description>`,
      `<language>${escapeHtml(config.locale)}</language>`,
      `<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`,
      `<atom:link href="${feedUrl('rss')}" rel="self" type="application/rss+xml"/>`,
      config.news.feed.copyright ? `<copyright>${escapeHtml(config.news.feed.copyright)}</copyright>` : '',
      ...items.map(({ post, url, html }) => [
        '<item>',
        `<title>${escapeHtml(post.title)}</title>`,
        `<link>${url}</link>`,
        `<guid isPermaLink="true">${url}</guid>`,
        `<pubDate>${post.date.toUTCString()}</pubDate>`,
        post.description ? `<description>${escapeHtml(post.description)}</description>` : '',
        `<content:encoded>${cdata(html)}</content:encoded>`,
        ...post.tags.map((tag) => `<category>${escapeHtml(tag.label)}</category>`),
        '</item>',
      ].filter(Boolean).join('\n')),
      '</channel>',
      '</rss>',
    ].filter(Boolean).join('\n') + '\n',
    atom: () => [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<id>${home}</id>`,
      `<title>${escapeHtml(config.news.title)}</title>`,
      config.news.description ? `<subtitle>${escapeHtml(config.news.description)}</subtitle>` : '',
      `<updated>${updated}</updated>`,
      `<link rel="alternate" href="${home}"/>`,
      `<link rel="self" href="${feedUrl('atom')}"/>`,
      config.news.feed.copyright ? `<rights>${escapeHtml(config.news.feed.copyright)}</rights>` : '',
      ...items.map(({ post, url, html }) => [
        '<entry>',
        `<title type="html">${escapeHtml(post.title)}</title>`,
        `<id>${url}</id>`,
        `<link href="${url}"/>`,
        `<updated>${post.date.toISOString()}</updated>`,
        `<published>${post.date.toISOString()}</published>`,
        post.description ? `<summary type="html">${escapeHtml(post.description)}</summary>` : '',
        `<content type="html">${escapeHtml(html)}</content>`,
        ...(post.authors.length ? post.authors : [{ name: config.title, url: undefined }]).map((author) => `<author><name>${escapeHtml(author.name)}</name>${author.url ? `<uri>${escapeHtml(author.url)}</uri>` : ''}</author>`),
        ...post.tags.map((tag) => `<category term="${escapeHtml(tag.label)}"/>`),
        '</entry>',
      ].filter(Boolean).join('\n')),
      '</feed>',
    ].filter(Boolean).join('\n') + '\n',
    json: () => JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: config.news.title,
      home_page_url: home,
      feed_url: feedUrl('json'),
      ...(config.news.description ? { description: config.news.description } : {}),
      language: config.locale,
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
    }, null, 2) + '\n',
  };
  return config.news.feed.types.map((type) => ({ outFile: joinRoute(config.news.routeBasePath, FILES[type].file).slice(1), content: renderers[type]() }));
}

/** Feed readers show content out of the site's context, so root-relative URLs must be absolute. */
export function absolutizeUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
