// "Last updated" dates from git history, read with one `git log` for the whole folder
// rather than one process per file.
import path from 'node:path';
import { git } from '../git/run-git.js';

/** Absolute file path → date of the last commit that touched it. Empty when git is unavailable. */
export async function lastCommitDates(folder: string): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>();
  try {
    const { stdout: top } = await git(['rev-parse', '--show-toplevel'], { cwd: folder });
    const { stdout } = await git(['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.'], { cwd: folder });
    const root = top.trim();
    let current: Date | undefined;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) current = new Date(Number(line.slice(1)) * 1000);
      else if (line && current) {
        const file = path.join(root, line);
        if (!dates.has(file)) dates.set(file, current); // newest commit comes first
      }
    }
  } catch {
    // Not a git checkout, or git is missing: pages simply show no date.
  }
  return dates;
}

/** The last commit dates of the docs of every section (each version's folder) that shows them (`showLastUpdateTime`). */
export async function docsLastCommitDates(siteRoot: string, sections: ReadonlyArray<{ path: string; showLastUpdateTime: boolean }>): Promise<Map<string, Date>> {
  const shown = sections.filter((section) => section.showLastUpdateTime);
  const dates = await Promise.all(shown.map((section) => lastCommitDates(path.resolve(siteRoot, section.path))));
  return new Map(dates.flatMap((map) => [...map]));
}
