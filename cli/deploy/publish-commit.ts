// Makes the commit that publishes a built site: the output folder's files, plus `.nojekyll`
// (GitHub Pages would otherwise skip files starting with `_`) and `CNAME` for a custom domain,
// staged in a temporary index so the user's own index is never touched. Each file is stored as
// the bytes it holds: no `core.autocrlf`, `.gitattributes` or filter of the repository changes
// what is published.
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { git, gitMaybe } from '../git/run-git.js';

export interface PublishTreeInput {
  repoRoot: string;
  outDir: string;
  /** The custom domain for `CNAME`, or undefined for a `*.github.io` address. */
  customDomain: string | undefined;
  /** Names at the top of the output folder never published (garden-site's own bookkeeping). */
  exclude: readonly string[];
}

interface OutputFile {
  /** Path inside the output folder, with `/` separators. */
  name: string;
  absolute: string;
  mode: '100644' | '100755';
}

/** The tree object of the published site and the number of files in it. */
export async function publishTree(input: PublishTreeInput): Promise<{ tree: string; files: number }> {
  const files = outputFiles(input.outDir, input.exclude);
  const scratch = mkdtempSync(path.join(tmpdir(), 'garden-site-deploy-'));
  const options = { cwd: input.repoRoot, env: { GIT_INDEX_FILE: path.join(scratch, 'index') } };
  try {
    // --no-filters: stored byte for byte; one process for every file.
    const hashed = files.length === 0 ? '' : (await git(['hash-object', '-w', '--no-filters', '--stdin-paths'], { ...options, input: files.map((file) => `${file.absolute}\n`).join('') })).stdout;
    const blobs = hashed.split('\n').filter(Boolean);
    const entries = files.map((file, index) => `${file.mode} ${blobs[index]}\t${file.name}\0`);
    const extras: Record<string, string> = { '.nojekyll': '' };
    if (input.customDomain) extras.CNAME = `${input.customDomain}\n`;
    for (const [name, text] of Object.entries(extras)) {
      const blob = (await git(['hash-object', '-w', '--no-filters', '--stdin'], { ...options, input: text })).stdout.trim();
      entries.push(`100644 ${blob}\t${name}\0`); // listed last, so it replaces a file of the same name
    }
    await git(['update-index', '--add', '-z', '--index-info'], { ...options, input: entries.join('') });
    const tree = (await git(['write-tree'], options)).stdout.trim();
    const listed = (await git(['ls-files', '-z'], options)).stdout;
    return { tree, files: listed.split('\0').filter(Boolean).length };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every regular file of the output folder, sorted; anything else there is an error naming it. */
function outputFiles(outDir: string, exclude: readonly string[]): OutputFile[] {
  const files: OutputFile[] = [];
  const walk = (folder: string, prefix: string): void => {
    for (const name of readdirSync(folder).sort()) {
      if (prefix === '' && exclude.includes(name)) continue;
      const absolute = path.join(folder, name);
      const shown = `${prefix}${name}`;
      const stats = lstatSync(absolute);
      if (stats.isDirectory()) walk(absolute, `${shown}/`);
      else if (stats.isFile() && !name.includes('\n')) files.push({ name: shown, absolute, mode: stats.mode & 0o100 ? '100755' : '100644' });
      else {
        throw new GardenError(`${path.join(outDir, shown)} is not a file garden-site writes (${stats.isSymbolicLink() ? 'a symbolic link' : stats.isFile() ? 'a name with a line break' : 'not a regular file'}), so nothing was published`, {
          code: 'deploy/output-file',
          hint: 'build the site again (garden-site deploy without --skip-build) so the output folder holds only what the build wrote',
        });
      }
    }
  };
  walk(outDir, '');
  return files;
}

export async function treeOf(repoRoot: string, commit: string): Promise<string | undefined> {
  return gitMaybe(['rev-parse', `${commit}^{tree}`], { cwd: repoRoot });
}
