// The gates' own fixture sites: hand-written pages, one good (every gate accepts it) and one
// broken on purpose (missing alt text, a duplicate id, pale text, a stylesheet that is not
// there and a console error), served by garden-site's server; and a small French site built
// with the engine, which the gates judge beside this repository's site (a page in French).
import { fileURLToPath } from 'node:url';

export const GOOD_SITE = fileURLToPath(new URL('./_fixtures/good', import.meta.url));
export const BROKEN_SITE = fileURLToPath(new URL('./_fixtures/broken', import.meta.url));
export const FRENCH_SITE = fileURLToPath(new URL('./_fixtures/french', import.meta.url));
/** Where the French site is built in the main site's output: its baseUrl. */
export const FRENCH_BASE = '/gates-fr/';
