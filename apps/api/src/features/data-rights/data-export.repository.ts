import type { Executor } from '../../lib/executor';

/**
 * Each list in the export stops here: an investor has a handful of rows per table, so the cap
 * only keeps one export (and its memory) bounded whatever a table holds.
 */
const EXPORT_ROW_LIMIT = 5000;

/** The account's own fields: not the password hash. */
export function findAccountForExport(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'firstName',
      'lastName',
      'role',
      'preferredLanguage',
      'preferredCurrency',
      'emailVerifiedAt',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whether and when a second factor was set up: not its secret. */
export function findSecondFactorForExport(db: Executor, userId: number) {
  return db
    .selectFrom('userSecondFactors')
    .select(['confirmedAt', 'createdAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The codes' use, not their hashes (as for every e-mailed code below). */
export function listRecoveryCodesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('recoveryCodes')
    .select(['id', 'usedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listPasswordResetsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('passwordResets')
    .select(['id', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listEmailChangesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('emailChanges')
    .select(['id', 'newEmail', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listEmailVerificationsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('emailVerifications')
    .select(['id', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listSessionsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'createdAt',
      'expiresAt',
      'revokedAt',
      'userAgent',
      'ip',
      'lastSeenAt',
      'idleTimeoutMinutes',
      'secondFactorVerified',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

/** When each was first and last used; not the token's hash, which only the device should match. */
export function listSignInDevicesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('signInDevices')
    .select(['id', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listNotificationPreferencesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('notificationPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('kind')
    .execute();
}

export function listAmlChecksForExport(db: Executor, userId: number) {
  return db
    .selectFrom('amlChecks')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listInterestsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('projectInterests')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listInvestmentsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listNotificationsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listNotificationEmailsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('notificationEmailQueue')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

/** The e-mails sent to the address: not their bodies, which can hold codes. */
export function listEmailsForExport(db: Executor, email: string) {
  return db
    .selectFrom('emailOutbox')
    .select(['id', 'toAddress', 'subject', 'status', 'createdAt', 'sentAt'])
    .where('toAddress', '=', email)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listGoalsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('financialGoals')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

export function listContactMessagesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('contactMessages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}

/**
 * What was done and when, by the user or about one of these entities. Who did it (an admin's
 * id) and from where (their IP address), and the before and after that can name the reviewer,
 * are the staff's data, not the user's.
 */
export function listAuditRecordsForExport(
  db: Executor,
  userId: number,
  entities: readonly { type: string; id: string }[],
) {
  return db
    .selectFrom('auditLog')
    .select(['action', 'createdAt'])
    .where((eb) =>
      eb.or([
        eb('actorUserId', '=', userId),
        ...entities.map(({ type, id }) =>
          eb.and([eb('entityType', '=', type), eb('entityId', '=', id)]),
        ),
      ]),
    )
    .orderBy('id')
    .limit(EXPORT_ROW_LIMIT)
    .execute();
}
