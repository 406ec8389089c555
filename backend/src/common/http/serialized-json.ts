/**
 * An answer already turned into JSON bytes. ApiExpressAdapter sends the bytes as they are, so
 * an answer built from a cached value is serialised once, not on every request.
 * `T` records the shape of the answer for the reader and the type checker.
 */
export class SerializedJson<T = unknown> {
  declare private readonly shape?: T;

  private constructor(readonly bytes: Buffer) {}

  static of<T>(value: T): SerializedJson<T> {
    return new SerializedJson<T>(Buffer.from(JSON.stringify(value)));
  }
}

const bySource = new WeakMap<object, SerializedJson>();

/**
 * The answer built from `source`, serialised once per source object. Cached reads hand out the
 * same frozen object until their data changes, so this serialises once per change; a fresh
 * object (an uncached read) is serialised for its own request and forgotten with it.
 */
export function serializedOnce<T>(source: object, build: () => T): SerializedJson<T> {
  let serialized = bySource.get(source) as SerializedJson<T> | undefined;
  if (!serialized) {
    serialized = SerializedJson.of(build());
    bySource.set(source, serialized);
  }
  return serialized;
}
