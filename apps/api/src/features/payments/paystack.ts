import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPaymentChannel } from '@coinvest/contract';
import { z } from 'zod';

/** How long one call to the provider may take before it counts as not answered. */
const CALL_TIMEOUT_MS = 15_000;

/** A transaction as the provider reports it: amounts in the currency's minor unit. */
export const ZPaystackTransactionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  channel: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
  paid_at: z.string().nullable().optional(),
});
export type PaystackTransaction = z.infer<typeof ZPaystackTransactionSchema>;

const ZEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data: data.optional() });

const ZInitialized = z.object({
  authorization_url: z.string().url(),
  access_code: z.string(),
  reference: z.string(),
});

const ZRefund = z.object({
  id: z.number().int(),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
});

/** The provider could not be reached, answered an error, or answered something unreadable. */
export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status it answered; undefined when it did not answer. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export interface InitializeInput {
  email: string;
  /** In the currency's minor unit (pesewas). */
  amountMinor: bigint;
  currency: string;
  /** Ours, unique: the provider's webhooks and verification name the payment by it. */
  reference: string;
  channels: readonly TPaymentChannel[];
  callbackUrl: string;
  metadata?: Record<string, string | number>;
}

/** Paystack's REST API, as much of it as the platform uses. */
export interface Paystack {
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string; reference: string }>;
  /** The transaction as the provider knows it; undefined for a reference it does not know. */
  verify(reference: string): Promise<PaystackTransaction | undefined>;
  /** Asks for the transaction's money back (all of it, or `amountMinor`). */
  refund(
    reference: string,
    amountMinor?: bigint,
  ): Promise<{ id: number; status: string; amountMinor: bigint; currency: string }>;
  /** The name on a bank account or mobile-money wallet; undefined when the provider finds none. */
  resolveAccount(input: {
    accountNumber: string;
    bankCode: string;
  }): Promise<{ accountName: string } | undefined>;
  /** Registers where transfers go (POST /transferrecipient); answers the recipient's code. */
  createTransferRecipient(input: TransferRecipientInput): Promise<{ recipientCode: string }>;
  /**
   * Asks for a transfer from the balance to a recipient (POST /transfer) under our unique
   * reference; the provider's transfer.success, transfer.failed or transfer.reversed event
   * tells how it ended.
   */
  initiateTransfer(input: TransferInput): Promise<{ transferCode: string; status: string }>;
}

export interface TransferRecipientInput {
  /** ghipss: a Ghanaian bank account; mobile_money: a wallet, bankCode naming the network. */
  type: 'ghipss' | 'mobile_money';
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
}

export interface TransferInput {
  /** In the currency's minor unit (pesewas). */
  amountMinor: bigint;
  currency: string;
  recipientCode: string;
  /** Ours, unique: the transfer's webhooks name it by this. */
  reference: string;
  reason: string;
}

/**
 * Whether `signature` (the x-paystack-signature header) is the HMAC-SHA512 of the raw body
 * with the secret key, compared in constant time so the comparison leaks nothing of the key.
 */
export function isPaystackSignatureValid(
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The x-paystack-signature of a body: what the provider (and its stand-in) sends. */
export function paystackSignature(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * An adapter of Paystack's API (POST /transaction/initialize, GET /transaction/verify/:reference,
 * POST /refund) at `baseUrl`, authorised by the secret key. A call that takes too long, answers
 * an error status or an unreadable body throws a PaystackError; a verification of a reference
 * the provider does not know answers undefined.
 */
export function paystackClient(options: { secretKey: string; baseUrl: string }): Paystack {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaystackError(`Paystack did not answer ${method} ${path}: ${String(error)}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaystackError(`Paystack answered ${response.status} without JSON`, response.status);
    }
    return { status: response.status, json };
  }

  function read<T extends z.ZodTypeAny>(
    answer: { status: number; json: unknown },
    schema: T,
    what: string,
  ): z.infer<T> {
    const parsed = ZEnvelope(schema).safeParse(answer.json);
    if (!parsed.success || answer.status >= 400 || !parsed.data.status || !parsed.data.data) {
      const message = parsed.success ? parsed.data.message : 'an unreadable answer';
      throw new PaystackError(
        `Paystack refused ${what} (${answer.status}): ${message}`,
        answer.status,
      );
    }
    return parsed.data.data;
  }

  return {
    async initialize(input) {
      const answer = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountMinor.toString(),
        currency: input.currency,
        reference: input.reference,
        channels: input.channels,
        callback_url: input.callbackUrl,
        ...(input.metadata && { metadata: input.metadata }),
      });
      const data = read(answer, ZInitialized, 'the initialization');
      return { authorizationUrl: data.authorization_url, reference: data.reference };
    },
    async verify(reference) {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      // An unknown reference: 400 or 404 with status false and no transaction.
      if ((answer.status === 400 || answer.status === 404) && !hasData(answer.json)) {
        return undefined;
      }
      return read(answer, ZPaystackTransactionSchema, 'the verification');
    },
    async refund(reference, amountMinor) {
      const answer = await call('POST', '/refund', {
        transaction: reference,
        ...(amountMinor !== undefined && { amount: amountMinor.toString() }),
      });
      const data = read(answer, ZRefund, 'the refund');
      return {
        id: data.id,
        status: data.status,
        amountMinor: BigInt(data.amount),
        currency: data.currency,
      };
    },
  };
}

function hasData(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'data' in json && json.data != null;
}
