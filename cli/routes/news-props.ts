// From news entries to the plain props the news templates read.
import type { Author, PostEntry, Tag } from '../content/model.js';
import { readingMinutes } from '../content/news-reading-time.js';
import { dateLabel, yearLabel, type DateLocale } from '../i18n/dates.js';
import type { EntryBody } from './body-reads.js';
import type { AuthorProps, PostSummary, RecentPosts, TagProps } from './props.js';

export interface SummaryOptions {
  /** Reading time is counted only when the site shows it. */
  showReadingTime: boolean;
  /** How dates read. */
  locale: DateLocale;
}

export function summarizePost(post: PostEntry, { markdown, rendered }: EntryBody, options: SummaryOptions): PostSummary {
  return {
    title: post.title,
    route: post.route,
    description: post.description,
    date: isoDate(post.date),
    dateLabel: dateLabel(post.date, options.locale),
    authors: post.authors.map(authorProps),
    tags: post.tags.map(tagProps),
    excerptHtml: rendered?.excerptHtml ?? rendered?.html ?? '',
    truncated: rendered?.excerptHtml !== undefined,
    readingTime: options.showReadingTime ? readingMinutes(markdown) : undefined,
  };
}

/** The summary React pages receive with their latest posts. */
export function summarize(post: PostEntry, body: EntryBody, locale: DateLocale): PostSummary {
  return summarizePost(post, body, { showReadingTime: false, locale });
}

export function recentPosts(listed: PostEntry[], title: string, count: number, groupByYear: boolean, locale: DateLocale): RecentPosts {
  const shown = listed.slice(0, count);
  const groups = groupByYear ? groupYears(shown, locale) : shown.length > 0 ? [{ year: undefined, posts: shown }] : [];
  return { title, years: groups.map(({ year, posts }) => ({ year, posts: posts.map((post) => ({ label: post.title, href: post.route })) })) };
}

/** Posts (newest first) in runs of the same year, of the locale's calendar, as it writes years. */
export function groupYears(posts: PostEntry[], locale: DateLocale): Array<{ year: string; posts: PostEntry[] }> {
  const years: Array<{ year: string; posts: PostEntry[] }> = [];
  for (const post of posts) {
    const year = yearLabel(post.date, locale);
    const last = years[years.length - 1];
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

export function tagProps(tag: Tag): TagProps {
  return { label: tag.label, route: tag.route, description: tag.description };
}

export function authorProps(author: Author): AuthorProps {
  // First and last name, so "Mary Ann Lee" reads ML like her signature would.
  const words = author.name.split(/\s+/).filter(Boolean);
  const initials = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
  return { name: author.name, title: author.title, url: author.url, imageUrl: author.imageUrl, route: author.route, initials };
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

