import {
  DATA_RIGHTS_ERROR_CODES,
  DATA_RIGHTS_MESSAGES,
  type TAccountDeleted,
  type TAccountDeletionBody,
  type TKeptRecordKind,
} from '@coinvest/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ConflictError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { userWithCurrentPassword } from '../account/current-password';
import { closeSessionSockets } from '../account/session-sockets';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/record-audit';
import { storedKeysOf } from '../kyc/kyc.mapper';
import { deleteStoredFiles } from '../kyc/kyc-upload';
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
 * Open: awaiting payment, or confirmed in a unit that is not sold yet (the investor still holds
 * a share whose sale has to be settled with them).
 */
async function hasOpenInvestment(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .innerJoin('units', 'units.id', 'investments.unitId')
    .select('investments.id')
    .where('investments.userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('investments.status', 'in', ['pending', 'pending_payment']),
        eb.and([eb('investments.status', '=', 'confirmed'), eb('units.status', '!=', 'sold')]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function countOf(db: Executor, table: 'investments' | 'amlChecks', userId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    if (await hasOpenInvestment(trx, userId)) {
      throw new ConflictError(DATA_RIGHTS_MESSAGES.openInvestment, {
        errorCode: DATA_RIGHTS_ERROR_CODES.openInvestment,
      });
    }

    const placeholder = `deleted-${userId}`;
    await trx
      .updateTable('users')
      .set({
        username: placeholder,
        email: `${placeholder}@deleted.invalid`,
        password: NO_PASSWORD,
        firstName: 'Deleted',
        lastName: 'account',
        preferredLanguage: null,
        preferredCurrency: null,
        updatedAt: now,
      })
      .where('id', '=', userId)
      .execute();

    const endedSessions = await trx
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .returning('id')
      .execute();
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
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    await trx.deleteFrom('emailOutbox').where('toAddress', '=', user.email).execute();
    await trx.deleteFrom('contactMessages').where('userId', '=', userId).execute();
    await trx
      .updateTable('projectInterests')
      .set({ contactPreference: null, contactInfo: null, message: null, updatedAt: now })
      .where('userId', '=', userId)
      .execute();

    const kyc = await trx
      .selectFrom('kycVerifications')
      .selectAll()
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (kyc) {
      // The columns are NOT NULL: emptied text, and the birth date reduced to a placeholder day.
      await trx
        .updateTable('kycVerifications')
        .set({
          fullName: '',
          dateOfBirth: sql<string>`'1900-01-01'::date`,
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
        })
        .where('id', '=', kyc.id)
        .execute();
    }

    const counts: Record<TKeptRecordKind, number> = {
      investments: await countOf(trx, 'investments', userId),
      kycVerification: kyc ? 1 : 0,
      amlChecks: await countOf(trx, 'amlChecks', userId),
      auditRecords: 0,
    };

    await recordAudit(trx, {
      actor,
      action: DATA_RIGHTS_AUDIT.accountDelete,
      entity: { type: DATA_RIGHTS_AUDIT.entityType, id: userId },
      after: { kept: counts },
    });
    const audit = await trx
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
    counts.auditRecords = Number(audit.count);

    return {
      sessionIds: endedSessions.map((row) => row.id),
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
