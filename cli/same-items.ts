// Two lists holding the very same items (===) in the same order: how a build tells that what it
// kept from the last one still stands, without building anything to compare.

export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
