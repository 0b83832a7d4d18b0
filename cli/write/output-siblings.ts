// The folders a build makes beside the output folder, and the way back from them: a problem met
// while writing names the output path the user asked for.
// - `dist.staging-<pid>-<time>`: the new output, written before it replaces `dist`;
// - `dist.previous-<pid>-<time>`: the old output, moved aside between the swap's two renames;
// - `dist.removing-<pid>-<time>`: the old output once the new one is in place, being deleted.
// A folder is the build's own only with one of these names exactly (and, to be deleted, the
// output marker inside: writer.ts), so `dist.previous-release` is never taken for one.

export type SiblingKind = 'staging' | 'previous' | 'removing';

export interface Sibling {
  kind: SiblingKind;
  /** The build that made it. */
  pid: number;
  /** When it was made (ms since the epoch). */
  time: number;
}

/** `dist` → `dist.<kind>-<pid>-<time>` */
export function siblingDirFor(outDir: string, kind: SiblingKind): string {
  return `${outDir}.${kind}-${process.pid}-${Date.now().toString(36)}`;
}

/** `dist` → `dist.staging-<pid>-<time>` */
export function stagingDirFor(outDir: string): string {
  return siblingDirFor(outDir, 'staging');
}

const SIBLING = /^\.(staging|previous|removing)-([1-9]\d{0,9})-([0-9a-z]{1,12})$/;

/** What `name` is for the output folder named `outName`, when it is one of a build's own folders beside it. */
export function siblingOf(outName: string, name: string): Sibling | undefined {
  if (!name.startsWith(outName)) return undefined;
  const match = SIBLING.exec(name.slice(outName.length));
  if (!match) return undefined;
  return { kind: match[1] as SiblingKind, pid: Number(match[2]), time: parseInt(match[3] as string, 36) };
}

const STAGING_SUFFIX = /\.staging-\d+-[0-9a-z]+(?=[/\\]|$)/;

/** `dist.staging-12-abc/docs/a.html` → `dist/docs/a.html`; other paths unchanged. */
export function outputPathOf(filePath: string): string {
  return filePath.replace(STAGING_SUFFIX, '');
}
