import { randomBytes } from 'node:crypto';

let counter = 0;

/**
 * A short suffix unique within a test database: a counter for this module, and 32 random bits
 * because a file can load this module more than once in one process (same pid, same counter).
 */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter.toString(36)}${randomBytes(4).toString('hex')}`;
}
