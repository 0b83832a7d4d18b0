// Per-file size limits. A file over its limit is an error naming it, so one huge (or endless)
// file cannot take the build's memory. The defaults are far above any real page or picture.
import * as z from 'zod';

const MB = 1024 * 1024;
export const DEFAULT_LIMITS = { markdownFileBytes: 20 * MB, assetFileBytes: 100 * MB } as const;

const bytes = z.number().int().min(1, { error: 'expected a number of bytes, at least 1' });

export const LimitsSchema = z
  .strictObject({
    /** Largest markdown (and front matter) file read, in bytes. */
    markdownFileBytes: bytes.default(DEFAULT_LIMITS.markdownFileBytes),
    /** Largest image or static file published, in bytes. */
    assetFileBytes: bytes.default(DEFAULT_LIMITS.assetFileBytes),
  })
  .prefault({});

export type Limits = z.output<typeof LimitsSchema>;
