// The index format and word rules come from the engine that writes the index, through the
// package's `garden-site/search-terms` export: one copy, so the browser can never read the
// index by other rules than the build wrote it with.
export * from 'garden-site/search-terms';
