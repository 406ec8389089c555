/**
 * A value made on its first use and kept from then on. Constructing an Intl formatter costs
 * milliseconds (the first one loads locale data), so a module that builds formatters when it is
 * imported slows the start of every page that loads it; built on first use, they cost only the
 * screens that format something.
 */
export function createdOnFirstUse<T extends object>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
