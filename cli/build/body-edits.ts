// The quick way through the content stage, for the most common change while writing: the text of
// docs, posts or pages edited, and nothing any other page shows of them changed. Only the edited
// files are collected again (each alone, with the collectors a full build uses); when every
// field of the new entry other than its body equals the old one (title, labels, positions, id,
// slug, tags, authors, dates, description, draft, unlisted…), the sidebars and every other
// entry stay as they were, and the collection is the last one with these entries swapped in.
// Anything else (a new, removed or renamed file, a changed listing field, a new problem, other
// code languages or imports) answers undefined: the whole collection is made again, as before.
import type { CollectContext, InstanceBase } from '../collections/kind.js';
import { allFiles, eachData, mapCollection, type AnyKind, type Collection, type ContentFiles, type KindName } from '../collections/registry.js';
import type { ContentEntry } from '../content/model.js';
import { importSpecifiers } from '../markdown/page-imports.js';
import { collectFenceLanguages } from '../markdown/renderer.js';
import { findByPath } from './find-by-path.js';
import type { RenderedContent } from './content-stage.js';

export interface BodyEdits {
  collection: Collection;
  /** The new entries (their markdown not rendered yet). */
  edited: ContentEntry[];
}

export function collectBodyEdits(last: RenderedContent, files: ContentFiles, changed: readonly string[], context: CollectContext): BodyEdits | undefined {
  const wanted = new Set(changed);
  const before = new Map<string, { entry: ContentEntry; name: KindName; kind: AnyKind; data: { instance: InstanceBase } }>();
  for (const { name, kind, data } of eachData(last.collection)) {
    for (const entry of kind.entries(data)) if (wanted.has(entry.source.absolutePath)) before.set(entry.source.absolutePath, { entry, name, kind, data });
  }
  const now = findByPath([[...allFiles(files)]], changed, (file) => file.absolutePath);
  const swapped = new Map<ContentEntry, ContentEntry>();
  const touched = new Set<{ instance: InstanceBase }>();
  for (const file of changed) {
    const old = before.get(file);
    const source = now.get(file);
    if (!old || !source || old.entry.draft || last.collectWarnings.some((warning) => warning.file === old.entry.source.sourcePath)) return undefined;
    if (source.text === old.entry.source.text) continue;
    const instanceFiles = (files[old.name] as Map<string, object>).get(old.data.instance.key);
    const entry = instanceFiles && old.kind.collectOne(source, instanceFiles, old.data.instance, context);
    if (!entry || !sameListing(old.entry, entry) || !sameLanguages(old.entry.body, entry.body) || !sameImports(old.entry.body, entry.body)) return undefined;
    swapped.set(old.entry, entry);
    touched.add(old.data);
  }
  const swap = (entry: ContentEntry): ContentEntry => swapped.get(entry) ?? entry;
  // Only the instances that hold an edited entry are new objects: the others stay as they were.
  const collection = mapCollection(last.collection, (kind, data) => (touched.has(data) ? kind.withEntries(data, swap) : data));
  return { collection, edited: [...swapped.values()] };
}

/** Everything but the body (and where it starts) and the rendered markdown: what other pages may show. */
function listing(entry: ContentEntry): string {
  const { source, body, bodyLineOffset, rendered, ...fields } = entry;
  return JSON.stringify({ ...fields, file: source.absolutePath });
}

function sameListing(a: ContentEntry, b: ContentEntry): boolean {
  return listing(a) === listing(b);
}

/** The modules pages import are bundled before they render (markdown-options.ts): the same imports keep the options. */
function sameImports(a: string, b: string): boolean {
  return JSON.stringify(importSpecifiers(a)) === JSON.stringify(importSpecifiers(b));
}

/** The site's code languages are collected from every body, in order: the same list keeps the markdown options. */
function sameLanguages(a: string, b: string): boolean {
  return JSON.stringify(collectFenceLanguages(a)) === JSON.stringify(collectFenceLanguages(b));
}
