// What a React page rendered through the Docusaurus API (api.ts) reads while it renders, handed
// down by render-route.ts in a React context: the page's site props, the theme's layout, and
// what the page asks for in its head (`<Layout title>`, `<Head>`), collected for the document.
import type { ComponentType, ReactNode } from 'react';
import type { SiteProps } from '../routes/props.js';
import { reactModule } from '../markdown/react-runtime.js';

export interface ThemeLayoutProps {
  site: SiteProps;
  children: ReactNode;
  className?: string;
  noFooter?: boolean;
  /**
   * The element holding the page (`#main`): a `div` when the page writes its own `<main>`, as
   * Docusaurus's classic home page does, so the document keeps one main landmark.
   */
  mainElement?: 'main' | 'div';
}

export interface PageHead {
  title?: string;
  description?: string;
  /** `<Head>`'s children: title, meta, link and style elements. */
  elements: ReactNode[];
}

/** Docusaurus's theme components a theme may provide its own versions of (`defineTheme({ components })`). */
export interface ThemeComponents {
  ThemedImage?: ComponentType<{ sources: { light: string; dark: string }; alt: string } & Record<string, unknown>>;
}

export interface DocusaurusPage {
  site: SiteProps;
  /** The theme's versions of Docusaurus's theme components. */
  components?: ThemeComponents | undefined;
  /** The theme's chrome (navbar, footer), when the theme provides it (`defineTheme({ layout })`). */
  Layout: ComponentType<ThemeLayoutProps> | undefined;
  head: PageHead;
}

let context: import('react').Context<DocusaurusPage | null> | undefined;

/** The one context object, made with the engine's React the first time a page needs it. */
export function pageContext(): import('react').Context<DocusaurusPage | null> {
  context ??= reactModule().createContext<DocusaurusPage | null>(null);
  return context;
}

export function usePage(): DocusaurusPage {
  const page = reactModule().useContext(pageContext());
  if (!page) throw new Error('this Docusaurus component is rendered outside a page of the site');
  return page;
}
