import type { CompiledQuery } from 'kysely';

/**
 * Compiled SQL kept by key, per database handle, dropping the least recently used beyond
 * `size`. Building and compiling a Kysely query costs about 0.1 ms, as much as the whole
 * answer of a bare handler: hot read queries compile once.
 */
export function compiledQueryCache(size: number) {
  const perExecutor = new WeakMap<object, Map<string, CompiledQuery>>();
  return function cached<Row>(
    executor: object,
    key: string,
    compile: () => CompiledQuery<Row>,
  ): CompiledQuery<Row> {
    let entries = perExecutor.get(executor);
    if (!entries) {
      entries = new Map();
      perExecutor.set(executor, entries);
    }
    const hit = entries.get(key);
    if (hit) {
      // Map keeps insertion order: moving the hit to the end keeps it from being dropped.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const compiled = compile();
    entries.set(key, compiled);
    if (entries.size > size) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    return compiled;
  };
}
