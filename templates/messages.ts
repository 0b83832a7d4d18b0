// Every word the theme shows (templates and browser script), by message id, in English. A
// locale's `i18n/<locale>/code.json` translates them (`garden-site write-translations` lists
// them there). Docusaurus's own `theme.*` ids where the words mean the same thing, so a
// Docusaurus site's translations apply; the theme's own under `garden.*`. The words the engine
// writes itself (admonition titles, tag page titles…) are the engine's table, and templates may
// read them too.
import { defineMessages } from 'garden-site';

export const MESSAGES = defineMessages({
  // Every page
  'theme.common.skipToMainContent': { message: 'Skip to main content', description: 'The link to skip to the main content, for keyboard users' },
  'garden.announcement.ariaLabel': { message: 'Announcement', description: 'The ARIA label of the announcement bar' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { message: 'Close announcement', description: 'The ARIA label of the button closing the announcement bar' },
  'theme.NavBar.navAriaLabel': { message: 'Main', description: 'The ARIA label of the main navigation' },
  'garden.navbar.openMenu': { message: 'Open menu', description: 'The ARIA label of the button opening the menu on narrow screens' },
  'garden.navbar.closeMenu': { message: 'Close menu', description: 'The ARIA label of the button closing the menu on narrow screens' },
  'garden.navbar.menu': { message: 'Menu', description: 'The ARIA label of the menu on narrow screens' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { message: '← Back to main menu', description: 'The button of the narrow-screen menu going back from the docs menu to the main menu' },
  'garden.navbar.docsMenuButton': { message: 'Docs menu →', description: 'The button of the narrow-screen menu showing the docs menu' },
  'garden.navbar.docsMenu': { message: 'Docs menu', description: 'The ARIA label of the docs sidebar while the narrow-screen menu shows it' },
  'theme.IconExternalLink.ariaLabel': { message: '(opens in a new tab)', description: 'Read after the label of a link leaving the site' },
  'theme.SearchBar.label': { message: 'Search', description: 'The label of the navbar search button' },
  'theme.colorToggle.ariaLabel': { message: 'Switch colour mode (now {mode})', description: 'The ARIA label and title of the colour mode button; mode is one of the three modes below' },
  'theme.colorToggle.ariaLabel.mode.light': { message: 'light mode', description: 'The light colour mode' },
  'theme.colorToggle.ariaLabel.mode.dark': { message: 'dark mode', description: 'The dark colour mode' },
  'theme.colorToggle.ariaLabel.mode.system': { message: 'system mode', description: "The colour mode following the system's" },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'On this page', description: "The heading of a page's table of contents" },
  // Docs
  'theme.docs.breadcrumbs.navAriaLabel': { message: 'Breadcrumbs', description: 'The ARIA label of the trail of categories above a doc' },
  'theme.docs.breadcrumbs.home': { message: 'Home page', description: 'The ARIA label of the home link of the breadcrumbs' },
  'theme.docs.sidebar.navAriaLabel': { message: 'Docs', description: 'The ARIA label of the docs sidebar' },
  'theme.docs.sidebar.collapseButtonAriaLabel': { message: 'Collapse sidebar', description: 'The ARIA label of the button hiding the docs sidebar' },
  'theme.docs.sidebar.collapseButtonTitle': { message: 'Collapse sidebar', description: 'The title of the button hiding the docs sidebar' },
  'theme.docs.sidebar.expandButtonAriaLabel': { message: 'Expand sidebar', description: 'The ARIA label of the button showing the docs sidebar again' },
  'theme.docs.sidebar.expandButtonTitle': { message: 'Expand sidebar', description: 'The title of the button showing the docs sidebar again' },
  'theme.docs.paginator.navAriaLabel': { message: 'Docs pages', description: 'The ARIA label of the previous and next links of docs' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The link to the previous doc' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The link to the next doc' },
  'theme.common.editThisPage': { message: 'Edit this page', description: "The link to the page's source" },
  'theme.lastUpdated.lastUpdatedAtBy': { message: 'Last updated{atDate}{byUser}', description: 'When a doc last changed; atDate is the sentence below, byUser is empty' },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The date part of when a doc last changed' },
  // News
  'theme.blog.paginator.navAriaLabel': { message: 'Blog list page navigation', description: 'The ARIA label of the links between pages of a news list' },
  'theme.blog.paginator.newerEntries': { message: 'Newer entries', description: 'The link to the newer posts of a news list' },
  'theme.blog.paginator.olderEntries': { message: 'Older entries', description: 'The link to the older posts of a news list' },
  'garden.blog.paginator.pageCount': { message: 'Page {page} of {totalPages}', description: 'Which page of a news list this is' },
  'garden.blog.noPosts': { message: 'No posts yet.', description: 'A news list with no post' },
  'theme.blog.post.readMore': { message: 'Read more', description: 'The link from a post excerpt to the whole post' },
  'theme.blog.post.readMoreLabel': { message: 'Read more about {title}', description: 'The ARIA label of the link from a post excerpt to the whole post' },
  'theme.blog.post.readingTime.plurals': { message: '{readingTime} min read', description: 'How long a post takes to read (plural forms separated by |)' },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: "Read before a post's tags" },
  'theme.blog.post.paginator.navAriaLabel': { message: 'Blog post page navigation', description: 'The ARIA label of the links to the newer and older posts' },
  'theme.blog.post.paginator.newerPost': { message: 'Newer post', description: 'The link to the newer post' },
  'theme.blog.post.paginator.olderPost': { message: 'Older post', description: 'The link to the older post' },
  'theme.contentVisibility.unlistedBanner.title': { message: 'Unlisted post.', description: 'The title of the note on an unlisted post' },
  'theme.contentVisibility.unlistedBanner.message': { message: 'Only people with the link can see it: it is left out of the news pages, the feeds and search engines.', description: 'The note on an unlisted post' },
  'garden.blog.archive.lead': { message: '{posts}, newest first.', description: 'Under the title of the archive; posts is theme.blog.post.plurals' },
  // The 404 page
  'garden.notFound.text': { message: 'We looked in every bed and under every leaf, but there is no page at this address. It may have moved, or the link that brought you here has a typo.', description: 'The text of the 404 page' },
  'garden.notFound.docsLink': { message: 'Read the documentation', description: 'The 404 page’s link to the docs' },
  'garden.notFound.newsLink': { message: 'See the latest news', description: 'The 404 page’s link to the news' },
  'garden.notFound.homeLink': { message: 'Go to the home page', description: 'The 404 page’s link to the home page' },
  // Search
  'theme.SearchPage.inputLabel': { message: 'Search the site', description: 'The label of the search field, and of the search dialog' },
  'theme.SearchPage.inputPlaceholder': { message: 'Search docs and news', description: 'The placeholder and ARIA label of the search fields' },
  'garden.search.submit': { message: 'Search', description: 'The button of the search page' },
  'garden.search.needsScript': { message: 'Search runs in your browser and needs JavaScript. You can still find every page from the {docs} and the {news}.', description: 'The search page without JavaScript; docs and news are the links below' },
  'garden.search.needsScriptNoNews': { message: 'Search runs in your browser and needs JavaScript. You can still find every page from the {docs}.', description: 'The search page without JavaScript, on a site without news; docs is the link below' },
  'garden.search.docsLink': { message: 'documentation', description: 'The link to the docs in garden.search.needsScript' },
  'garden.search.newsLink': { message: 'news', description: 'The link to the news in garden.search.needsScript' },
  'garden.search.close': { message: 'Close search', description: 'The ARIA label of the button closing the search dialog' },
  'garden.search.results': { message: 'Search results', description: 'The ARIA label of the list of search results' },
  'garden.search.unavailable': { message: 'Search is unavailable right now.', description: 'When the search index cannot be read' },
  'theme.SearchPage.noResultsText': { message: 'No results', description: 'When a search finds nothing' },
  'garden.search.resultCount': { message: '{count} result|{count} results', description: 'How many results a search found (plural forms separated by |)' },
  'garden.search.pageCount': { message: '{count} page|{count} pages', description: 'On how many pages (plural forms separated by |)' },
  'garden.search.summary': { message: '{results} on {pages}', description: 'What a search found: results is garden.search.resultCount, pages is garden.search.pageCount' },
  'garden.search.prompt': { message: 'Type a word to search the docs and the news.', description: 'The search page before anything is typed' },
  // The browser script
  'theme.CodeBlock.copied': { message: 'Copied', description: 'The copy button of a code block, once the code is copied' },
  'garden.navigation.loading': { message: 'Loading page', description: 'The ARIA label of the loading bar' },
  'theme.ErrorPageContent.title': { message: 'This page crashed.', description: 'When a page failed while it was shown' },
  'theme.ErrorPageContent.tryAgain': { message: 'Try again', description: 'The button showing a page that crashed again' },
  'garden.navigation.failed': { message: 'This page could not be loaded.', description: 'When a page could not be fetched' },
  'garden.navigation.retry': { message: 'Retry', description: 'The button fetching a page again' },
});

export type MessageId = keyof typeof MESSAGES;
