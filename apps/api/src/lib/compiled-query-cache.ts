import type { CompiledQuery, QueryResult, RawBuilder } from 'kysely';
import { prepareStatement } from '@coinvest/db';
import type { Executor } from './executor';

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

/** Where a value goes in a query built once: found among the compiled parameters by identity. */
class StandIn {
  constructor(readonly name: string) {}
}

/**
 * A statement whose SQL never changes, only its values: built and compiled once per database
 * handle with a stand-in for each named value, then run with each call's values put where the
 * stand-ins landed among the parameters, as a named prepared statement (prepareStatement), so
 * PostgreSQL parses and plans it once per connection too. For the statements every request runs
 * (the session look-up, a reservation), where building, compiling, parsing and planning would
 * cost as much as running them.
 * Every value must reach the SQL as a parameter: one used to shape the query (a list expanded,
 * a branch taken) would be a stand-in at build time, so a value that is not found among the
 * parameters fails the first call.
 */
export function preparedQuery<Values extends object, Row>(
  names: readonly (keyof Values & string)[],
  build: (db: Executor, values: Values) => RawBuilder<Row>,
): (db: Executor, values: Values) => Promise<QueryResult<Row>> {
  const compiledFor = new WeakMap<Executor, CompiledQuery<Row>>();
  const compile = (db: Executor): CompiledQuery<Row> => {
    const standIns = Object.fromEntries(names.map((name) => [name, new StandIn(name)]));
    const compiled = build(db, standIns as unknown as Values).compile(db);
    const placed = new Set(
      compiled.parameters.flatMap((value) => (value instanceof StandIn ? [value.name] : [])),
    );
    const missing = names.filter((name) => !placed.has(name));
    if (missing.length > 0) {
      throw new Error(`Prepared query values not sent as parameters: ${missing.join(', ')}`);
    }
    prepareStatement(compiled.sql);
    return compiled;
  };
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledFor.set(db, compiled);
    }
    return db.executeQuery<Row>({
      ...compiled,
      parameters: compiled.parameters.map((value) =>
        value instanceof StandIn ? values[value.name as keyof Values] : value,
      ),
    });
  };
}
