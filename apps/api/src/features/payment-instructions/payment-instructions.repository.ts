import type {
  MobileMoneyMerchantRow,
  NewMobileMoneyMerchant,
  NewPaymentInstructions,
  PaymentInstructionsRow,
} from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export interface StoredPaymentInstructions {
  bankAccount: PaymentInstructionsRow;
  mobileMoney: MobileMoneyMerchantRow[];
}

/** The escrow account and its merchants; `forUpdate` holds the account row while a change is written. */
export async function findPaymentInstructions(
  db: Executor,
  { forUpdate = false } = {},
): Promise<StoredPaymentInstructions | null> {
  const query = db.selectFrom('paymentInstructions').selectAll().where('id', '=', 1);
  const bankAccount = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!bankAccount) return null;
  const mobileMoney = await db.selectFrom('mobileMoneyMerchants').selectAll().execute();
  return { bankAccount, mobileMoney };
}

/** Replaces the whole set: the account row is written in place, the merchants anew. */
export async function replacePaymentInstructions(
  db: Executor,
  bankAccount: NewPaymentInstructions & { updatedBy: number },
  mobileMoney: NewMobileMoneyMerchant[],
): Promise<void> {
  await db
    .insertInto('paymentInstructions')
    .values({ ...bankAccount, id: 1 })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        bankName: eb.ref('excluded.bankName'),
        branch: eb.ref('excluded.branch'),
        accountName: eb.ref('excluded.accountName'),
        accountNumber: eb.ref('excluded.accountNumber'),
        swiftCode: eb.ref('excluded.swiftCode'),
        updatedBy: eb.ref('excluded.updatedBy'),
        updatedAt: new Date(),
      })),
    )
    .execute();
  await db.deleteFrom('mobileMoneyMerchants').execute();
  if (mobileMoney.length > 0) {
    await db.insertInto('mobileMoneyMerchants').values(mobileMoney).execute();
  }
}
