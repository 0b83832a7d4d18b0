// The versioned corpus: a docs site in Docusaurus's layout with two released versions beside the
// current docs, 100 docs each, and the same site with its current docs alone, to weigh what
// versions cost (issue budget: three versions build cold in at most 3.3 times one version).
// Each release is the current docs frozen, as `docs:version` makes it, with a line of its own in
// every doc: versions share most of their text, but a build must not get a doc for free because
// another version holds the same bytes.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { generateCorpus, type CorpusOptions } from './corpus.js';

/** Released versions, newest first (versions.json's order); the current docs make the third. */
export const RELEASES = ['2.0', '1.0'];
export const VERSIONED_DOCS = 100;
export const ONE_VERSION = 'one version (100 docs)';
export const THREE_VERSIONS = `three versions (${RELEASES.length + 1} × 100 docs)`;

const CORPUS: CorpusOptions = { docs: VERSIONED_DOCS, posts: 0 };

/** Writes the same docs as one version into `oneDir`, and in three versions into `threeDir`; returns their markdown files. */
export function generateVersionCorpora(oneDir: string, threeDir: string): { one: number; three: number } {
  const one = generateCorpus(oneDir, CORPUS).files;
  const { files, sidebars } = generateCorpus(threeDir, { ...CORPUS, versionMenu: true });
  let three = files;
  for (const name of RELEASES) {
    const folder = path.join(threeDir, `versioned_docs/version-${name}`);
    cpSync(path.join(threeDir, 'content/docs'), folder, { recursive: true, filter: (source) => !source.endsWith('sidebars.ts') });
    const docs = fg.sync('**/*.md', { cwd: folder });
    for (const doc of docs) writeFileSync(path.join(folder, doc), `${readFileSync(path.join(folder, doc), 'utf8')}\nThis page documents release ${name}.\n`);
    mkdirSync(path.join(threeDir, 'versioned_sidebars'), { recursive: true });
    writeFileSync(path.join(threeDir, `versioned_sidebars/version-${name}-sidebars.json`), `${JSON.stringify(sidebars, null, 2)}\n`);
    three += docs.length;
  }
  writeFileSync(path.join(threeDir, 'versions.json'), `${JSON.stringify(RELEASES, null, 2)}\n`);
  return { one, three };
}
