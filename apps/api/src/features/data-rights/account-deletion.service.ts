import {
  DATA_RIGHTS_ERROR_CODES,
  DATA_RIGHTS_MESSAGES,
  type TAccountDeleted,
  type TAccountDeletionBody,
  type TKeptRecordKind,
} from '@coinvest/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConflictError } from '../../lib/errors';
import { userWithCurrentPassword } from '../auth/current-password';
import { closeSessionSockets } from '../auth/session-sockets';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { storedKeysOf } from '../kyc/kyc.mapper';
import { lockKycByUserId, updateKyc } from '../kyc/kyc.repository';
import { deleteStoredFiles } from '../kyc/kyc-upload';
import { lockUser } from '../users/users.repository';
import {
  anonymiseUser,
  clearInterestContacts,
  countAuditRecordsOfAccount,
  countRowsOfUser,
  deletePersonalRows,
  deleteSessionsOfUser,
  hasOpenInvestment,
} from './account-deletion.repository';
import { DATA_RIGHTS_AUDIT } from './data-rights-audit';

/**
 * Not an argon2 hash, so verifyPassword is false for every password: the account cannot sign
 * in, and no reset can reach it (its e-mail is a placeholder).
 */
const NO_PASSWORD = '!deleted';

/** Why each kind of kept record stays (docs/product-rules.md, Data rights). */
const KEPT_REASONS: Record<TKeptRecordKind, string> = {
  investments:
    'Investments, payments and sales are financial records that tax and anti-money-laundering law require us to keep for 6 years; they now belong to an anonymous account.',
  kycVerification:
    'That an identity check took place, its status and dates are kept for 5 years as anti-money-laundering law requires; your personal details and documents are removed.',
  amlChecks: 'Anti-money-laundering screening results are kept for 5 years as the law requires.',
  auditRecords:
    'The audit trail of changes made to your records is kept for 6 years so the platform can account for every change.',
};

/**
 * Removes or anonymises everything personal about the caller in one transaction, keeping the
 * records the law requires (docs/product-rules.md, Data rights). The KYC files are deleted
 * after the commit, so a rollback never leaves a record pointing at removed files; a file that
 * cannot be deleted is logged.
 */
export async function deleteAccount(
  ctx: Pick<FastifyInstance, 'db' | 'storage' | 'realtime'> & {
    log: Pick<FastifyBaseLogger, 'error'>;
  },
  actor: AdminActor,
  body: TAccountDeletionBody,
  now: Date = new Date(),
): Promise<TAccountDeleted> {
  const userId = actor.userId;
  const user = await userWithCurrentPassword(ctx.db, userId, body.password);
  if (user.role === 'admin') {
    throw new ConflictError(DATA_RIGHTS_MESSAGES.adminAccount, {
      errorCode: DATA_RIGHTS_ERROR_CODES.adminAccount,
    });
  }

  const { sessionIds, kycKeys, kept } = await ctx.db.transaction().execute(async (trx) => {
    // The user row is locked first, so a second deletion (or sign-in change) waits for this one.
    await lockUser(trx, userId);
    if (await hasOpenInvestment(trx, userId)) {
      throw new ConflictError(DATA_RIGHTS_MESSAGES.openInvestment, {
        errorCode: DATA_RIGHTS_ERROR_CODES.openInvestment,
      });
    }

    const placeholder = `deleted-${userId}`;
    await anonymiseUser(trx, userId, {
      username: placeholder,
      email: `${placeholder}@deleted.invalid`,
      password: NO_PASSWORD,
      firstName: 'Deleted',
      lastName: 'account',
      preferredLanguage: null,
      preferredCurrency: null,
      updatedAt: now,
    });

    const endedSessionIds = await deleteSessionsOfUser(trx, userId);
    await deletePersonalRows(trx, { userId, email: user.email });
    await clearInterestContacts(trx, userId, now);

    const kyc = await lockKycByUserId(trx, userId);
    if (kyc) {
      // The columns are NOT NULL: emptied text, and the birth date reduced to a placeholder day.
      await updateKyc(trx, kyc.id, {
        fullName: '',
        dateOfBirth: '1900-01-01',
        nationality: '',
        phoneNumber: '',
        address: '',
        city: '',
        postalCode: '',
        country: '',
        documentNumber: '',
        documentFrontUrl: '',
        documentBackUrl: null,
        proofOfAddressUrl: '',
        selfieUrl: '',
        sourceOfFundsDetails: null,
        occupation: null,
        annualIncome: null,
        politicalExposureDetails: null,
        reviewNotes: null,
        rejectionReason: null,
        updatedAt: now,
      });
    }

    const counts: Record<TKeptRecordKind, number> = {
      investments: await countRowsOfUser(trx, 'investments', userId),
      kycVerification: kyc ? 1 : 0,
      amlChecks: await countRowsOfUser(trx, 'amlChecks', userId),
      auditRecords: 0,
    };

    await recordAudit(trx, {
      actor,
      action: DATA_RIGHTS_AUDIT.accountDelete,
      entity: { type: DATA_RIGHTS_AUDIT.entityType, id: userId },
      after: { kept: counts },
    });
    counts.auditRecords = await countAuditRecordsOfAccount(trx, userId);

    return {
      sessionIds: endedSessionIds,
      kycKeys: kyc ? storedKeysOf(kyc) : [],
      kept: (Object.keys(KEPT_REASONS) as TKeptRecordKind[])
        .filter((kind) => counts[kind] > 0)
        .map((kind) => ({ kind, count: counts[kind], reason: KEPT_REASONS[kind] })),
    };
  });

  closeSessionSockets(ctx, sessionIds);
  await deleteStoredFiles(ctx.log, ctx.storage, kycKeys);
  return { message: DATA_RIGHTS_MESSAGES.accountDeleted, kept };
}
