// What a build holds on disk (the output lock, its staging folder) is let go however the
// process ends: normally, through process.exit, or on Ctrl-C / SIGTERM. Errors are handled
// where they are thrown (try/finally); this covers the exits that skip those.
type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
let installed = false;

/**
 * Catches Ctrl-C and SIGTERM from now on. Call it before creating what a cleanup will remove: a
 * signal with no listener ends the process at once, even between creating a file and
 * registering its cleanup; with one, it waits for the code running now to finish.
 */
export function catchExitSignals(): void {
  install();
}

/** Runs `cleanup` once when the process ends; the returned function cancels it. */
export function onExit(cleanup: Cleanup): () => void {
  install();
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

function runAll(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // The process is ending: a cleanup that fails must not keep the others from running.
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', runAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const handler = (): void => {
      runAll();
      // A listener disables Node's default of ending on the signal. When nothing else listens
      // (a build, as opposed to `serve`, which stops on its own), end the way the signal would.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, handler);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, handler);
  }
}
