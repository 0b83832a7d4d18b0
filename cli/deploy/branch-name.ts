// What `deploy --branch` accepts: the short name of a branch, as `git branch` would take it.
// Checked before anything runs, so a mistyped name is a usage error rather than a build
// followed by the remote's refusal (or, for `HEAD`, a push of whatever is checked out).

/** Why `name` cannot be a branch to publish to, or undefined when it can be. */
export function branchNameProblem(name: string): string | undefined {
  if (name === '') return 'the branch name is empty';
  if (name === 'HEAD' || name === '@') return `'${name}' names whatever is checked out, not a branch`;
  if (name.startsWith('-')) return 'a branch name cannot start with "-"';
  if (name.startsWith('refs/')) return `give the branch's short name (${name.replace(/^refs\/(heads\/)?/, '') || 'gh-pages'}), not a full ref`;
  // git check-ref-format's rules for one ref.
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return 'a branch name cannot hold spaces, control characters or any of ~ ^ : ? * [ \\';
  if (name.includes('..') || name.includes('@{')) return 'a branch name cannot hold ".." or "@{"';
  if (name.endsWith('.')) return 'a branch name cannot end with "."';
  for (const part of name.split('/')) {
    if (part === '') return 'a branch name cannot start or end with "/" or hold "//"';
    if (part.startsWith('.')) return 'no part of a branch name can start with "."';
    if (part.endsWith('.lock')) return 'no part of a branch name can end with ".lock"';
  }
  return undefined;
}
