import type { DB } from '@coinvest/db';
import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../lib/executor';
import { DATA_RIGHTS_AUDIT } from '../data-rights/data-rights-audit';

/** Empties the IP address and user agent of sessions that ended (expired or revoked) before. */
export async function blankSessionDetailsEndedBefore(db: Executor, endedBefore: Date) {
  const result = await db
    .updateTable('sessions')
    .set({ ip: null, userAgent: null })
    .where(sql<Date>`least(expires_at, coalesce(revoked_at, expires_at))`, '<', endedBefore)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('userAgent', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteContactMessagesSentBefore(db: Executor, sentBefore: Date) {
  const result = await db
    .deleteFrom('contactMessages')
    .where('createdAt', '<', sentBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Codes used, or expired unused, before the given time. */
export async function deleteEmailedCodesDoneBefore(
  db: Executor,
  table: 'passwordResets' | 'emailChanges' | 'emailVerifications',
  doneBefore: Date,
) {
  const result = await db
    .deleteFrom(table)
    .where((eb) => eb(eb.fn.coalesce('usedAt', 'expiresAt'), '<', doneBefore))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSignInDevicesLastUsedBefore(db: Executor, usedBefore: Date) {
  const result = await db
    .deleteFrom('signInDevices')
    .where('lastUsedAt', '<', usedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deletePasswordResetRequestsMadeBefore(db: Executor, madeBefore: Date) {
  const result = await db
    .deleteFrom('passwordResetRequests')
    .where('createdAt', '<', madeBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Empties the hash of second-factor unlock tokens expired before. The lock and the expiry
 * date stay: a locked factor whose link has expired mails a new one at the next try.
 */
export async function clearUnlockTokensExpiredBefore(db: Executor, expiredBefore: Date) {
  const result = await db
    .updateTable('userSecondFactors')
    .set({ unlockTokenHash: null })
    .where('unlockTokenHash', 'is not', null)
    .where('unlockExpiresAt', '<=', expiredBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * KYC records whose relationship ended before `endedBefore`: the account was deleted then, or
 * the application was rejected then and the user never made an investment (of any status).
 * At most `limit`, oldest first.
 */
export function findKycRecordsEndedBefore(db: Executor, endedBefore: Date, limit: number) {
  return db
    .selectFrom('kycVerifications as k')
    .selectAll('k')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('auditLog as a')
            .select('a.id')
            .where('a.action', '=', DATA_RIGHTS_AUDIT.accountDelete)
            .where('a.entityType', '=', DATA_RIGHTS_AUDIT.entityType)
            .where('a.entityId', '=', sql<string>`k.user_id::text`)
            .where('a.createdAt', '<', endedBefore),
        ),
        eb.and([
          eb('k.status', '=', 'rejected'),
          eb(eb.fn.coalesce('k.reviewedAt', 'k.updatedAt'), '<', endedBefore),
          eb.not(
            eb.exists(
              eb
                .selectFrom('investments as i')
                .select('i.id')
                .whereRef('i.userId', '=', 'k.userId'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('k.id')
    .limit(limit)
    .execute();
}

/** Deletes a KYC record and the user's screening results, in one transaction. */
export async function deleteKycRecord(db: Kysely<DB>, record: { id: number; userId: number }) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('amlChecks').where('userId', '=', record.userId).execute();
    await trx.deleteFrom('kycVerifications').where('id', '=', record.id).execute();
  });
}
