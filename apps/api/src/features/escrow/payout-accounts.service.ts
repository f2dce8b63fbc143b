import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  DEVELOPER_ADMIN_MESSAGES,
  ERROR_CODES,
  ESCROW_ERROR_CODES,
  ESCROW_MESSAGES,
  PAYMENT_ERROR_CODES,
  type TPayoutAccount,
  type TPayoutAccountKind,
  type TPayoutBank,
} from '@coinvest/contract';
import type { DeveloperPayoutAccountRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import {
  BadRequestError,
  NotFoundError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { findDeveloper, lockDeveloper } from '../developers/developers-admin.repository';
import { type Paystack, PaystackError } from '../payments/paystack';
import { findPayoutAccount, upsertPayoutAccount } from './payout-accounts.repository';

type Context = Pick<FastifyInstance, 'db' | 'paystack' | 'log'>;

const M = ESCROW_MESSAGES;

/** Payouts are in cedis: Paystack transfers in Ghana are. */
const PAYOUT_CURRENCY = 'GHS';

/** The provider's kind of recipient for each kind of payout account. */
const RECIPIENT_TYPE = {
  bank_account: 'ghipss',
  mobile_money: 'mobile_money',
} as const satisfies Record<TPayoutAccountKind, string>;

export function toPayoutAccount(row: DeveloperPayoutAccountRow): TPayoutAccount {
  return {
    kind: row.kind,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

function providerUnavailable(): ServiceUnavailableError {
  return new ServiceUnavailableError(M.payoutProviderUnavailable, {
    errorCode: PAYMENT_ERROR_CODES.providerUnavailable,
  });
}

const developerNotFound = () =>
  new NotFoundError(DEVELOPER_ADMIN_MESSAGES.developerNotFound, {
    errorCode: ERROR_CODES.notFound,
  });

/** Runs a call to the provider; one it cannot answer is the admin's 503, to try again. */
async function askProvider<T>(ctx: Context, call: (paystack: Paystack) => Promise<T>): Promise<T> {
  if (!ctx.paystack) throw providerUnavailable();
  try {
    return await call(ctx.paystack);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    ctx.log.warn({ err: error }, 'Paystack did not answer a payout account call');
    throw providerUnavailable();
  }
}

/** The banks (or mobile-money networks) the provider transfers cedis to, by name. */
export async function listPayoutBanks(
  ctx: Context,
  kind: TPayoutAccountKind,
): Promise<TPayoutBank[]> {
  const banks = await askProvider(ctx, (paystack) => paystack.listBanks(RECIPIENT_TYPE[kind]));
  return banks.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

async function requireDeveloper(db: Executor, developerId: number): Promise<void> {
  if (!(await findDeveloper(db, developerId))) throw developerNotFound();
}

export async function getPayoutAccount(
  { db }: Pick<Context, 'db'>,
  developerId: number,
): Promise<TPayoutAccount | null> {
  await requireDeveloper(db, developerId);
  const row = await findPayoutAccount(db, developerId);
  return row ? toPayoutAccount(row) : null;
}

/**
 * Sets where the developer's released money goes. Kept only once the provider has found the
 * account's name (the name the money goes to, never one typed by the admin) and accepted it as
 * a transfer recipient; nothing is written otherwise. Audited with the account before and after.
 */
export async function putPayoutAccount(
  ctx: Context,
  actor: AdminActor,
  developerId: number,
  input: { kind: TPayoutAccountKind; bankCode: string; accountNumber: string },
): Promise<TPayoutAccount> {
  await requireDeveloper(ctx.db, developerId);
  const type = RECIPIENT_TYPE[input.kind];
  const banks = await askProvider(ctx, (paystack) => paystack.listBanks(type));
  if (!banks.some((bank) => bank.code === input.bankCode)) {
    throw new BadRequestError(M.payoutBankCodeInvalid, {
      issues: [{ path: 'bankCode', message: M.payoutBankCodeInvalid }],
    });
  }
  const resolved = await askProvider(ctx, (paystack) =>
    paystack.resolveAccount({ accountNumber: input.accountNumber, bankCode: input.bankCode }),
  );
  if (!resolved) {
    throw new UnprocessableEntityError(M.payoutAccountNotResolved, {
      errorCode: ESCROW_ERROR_CODES.payoutAccountNotResolved,
      issues: [{ path: 'accountNumber', message: M.payoutAccountNotResolved }],
    });
  }
  const { recipientCode } = await askProvider(ctx, (paystack) =>
    paystack.createTransferRecipient({
      type,
      name: resolved.accountName,
      accountNumber: input.accountNumber,
      bankCode: input.bankCode,
      currency: PAYOUT_CURRENCY,
    }),
  );

  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockDeveloper(trx, developerId))) throw developerNotFound();
    const before = await findPayoutAccount(trx, developerId);
    const row = await upsertPayoutAccount(trx, {
      developerId,
      kind: input.kind,
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      accountName: resolved.accountName,
      recipientCode,
      verifiedAt: new Date(),
      updatedBy: actor.userId,
    });
    const after = toPayoutAccount(row);
    await recordAudit(trx, {
      actor,
      action: AUDIT_ACTIONS.developerPayoutAccount,
      entity: { type: AUDIT_ENTITY_TYPES.developer, id: developerId },
      before: before ? { ...toPayoutAccount(before), recipientCode: before.recipientCode } : null,
      after: { ...after, recipientCode },
    });
    return after;
  });
}
