// How soon V8 hands a function to its optimizing compiler, for a process that builds a site and
// exits. Node 20's V8 (11.x) does so after little use, on background threads: on a small site
// those compiles were about a third of a cold build's CPU, spent on functions that run a few
// more times and are done. Eight times its default budget cut a cold build's CPU on this site by
// about a fifth (four times: an eighth; sixteen: hardly more than eight), and on 4,000 files and
// the many-languages corpus it was as fast as either or faster (interleaved cold builds).
// Node 22 and 24 tier up by invocation counts instead, through Maglev first. Four times the
// TurboFan count helped this site a little on 22 and not on 24, and made 4,000 files 7 % slower
// on 22, so nothing is set there.
// V8's flags hold for the whole process, so the render workers started later have it too.
import { setFlagsFromString } from 'node:v8';

/** V8's default interrupt budget in 11.x (`node --v8-options`), in bytes of bytecode run. */
export const V8_11_INTERRUPT_BUDGET = 67_584;

/** The V8 flags the CLI sets under this V8 version (`process.versions.v8`). */
export function tieringFlags(v8Version: string): string[] {
  return v8Version.startsWith('11.') ? [`--interrupt-budget=${8 * V8_11_INTERRUPT_BUDGET}`] : [];
}

export function tuneTiering(): void {
  for (const flag of tieringFlags(process.versions.v8)) setFlagsFromString(flag);
}
