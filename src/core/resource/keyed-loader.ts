/**
 * Something fetched once per key and page (a language's texts, a brand's configuration): callers asking at once
 * share one download, a finished one is answered from memory (also synchronously, through `peek`), and a failed
 * one is forgotten so the next ask tries again.
 */
export interface KeyedLoader<K, V> {
  /** The value if it has arrived, else undefined. */
  peek(key: K): V | undefined;
  /** The value, fetched on the first ask. */
  load(key: K): Promise<V>;
  /** Everything that has arrived, in arrival order. */
  entries(): IterableIterator<[K, V]>;
}

export function createKeyedLoader<K, V>(get: (key: K) => Promise<V>, known: Iterable<[K, V]> = []): KeyedLoader<K, V> {
  const loaded = new Map<K, V>(known);
  const loading = new Map<K, Promise<V>>();
  return {
    peek: (key) => loaded.get(key),
    load(key) {
      if (loaded.has(key)) return Promise.resolve(loaded.get(key) as V);
      let pending = loading.get(key);
      if (!pending) {
        pending = get(key).then(
          (value) => {
            loaded.set(key, value);
            loading.delete(key);
            return value;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },
    entries: () => loaded.entries(),
  };
}
