import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledQueryCache } from './compiled-query-cache';

describe('compiledQueryCache', () => {
  it('compiles once per key and database handle', () => {
    const cached = compiledQueryCache(10);
    const db = {};
    let compiles = 0;
    const compile = () => {
      compiles += 1;
      return CompiledQuery.raw('select 1');
    };
    const first = cached(db, 'a', compile);
    expect(cached(db, 'a', compile)).toBe(first);
    expect(compiles).toBe(1);
    cached({}, 'a', compile);
    expect(compiles).toBe(2);
  });

  it('drops the least recently used key beyond its size', () => {
    const cached = compiledQueryCache(2);
    const db = {};
    const compiled: string[] = [];
    const compile = (key: string) => () => {
      compiled.push(key);
      return CompiledQuery.raw(key);
    };
    cached(db, 'a', compile('a'));
    cached(db, 'b', compile('b'));
    cached(db, 'a', compile('a'));
    cached(db, 'c', compile('c'));
    cached(db, 'a', compile('a'));
    cached(db, 'b', compile('b'));
    expect(compiled).toEqual(['a', 'b', 'c', 'b']);
  });
});
