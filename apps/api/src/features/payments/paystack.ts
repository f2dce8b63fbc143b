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

/** A name the provider found on an account (GET /bank/resolve). */
const ZResolvedAccount = z.object({ account_number: z.string(), account_name: z.string() });

/** A bank or mobile-money network the provider transfers to (GET /bank). */
const ZBank = z.object({ code: z.string(), name: z.string() });

const ZRecipient = z.object({ recipient_code: z.string() });

/** A transfer as the provider accepted it: pending until its event tells how it ended. */
const ZTransfer = z.object({ transfer_code: z.string(), status: z.string() });

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
  /**
   * The banks (ghipss) or mobile-money networks in Ghana the provider transfers cedis to, by
   * name, with the code a recipient names.
   */
  listBanks(kind: 'ghipss' | 'mobile_money'): Promise<{ code: string; name: string }[]>;
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
 * POST /refund, GET /bank, GET /bank/resolve, POST /transferrecipient, POST /transfer) at
 * `baseUrl`, authorised by the secret key. A call that takes too long, answers an error status
 * or an unreadable body throws a PaystackError; a verification of a reference the provider does
 * not know, or an account it cannot resolve, answers undefined.
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
    async listBanks(kind) {
      // Ghana has fewer than a hundred banks and networks: one page holds them all.
      const query = new URLSearchParams({ currency: 'GHS', type: kind, perPage: '100' });
      const answer = await call('GET', `/bank?${query.toString()}`);
      return read(answer, z.array(ZBank), 'the list of banks').map(({ code, name }) => ({
        code,
        name,
      }));
    },
    async resolveAccount(input) {
      const query = new URLSearchParams({
        account_number: input.accountNumber,
        bank_code: input.bankCode,
      });
      const answer = await call('GET', `/bank/resolve?${query.toString()}`);
      // An account it cannot find: 422 (or 400) with status false and no data.
      if ((answer.status === 422 || answer.status === 400) && !hasData(answer.json)) {
        return undefined;
      }
      const data = read(answer, ZResolvedAccount, 'the account resolution');
      return { accountName: data.account_name };
    },
    async createTransferRecipient(input) {
      const answer = await call('POST', '/transferrecipient', {
        type: input.type,
        name: input.name,
        account_number: input.accountNumber,
        bank_code: input.bankCode,
        currency: input.currency,
      });
      const data = read(answer, ZRecipient, 'the transfer recipient');
      return { recipientCode: data.recipient_code };
    },
    async initiateTransfer(input) {
      const answer = await call('POST', '/transfer', {
        source: 'balance',
        // An integer in the documented request; pesewas stay far below 2^53.
        amount: Number(input.amountMinor),
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: input.currency,
      });
      const data = read(answer, ZTransfer, 'the transfer');
      return { transferCode: data.transfer_code, status: data.status };
    },
  };
}

function hasData(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'data' in json && json.data != null;
}
