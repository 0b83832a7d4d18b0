// How many bytes a piece of code allocates, garbage included: V8's sampling heap profiler, told
// to keep the samples of objects already collected, adds up every allocation it sampled. An
// estimate (one sample per `interval` bytes on average), good for bounds with a wide margin.
import { Session } from 'node:inspector/promises';

export async function bytesAllocatedBy(run: () => unknown, interval = 1024): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    // Both flags are newer than Node's bundled protocol types.
    await session.post('HeapProfiler.startSampling', { samplingInterval: interval, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as { samplingInterval: number });
    await run();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    let total = 0;
    const visit = (node: typeof profile.head): void => {
      total += node.selfSize;
      node.children.forEach(visit);
    };
    visit(profile.head);
    return total;
  } finally {
    session.disconnect();
  }
}
