// What a config imports from 'garden-site' when it is evaluated (config-worker.ts): kept apart
// from the schema so that loading it loads nothing else (no zod, no engine).
import type { SiteConfigInput } from './schema.js';

/** Identity: gives `site.config.ts` type checking and editor completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
