import {
  ADMIN_PAGE_MESSAGES,
  ERROR_CODES,
  isPlausibleDate,
  type TAdminKeysetPage,
} from '@coinvest/contract';
import { sql } from 'kysely';
import { BadRequestError } from './errors';
import { isStorableId } from './ids';

/** The values a list sorts by, of the last row a page showed, ending with its unique id. */
export type KeysetPosition = readonly (string | number)[];

export interface KeysetRequest {
  /** Opaque, from the page before; none (or empty) is the first page. */
  cursor?: string | undefined;
  pageSize: number;
}

/** How one list is read in keyset pages. */
export interface KeysetReader<Row, Position extends KeysetPosition> {
  /** At most `limit` rows, in the list's order, after `after` (from the start without it). */
  rows: (limit: number, after: Position | undefined) => Promise<Row[]>;
  total: () => Promise<number>;
  positionOf: (row: Row) => Position;
  /** The position a decoded cursor names, or undefined when it is not one this API gave out. */
  parsePosition: (values: readonly unknown[]) => Position | undefined;
}

const cursorInvalid = () =>
  new BadRequestError(ADMIN_PAGE_MESSAGES.adminCursorInvalid, {
    errorCode: ERROR_CODES.validationFailed,
    issues: [{ path: 'cursor', message: ADMIN_PAGE_MESSAGES.adminCursorInvalid }],
  });

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this API gave out. */
export function readKeysetCursor<Position>(
  cursor: string,
  parsePosition: (values: readonly unknown[]) => Position | undefined,
): Position | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return Array.isArray(decoded) ? parsePosition(decoded) : undefined;
}

function decodeKeysetCursor<Position extends KeysetPosition>(
  cursor: string,
  parsePosition: (values: readonly unknown[]) => Position | undefined,
): Position {
  const position = readKeysetCursor(cursor, parsePosition);
  if (!position) throw cursorInvalid();
  return position;
}

/**
 * One keyset page: the rows right after the cursor's position (one more than the page, which
 * tells whether another follows) and the count of every match, read together. Unlike an offset,
 * the database starts reading at the position, so the last page costs what the first does.
 */
export async function keysetPage<Row, Item, Position extends KeysetPosition>(
  { cursor, pageSize }: KeysetRequest,
  reader: KeysetReader<Row, Position>,
  toItem: (row: Row) => Item,
): Promise<TAdminKeysetPage<Item>> {
  const after = cursor ? decodeKeysetCursor(cursor, reader.parsePosition) : undefined;
  const [rows, total] = await Promise.all([reader.rows(pageSize + 1, after), reader.total()]);
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    total,
    pageSize,
    nextCursor: rows.length > pageSize && last ? encodeKeysetCursor(reader.positionOf(last)) : null,
  };
}

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A timestamp column to the microsecond, as text: a Date keeps only milliseconds, and a
 * position rounded to them would skip or repeat rows written in the same millisecond.
 */
export function timestampKey(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Whether a cursor's value is a timestampKey of a real instant ('2026-02-30...' is not) in a
 * year PostgreSQL can compare (not year 0).
 */
export function isTimestampKey(value: unknown): value is string {
  if (typeof value !== 'string' || !TIMESTAMP_KEY.test(value) || !isPlausibleDate(value)) {
    return false;
  }
  const instant = new Date(value);
  return (
    !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 23) === value.slice(0, 23)
  );
}

/** Whether a cursor's value is an integer id a table of ours can hold. */
export function isCursorId(value: unknown): value is number {
  return typeof value === 'number' && isStorableId(value);
}

/** Whether a cursor's value is a bigint id, as its digits (beyond a JavaScript number). */
export function isCursorBigintId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value);
}
