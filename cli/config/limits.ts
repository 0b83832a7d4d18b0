// Size limits. A file over its limit is an error naming it, so one huge (or endless) file
// cannot take the build's memory; a post's tags and the output as a whole are bounded, so a
// few lines of front matter cannot multiply into gigabytes of pages. The defaults are far
// above any real page, picture or site.
import * as z from 'zod';

const MB = 1024 * 1024;
export const DEFAULT_LIMITS = { markdownFileBytes: 20 * MB, assetFileBytes: 100 * MB, tagsPerPost: 100, outputBytes: 2048 * MB } as const;

const bytes = z.number().int().min(1, { error: 'expected a number of bytes, at least 1' });

export const LimitsSchema = z
  .strictObject({
    /** Largest markdown (and front matter) file read, in bytes. */
    markdownFileBytes: bytes.default(DEFAULT_LIMITS.markdownFileBytes),
    /** Largest image or static file published, in bytes. */
    assetFileBytes: bytes.default(DEFAULT_LIMITS.assetFileBytes),
    /** Most tags one post may have: each tag has a page listing its posts. */
    tagsPerPost: z.number().int().min(0, { error: 'expected a number of tags, at least 0' }).default(DEFAULT_LIMITS.tagsPerPost),
    /** Largest output as a whole, in bytes; the build stops as it reaches it. */
    outputBytes: bytes.default(DEFAULT_LIMITS.outputBytes),
  })
  .prefault({});

export type Limits = z.output<typeof LimitsSchema>;
