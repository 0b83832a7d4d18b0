// A route whose entry's body changed and nothing else: the same route with the props the new
// body gives (docs.ts and pages.ts make them the same way when they build a route). A post's
// body also reaches the news lists (excerpts, reading time), so posts are not refreshed here.
import type { ContentEntry } from '../content/model.js';
import { docBodyProps } from './docs.js';
import { pageBodyProps } from './pages.js';
import type { Route } from './route.js';

/** The route with its entry's new body, or undefined when only building the routes again will do. */
export function refreshBody(route: Route, entry: ContentEntry): Route | undefined {
  if (route.template === 'doc' && entry.kind === 'doc') return { ...route, props: { ...route.props, doc: { ...route.props.doc, ...docBodyProps(entry) } } };
  if (route.template === 'page' && entry.kind === 'page') return { ...route, props: { ...route.props, page: { ...route.props.page, ...pageBodyProps(entry) } } };
  return undefined;
}
