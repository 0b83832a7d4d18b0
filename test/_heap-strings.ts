// What the V8 heap holds, for tests of memory tricks: a heap snapshot (taken after a full
// garbage collection) lists every live string, so a test can tell whether a big string it
// dropped is still kept alive by something else.
import { getHeapSnapshot } from 'node:v8';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

function takeSnapshot(): Snapshot {
  const stream = getHeapSnapshot();
  const chunks: Buffer[] = [];
  for (let chunk = stream.read() as Buffer | null; chunk !== null; chunk = stream.read() as Buffer | null) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Snapshot;
}

/** The sizes in bytes of the live heap strings that begin with `prefix` (or hold it in their first kilobyte). */
export function liveStringSizes(prefix: string, where: 'start' | 'head' = 'start'): number[] {
  const snapshot = takeSnapshot();
  const fields = snapshot.snapshot.meta.node_fields;
  const name = fields.indexOf('name');
  const size = fields.indexOf('self_size');
  const sizes: number[] = [];
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    // The snapshot names a string by its first 1,024 characters.
    const text = snapshot.strings[snapshot.nodes[node + name] as number] as string;
    if (where === 'start' ? text.startsWith(prefix) : text.includes(prefix)) sizes.push(snapshot.nodes[node + size] as number);
  }
  return sizes;
}
