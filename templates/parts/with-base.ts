/** A site path under the configured baseUrl (`/pricing` → `/garden/pricing` for `/garden/`). */
export function withBase(baseUrl: string, path: string): string {
  if (baseUrl === '/' || !path.startsWith('/')) return path;
  return baseUrl.replace(/\/$/, '') + (path === '/' ? '/' : path);
}
