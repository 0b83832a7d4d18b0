import type { ReactNode } from 'react';
import type { DocVersionProps, SidebarBehaviour, SidebarItem, SiteProps } from 'garden-site';
import { ATTR } from '../shared/attributes.js';
import { Layout } from './layout.js';
import { Sidebar } from './sidebar.js';
import { t, tNodes } from './words.js';

export interface DocsLayoutProps {
  site: SiteProps;
  sidebar: ({ name: string; items: SidebarItem[] } & Partial<SidebarBehaviour>) | undefined;
  /** The route the sidebar marks as the current page. */
  current: string;
  /** The column at the end of the line on wide screens (the table of contents). */
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
        {sidebar?.hideable ? <SidebarToggle site={site} hide={false} /> : null}
        {sidebar ? (
          <aside className="docs-sidebar" data-sidebar={sidebar.name}>
            <Sidebar items={sidebar.items} current={current} label={t(site, 'theme.docs.sidebar.navAriaLabel')} autoCollapseCategories={sidebar.autoCollapseCategories} />
            {sidebar.hideable ? <SidebarToggle site={site} hide /> : null}
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
function SidebarToggle({ site, hide }: { site: SiteProps; hide: boolean }) {
  const label = t(site, hide ? 'theme.docs.sidebar.collapseButtonAriaLabel' : 'theme.docs.sidebar.expandButtonAriaLabel');
  const title = t(site, hide ? 'theme.docs.sidebar.collapseButtonTitle' : 'theme.docs.sidebar.expandButtonTitle');
  return (
    <button type="button" className={hide ? 'docs-sidebar-hide' : 'docs-sidebar-show'} aria-label={label} title={title} {...{ [ATTR.sidebarToggle]: '' }}>
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
          <p>{t(site, banner.kind === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', { siteTitle: site.title, versionLabel: version.label })}</p>
          <p>
            {tNodes(site, 'theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: <a href={banner.latest.href}><b>{t(site, 'theme.docs.versions.latestVersionLinkLabel')}</b></a> }, { versionLabel: banner.latest.label })}
          </p>
        </div>
      ) : null}
      {version.badge ? <span className="version-badge">{t(site, 'theme.docs.versionBadge.label', { versionLabel: version.label })}</span> : null}
    </>
  );
}
