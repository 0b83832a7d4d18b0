import type { ReactNode } from 'react';
import type { SidebarItem, SiteProps } from 'garden-site';
import { AnnouncementBar } from './announcement-bar.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { t } from './words.js';

export interface LayoutProps {
  site: SiteProps;
  children: ReactNode;
  /** Docs pages pass their sidebar, so the mobile drawer can offer it as a secondary menu. */
  sidebar?: SidebarItem[] | undefined;
  /** The name of that sidebar: the navbar's link to it is marked current. */
  sidebarName?: string | undefined;
  className?: string;
  /** A page that shows no footer (`<Layout noFooter>` of a Docusaurus page). */
  noFooter?: boolean;
  /** `div` for a page that writes its own `<main>` (a Docusaurus home page): one main landmark per document. */
  mainElement?: 'main' | 'div';
}

/**
 * The chrome around every page. Client navigation swaps the `header.navbar` (active link,
 * drawer menus) and `main#main` of the next page in, and keeps the rest.
 */
export function Layout({ site, children, sidebar, sidebarName, className, noFooter, mainElement: Main = 'main' }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">{t(site, 'theme.common.skipToMainContent')}</a>
      {site.announcementBar ? <AnnouncementBar site={site} bar={site.announcementBar} /> : null}
      <Navbar site={site} sidebar={sidebar} sidebarName={sidebarName} />
      <Main id="main" className={className ?? 'main'} tabIndex={-1}>
        {children}
      </Main>
      {noFooter ? null : <Footer footer={site.footer} />}
    </>
  );
}
