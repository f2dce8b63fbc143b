import { AUDIT_ENTITY_TYPES, type TDataExport, type TKycDocument } from '@coinvest/contract';
import type { KycVerificationRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/record-audit';
import { sessionExpired } from '../auth/access-token';
import { DOCUMENT_COLUMNS } from '../kyc/kyc.mapper';
import { mimeTypeOfKey } from '../kyc/file-type';
import type { ObjectStorage } from '../storage/object-storage';
import { DATA_RIGHTS_AUDIT } from './data-rights-audit';

/**
 * Each list in the export stops here: an investor has a handful of rows per table, so the cap
 * only keeps one export (and its memory) bounded whatever a table holds.
 */
export const EXPORT_ROW_LIMIT = 5000;

/** Bytes of one stored file, counted from its stream (the size is not kept in a column). */
async function storedSize(storage: ObjectStorage, key: string): Promise<number | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  let size = 0;
  for await (const chunk of stream) size += (chunk as Buffer).length;
  return size;
}

/** The KYC files, listed: what they are, their type, size and upload date; never their bytes. */
async function kycDocuments(storage: ObjectStorage, kyc: KycVerificationRow | undefined) {
  if (!kyc) return [];
  const entries = Object.entries(DOCUMENT_COLUMNS) as [
    TKycDocument,
    (typeof DOCUMENT_COLUMNS)[TKycDocument],
  ][];
  const stored = entries.flatMap(([document, column]) => {
    const key = kyc[column];
    return key ? [{ document, key }] : [];
  });
  return Promise.all(
    stored.map(async ({ document, key }) => ({
      document,
      contentType: mimeTypeOfKey(key),
      sizeBytes: await storedSize(storage, key),
      uploadedAt: kyc.submittedAt,
    })),
  );
}

/**
 * The KYC record without its files' storage keys, which are the API's own and never shown, nor
 * the reviewing admin's id (the review's outcome and date stay).
 */
function kycForExport(kyc: KycVerificationRow) {
  const {
    documentFrontUrl: _front,
    documentBackUrl: _back,
    proofOfAddressUrl: _proof,
    selfieUrl: _selfie,
    reviewedBy: _reviewer,
    ...fields
  } = kyc;
  return fields;
}

/**
 * Audit records the user made, or about their account, KYC record, interests and investments:
 * what was done and when. Who did it (an admin's id) and from where (their IP address), and
 * the before and after that can name the reviewer, are the staff's data, not the user's.
 */
function auditRecordsAbout(
  db: Executor,
  userId: number,
  owned: { kycIds: number[]; interestIds: number[]; investmentIds: number[] },
) {
  const about = (type: string, ids: number[]) =>
    ids.map((id) => ({ type, id: String(id) }) as const);
  const entities = [
    { type: DATA_RIGHTS_AUDIT.entityType, id: String(userId) },
    ...about(AUDIT_ENTITY_TYPES.kycVerification, owned.kycIds),
    ...about(AUDIT_ENTITY_TYPES.projectInterest, owned.interestIds),
    ...about(AUDIT_ENTITY_TYPES.investment, owned.investmentIds),
  ];
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

/**
 * Everything stored about the caller (docs/product-rules.md, Data rights): each table's rows
 * for them, without the password hash, the TOTP secret, code hashes or e-mail bodies (which
 * can hold codes). Recorded in the audit trail with the caller as actor.
 */
export async function exportUserData(
  { db, storage }: Pick<FastifyInstance, 'db' | 'storage'>,
  actor: AdminActor,
  now: Date = new Date(),
): Promise<TDataExport> {
  const userId = actor.userId;
  const user = await db
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
  if (!user) throw sessionExpired();

  const [
    secondFactor,
    recoveryCodes,
    passwordResets,
    emailChanges,
    emailVerifications,
    sessions,
    signInDevices,
    notificationPreferences,
    kyc,
    amlChecks,
    interests,
    investments,
    notifications,
    notificationEmails,
    emails,
    goals,
    contactMessages,
  ] = await Promise.all([
    db
      .selectFrom('userSecondFactors')
      .select(['confirmedAt', 'createdAt'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('recoveryCodes')
      .select(['id', 'usedAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('passwordResets')
      .select(['id', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('emailChanges')
      .select(['id', 'newEmail', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('emailVerifications')
      .select(['id', 'expiresAt', 'attempts', 'usedAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
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
      .execute(),
    // When each was first and last used; not the token's hash, which only the device should match.
    db
      .selectFrom('signInDevices')
      .select(['id', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('notificationPreferences')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('kind')
      .execute(),
    db.selectFrom('kycVerifications').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('amlChecks')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('projectInterests')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('investments')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('notificationEmailQueue')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'subject', 'status', 'createdAt', 'sentAt'])
      .where('toAddress', '=', user.email)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('financialGoals')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    db
      .selectFrom('contactMessages')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
  ]);

  const [kycFiles, auditRecords] = await Promise.all([
    kycDocuments(storage, kyc),
    auditRecordsAbout(db, userId, {
      kycIds: kyc ? [kyc.id] : [],
      interestIds: interests.map((row) => row.id),
      investmentIds: investments.map((row) => row.id),
    }),
  ]);

  await recordAudit(db, {
    actor,
    action: DATA_RIGHTS_AUDIT.dataExport,
    entity: { type: DATA_RIGHTS_AUDIT.entityType, id: userId },
  });

  return {
    exportedAt: now.toISOString(),
    account: user,
    secondFactor: secondFactor ?? null,
    recoveryCodes,
    passwordResets,
    emailChanges,
    emailVerifications,
    sessions,
    signInDevices,
    notificationPreferences,
    kyc: kyc ? kycForExport(kyc) : null,
    kycDocuments: kycFiles,
    // Without the ids of the admins who reviewed a check or confirmed a payment.
    amlChecks: amlChecks.map(({ reviewedBy: _reviewer, ...check }) => check),
    interests,
    investments: investments.map(({ paymentConfirmedBy: _confirmer, ...investment }) => investment),
    notifications,
    notificationEmails,
    emails,
    goals,
    contactMessages,
    auditRecords,
  };
}
