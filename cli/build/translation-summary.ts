// How much of a locale is translated, for the build's summary line: for each kind of content,
// how many of its entries have a translation (the others show the default locale's words).
import { eachData, type Collection } from '../collections/registry.js';

const MARKDOWN = /\.mdx?$/;
/** Each kind as the summary names it, in the order it lists them. */
const NOUNS = new Map([['docs', 'docs'], ['news', 'posts'], ['pages', 'pages']]);

/** `fr: 12 of 40 docs, 1 of 3 posts translated; fa: …`; undefined when no such locale was built. */
export function translationSummary(locales: ReadonlyArray<{ name: string; collection: Collection }>): string | undefined {
  if (locales.length === 0) return undefined;
  return locales
    .map(({ name, collection }) => {
      const counts = new Map([...NOUNS.keys()].map((kindName) => [kindName, { translated: 0, all: 0 }]));
      for (const { name: kindName, kind, data } of eachData(collection)) {
        const count = counts.get(kindName) ?? { translated: 0, all: 0 };
        counts.set(kindName, count);
        for (const entry of kind.entries(data)) {
          if (!MARKDOWN.test(entry.source.collectionPath)) continue; // React pages are code, in no locale's words
          count.all++;
          if (entry.source.fallbackLang === undefined) count.translated++;
        }
      }
      const parts = [...counts].filter(([, count]) => count.all > 0).map(([kindName, count]) => `${count.translated} of ${count.all} ${NOUNS.get(kindName) ?? kindName}`);
      return `${name}: ${parts.length ? parts.join(', ') : 'nothing'} translated`;
    })
    .join('; ');
}
