// The few items a change names, found in the site's lists: an edit names one or two files among
// thousands, so the lists are looked through rather than put in a map of every item each build.

/** The items of `lists` whose path is among `wanted`, by path. */
export function findByPath<T>(lists: Iterable<ReadonlyArray<T | undefined>>, wanted: readonly string[], pathOf: (item: T) => string): Map<string, T> {
  const paths = new Set(wanted);
  const found = new Map<string, T>();
  for (const list of lists) {
    for (const item of list) {
      if (item !== undefined && paths.has(pathOf(item))) found.set(pathOf(item), item);
    }
  }
  return found;
}
