// The builds of `serve --watch`: each one is runBuild, handed the last good build's state and
// every file changed since it, writing into the served folder in place. A failed build leaves
// the served folder and the remembered state as they were, and its changes are tried again
// with the next build's.
import path from 'node:path';
import { runBuild, type BuildResult, type BuildState } from '../commands/build.js';
import { plural } from '../diagnostics/report.js';
import { DEFAULT_LOCALE } from '../build/locale-plan.js';

export interface WatchBuildOptions {
  siteRoot: string;
  outDir: string;
  configFile?: string;
  /** Replace an output folder garden-site did not make (`serve --force`). */
  force?: boolean;
  /** How long each build waits for another one writing the folder (`serve --wait-timeout`). */
  waitMs?: number | undefined;
  /** The one locale built (as Docusaurus's `start`, so the watch state is one locale's): the default one when not given. */
  locale?: string | undefined;
}

export interface WatchBuildHooks {
  onProgress?: (stage: string) => void;
  /** Called when the pages are in place, before the search index is (served-writer.ts): time to reload. */
  onPagesWritten?: () => void;
  /** Messages while waiting for another build to release the output folder (output-claim.ts). */
  onNotice?: (text: string) => void;
}

export class WatchBuilds {
  private last: BuildState | undefined;
  /** Changes not yet part of a good build. */
  private readonly pending = new Set<string>();
  private readonly siteRoot: string;
  private readonly outDir: string;

  constructor(private readonly options: WatchBuildOptions) {
    this.siteRoot = path.resolve(options.siteRoot);
    this.outDir = path.resolve(this.siteRoot, options.outDir);
  }

  async build(changed: readonly string[], hooks: WatchBuildHooks = {}): Promise<BuildResult & { summary: string }> {
    for (const file of changed) this.pending.add(file);
    const previous = this.last && { state: this.last, changed: [...this.pending] };
    const { siteRoot, outDir } = this;
    const result = await runBuild({ siteRoot, outDir, configFile: this.options.configFile, force: this.options.force, waitMs: this.options.waitMs, inPlace: true, locale: this.options.locale ?? DEFAULT_LOCALE, ...hooks }, previous);
    this.last = result.state;
    this.pending.clear();
    const { redone } = result;
    return { ...result, summary: `markdown of ${plural(redone.markdown, 'page')}, ${plural(redone.pages, 'page')} rendered, ${plural(redone.files, 'file')} written` };
  }
}
