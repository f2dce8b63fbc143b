import type { JsonValue } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadRequestError, ServiceUnavailableError, UnauthorizedError } from '../../lib/errors';
import { PAYMENT_MESSAGES } from '@coinvest/contract';
import { isPaystackSignatureValid, PaystackError } from './paystack';
import { settleRefund } from './refund-payment';
import { settlePayment } from './settle-payment';
import { insertPaymentEventOnce } from './payments.repository';

export const PAYSTACK_WEBHOOK_PATH = '/api/payments/paystack/webhook';

/** How a transfer the platform asked for ended, as the provider reports it. */
export const PAYSTACK_TRANSFER_EVENTS = [
  'transfer.success',
  'transfer.failed',
  'transfer.reversed',
] as const;

export interface PaystackTransferNotice {
  event: (typeof PAYSTACK_TRANSFER_EVENTS)[number];
  /** The transfer's reference (ours). */
  reference: string;
  payload: JsonValue;
}

/**
 * Where transfer events go: set by the feature that asks for transfers (escrow releases), so
 * payments need not know it; while unset they are kept and ignored.
 */
export interface PaystackTransferEvents {
  settle: ((notice: PaystackTransferNotice) => Promise<void>) | undefined;
}

function isTransferEvent(event: string): event is PaystackTransferNotice['event'] {
  return (PAYSTACK_TRANSFER_EVENTS as readonly string[]).includes(event);
}

const ZReference = z.string().min(1).max(200);

const ZPaystackEvent = z.object({
  event: z.string().min(1).max(100),
  data: z
    .object({
      /** A charge's reference, or a transfer's (ours). */
      reference: ZReference.optional(),
      /** A refund's: the reference of the payment refunded. */
      transaction_reference: ZReference.optional(),
    })
    .passthrough(),
});

/**
 * POST /api/payments/paystack/webhook: the provider's notifications. The signature (an
 * HMAC-SHA512 of the exact bytes received, with the secret key) is checked before anything else,
 * so this scope reads JSON bodies as raw bytes; a bad or missing one is answered 401 with
 * nothing written. A `charge.success` settles its payment from the provider's own verification
 * (settlePayment), a `refund.processed` or `refund.failed` ends its refund (settleRefund), a
 * `transfer.success`, `transfer.failed` or `transfer.reversed` ends an escrow release's transfer
 * (the escrow's handler, PaystackTransferEvents); other events are kept and change nothing. Answered 200 once handled, even
 * when the money could not confirm its investment (an exception for the admin), so the provider
 * stops redelivering; 503 when the provider could not be asked, so it tries again.
 */
export function paystackWebhookRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) =>
    parsed(null, body),
  );
  app.post(PAYSTACK_WEBHOOK_PATH, async (request, reply) => {
    const secretKey = app.config.payments.paystack?.secretKey;
    const signature = request.headers['x-paystack-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    if (
      secretKey === undefined ||
      raw === undefined ||
      !isPaystackSignatureValid(
        secretKey,
        raw,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      throw new UnauthorizedError('The signature does not match the body');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequestError('The request body is not valid JSON');
    }
    const parsed = ZPaystackEvent.safeParse(json);
    const reference = parsed.data?.data.reference ?? parsed.data?.data.transaction_reference;
    if (!parsed.success || reference === undefined) {
      throw new BadRequestError('Not a Paystack event');
    }
    const { event } = parsed.data;
    const payload = json as JsonValue;
    if (event === 'refund.processed' || event === 'refund.failed') {
      await settleRefund(app, {
        event,
        paymentReference: reference,
        payload,
      });
    } else if (isTransferEvent(event) && app.paystackTransferEvents.settle) {
      await app.paystackTransferEvents.settle({ event, reference, payload });
    } else if (event === 'charge.success') {
      try {
        await settlePayment(app, reference, { event: { event, payload } });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error }, 'Paystack could not verify a notified payment');
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerUnavailable);
      }
    } else {
      await insertPaymentEventOnce(app.db, {
        provider: 'paystack',
        event,
        reference,
        payload: JSON.stringify(payload),
        outcome: 'ignored',
      });
    }
    return reply.status(200).send({ message: 'Received' });
  });
  done();
}
