// The name of the folder a build is written into before it replaces the output folder, and the
// way back from it: a problem met while writing names the output path the user asked for.

/** `dist` → `dist.staging-<pid>-<time>` */
export function stagingDirFor(outDir: string): string {
  return `${outDir}.staging-${process.pid}-${Date.now().toString(36)}`;
}

const STAGING_SUFFIX = /\.staging-\d+-[0-9a-z]+(?=[/\\]|$)/;

/** `dist.staging-12-abc/docs/a.html` → `dist/docs/a.html`; other paths unchanged. */
export function outputPathOf(filePath: string): string {
  return filePath.replace(STAGING_SUFFIX, '');
}
