import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  MOBILE_MONEY_NETWORKS,
  type TMobileMoneyNetwork,
  type TPaymentInstructions,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/record-audit';
import {
  findPaymentInstructions,
  replacePaymentInstructions,
  type StoredPaymentInstructions,
} from './payment-instructions.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The singleton's id in the audit trail: there is one set of instructions. */
const AUDIT_ENTITY_ID = 'escrow';

function toPaymentInstructions({
  bankAccount,
  mobileMoney,
}: StoredPaymentInstructions): TPaymentInstructions {
  const order = (network: string) => MOBILE_MONEY_NETWORKS.indexOf(network as TMobileMoneyNetwork);
  return {
    bankAccount: {
      bankName: bankAccount.bankName,
      branch: bankAccount.branch,
      accountName: bankAccount.accountName,
      accountNumber: bankAccount.accountNumber,
      swiftCode: bankAccount.swiftCode,
    },
    mobileMoney: [...mobileMoney]
      .sort((a, b) => order(a.network) - order(b.network))
      .map((merchant) => ({
        network: merchant.network as TMobileMoneyNetwork,
        merchantName: merchant.merchantName,
        merchantNumber: merchant.merchantNumber,
      })),
    updatedAt: bankAccount.updatedAt.toISOString(),
  };
}

/** What investors are told to pay into; null until the admin has saved instructions. */
export async function paymentInstructions(db: Executor): Promise<TPaymentInstructions | null> {
  const stored = await findPaymentInstructions(db);
  return stored ? toPaymentInstructions(stored) : null;
}

/** Replaces the instructions and records the change with the set before and after, in one transaction. */
export async function updatePaymentInstructions(
  { db }: Context,
  actor: AdminActor,
  input: Omit<TPaymentInstructions, 'updatedAt'>,
): Promise<TPaymentInstructions> {
  return db.transaction().execute(async (trx) => {
    const before = await findPaymentInstructions(trx, { forUpdate: true });
    await replacePaymentInstructions(
      trx,
      { ...input.bankAccount, updatedBy: actor.userId },
      input.mobileMoney,
    );
    const after = await findPaymentInstructions(trx);
    if (!after) throw new Error('The payment instructions just written are missing');
    const saved = toPaymentInstructions(after);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.paymentInstructions, id: AUDIT_ENTITY_ID },
      action: AUDIT_ACTIONS.paymentInstructionsUpdate,
      before: before ? toPaymentInstructions(before) : null,
      after: saved,
    });
    return saved;
  });
}
