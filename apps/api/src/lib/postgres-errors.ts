const UNIQUE_VIOLATION = '23505';
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
/** A date PostgreSQL cannot read or hold: invalid datetime format, datetime field overflow. */
const UNREADABLE_DATE = new Set(['22007', '22008']);
/** A NUL in text ("invalid byte sequence for encoding UTF8: 0x00"), or in JSON (\u0000). */
const UNSTORABLE_CHARACTER = new Set(['22021', '22P05']);

function postgresError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  return typeof error === 'object' && error !== null ? error : undefined;
}

/** True for PostgreSQL's unique violation, on the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  return (
    found?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || found.constraint === constraint)
  );
}

/** True when text sent to PostgreSQL holds a character it cannot store (NUL). */
export function isUnstorableCharacter(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return typeof code === 'string' && UNSTORABLE_CHARACTER.has(code);
}

/** True when a date sent to PostgreSQL is one it cannot read or hold (year 0, month 13). */
export function isUnreadableDate(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return typeof code === 'string' && UNREADABLE_DATE.has(code);
}

/** True when a value sent to PostgreSQL does not fit its column (an id beyond int4, ...). */
export function isNumericOutOfRange(error: unknown): boolean {
  return postgresError(error)?.code === NUMERIC_VALUE_OUT_OF_RANGE;
}

/** pg-pool's error when no connection came free within the pool's connection time-out. */
const POOL_WAIT_TIMED_OUT = 'timeout exceeded when trying to connect';
/** query_canceled: here, a statement that ran past DB_STATEMENT_TIMEOUT_MS. */
const QUERY_CANCELED = '57014';

/**
 * True when the database was too busy to answer in time: every connection of the pool stayed
 * busy past DB_CONNECTION_TIMEOUT_MS, or a statement waited past DB_STATEMENT_TIMEOUT_MS (its
 * transaction rolled back). The request wrote nothing and may be sent again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return (
    (error instanceof Error && error.message === POOL_WAIT_TIMED_OUT) ||
    postgresError(error)?.code === QUERY_CANCELED
  );
}
