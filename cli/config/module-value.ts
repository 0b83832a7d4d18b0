// What a config module gives, as Docusaurus and garden-site both take it: its default export (or
// `module.exports`), called when it is a function (a config computing itself: reading a file,
// awaiting something) and awaited when it is a promise. The config loader (in its thread and,
// for a value no thread can pass on, in this one) and init's reading of a Docusaurus project
// take configs this one way.

/** The value of the module at `url`. */
export async function moduleValue(url: string): Promise<unknown> {
  const module = (await import(url)) as { default?: unknown };
  const exported = module.default;
  return await (typeof exported === 'function' ? (exported as () => unknown)() : exported);
}
