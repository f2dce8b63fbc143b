import type { DB } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { storedKeysOf } from '../kyc/kyc.mapper';
import type { ObjectStorage } from '../storage/object-storage';
import { deleteExpiredTranslations } from '../translation/translation.repository';
import { daysBefore, RETENTION, yearsBefore } from './retention-periods';
import {
  blankSessionDetailsEndedBefore,
  clearUnlockTokensExpiredBefore,
  deleteContactMessagesSentBefore,
  deleteEmailedCodesDoneBefore,
  deleteKycRecord,
  deletePasswordResetRequestsMadeBefore,
  deleteSignInDevicesLastUsedBefore,
  findKycRecordsEndedBefore,
} from './retention.repository';

type Db = Kysely<DB>;

/** KYC records removed per run: each costs storage calls, and the next run takes the rest. */
const KYC_BATCH = 100;

/** Blanks the IP address and user agent of sessions that ended over 90 days ago. */
export function purgeSessionDetails(db: Db, now: Date): Promise<number> {
  return blankSessionDetailsEndedBefore(db, daysBefore(now, RETENTION.sessionDetailsDays));
}

/** Deletes contact messages sent over 2 years ago. */
export function purgeContactMessages(db: Db, now: Date): Promise<number> {
  return deleteContactMessagesSentBefore(db, daysBefore(now, RETENTION.contactMessageDays));
}

/** Deletes e-mailed codes a week after they were used or expired. */
export async function purgeEmailedCodes(db: Db, now: Date): Promise<number> {
  const doneBefore = daysBefore(now, RETENTION.emailedCodeGraceDays);
  let deleted = 0;
  for (const table of ['passwordResets', 'emailChanges', 'emailVerifications'] as const) {
    deleted += await deleteEmailedCodesDoneBefore(db, table, doneBefore);
  }
  return deleted;
}

/** Forgets sign-in devices that have not signed in for a year. */
export function purgeSignInDevices(db: Db, now: Date): Promise<number> {
  return deleteSignInDevicesLastUsedBefore(db, daysBefore(now, RETENTION.signInDeviceDays));
}

/** Deletes forgot-password requests still waiting a week after they were made. */
export function purgePasswordResetRequests(db: Db, now: Date): Promise<number> {
  return deletePasswordResetRequestsMadeBefore(
    db,
    daysBefore(now, RETENTION.passwordResetRequestDays),
  );
}

/** Empties the hash of second-factor unlock tokens once they have expired; the lock stays. */
export function purgeUnlockTokens(db: Db, now: Date): Promise<number> {
  return clearUnlockTokensExpiredBefore(db, now);
}

/** Deletes machine translations cached longer ago than the cache's lifetime. */
export function purgeTranslationCache(db: Db, now: Date, cacheDays: number): Promise<number> {
  return deleteExpiredTranslations(db, daysBefore(now, cacheDays));
}

/**
 * Deletes KYC records 5 years after the relationship ended: the stored documents first, then
 * the record and the user's screening results. A record whose file cannot be deleted stays,
 * logged, for the next run, so no file is left without the record that names it.
 */
export async function purgeKycRecords(
  db: Db,
  now: Date,
  { storage, log }: { storage: ObjectStorage; log: Pick<FastifyBaseLogger, 'error'> },
): Promise<number> {
  const records = await findKycRecordsEndedBefore(
    db,
    yearsBefore(now, RETENTION.kycYears),
    KYC_BATCH,
  );
  let deleted = 0;
  for (const record of records) {
    // A deleted account's keys were emptied when its files were removed.
    const keys = storedKeysOf(record).filter((key) => key !== '');
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      log.error(
        { kycId: record.id, err: failed[0]?.reason },
        'Could not delete a KYC file past its retention; the record is kept for the next run',
      );
      continue;
    }
    await deleteKycRecord(db, record);
    deleted += 1;
  }
  return deleted;
}
