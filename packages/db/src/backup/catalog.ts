// What dump and restore read from PostgreSQL's catalog: the tables of the public schema, their
// foreign keys (the order to load them in) and the sequences behind identity columns.
import type pg from 'pg';
import { BackupError, ident, MIGRATION_TABLES, type BackupTable } from './format';

export interface CatalogTable extends BackupTable {
  /** 'p' for a partitioned table, whose rows COPY reads through a query. */
  kind: 'r' | 'p';
}

export interface ForeignKey {
  table: string;
  references: string;
  deferrable: boolean;
}

export interface OwnedSequence {
  table: string;
  column: string;
  /** Qualified, quoted where needed: usable as a regclass. */
  sequence: string;
}

/** Every table of the public schema but Kysely's bookkeeping, with its stored columns. */
export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ name: string; kind: 'r' | 'p'; columns: string[] }>(
    `select c.relname as name, c.relkind as kind,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and c.relname <> all($1::text[])
     order by c.relname`,
    [MIGRATION_TABLES],
  );
  return rows;
}

export async function hasMigrationTable(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    "select to_regclass('public.kysely_migration') is not null as found",
  );
  return rows[0]?.found ?? false;
}

/** The applied migrations' names, in the order Kysely applies them. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  if (!(await hasMigrationTable(client))) return [];
  const { rows } = await client.query<{ name: string }>('select name from public.kysely_migration');
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
}

export async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select c.relname as "table", r.relname as "references", k.condeferrable as deferrable
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_class r on r.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public'
     order by 1, 2`,
  );
  return rows;
}

/**
 * The tables in an order that loads every referenced table before the tables that reference
 * it (alphabetical where the keys leave a choice). A table referencing itself needs nothing:
 * PostgreSQL checks a COPY's foreign keys when the statement ends. A cycle is allowed only
 * through deferrable keys, which the restore defers to the commit.
 */
export function loadOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const known = new Set(tables);
  const relevant = keys.filter(
    (key) => key.table !== key.references && known.has(key.table) && known.has(key.references),
  );
  const placed = new Set<string>();
  const order: string[] = [];
  const remaining = () => [...tables].filter((table) => !placed.has(table)).sort();
  const readyUnder = (edges: readonly ForeignKey[]) =>
    remaining().find((table) =>
      edges.every((key) => key.table !== table || placed.has(key.references)),
    );
  while (order.length < tables.length) {
    const next = readyUnder(relevant) ?? readyUnder(relevant.filter((key) => !key.deferrable));
    if (next === undefined) {
      throw new BackupError(
        `The tables ${remaining().join(', ')} reference each other through foreign keys that ` +
          'cannot be deferred, so no load order satisfies them.',
      );
    }
    placed.add(next);
    order.push(next);
  }
  return order;
}

/** A key the order breaks: a non-deferrable reference to a table loaded later. */
export function keyOutOfOrder(
  order: readonly string[],
  keys: readonly ForeignKey[],
): ForeignKey | undefined {
  const position = new Map(order.map((table, index) => [table, index]));
  return keys.find((key) => {
    const from = position.get(key.table);
    const to = position.get(key.references);
    return (
      !key.deferrable &&
      key.table !== key.references &&
      from !== undefined &&
      to !== undefined &&
      to > from
    );
  });
}

/** The sequences that identity and serial columns of the public tables draw from. */
export async function ownedSequences(client: pg.ClientBase): Promise<OwnedSequence[]> {
  const { rows } = await client.query<OwnedSequence>(
    `select * from (
       select c.relname as "table", a.attname as "column",
         pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and c.relname <> all($1::text[])
     ) owned
     where sequence is not null
     order by 1, 2`,
    [MIGRATION_TABLES],
  );
  return rows;
}

export async function primaryKeyColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column: string }>(
    `select a.attname as "column"
     from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::smallint[], a.attnum)`,
    [`public.${ident(table)}`],
  );
  return rows.map((row) => row.column);
}
