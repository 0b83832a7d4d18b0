// The translated corpus: a docs site in Docusaurus's layout in five locales, 100 docs each, and
// the same site in its default locale alone, to weigh what locales cost (issue budget: five
// locales build cold in at most 3 times one locale; warm, under Eleventy on the same files).
// Each other locale translates one doc in ten (a line of its own in each, so no translation
// is the English bytes) and has a code.json; the rest fall back to English, as on most sites.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { generateCorpus, type CorpusOptions } from './corpus.js';

export const LOCALES = ['en', 'fr', 'de', 'es', 'pt-BR'];
export const LOCALE_DOCS = 100;
export const ONE_LOCALE = `one locale (${LOCALE_DOCS} docs)`;
export const FIVE_LOCALES = `five locales (${LOCALES.length} × ${LOCALE_DOCS} docs)`;
/** One doc in this many is translated in each locale other than the default one. */
const TRANSLATED_EVERY = 10;

/** Writes the docs in one locale into `oneDir`, and in five into `fiveDir`; returns their markdown files (translations counted). */
export function generateLocaleCorpora(oneDir: string, fiveDir: string, docs = LOCALE_DOCS): { one: number; five: number } {
  const corpus: CorpusOptions = { docs, posts: 0 };
  const one = generateCorpus(oneDir, corpus).files;
  let five = generateCorpus(fiveDir, corpus).files;
  const configFile = path.join(fiveDir, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  writeFileSync(configFile, config.replace('defineConfig({', `defineConfig({\n  i18n: { defaultLocale: 'en', locales: ${JSON.stringify(LOCALES)} },`));
  const sources = fg.sync('**/*.md', { cwd: path.join(fiveDir, 'content/docs') }).sort();
  for (const locale of LOCALES.slice(1)) {
    const folder = path.join(fiveDir, 'i18n', locale);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'code.json'), `${JSON.stringify({ 'theme.docs.paginator.next': { message: `Next (${locale})` } }, null, 2)}\n`);
    sources.forEach((doc, index) => {
      if (index % TRANSLATED_EVERY !== 0) return;
      const target = path.join(folder, 'docusaurus-plugin-content-docs/current', doc);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `${readFileSync(path.join(fiveDir, 'content/docs', doc), 'utf8')}\nThis page is translated into ${locale}.\n`);
      five++;
    });
  }
  return { one, five };
}
