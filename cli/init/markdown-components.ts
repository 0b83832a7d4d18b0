// The config entry that maps a tag used in markdown to the module rendering it
// (`markdown.components: { Name: 'components/Name.tsx' }`).
import type { SiteConfigInput } from '../config/schema.js';

export function withMarkdownComponents(config: SiteConfigInput, components: Record<string, string>): SiteConfigInput {
  if (Object.keys(components).length === 0) return config;
  const markdown = { ...(config.markdown ?? {}), components } as NonNullable<SiteConfigInput['markdown']>;
  return { ...config, markdown };
}
