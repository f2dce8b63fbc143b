import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** How many devices an account remembers; the least recently used beyond them are forgotten. */
const DEVICES_KEPT_PER_ACCOUNT = 20;

/** A new device token: 32 random bytes, base64url (43 characters). */
export function generateDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the token's hash is stored: the table alone lets nobody sign in as a known device. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the token is one the account's devices keep. */
export async function isKnownDevice(
  db: Executor,
  userId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('signInDevices')
    .select('id')
    .where('tokenHash', '=', hashDeviceToken(token))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The token the device keeps after signing in: the one it presented, when the account knows
 * it, else a new one. The account forgets its least recently used devices beyond the cap.
 */
export async function rememberDevice(
  db: Executor,
  userId: number,
  presented: string | undefined,
): Promise<string> {
  if (presented) {
    const touched = await db
      .updateTable('signInDevices')
      .set({ lastUsedAt: sql<Date>`now()` })
      .where('tokenHash', '=', hashDeviceToken(presented))
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (touched.numUpdatedRows > 0n) return presented;
  }
  const token = generateDeviceToken();
  await db
    .insertInto('signInDevices')
    .values({ userId, tokenHash: hashDeviceToken(token) })
    .execute();
  await db
    .deleteFrom('signInDevices')
    .where('userId', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('signInDevices')
        .select('id')
        .where('userId', '=', userId)
        .orderBy('lastUsedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DEVICES_KEPT_PER_ACCOUNT),
    )
    .execute();
  return token;
}
