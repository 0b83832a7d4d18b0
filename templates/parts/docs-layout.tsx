import type { ReactNode } from 'react';
import type { DocVersionProps, SidebarBehaviour, SidebarItem, SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Layout } from './layout.js';
import { Sidebar } from './sidebar.js';

export interface DocsLayoutProps {
  site: SiteProps;
  sidebar: ({ name: string; items: SidebarItem[] } & Partial<SidebarBehaviour>) | undefined;
  /** The route the sidebar marks as the current page. */
  current: string;
  /** The right-hand column on wide screens (the table of contents). */
  aside?: ReactNode;
  /** The docs version of the page: its banner and badge. */
  version: DocVersionProps;
  children: ReactNode;
}

/** Sidebar, page and table of contents: the frame of every docs page. */
export function DocsLayout({ site, sidebar, current, aside, version, children }: DocsLayoutProps) {
  const versionAttributes = { [ATTR.docsVersion]: version.name, 'data-docs-version-label': version.label, [ATTR.docsSection]: version.section };
  return (
    <Layout site={site} sidebar={sidebar?.items} sidebarName={sidebar?.name} className="main docs-main">
      <div className={`docs-layout${sidebar ? '' : ' docs-layout-no-sidebar'}${version.className ? ` ${version.className}` : ''}`} {...versionAttributes}>
        {sidebar?.hideable ? <SidebarToggle hide={false} /> : null}
        {sidebar ? (
          <aside className="docs-sidebar" data-sidebar={sidebar.name}>
            <Sidebar items={sidebar.items} current={current} autoCollapseCategories={sidebar.autoCollapseCategories} />
            {sidebar.hideable ? <SidebarToggle hide /> : null}
          </aside>
        ) : null}
        <div className="docs-content">
          <VersionNotice site={site} version={version} />
          {children}
        </div>
        <div className="docs-toc">{aside}</div>
      </div>
    </Layout>
  );
}

/**
 * `hideable`: the button under the sidebar that hides it on wide screens, and the one that
 * takes its place to show it again (client/sidebar-toggle.ts; the choice holds while the reader
 * moves between pages).
 */
function SidebarToggle({ hide }: { hide: boolean }) {
  const label = hide ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <button type="button" className={hide ? 'docs-sidebar-hide' : 'docs-sidebar-show'} aria-label={label} title={label} {...{ [ATTR.sidebarToggle]: '' }}>
      <span aria-hidden="true">{hide ? '«' : '»'}</span>
    </button>
  );
}

/** Above the page: a banner on a version other than the last (unreleased or unmaintained), and the version's badge. */
function VersionNotice({ site, version }: { site: SiteProps; version: DocVersionProps }) {
  const { banner } = version;
  return (
    <>
      {banner ? (
        <div className="admonition admonition-warning version-banner" role="note">
          <p>
            {banner.kind === 'unreleased' ? <>This is unreleased documentation for {site.title}, version {version.label}.</> : <>This is documentation for {site.title} {version.label}, which is no longer maintained.</>}
          </p>
          <p>
            For the current documentation, see <a href={banner.latest.href}><b>the latest version</b></a> ({banner.latest.label}).
          </p>
        </div>
      ) : null}
      {version.badge ? <span className="version-badge">Version: {version.label}</span> : null}
    </>
  );
}
