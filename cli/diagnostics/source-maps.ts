// Node maps a stack trace to the sources only while source maps are on, for modules loaded
// while they were on. Keeping them on for the whole build would make Node read the map of every
// module it loads; so they are on while the site's own bundles are imported (their maps are
// inline) and again while a stack of theirs is read, and restored after.
export function withSourceMaps<T>(run: () => T): T {
  const before = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(true);
  try {
    return run();
  } finally {
    process.setSourceMapsEnabled(before);
  }
}

export async function withSourceMapsWhile<T>(run: () => Promise<T>): Promise<T> {
  const before = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(true);
  try {
    return await run();
  } finally {
    process.setSourceMapsEnabled(before);
  }
}

/** The error's stack, mapped to the site's sources. */
export function mappedStack(error: unknown): string | undefined {
  return withSourceMaps(() => (error instanceof Error ? error.stack : undefined));
}
