// One cause, one error. Some mistakes make many others appear downstream: a broken authors.yml
// leaves every post's author unknown, a docs folder that is not there leaves every doc id in
// the sidebars unknown. Those follow-on errors would bury the cause, so they are folded into
// it: the cause is reported once, saying how much it took down with it.
import { GardenError, withMessage } from '../diagnostics/error.js';
import { formatPath } from '../diagnostics/zod-issues.js';

export interface FollowOnContext {
  /** authors.yml as read (site path), when there is one. */
  authorsFile: string | undefined;
  /** The configured docs folder (site path), when it does not exist. */
  missingDocsFolder: string | undefined;
  /** Where that folder is set in the config: `docs.path` unless the section is one of a list. */
  docsPathKey?: PropertyKey[];
  /** The sidebars file (site path), when there is one. */
  sidebarsFile: string | undefined;
  /** The first problem of a sidebars file that could not be loaded at all. */
  sidebarsFailure: GardenError | undefined;
}

export function foldFollowOns(problems: readonly GardenError[], context: FollowOnContext): GardenError[] {
  const docsPathKey = context.docsPathKey ?? ['docs', 'path'];
  return foldUnloadedSidebars(foldMissingDocsFolder(foldBrokenAuthors(problems, context.authorsFile), context.missingDocsFolder, context.sidebarsFile, docsPathKey), context.sidebarsFailure);
}

/** Posts whose authors are unknown because authors.yml itself failed are counted on its error. */
function foldBrokenAuthors(problems: readonly GardenError[], authorsFile: string | undefined): GardenError[] {
  const cause = problems.find((problem) => problem.severity === 'error' && problem.file !== undefined && problem.file === authorsFile);
  return foldInto(problems, cause, 'news/unknown-author', (posts) => `${posts} ${posts === 1 ? 'post that uses' : 'posts that use'} these authors`);
}

const DOC_LOOKUPS = new Set(['sidebars/unknown-doc', 'sidebars/empty-folder']);

/**
 * Sidebar entries naming docs of a folder that is not there become one error naming the folder;
 * with no sidebars file (one sidebar of the whole folder), just the folder.
 */
function foldMissingDocsFolder(problems: readonly GardenError[], folder: string | undefined, sidebarsFile: string | undefined, configKey: PropertyKey[]): GardenError[] {
  if (folder === undefined) return [...problems];
  const lookups = problems.filter((problem) => DOC_LOOKUPS.has(problem.code));
  if (lookups.length === 0) return [...problems];
  const count = lookups.length;
  const followOns = sidebarsFile === undefined ? '' : ` … and ${count} sidebar ${count === 1 ? 'entry names' : 'entries name'} its docs`;
  const cause = new GardenError(`${formatPath(configKey)}: the docs folder ${folder} does not exist${followOns}`, {
    code: 'docs/missing-folder',
    ...(sidebarsFile === undefined ? {} : { file: sidebarsFile }),
    hint: `create ${folder}, or set ${formatPath(configKey)} in the site config to the folder that holds the docs`,
    // Shown at docs.path in site.config.ts; the sidebars file is named when the config cannot be placed.
    configKey,
  });
  const rest = problems.filter((problem) => !DOC_LOOKUPS.has(problem.code));
  return [cause, ...rest];
}

/** With no sidebars loaded, every doc's `displayed_sidebar` names an unknown one: counted on the sidebars file's error. */
function foldUnloadedSidebars(problems: readonly GardenError[], cause: GardenError | undefined): GardenError[] {
  return foldInto(problems, cause, 'docs/unknown-sidebar', (docs) => `${docs} ${docs === 1 ? 'doc that names' : 'docs that name'} its sidebars`);
}

/** Drops the problems of code `followOn` and counts the files they were in on `cause`'s message. */
function foldInto(problems: readonly GardenError[], cause: GardenError | undefined, followOn: string, counted: (files: number) => string): GardenError[] {
  if (!cause) return [...problems];
  const files = new Set(problems.filter((problem) => problem.code === followOn).map((problem) => problem.file));
  if (files.size === 0) return [...problems];
  const folded = withMessage(cause, `${cause.message} … and ${counted(files.size)}`);
  return problems.filter((problem) => problem.code !== followOn).map((problem) => (problem === cause ? folded : problem));
}
