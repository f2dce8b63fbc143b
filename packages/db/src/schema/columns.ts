import type { SelectType } from 'kysely';

type Kind<T> = [T] extends [Date]
  ? 'Date'
  : [T] extends [string]
    ? 'string'
    : [T] extends [number]
      ? 'number'
      : [T] extends [boolean]
        ? 'boolean'
        : [T] extends [string[]]
          ? 'string[]'
          : 'json';

/**
 * What a column reads as, derived from its table interface: 'Date', 'string | null', ...
 * A column list typed with this must name every column of the interface and no other, with
 * the right kind and nullability; schema.test.ts compares these lists with the database.
 */
export type ColumnShape<C> =
  null extends SelectType<C> ? `${Kind<NonNullable<SelectType<C>>>} | null` : Kind<SelectType<C>>;

export type TableColumns<Table> = { [K in keyof Table & string]-?: ColumnShape<Table[K]> };
