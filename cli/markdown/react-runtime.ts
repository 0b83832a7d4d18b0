// React for the markdown stage, loaded the first time a page renders a component: most pages
// never do, and markdown rendering is synchronous, so React (CommonJS) is required rather than
// imported. The copy is the one the rest of the engine and the site's templates share.
import '../render/react-env.js';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { renderTimeoutMs } from './expression-sandbox.js';

type React = typeof import('react');
type ReactServer = typeof import('react-dom/server');

const require = createRequire(import.meta.url);
let react: React | undefined;
let server: ReactServer | undefined;

export function reactModule(): React {
  return (react ??= require('react') as React);
}

/** A context that only ever runs `render()`, so a render can be stopped by V8's watchdog. */
let limiter: { context: vm.Context; script: vm.Script } | undefined;

/**
 * The element's static markup, stopped after the render time limit: a component is the site's
 * own code (trusted, but it may loop), and V8 can interrupt it only while a script of a vm
 * context with a timeout is on the stack, so the render is called from one.
 */
export function renderStatic(element: import('react').ReactElement, timeoutMs = renderTimeoutMs()): string {
  server ??= require('react-dom/server') as ReactServer;
  const render = server.renderToStaticMarkup;
  limiter ??= { context: vm.createContext(Object.create(null)), script: new vm.Script('render()') };
  limiter.context.render = () => render(element);
  try {
    // displayErrors off: vm would otherwise read the stack of what the page throws, to mark it,
    // before source maps are on to map it back to the page's own lines (mappedStack).
    return limiter.script.runInContext(limiter.context, { timeout: timeoutMs, displayErrors: false }) as string;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new Error(`it ran for more than ${timeoutMs} ms and was stopped`);
    throw error;
  } finally {
    limiter.context.render = undefined;
  }
}
