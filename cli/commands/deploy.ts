// `garden-site deploy`: checks where the site would go (target.ts), builds it (with its link
// check) unless told not to, then publishes the output folder as one commit on a branch of a
// git remote, gh-pages by default.
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { deploySite, type DeployResult } from '../deploy/deploy.js';
import { resolveTarget, type DeployTarget } from '../deploy/target.js';
import { toGardenErrors } from '../diagnostics/error.js';
import { paint, plural, reportProblems, stderrTerminal, type Terminal } from '../diagnostics/report.js';
import { claimOutput } from '../write/output-claim.js';
import { OUTPUT_MARKER } from '../write/output-marker.js';
import { buildAndReport } from './build-command.js';

export interface DeployCommandOptions {
  remote: string;
  branch: string;
  skipBuild?: boolean;
  message?: string;
  dryRun?: boolean;
  /** Publish to a branch whose last commit is not a previous deploy. */
  force?: boolean;
  /** How long to wait while another build writes the output folder, in milliseconds. */
  waitMs?: number | undefined;
  out: string;
  config: string;
  root: string;
}

export async function deployCommand(options: DeployCommandOptions): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = path.resolve(options.root);
  const failed = (error: unknown): number => {
    reportProblems(toGardenErrors(error), terminal);
    terminal.write(`${paint(terminal, 'red', '✖')} deploy failed; nothing was pushed\n`);
    return 1;
  };
  let target: DeployTarget;
  try {
    target = await resolveTarget({ siteRoot, remote: options.remote, branch: options.branch, force: Boolean(options.force) });
  } catch (error) {
    return failed(error);
  }
  if (!options.skipBuild) {
    // deploy's --force is about the branch, never the output folder.
    const built = await buildAndReport({ out: options.out, config: options.config, root: options.root, waitMs: options.waitMs });
    if (built.code !== 0) {
      terminal.write(`${paint(terminal, 'red', '✖')} deploy stopped: the build failed, so nothing was pushed\n`);
      return built.code;
    }
  }
  try {
    const { config, configPath, dependencies } = await loadConfig(siteRoot, options.config);
    const siteUrl = `${config.url}${config.baseUrl}`;
    const outDir = path.resolve(siteRoot, options.out);
    // Held while the output is read, so a build started meanwhile cannot swap it half-way.
    const lock = await claimOutput({ siteRoot, outDir, configPath, config, configInputs: dependencies, waitMs: options.waitMs, onNotice: (text) => terminal.write(`${text}\n`) });
    try {
      const result = await deploySite(target, {
        siteRoot,
        outDir,
        message: options.message,
        dryRun: Boolean(options.dryRun),
        siteUrl,
        exclude: [OUTPUT_MARKER],
        gitUser: process.env.GIT_USER,
      });
      terminal.write(outcome(result, options, siteUrl, terminal));
      return 0;
    } finally {
      lock.release();
    }
  } catch (error) {
    return failed(error);
  }
}

function outcome(result: DeployResult, options: DeployCommandOptions, siteUrl: string, terminal: Terminal): string {
  const target = `${options.remote}/${options.branch}`;
  const files = plural(result.files, 'file');
  switch (result.status) {
    case 'dry-run':
      return `dry run: would publish ${files} to ${target}${result.newBranch ? ', a new branch' : ' as one new commit'}; nothing was pushed\n`;
    case 'unchanged':
      return `${paint(terminal, 'green', '✔')} ${target} already holds this site (${files}); nothing to push\n`;
    case 'published':
      return `${paint(terminal, 'green', '✔')} published ${files} to ${target} as commit ${result.commit.slice(0, 12)}\n  the site will be at ${siteUrl}\n`;
  }
}
