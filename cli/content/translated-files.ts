// A locale's translated files over an instance's own, file by file, as Docusaurus overlays
// them: a markdown file in the translations folder replaces the instance's file of the same
// path (and so its images resolve from where the translation is, and its `./x.md` links from
// either folder: a page stands for its file in both, `alsoAt`); an instance's
// markdown file with no translation is kept, marked as the default locale's words. A
// translation of a file the instance does not have is an error: it would be a page no other
// locale has, and is most often a file renamed or moved in one place only.
import path from 'node:path';
import type { CollectionKind, InstanceBase, InstanceTranslation } from '../collections/kind.js';
import { withFiles } from '../collections/kind.js';
import { GardenError } from '../diagnostics/error.js';
import { collectionFolder, MARKDOWN_FILES, type ContentReader, type SourceFile } from './read.js';

const MARKDOWN = /\.mdx?$/;

export async function overlayTranslation<I extends InstanceBase, F extends object>(reader: ContentReader, kind: Pick<CollectionKind<I, F, { instance: I }>, 'translateFiles'>, instance: I, translation: InstanceTranslation, files: F): Promise<F> {
  const translationDir = reader.resolve(translation.path);
  const translated = await reader.matching(translationDir, MARKDOWN_FILES);
  const byPath = new Map(translated.map((file) => [file.collectionPath, file]));
  const folder = reader.resolve(instance.path) + path.sep;
  const used = new Set<string>();
  const overlaid = withFiles(files, (file) => {
    if (!MARKDOWN.test(file.collectionPath) || collectionFolder(file) !== folder) return file;
    const translatedFile = byPath.get(file.collectionPath);
    if (!translatedFile) return { ...file, fallbackLang: translation.fallbackLang, alsoAt: path.join(translationDir, file.collectionPath) };
    used.add(file.collectionPath);
    return { ...translatedFile, alsoAt: file.absolutePath };
  });
  reader.report(translated.filter((file) => !used.has(file.collectionPath)).map((file) => noOriginal(file, instance)));
  return kind.translateFiles ? kind.translateFiles(reader, translationDir, overlaid, instance) : overlaid;
}

/**
 * `own` with each file of `translated` in place of the one of the same path, as Docusaurus
 * reads a translated React page instead of the default locale's; a translated file with no
 * such counterpart is an error.
 */
export function replaceByPath(reader: ContentReader, instance: InstanceBase, own: readonly SourceFile[], translated: readonly SourceFile[]): SourceFile[] {
  const byPath = new Map(translated.map((file) => [file.collectionPath, file]));
  reader.report(translated.filter((file) => !own.some((ownFile) => ownFile.collectionPath === file.collectionPath)).map((file) => noOriginal(file, instance)));
  return own.map((file) => byPath.get(file.collectionPath) ?? file);
}

function noOriginal(file: SourceFile, instance: InstanceBase): GardenError {
  return new GardenError(`a translation of ${path.posix.join(instance.path, file.collectionPath)}, which does not exist`, {
    code: 'i18n/no-original',
    file: file.sourcePath,
    line: 1,
    hint: `a translated file replaces the default locale's file of the same path in ${instance.path}: move or rename it to match that file, or remove it`,
  });
}
