// Where each config problem was written, for its `file:line:col` and code frame. Placing is a
// help, never a new way to fail: a config that cannot be read or parsed again keeps its
// problems, reported by key path alone.
import { readFile } from 'node:fs/promises';
import { placeKeyPaths, type SourcePlace } from './locate.js';

export async function placeIssues(configPath: string, issues: ReadonlyArray<{ segments: readonly PropertyKey[] }>): Promise<Array<SourcePlace | undefined>> {
  try {
    const source = await readFile(configPath, 'utf8');
    return await placeKeyPaths(source, configPath, issues.map((issue) => issue.segments));
  } catch {
    return issues.map(() => undefined);
  }
}
