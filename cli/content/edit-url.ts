// "Edit this page": as in Docusaurus, a doc's edit link is the site's `docs.editUrl` followed by
// the doc's path from the site root, unless its front matter gives `custom_edit_url` (a URL of
// its own, or null for no link).

export function docEditUrl(base: string | undefined, sourcePath: string, custom: string | null | undefined): string | undefined {
  if (custom !== undefined) return custom ?? undefined;
  if (base === undefined) return undefined;
  const encoded = sourcePath.split('/').map(encodeURIComponent).join('/');
  return `${base.replace(/\/+$/, '')}/${encoded}`;
}
