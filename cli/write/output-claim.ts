// Before a build or a watch rebuild writes its output: the output folder must be apart from
// the sources (output-guard.ts), no other build may be writing it (output-lock.ts), and the
// folder it replaces must be garden-site's own (output-marker.ts). The lock is checked before
// the folder, which the build that held the lock may have just made.
import { assertReplaceable } from './output-marker.js';
import { assertOutputApart, shown, type OutputPlace } from './output-guard.js';
import { acquireOutputLock, type HeldLock } from './output-lock.js';
import { realPath } from './real-path.js';
import { DEFAULT_WAIT_MS } from './wait-timeout.js';

export interface OutputClaim extends OutputPlace {
  /** Replace an output folder garden-site did not make (`--force`). */
  force?: boolean | undefined;
  /** How long to wait while another build holds the output folder, in milliseconds (10 minutes by default; 0 with `--no-wait`). */
  waitMs?: number | undefined;
  /** Messages for the terminal while claiming: waiting for another build, a stale lock taken over. */
  onNotice?: ((text: string) => void) | undefined;
}

/** Claims the output folder for one build; the caller releases it when the build has ended. */
export async function claimOutput(claim: OutputClaim): Promise<HeldLock> {
  assertOutputApart(claim);
  const lock = await acquireOutputLock({
    outDir: realPath(claim.outDir),
    shownOut: shown(claim.siteRoot, claim.outDir),
    waitMs: claim.waitMs ?? DEFAULT_WAIT_MS,
    onNotice: claim.onNotice ?? (() => {}),
  });
  try {
    assertReplaceable(claim.outDir, shown(claim.siteRoot, claim.outDir), claim.force ?? false);
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}
