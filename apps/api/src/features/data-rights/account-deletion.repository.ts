import { AWAITING_PAYMENT_STATUSES } from '@coinvest/contract';
import type { UserChanges } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { DATA_RIGHTS_AUDIT } from './data-rights-audit';

/**
 * Open: awaiting payment, or confirmed in a unit that is not sold yet (the investor still holds
 * a share whose sale has to be settled with them).
 */
export async function hasOpenInvestment(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .innerJoin('units', 'units.id', 'investments.unitId')
    .select('investments.id')
    .where('investments.userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('investments.status', 'in', AWAITING_PAYMENT_STATUSES),
        eb.and([eb('investments.status', '=', 'confirmed'), eb('units.status', '!=', 'sold')]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the account's personal fields with the placeholders given. */
export async function anonymiseUser(
  db: Executor,
  userId: number,
  placeholders: UserChanges,
): Promise<void> {
  await db.updateTable('users').set(placeholders).where('id', '=', userId).execute();
}

/** Deletes every session of the user; answers their ids. */
export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes the user's rows that only matter to them: second factor, e-mailed codes, devices,
 * notifications and their e-mails, goals, idempotency keys, the e-mails sent to their address
 * and their contact messages.
 */
export async function deletePersonalRows(
  db: Executor,
  { userId, email }: { userId: number; email: string },
): Promise<void> {
  for (const table of [
    'userSecondFactors',
    'recoveryCodes',
    'passwordResets',
    'emailChanges',
    'emailVerifications',
    'signInDevices',
    'notifications',
    'notificationPreferences',
    'notificationEmailQueue',
    'financialGoals',
    'idempotencyKeys',
  ] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).execute();
  }
  await db.deleteFrom('emailOutbox').where('toAddress', '=', email).execute();
  await db.deleteFrom('contactMessages').where('userId', '=', userId).execute();
}

/** The interests stay (with their amounts), without how and where to contact the user. */
export async function clearInterestContacts(
  db: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('projectInterests')
    .set({ contactPreference: null, contactInfo: null, message: null, updatedAt: now })
    .where('userId', '=', userId)
    .execute();
}

export async function countRowsOfUser(
  db: Executor,
  table: 'investments' | 'amlChecks',
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Audit records the user made, or about their account. */
export async function countAuditRecordsOfAccount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) =>
      eb.or([
        eb('actorUserId', '=', userId),
        eb.and([
          eb('entityType', '=', DATA_RIGHTS_AUDIT.entityType),
          eb('entityId', '=', String(userId)),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
