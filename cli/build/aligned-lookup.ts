// A build makes its routes and pages in the order the last one did, unless the site changed:
// the next build looks each one up at the same place first, and maps the last build's items by
// key only when that fails. Keeping an array per build costs a fraction of a map of every page.

/** Looks an item of the last build up by key, trying `position` first. */
export function alignedLookup<T>(items: readonly T[], keyOf: (item: T) => string): (key: string, position: number) => T | undefined {
  let byKey: Map<string, T> | undefined;
  return (key, position) => {
    const same = items[position];
    if (same !== undefined && keyOf(same) === key) return same;
    byKey ??= new Map(items.map((item) => [keyOf(item), item]));
    return byKey.get(key);
  };
}
