// Front matter of docs, news posts and pages. Field names follow Docusaurus so its docs and
// blog posts move over unchanged. Top-level objects are loose: Docusaurus sites carry custom
// fields their own components read, and those must pass through. Nested objects are strict,
// as in Docusaurus, so a typo inside `last_update:` or an inline author is still caught.
// Values YAML gives in a handier form are converted: numeric strings, comma lists, dates.
import * as z from 'zod';
import { calendarProblem, isCalendarDate } from './calendar-date.js';
import { routePathProblem } from '../routes/route-path-rules.js';
import { safeUrl } from '../config/field-schemas.js';

/** `"3"` → 3, so quoting a number in YAML does not break it; anything else is left for zod to reject. */
function numberLike(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** `"a, b"` → `['a', 'b']`: writers often type keywords and tags on one line. */
function commaList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * ISO strings → Date. YAML already turns unquoted dates into Dates (our YAML engine leaves
 * impossible ones as text); quoted ones arrive as text. A YYYY-MM-DD that is not on the
 * calendar is reported here: `new Date` would roll it over to another day.
 */
function dateLike(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{1,2}-\d{1,2}/.test(value.trim())) return value;
  const problem = calendarProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem.message, params: { hint: problem.hint } });
    return value;
  }
  const date = new Date(value.trim());
  return isCalendarDate(value) && !Number.isNaN(date.getTime()) ? date : value;
}

/** A bare date is what a writer means by `last_update: 2025-01-31`: the date, with no author. */
function lastUpdateLike(value: unknown): unknown {
  return value instanceof Date || typeof value === 'string' ? { date: value } : value;
}

/** A text that must say something: an empty title or label would leave a blank heading or link. */
function nonEmpty(hint: string) {
  return z.string().refine((text) => text.trim() !== '', { error: 'must not be empty', params: { hint } });
}

const date = z.preprocess(dateLike, z.date());
/** A page path: checked here so a problem names its line (route-path-rules.ts). */
function checkRoutePath(value: string, ctx: z.RefinementCtx): void {
  const problem = routePathProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { hint: problem.hint } });
}
const routePath = z.string().superRefine(checkRoutePath);
const strings = z.preprocess(commaList, z.array(z.string()));
const headingLevel = z.preprocess(numberLike, z.number().int().min(2).max(6));

const TagSchema = z.union([z.string(), z.strictObject({ label: z.string(), permalink: routePath, description: z.string().optional() })]);
const tags = z.preprocess(commaList, z.array(TagSchema));

const LastUpdateSchema = z.preprocess(lastUpdateLike, z.strictObject({ date: date.optional(), author: z.string().optional() }));
const title = nonEmpty('write the title, or remove the line to let garden-site choose one');
const slug = nonEmpty("write the page's address, like /getting-started, or remove the line to keep the one from the file name").superRefine(checkRoutePath);
/** Where "Edit this page" leads: a page on another site (the repository host), so an absolute URL. */
const editUrl = z.string().refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
  error: 'expected an absolute URL like https://github.com/you/site/edit/main/docs/intro.md',
  params: { hint: 'write the full address of the file in its repository, or null to show no edit link' },
});
const sidebarLabel = nonEmpty('write the label, or remove the line to show the title');

/** Fields every kind of content shares. */
const common = {
  title: title.optional(),
  description: z.string().optional(),
  keywords: strings.default([]),
  image: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
};

const tocLevels = {
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
};

/** min ≤ max, reported on the max field; out-of-range levels are reported by their own check. */
function checkTocLevels(data: { toc_min_heading_level?: number | undefined; toc_max_heading_level?: number | undefined }, ctx: z.RefinementCtx): void {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = data;
  if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({ code: 'custom', path: ['toc_max_heading_level'], message: `must be at least toc_min_heading_level (${min})` });
  }
}

export const DocFrontMatterSchema = z
  .looseObject({
    ...common,
    ...tocLevels,
    id: z.string().min(1).refine((id) => !id.includes('/'), { error: "must not contain '/'", params: { hint: 'the folder is part of the id already; give only the last part' } }).optional(),
    sidebar_label: sidebarLabel.optional(),
    sidebar_position: z.preprocess(numberLike, z.number()).optional(),
    sidebar_class_name: z.string().optional(),
    slug: slug.optional(),
    tags: tags.default([]),
    hide_title: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    last_update: LastUpdateSchema.optional(),
    custom_edit_url: editUrl.nullable().optional(),
    displayed_sidebar: z.string().nullable().optional(),
  })
  .superRefine(checkTocLevels);

const InlineAuthorSchema = z.strictObject({
  name: z.string(),
  title: z.string().optional(),
  url: safeUrl.optional(),
  image_url: safeUrl.optional(),
  email: z.string().optional(),
  /** A handle (`ruth`) or a URL, per network. */
  socials: z.record(z.string(), safeUrl).optional(),
});

/** One key, one inline author, or a list mixing both → always a list. */
const authors = z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(z.union([z.string().min(1), InlineAuthorSchema])));

const LEGACY_AUTHOR_FIELDS = ['author_title', 'author_url', 'author_image_url'] as const;

export const PostFrontMatterSchema = z
  .looseObject({
    ...common,
    ...tocLevels,
    slug: slug.optional(),
    date: date.optional(),
    authors: authors.default([]),
    tags: tags.default([]),
    sidebar_label: sidebarLabel.optional(),
    last_update: LastUpdateSchema.optional(),
    // Older Docusaurus blogs describe a single author with these.
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: safeUrl.optional(),
    author_image_url: safeUrl.optional(),
  })
  .superRefine((data, ctx) => {
    checkTocLevels(data, ctx);
    if (data.author !== undefined && data.authors.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['author'], message: "use either 'authors' or 'author', not both", params: { hint: 'move this author into the authors list' } });
    }
    for (const field of LEGACY_AUTHOR_FIELDS) {
      if (data[field] !== undefined && data.author === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: "needs 'author' (the author's name) as well", params: { hint: 'add author: <name>, or use authors: [{name, title, url, image_url}]' } });
      }
    }
  })
  .transform(({ author, author_title, author_url, author_image_url, ...rest }) => {
    if (author === undefined) return rest;
    const inline: z.output<typeof InlineAuthorSchema> = { name: author };
    if (author_title !== undefined) inline.title = author_title;
    if (author_url !== undefined) inline.url = author_url;
    if (author_image_url !== undefined) inline.image_url = author_image_url;
    return { ...rest, authors: [inline] };
  });

export const PageFrontMatterSchema = z
  .looseObject({
    ...common,
    ...tocLevels,
    wrapperClassName: z.string().optional(),
  })
  .superRefine(checkTocLevels);

export type DocFrontMatter = z.output<typeof DocFrontMatterSchema>;
export type PostFrontMatter = z.output<typeof PostFrontMatterSchema>;
export type PageFrontMatter = z.output<typeof PageFrontMatterSchema>;
export type InlineAuthor = z.output<typeof InlineAuthorSchema>;
export type FrontMatterTag = z.output<typeof TagSchema>;

export type FrontMatterKind = 'doc' | 'post' | 'page';

export interface FrontMatterByKind {
  doc: DocFrontMatter;
  post: PostFrontMatter;
  page: PageFrontMatter;
}

export const FRONT_MATTER_SCHEMAS = {
  doc: DocFrontMatterSchema,
  post: PostFrontMatterSchema,
  page: PageFrontMatterSchema,
} as const;
