// Commander wiring. Commands are imported lazily so `garden-site --version` and `--help`
// start at once, without loading shiki, React or esbuild.
import './render/react-env.js'; // first, before any command loads React
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { branchNameProblem } from './deploy/branch-name.js';
import { parseWaitTimeout } from './write/wait-timeout.js';
import { VERSION } from './version.js';

/** Exit codes: 0 success, 1 content or config errors, 2 usage errors. */
export const EXIT = { ok: 0, contentError: 1, usageError: 2 } as const;

export async function run(argv: string[]): Promise<number> {
  const program = new Command('garden-site')
    .description('Build, preview and check a documentation-and-news site.')
    .version(VERSION, '-v, --version', 'print the garden-site version')
    .showHelpAfterError('(run garden-site --help for usage)')
    .exitOverride();

  let exitCode: number = EXIT.ok;
  program
    .command('build')
    .description('build the site into the output folder (dist/ by default)')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .option('--force', 'replace the output folder even if garden-site did not make it (deleting what it holds)')
    .option('--no-wait', 'fail instead of waiting while another build writes the output folder')
    .option('--wait-timeout <duration>', 'how long to wait while another build writes the output folder (10m by default; also 30s, 500ms or a number of seconds)', waitTimeout)
    .action(async (options: { out: string; config: string; root: string; force?: boolean; wait: boolean; waitTimeout?: number }) => {
      const { buildCommand } = await import('./commands/build-command.js');
      exitCode = await buildCommand({ ...options, waitMs: options.wait ? options.waitTimeout : 0 });
    });
  program
    .command('serve')
    .description('serve the built site on 127.0.0.1 (building it first when missing)')
    .option('-p, --port <port>', 'port to listen on (the next free port is used when not given)')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('-o, --out <dir>', 'folder to serve', 'dist')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .option('-w, --watch', 'rebuild when content, templates or config change')
    .option('--open', 'open the site in a browser')
    .option('--analytics', 'send page views to the configured analytics service (off in previews)')
    .option('--force', 'replace the output folder even if garden-site did not make it (deleting what it holds)')
    .option('--wait-timeout <duration>', 'how long to wait while another build writes the output folder (10m by default; also 30s, 500ms or a number of seconds)', waitTimeout)
    .action(async (options: { port?: string; host: string; out: string; config: string; root: string; watch?: boolean; open?: boolean; analytics?: boolean; force?: boolean; waitTimeout?: number }) => {
      const { serveCommand } = await import('./commands/serve.js');
      exitCode = await serveCommand({ ...options, waitMs: options.waitTimeout });
    });
  program
    .command('init')
    .description('write a new site (with package.json, .gitignore, tsconfig.json and a GitHub workflow) into a folder, never over its files')
    .argument('[dir]', 'folder for the new site', '.')
    .option('--from-docusaurus <path>', "convert the Docusaurus project at <path> (its config, docs, blog, static files and markdown pages)")
    .option('--force', 'replace files init would write that are there already')
    .action(async (dir: string, options: { fromDocusaurus?: string; force?: boolean }) => {
      const { initCommand } = await import('./commands/init.js');
      exitCode = await initCommand(dir, options);
    });
  program
    .command('deploy')
    .description('build the site and publish it as a commit on a branch of a git remote (GitHub Pages)')
    .option('--remote <name>', 'git remote to push to', 'origin')
    .option('--branch <name>', 'branch that holds the published site', branchName, 'gh-pages')
    .option('--skip-build', 'publish the output folder as it is')
    .option('-m, --message <text>', 'message of the publishing commit')
    .option('--dry-run', 'build and prepare the commit, but push nothing')
    .option('--force', "publish to a branch even though its last commit is not a garden-site deploy (never the branch checked out or its upstream)")
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .option('--wait-timeout <duration>', 'how long to wait while another build writes the output folder (10m by default; also 30s, 500ms or a number of seconds)', waitTimeout)
    .action(async (options: { remote: string; branch: string; skipBuild?: boolean; message?: string; dryRun?: boolean; force?: boolean; out: string; config: string; root: string; waitTimeout?: number }) => {
      const { deployCommand } = await import('./commands/deploy.js');
      exitCode = await deployCommand({ ...options, waitMs: options.waitTimeout });
    });
  program
    .command('clear')
    .description('remove the build cache (.garden-cache) and the output folder, when garden-site made them')
    .option('-o, --out <dir>', 'output folder', 'dist')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .option('--wait-timeout <duration>', 'how long to wait while another build writes the output folder (10m by default; also 30s, 500ms or a number of seconds)', waitTimeout)
    .action(async (options: { out: string; config: string; root: string; waitTimeout?: number }) => {
      const { clearCommand } = await import('./commands/clear.js');
      exitCode = await clearCommand({ ...options, waitMs: options.waitTimeout });
    });
  program
    .command('docs:version')
    .description('release the current docs as a version: copies them to versioned_docs/version-<name> with their sidebars, and lists it first in versions.json')
    .argument('<name>', 'the version name, like 3.0')
    .option('--docs <id>', 'the docs section to version, when the site has several (the first by default)')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .action(async (name: string, options: { docs?: string; config: string; root: string }) => {
      const { docsVersionCommand } = await import('./commands/docs-version.js');
      exitCode = await docsVersionCommand(name, options);
    });
  program
    .command('write-translations')
    .description("write a locale's translation files (i18n/<locale>/code.json, sidebar, navbar and footer labels) with every message in English, keeping the translations there")
    .option('-l, --locale <locale>', 'the locale to write (the default locale when not given)')
    .option('-c, --config <file>', 'config file', 'site.config.ts')
    .option('--root <dir>', 'site root folder', '.')
    .action(async (options: { locale?: string; config: string; root: string }) => {
      const { writeTranslationsCommand } = await import('./commands/write-translations.js');
      exitCode = await writeTranslationsCommand(options);
    });
  program
    .command('check-links')
    .description('crawl a built site and report broken links')
    .argument('[dir]', 'built site to check', 'dist')
    .option('--external', 'also check links to other sites')
    .option('--json', 'print the report as JSON')
    .addOption(new Option('--concurrency <n>', 'parallel requests (linkCheck.concurrency in the config, 50 by default)'))
    .option('-c, --config <file>', 'site config with the linkCheck settings (site.config.ts when present)')
    .action(async (dir: string, options: { external?: boolean; json?: boolean; concurrency?: string; config?: string }) => {
      const { checkLinksCommand } = await import('./commands/check-links.js');
      exitCode = await checkLinksCommand(dir, options);
    });

  const { reportEscaped, reportUnhandledFailures, unhandledFailures } = await import('./diagnostics/fatal.js');
  reportUnhandledFailures();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? EXIT.ok : EXIT.usageError;
    }
    return reportEscaped(error);
  }
  return unhandledFailures() > 0 ? EXIT.contentError : exitCode;
}

/** `--branch`: a usage error (exit 2) before anything runs, not a build and then the remote's refusal. */
function branchName(value: string): string {
  const problem = branchNameProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}

/** `--wait-timeout`: a usage error when it is not a duration. */
function waitTimeout(value: string): number {
  const ms = parseWaitTimeout(value);
  if (ms === undefined) throw new InvalidArgumentError('expected a duration such as 10m, 30s or 500ms, or a number of seconds');
  return ms;
}
