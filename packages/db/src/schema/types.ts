import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as a Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (usually now()). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * numeric: PostgreSQL returns it as a decimal string and we keep it one; writes take strings
 * only, so a binary float never reaches a money column by accident.
 */
export type Numeric = ColumnType<string, string, string>;
export type GeneratedNumeric = ColumnType<string, string | undefined, string>;
export type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

/** date: read as 'YYYY-MM-DD' (the opener turns off pg's local-midnight Date parsing). */
export type DateOnly = ColumnType<string, string, string>;
export type NullableDateOnly = ColumnType<string | null, string | null | undefined, string | null>;

/** A JSON document; a top-level JSON null is stored as SQL NULL instead. */
export type JsonValue =
  string | number | boolean | (JsonValue | null)[] | { [key: string]: JsonValue | null };
/**
 * jsonb: writes take JSON text (JSON.stringify), because pg would turn a JS array into a
 * PostgreSQL array literal instead of JSON.
 */
export type Json = ColumnType<JsonValue, string, string>;
export type NullableJson = ColumnType<JsonValue | null, string | null | undefined, string | null>;

export type Id = Generated<number>;
