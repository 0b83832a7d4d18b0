// Where a page's expressions run (`{toc.slice(2)}`, `{frontMatter.title}`, the components it
// exports): a fresh V8 context holding the page's own data and nothing else. Markdown is
// content, not the site's code (DESIGN.md, "Trust model"), so nothing of the main realm is put
// in: the global object has no prototype that leads back (`x.constructor.constructor` reaches
// only the sandbox's own Function, which may not compile strings), data goes in as a JSON
// string and results come out as one, and every evaluation has a time limit. There is no
// require, import(), process, timers or file access, because a bare context has none.
import { types } from 'node:util';
import vm from 'node:vm';
import { sandboxPrelude } from './sandbox-prelude.js';
import type { SiteData } from './types.js';

/** What the page's expressions can read: its own data (`toc`, `frontMatter`, `metadata`, `assets`) and the site's public settings. */
export interface SandboxData {
  page: Record<string, unknown>;
  site: SiteData;
}

export type Dropped = Array<{ element: string; prop: string }>;

export type SandboxOutcome =
  | { ok: true; value: unknown; dropped: Dropped }
  | { ok: false; reason: string; timedOut: boolean };

export const RENDER_TIMEOUT_ENV = 'GARDEN_SITE_RENDER_TIMEOUT_MS';
const DEFAULT_TIMEOUT_MS = 5_000;

/** How long one expression, or one component's rendering, may run (`GARDEN_SITE_RENDER_TIMEOUT_MS`). */
export function renderTimeoutMs(): number {
  const configured = Number(process.env[RENDER_TIMEOUT_ENV]);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

// Run from the TypeScript sources, tsx keeps function names by wrapping them in `__name(…)`, a
// helper of its module scope that the sandbox lacks: an identity function stands in for it.
const PRELUDE = new vm.Script(`(() => { const __name = (target) => target; (${sandboxPrelude.toString()})(globalThis); })()`, { filename: 'garden-site:sandbox-prelude' });
const refuseImport = (): never => {
  throw new Error('import() is not available in a page');
};

export class ExpressionSandbox {
  private readonly context: vm.Context;
  private readonly scripts = new Map<string, vm.Script>();

  constructor(data: SandboxData, private readonly timeoutMs = renderTimeoutMs()) {
    const global = Object.create(null) as Record<string, unknown>;
    global.__pageData = JSON.stringify(data);
    this.context = vm.createContext(global, { name: 'garden-site page', codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
    PRELUDE.runInContext(this.context, { timeout: this.timeoutMs });
  }

  /**
   * Runs the page's compiled program (mdx-program.ts), which hands `__garden.define` a function
   * declaring the page's bindings and exports and returning its expressions. Its syntax has been
   * checked; anything it throws while running is an outcome.
   */
  load(program: string, filename: string): SandboxOutcome {
    return this.attempt(new vm.Script(program, { filename, importModuleDynamically: refuseImport as never }));
  }

  /** Evaluates expression `index` of the loaded program: as content (`node`) or as a prop's value (`data`). */
  evaluate(index: number, mode: 'node' | 'data'): SandboxOutcome {
    const source = `__garden.run(${Math.trunc(index)}, ${JSON.stringify(mode)})`;
    let script = this.scripts.get(source);
    if (!script) this.scripts.set(source, (script = new vm.Script(source, { importModuleDynamically: refuseImport as never })));
    return this.attempt(script);
  }

  private attempt(script: vm.Script): SandboxOutcome {
    let json: unknown;
    try {
      json = script.runInContext(this.context, { timeout: this.timeoutMs });
    } catch (error) {
      // The prelude catches what the page throws; what arrives here is the time limit (an error
      // Node makes in the sandbox's realm), or a value that escaped the prelude's catch, which is
      // not touched beyond its own data fields (no getter or proxy trap of the sandbox runs).
      if (ownString(error, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { ok: false, reason: `it ran for more than ${this.timeoutMs} ms and was stopped`, timedOut: true };
      return { ok: false, reason: error instanceof Error ? error.message : 'it threw something that could not be read', timedOut: false };
    }
    // Only a primitive string crosses back.
    if (typeof json !== 'string') return { ok: false, reason: 'it gave no value', timedOut: false };
    const parsed = JSON.parse(json) as { value?: unknown; dropped?: Dropped; error?: string };
    if (parsed.error !== undefined) return { ok: false, reason: parsed.error, timedOut: false };
    return { ok: true, value: parsed.value, dropped: parsed.dropped ?? [] };
  }
}

function ownString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || types.isProxy(value)) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  return descriptor && 'value' in descriptor && typeof descriptor.value === 'string' ? descriptor.value : undefined;
}
