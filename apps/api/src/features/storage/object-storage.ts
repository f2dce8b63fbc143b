import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, behind one interface so the API runs on a local folder in
 * development and on S3-compatible object storage in production. Keys are the API's own
 * (random names it chose); they are never shown to a client.
 */
export interface ObjectStorage {
  /** Stores the stream's bytes under key; rejects (and keeps nothing) if the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are 'folder/name.ext' of letters, digits, dashes and dots, never a path out. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
