import { AUDIT_ENTITY_TYPES, type TDataExport, type TKycDocument } from '@coinvest/contract';
import type { KycVerificationRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { sessionExpired } from '../auth/access-token';
import { DOCUMENT_COLUMNS } from '../kyc/kyc.mapper';
import { mimeTypeOfKey } from '../../lib/uploads/file-type';
import { findKycByUserId } from '../kyc/kyc.repository';
import type { ObjectStorage } from '../storage/object-storage';
import { DATA_RIGHTS_AUDIT } from './data-rights-audit';
import {
  findAccountForExport,
  findSecondFactorForExport,
  listAmlChecksForExport,
  listAuditRecordsForExport,
  listContactMessagesForExport,
  listEmailChangesForExport,
  listEmailsForExport,
  listEmailVerificationsForExport,
  listGoalsForExport,
  listInterestsForExport,
  listInvestmentsForExport,
  listNotificationEmailsForExport,
  listNotificationPreferencesForExport,
  listNotificationsForExport,
  listPasswordResetsForExport,
  listRecoveryCodesForExport,
  listSessionsForExport,
  listSignInDevicesForExport,
} from './data-export.repository';

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

/** Audit records the user made, or about their account, KYC record, interests and investments. */
function auditRecordsAbout(
  db: Executor,
  userId: number,
  owned: { kycIds: number[]; interestIds: number[]; investmentIds: number[] },
) {
  const about = (type: string, ids: number[]) =>
    ids.map((id) => ({ type, id: String(id) }) as const);
  return listAuditRecordsForExport(db, userId, [
    { type: DATA_RIGHTS_AUDIT.entityType, id: String(userId) },
    ...about(AUDIT_ENTITY_TYPES.kycVerification, owned.kycIds),
    ...about(AUDIT_ENTITY_TYPES.projectInterest, owned.interestIds),
    ...about(AUDIT_ENTITY_TYPES.investment, owned.investmentIds),
  ]);
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
  const user = await findAccountForExport(db, userId);
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
    findSecondFactorForExport(db, userId),
    listRecoveryCodesForExport(db, userId),
    listPasswordResetsForExport(db, userId),
    listEmailChangesForExport(db, userId),
    listEmailVerificationsForExport(db, userId),
    listSessionsForExport(db, userId),
    listSignInDevicesForExport(db, userId),
    listNotificationPreferencesForExport(db, userId),
    findKycByUserId(db, userId),
    listAmlChecksForExport(db, userId),
    listInterestsForExport(db, userId),
    listInvestmentsForExport(db, userId),
    listNotificationsForExport(db, userId),
    listNotificationEmailsForExport(db, userId),
    listEmailsForExport(db, user.email),
    listGoalsForExport(db, userId),
    listContactMessagesForExport(db, userId),
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
