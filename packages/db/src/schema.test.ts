import { CamelCasePlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableColumns } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

// The JavaScript value pg gives for each PostgreSQL type (numeric, bigint and date stay text).
const KIND_BY_DATA_TYPE: Record<string, string> = {
  'timestamp with time zone': 'Date',
  text: 'string',
  character: 'string',
  uuid: 'string',
  numeric: 'string',
  bigint: 'string',
  date: 'string',
  integer: 'number',
  smallint: 'number',
  boolean: 'boolean',
  ARRAY: 'string[]',
  jsonb: 'json',
};

const camelCase = new (class extends CamelCasePlugin {
  toCamel(name: string) {
    return this.camelCase(name);
  }
})();

let t: TestDatabase;
let actual: Map<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
  }>`select table_name, column_name, data_type, is_nullable
     from information_schema.columns
     where table_schema = 'public' and table_name not like 'kysely_%'`.execute(
    t.db.withoutPlugins(),
  );
  actual = new Map();
  for (const row of rows) {
    const table = camelCase.toCamel(row.table_name);
    const kind = KIND_BY_DATA_TYPE[row.data_type] ?? `unmapped ${row.data_type}`;
    const columns = actual.get(table) ?? {};
    columns[camelCase.toCamel(row.column_name)] =
      row.is_nullable === 'YES' ? `${kind} | null` : kind;
    actual.set(table, columns);
  }
});

afterAll(async () => {
  await t.destroy();
});

describe('the TypeScript table types', () => {
  it('name exactly the tables of the migrated database', () => {
    expect(Object.keys(tableColumns).sort()).toEqual([...actual.keys()].sort());
  });

  it.each(Object.entries(tableColumns))(
    '%s: every column, with its JavaScript type and nullability',
    (table, columns) => {
      expect(actual.get(table)).toEqual(columns);
    },
  );
});
