// Which field names a zod schema accepts at a path, for "did you mean" hints on a misspelt key.
// Zod has no public API for this, so the walk reads its internal definitions (`schema._zod.def`):
// zod is pinned exactly in package.json and zod-schema-keys.test.ts covers every kind read here.
import type * as z from 'zod';

/**
 * The parts of a zod definition the key walk reads; zod types `def` per schema class.
 */
interface DefView {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

function defOf(schema: z.ZodType): DefView {
  return schema._zod.def as unknown as DefView;
}

/** Strips optional/default/pipe wrappers down to the schema that checks the value. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

/** Field names an object at `segments` accepts (for "did you mean"); [] when unknown. */
export function knownKeysAt(schema: z.ZodType, segments: readonly PropertyKey[]): string[] {
  let candidates = [unwrap(schema)];
  for (const segment of segments) {
    const next: z.ZodType[] = [];
    for (const candidate of candidates.flatMap(alternatives)) {
      const def = defOf(candidate);
      const child = def.type === 'object' ? def.shape?.[String(segment)] : def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : undefined;
      if (child) next.push(unwrap(child));
    }
    candidates = next;
  }
  const keys = candidates.flatMap(alternatives).flatMap((candidate) => Object.keys(defOf(candidate).shape ?? {}));
  return [...new Set(keys)];
}

function alternatives(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  return def.type === 'union' && def.options ? def.options.map(unwrap) : [schema];
}
