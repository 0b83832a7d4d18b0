import { ATTR } from '../shared/attributes.js';

export function setupDocsVersion(): void {
  const version = document.querySelector(`[${ATTR.docsVersion}]`)?.getAttribute(ATTR.docsVersion);
  if (version) localStorage.setItem('docs-preferred-version-default', version);
}
