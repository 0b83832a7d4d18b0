import type { ReactNode } from 'react';
import type { SidebarItem, SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Layout } from './layout.js';
import { Sidebar } from './sidebar.js';

export interface DocsLayoutProps {
  site: SiteProps;
  sidebar: { name: string; items: SidebarItem[] } | undefined;
  /** The route the sidebar marks as the current page. */
  current: string;
  /** The right-hand column on wide screens (the table of contents). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Sidebar, page and table of contents: the frame of every docs page. */
export function DocsLayout({ site, sidebar, current, aside, children }: DocsLayoutProps) {
  const version = { [ATTR.docsVersion]: site.docs.versionName, 'data-docs-version-label': site.docs.versionLabel };
  return (
    <Layout site={site} sidebar={sidebar?.items} className="main docs-main">
      <div className={`docs-layout${sidebar ? '' : ' docs-layout-no-sidebar'}`} {...version}>
        {sidebar ? (
          <aside className="docs-sidebar" data-sidebar={sidebar.name}>
            <Sidebar items={sidebar.items} current={current} />
          </aside>
        ) : null}
        <div className="docs-content">{children}</div>
        <div className="docs-toc">{aside}</div>
      </div>
    </Layout>
  );
}
