import type { FastifyInstance } from 'fastify';
import { pendingPaymentReferences } from './payments.repository';
import { settlePayment } from './settle-payment';

/** A payment is asked about once its webhook is this late (webhooks get lost). */
export const VERIFY_AFTER_MS = 3 * 60 * 1000;
/** A payment the provider has not taken this long after it was started is abandoned. */
export const ABANDON_AFTER_MS = 2 * 60 * 60 * 1000;
/** Payments verified per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Asks the provider about every payment still pending a few minutes after it was started, and
 * settles each from its answer as a webhook would (settlePayment): a success whose webhook was
 * lost, or that arrived while the API was down, confirms its investment; a payment the provider
 * has not taken within the budget is abandoned. Safe to run again or beside a webhook: each
 * payment is settled under its row lock. Returns how many payments it asked about.
 */
export async function verifyPendingPayments(
  ctx: Pick<FastifyInstance, 'db' | 'paystack' | 'log'>,
  now: Date = new Date(),
): Promise<number> {
  if (!ctx.paystack) return 0;
  const references = await pendingPaymentReferences(
    ctx.db,
    new Date(now.getTime() - VERIFY_AFTER_MS),
    BATCH,
  );
  const abandonStartedBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  let failures = 0;
  for (const reference of references) {
    try {
      await settlePayment(ctx, reference, { abandonStartedBefore, now });
    } catch (error) {
      failures++;
      ctx.log.warn({ err: error, reference }, 'A pending payment could not be verified');
    }
  }
  if (failures > 0) throw new Error(`${failures} pending payments could not be verified`);
  return references.length;
}
