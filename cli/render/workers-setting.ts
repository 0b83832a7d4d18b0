// How many worker threads a build may use: GARDEN_SITE_WORKERS, and the machine's cores.
import { availableParallelism } from 'node:os';

/** `0`: everything on the main thread; a number: that many workers for every stage; 'auto': by the amount of work. */
export type WorkersSetting = number | 'auto';

/** `GARDEN_SITE_WORKERS=0|N|auto`, read once by the build; anything else is 'auto'. */
export function workersFromEnvironment(value = process.env.GARDEN_SITE_WORKERS): WorkersSetting {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : 'auto';
}

/** Workers at most: the setting's number, or one per core up to 4 ('auto'; none on a single core). */
export function workerLimit(setting: WorkersSetting): number {
  if (setting !== 'auto') return setting;
  const size = Math.min(availableParallelism(), 4);
  return size < 2 ? 0 : size;
}
