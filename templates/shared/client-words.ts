// The words the browser script shows, by the name it reads each by, and the message it is
// (templates/messages.ts). The layout writes them into every page, in the page's locale, as one
// small JSON script (parts/words.tsx); the browser script reads them from there (client/words.ts).
export const WORDS_ELEMENT_ID = 'garden-words';

export const CLIENT_WORDS = {
  copied: 'theme.CodeBlock.copied',
  colorMode: 'theme.colorToggle.ariaLabel',
  light: 'theme.colorToggle.ariaLabel.mode.light',
  dark: 'theme.colorToggle.ariaLabel.mode.dark',
  system: 'theme.colorToggle.ariaLabel.mode.system',
  docsMenu: 'garden.navbar.docsMenu',
  loading: 'garden.navigation.loading',
  crashed: 'theme.ErrorPageContent.title',
  tryAgain: 'theme.ErrorPageContent.tryAgain',
  failed: 'garden.navigation.failed',
  retry: 'garden.navigation.retry',
  searchLabel: 'theme.SearchPage.inputLabel',
  searchPlaceholder: 'theme.SearchPage.inputPlaceholder',
  searchClose: 'garden.search.close',
  searchResults: 'garden.search.results',
  searchUnavailable: 'garden.search.unavailable',
  noResults: 'theme.SearchPage.noResultsText',
  resultCount: 'garden.search.resultCount',
  pageCount: 'garden.search.pageCount',
  searchSummary: 'garden.search.summary',
  inVersion: 'garden.search.inVersion',
  allVersions: 'garden.search.allVersions',
  searchPrompt: 'garden.search.prompt',
} as const;

export type ClientWord = keyof typeof CLIENT_WORDS;
