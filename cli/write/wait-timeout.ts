// How long a build waits for another one writing the same output folder (output-lock.ts):
// never without end, since a lock can outlive its build in ways no check sees.
export const DEFAULT_WAIT_MS = 10 * 60_000;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000 };

/** `--wait-timeout`: `10m`, `30s`, `500ms`, `1h`, or a number of seconds; undefined when it is none of these. */
export function parseWaitTimeout(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min|h)?$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * (UNIT_MS[match[2] ?? 's'] as number));
  return Number.isSafeInteger(ms) ? ms : undefined;
}
