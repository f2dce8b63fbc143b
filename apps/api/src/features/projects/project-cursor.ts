import { encodeKeysetCursor, isCursorId, isTimestampKey, readKeysetCursor } from '../../lib/keyset';
import type { ProjectListPosition } from './projects.repository';

/**
 * The x-next-cursor of the project list: the last project's exact created_at and id, so the
 * next page starts right after it however many projects are added meanwhile. Opaque to
 * clients (a keyset cursor, as every list's).
 */
export function encodeProjectCursor(position: ProjectListPosition): string {
  return encodeKeysetCursor([position.createdAtKey, position.id]);
}

/** The position a cursor names, or undefined when it is not one this API gave out. */
export function decodeProjectCursor(cursor: string): ProjectListPosition | undefined {
  return readKeysetCursor(cursor, (values) => {
    const [createdAtKey, id] = values;
    return values.length === 2 && isTimestampKey(createdAtKey) && isCursorId(id)
      ? { createdAtKey, id }
      : undefined;
  });
}
