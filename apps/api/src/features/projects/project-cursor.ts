import { isPlausibleDate } from '@coinvest/contract';
import { isStorableId } from '../../lib/ids';
import type { ProjectListPosition } from './projects.repository';

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The x-next-cursor of the project list: the last project's exact created_at and id, so the
 * next page starts right after it however many projects are added meanwhile. Opaque to
 * clients (base64url of a small JSON array).
 */
export function encodeProjectCursor(position: ProjectListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAtKey, position.id])).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this API gave out. */
export function decodeProjectCursor(cursor: string): ProjectListPosition | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return undefined;
  const [createdAtKey, id] = decoded as unknown[];
  if (typeof createdAtKey !== 'string' || !TIMESTAMP_KEY.test(createdAtKey)) return undefined;
  // Year 0 passes the round trip below, but PostgreSQL cannot compare it.
  if (!isPlausibleDate(createdAtKey)) return undefined;
  if (typeof id !== 'number' || !isStorableId(id)) return undefined;
  // A real calendar instant: '2026-02-30T...' does not survive the round trip.
  const instant = new Date(createdAtKey);
  if (
    Number.isNaN(instant.getTime()) ||
    instant.toISOString().slice(0, 23) !== createdAtKey.slice(0, 23)
  ) {
    return undefined;
  }
  return { createdAtKey, id };
}
