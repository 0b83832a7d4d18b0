// Everything search does on demand, as one chunk: the dialog and the /search page.
export { openSearch } from './dialog.js';
export { setupSearchPage } from './page.js';
