import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature, type PaystackTransaction } from '../paystack';

/** What the investor picks on the test checkout. */
export type CheckoutOutcome = 'success' | 'failure' | 'abandon';

interface StandInTransaction extends PaystackTransaction {
  email: string;
  accessCode: string;
  callbackUrl: string | undefined;
}

export interface PaystackStandIn {
  /** Where it listens: what PAYSTACK_BASE_URL would be. */
  readonly baseUrl: string;
  /** Where its webhooks (charge, refund and transfer events) are sent; undefined sends nothing. */
  webhookUrl: string | undefined;
  /**
   * Settles a transaction as the checkout would, for tests: optionally with another amount or
   * currency than initialized (what the payer's network actually charged), and without the
   * webhook (one the provider failed to deliver).
   */
  settle(
    reference: string,
    outcome: CheckoutOutcome,
    options?: { amountMinor?: number; currency?: string; webhook?: boolean },
  ): Promise<void>;
  /**
   * What it reports of each refund it accepts, by a `refund.processed` or `refund.failed`
   * webhook sent once it has answered the request; undefined reports nothing. Processed unless
   * a test says otherwise.
   */
  refundOutcome: 'processed' | 'failed' | undefined;
  /**
   * Whether it answers the transfer calls (GET /bank, GET /bank/resolve, POST
   * /transferrecipient, POST /transfer); false answers them 500, a provider that is down.
   */
  transfersAvailable: boolean;
  /** The webhooks it sent, for tests: each raw body and its answer's status. */
  readonly deliveries: { body: string; status: number | undefined }[];
  /** Resolves once every webhook under way has been answered (or given up on). */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/** The banks and mobile-money networks it lists and resolves accounts at, by Paystack's codes. */
const BANKS = [
  { code: '280100', name: 'Access Bank Ghana', type: 'ghipss' },
  { code: '030100', name: 'Absa Bank Ghana', type: 'ghipss' },
  { code: '130100', name: 'Ecobank Ghana', type: 'ghipss' },
  { code: '240100', name: 'Fidelity Bank Ghana', type: 'ghipss' },
  { code: '040100', name: 'GCB Bank', type: 'ghipss' },
  { code: '190100', name: 'Stanbic Bank Ghana', type: 'ghipss' },
  { code: 'MTN', name: 'MTN Mobile Money', type: 'mobile_money' },
  { code: 'ATL', name: 'AirtelTigo Money', type: 'mobile_money' },
  { code: 'VOD', name: 'Telecel Cash', type: 'mobile_money' },
] as const;

/** The stand-in's names on the accounts it resolves: the same number always finds the same one. */
const ACCOUNT_HOLDERS = [
  'KWAME MENSAH CONSTRUCTION LTD',
  'AMA OWUSU HOMES',
  'KOFI BOATENG DEVELOPERS',
  'ABENA ASANTE ESTATES',
  'YAW DARKO BUILDERS',
] as const;

/**
 * The name on an account, or undefined for one it cannot find: an unknown bank or network, a
 * number that is not 6 to 20 digits, or one starting "000".
 */
function accountHolder(bankCode: string, accountNumber: string): string | undefined {
  if (!BANKS.some((bank) => bank.code === bankCode)) return undefined;
  if (!/^\d{6,20}$/.test(accountNumber) || accountNumber.startsWith('000')) return undefined;
  const digits = [...accountNumber].reduce((sum, digit) => sum + Number(digit), 0);
  return ACCOUNT_HOLDERS[digits % ACCOUNT_HOLDERS.length];
}

interface StandInRecipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** '123456' pesewas -> '1,234.56'. */
function majorUnits(amountMinor: number): string {
  const whole = Math.floor(amountMinor / 100).toLocaleString('en-US');
  return `${whole}.${String(amountMinor % 100).padStart(2, '0')}`;
}

function checkoutPage(transaction: StandInTransaction): string {
  const amount = `${transaction.currency} ${majorUnits(transaction.amount)}`;
  const action = `/checkout/${encodeURIComponent(transaction.accessCode)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout: pay ${escapeHtml(amount)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1a1b1e; }
  .note { background: #fff4e6; border-left: 4px solid #e8590c; padding: 0.75rem 1rem; }
  button { display: block; width: 100%; margin: 0.75rem 0; padding: 0.75rem; font-size: 1rem; border-radius: 6px; border: 1px solid #868e96; cursor: pointer; }
  button[value="success"] { background: #2b8a3e; color: #fff; border-color: #2b8a3e; }
  button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Pay ${escapeHtml(amount)}</h1>
  <p class="note">Test checkout of the development stand-in for Paystack: no money moves. Choose what happens to this payment.</p>
  <dl>
    <dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
    <dt>E-mail</dt><dd>${escapeHtml(transaction.email)}</dd>
  </dl>
  <form method="post" action="${escapeHtml(action)}">
    <button type="submit" name="outcome" value="success">Pay successfully</button>
    <button type="submit" name="outcome" value="failure">Fail the payment</button>
    <button type="submit" name="outcome" value="abandon">Abandon the payment</button>
  </form>
</main>
</body>
</html>`;
}

const STATUS_OF: Record<CheckoutOutcome, string> = {
  success: 'success',
  failure: 'failed',
  abandon: 'abandoned',
};

/**
 * A stand-in for Paystack on loopback, for development and tests: it speaks the part of the API
 * the platform uses (POST /transaction/initialize, GET /transaction/verify/:reference,
 * POST /refund, each with the secret key as bearer token), hosts a test checkout page where a
 * person picks success, failure or abandon, and on success sends a `charge.success` webhook
 * signed with the same key (HMAC-SHA512 of the raw body) before sending the browser back to
 * the callback URL; a refund it accepts is reported processed by a `refund.processed` webhook
 * signed the same way, once it has answered. For payouts it lists a few Ghanaian banks and the
 * three mobile-money networks (GET /bank), resolves accounts (GET /bank/resolve: a number
 * starting "000" is not found), registers recipients (POST /transferrecipient: the code names
 * the account, so the same account is the same recipient, after a restart too) and accepts transfers (POST /transfer: pending, a repeated reference
 * refused), each reported by a signed `transfer.success` webhook, or `transfer.failed` for an
 * account number ending "0009". Its transactions, recipients and transfers live in memory.
 */
export async function startPaystackStandIn(options: {
  secretKey: string;
  webhookUrl?: string;
  host?: string;
  port?: number;
  /** The address browsers reach it at, when not the one it listens on (a container's). */
  publicUrl?: string;
  log?: (message: string) => void;
}): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const byAccessCode = new Map<string, StandInTransaction>();
  const deliveries: { body: string; status: number | undefined }[] = [];
  /** By code: the same account is the same recipient, as at Paystack. */
  const recipients = new Map<string, StandInRecipient>();

  /**
   * The recipient of a resolvable account; undefined for one the stand-in cannot resolve. Its
   * code names the account ('RCP_MTN_0244123456'), so a recipient registered before a restart
   * (or by the demo data) is still known, as Paystack keeps recipients for good.
   */
  function recipientOf(
    bankCode: string,
    accountNumber: string,
    name?: string,
    currency = 'GHS',
  ): StandInRecipient | undefined {
    const code = `RCP_${bankCode}_${accountNumber}`;
    const known = recipients.get(code);
    if (known) return known;
    const accountName = accountHolder(bankCode, accountNumber);
    const bank = BANKS.find((candidate) => candidate.code === bankCode);
    if (accountName === undefined || !bank) return undefined;
    const recipient: StandInRecipient = {
      id: nextId++,
      recipient_code: code,
      type: bank.type,
      name: name ?? accountName,
      currency,
      details: {
        account_number: accountNumber,
        account_name: accountName,
        bank_code: bankCode,
        bank_name: bank.name,
      },
    };
    recipients.set(code, recipient);
    return recipient;
  }
  const transferReferences = new Set<string>();
  let nextId = 1_000_001;
  let baseUrl = '';

  const underWay = new Set<Promise<void>>();

  async function sendWebhook(transaction: StandInTransaction): Promise<void> {
    const { email, accessCode: _code, callbackUrl: _callback, ...data } = transaction;
    await deliver({ event: 'charge.success', data: { ...data, customer: { email } } });
  }

  /** A refund's end, as the provider reports it some time after accepting the refund. */
  function sendRefundWebhook(
    transaction: StandInTransaction,
    refund: { amount: number },
    outcome: 'processed' | 'failed',
  ): void {
    const sending = deliver({
      event: `refund.${outcome}`,
      // The shape of Paystack's refund events: the refunded transaction, not the refund's id.
      data: {
        status: outcome,
        transaction_reference: transaction.reference,
        refund_reference: null,
        amount: refund.amount,
        currency: transaction.currency,
        customer: { email: transaction.email },
      },
    });
    underWay.add(sending);
    void sending.finally(() => underWay.delete(sending));
  }

  /**
   * A transfer's end, as the provider reports it once it has answered the request: failed for a
   * recipient whose account number ends "0009", successful otherwise.
   */
  function sendTransferWebhook(transfer: Record<string, unknown>, recipient: StandInRecipient) {
    const failed = recipient.details.account_number.endsWith('0009');
    const status = failed ? 'failed' : 'success';
    const now = new Date().toISOString();
    const sending = deliver({
      event: `transfer.${status}`,
      // The shape of Paystack's transfer events: the transfer with its recipient in full.
      data: {
        ...transfer,
        status,
        failures: null,
        transferred_at: failed ? null : now,
        updated_at: now,
        recipient: {
          active: true,
          currency: recipient.currency,
          domain: 'test',
          email: null,
          id: recipient.id,
          name: recipient.name,
          recipient_code: recipient.recipient_code,
          type: recipient.type,
          is_deleted: false,
          details: recipient.details,
        },
      },
    });
    underWay.add(sending);
    void sending.finally(() => underWay.delete(sending));
  }

  async function deliver(event: { event: string; data: unknown }): Promise<void> {
    if (standIn.webhookUrl === undefined) return;
    const body = JSON.stringify(event);
    let status: number | undefined;
    try {
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(options.secretKey, body),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      options.log?.(`The stand-in's webhook was not delivered: ${String(error)}`);
    }
    deliveries.push({ body, status });
  }

  function settle(
    transaction: StandInTransaction,
    outcome: CheckoutOutcome,
    change: { amountMinor?: number; currency?: string } = {},
  ): void {
    if (transaction.status !== 'ongoing') return;
    transaction.status = STATUS_OF[outcome];
    if (change.amountMinor !== undefined) transaction.amount = change.amountMinor;
    if (change.currency !== undefined) transaction.currency = change.currency;
    if (outcome === 'success') {
      transaction.paid_at = new Date().toISOString();
      transaction.gateway_response = 'Approved';
    } else {
      transaction.gateway_response = outcome === 'failure' ? 'Declined' : 'The customer left';
    }
  }

  function authorised(request: IncomingMessage): boolean {
    return request.headers.authorization === `Bearer ${options.secretKey}`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (path.startsWith('/checkout/')) {
      const transaction = byAccessCode.get(decodeURIComponent(path.slice('/checkout/'.length)));
      if (!transaction) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout');
        return;
      }
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(checkoutPage(transaction));
        return;
      }
      if (request.method === 'POST') {
        const outcome = new URLSearchParams(await readBody(request)).get('outcome');
        if (outcome !== 'success' && outcome !== 'failure' && outcome !== 'abandon') {
          response.writeHead(400, { 'content-type': 'text/plain' }).end('Pick an outcome');
          return;
        }
        const wasOngoing = transaction.status === 'ongoing';
        settle(transaction, outcome);
        if (wasOngoing && outcome === 'success') await sendWebhook(transaction);
        const back = transaction.callbackUrl;
        if (back === undefined) {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(transaction.status);
          return;
        }
        const target = new URL(back);
        target.searchParams.set('trxref', transaction.reference);
        target.searchParams.set('reference', transaction.reference);
        response.writeHead(303, { location: target.toString() }).end();
        return;
      }
    }
    if (!authorised(request)) {
      sendJson(response, 401, { status: false, message: 'Invalid key' });
      return;
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        sendJson(response, 400, { status: false, message: 'Invalid JSON' });
        return;
      }
      const amount = Number(input.amount);
      const reference = typeof input.reference === 'string' ? input.reference : '';
      if (typeof input.email !== 'string' || !Number.isSafeInteger(amount) || amount <= 0) {
        sendJson(response, 400, { status: false, message: 'Invalid email or amount' });
        return;
      }
      if (reference === '' || transactions.has(reference)) {
        sendJson(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
        return;
      }
      const accessCode = randomBytes(9).toString('hex');
      const transaction: StandInTransaction = {
        id: nextId++,
        reference,
        status: 'ongoing',
        amount,
        currency: typeof input.currency === 'string' ? input.currency : 'GHS',
        channel: Array.isArray(input.channels) ? String(input.channels[0]) : 'card',
        gateway_response: null,
        paid_at: null,
        email: input.email,
        accessCode,
        callbackUrl: typeof input.callback_url === 'string' ? input.callback_url : undefined,
      };
      transactions.set(reference, transaction);
      byAccessCode.set(accessCode, transaction);
      sendJson(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${options.publicUrl ?? baseUrl}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
      return;
    }
    if (request.method === 'GET' && path.startsWith('/transaction/verify/')) {
      const reference = decodeURIComponent(path.slice('/transaction/verify/'.length));
      const transaction = transactions.get(reference);
      if (!transaction) {
        sendJson(response, 400, { status: false, message: 'Transaction reference not found' });
        return;
      }
      const { email, accessCode: _code, callbackUrl: _callback, ...data } = transaction;
      sendJson(response, 200, {
        status: true,
        message: 'Verification successful',
        data: { ...data, customer: { email } },
      });
      return;
    }
    if (request.method === 'POST' && path === '/refund') {
      const input = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const transaction = transactions.get(String(input.transaction));
      if (!transaction || transaction.status !== 'success') {
        sendJson(response, 400, { status: false, message: 'Transaction cannot be refunded' });
        return;
      }
      const amount = input.amount === undefined ? transaction.amount : Number(input.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > transaction.amount) {
        sendJson(response, 400, { status: false, message: 'Invalid refund amount' });
        return;
      }
      transaction.status = 'reversed';
      const refund = { id: nextId++, amount };
      sendJson(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { ...refund, status: 'pending', currency: transaction.currency },
      });
      if (standIn.refundOutcome !== undefined) {
        // A failed refund leaves the money where it was, to be refunded again.
        if (standIn.refundOutcome === 'failed') transaction.status = 'success';
        sendRefundWebhook(transaction, refund, standIn.refundOutcome);
      }
      return;
    }
    if (await handleTransfers(request, response, url)) return;
    sendJson(response, 404, { status: false, message: 'Not found' });
  }

  /** GET /bank, GET /bank/resolve, POST /transferrecipient, POST /transfer; false for any other. */
  async function handleTransfers(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const route = `${request.method} ${url.pathname}`;
    const routes = ['GET /bank', 'GET /bank/resolve', 'POST /transferrecipient', 'POST /transfer'];
    if (!routes.includes(route)) return false;
    if (!standIn.transfersAvailable) {
      sendJson(response, 500, { status: false, message: 'An error occurred' });
      return true;
    }
    if (route === 'GET /bank') {
      const type = url.searchParams.get('type');
      const banks = BANKS.filter((bank) => type === null || bank.type === type);
      sendJson(response, 200, {
        status: true,
        message: 'Banks retrieved',
        data: banks.map((bank, index) => ({
          id: index + 1,
          name: bank.name,
          code: bank.code,
          country: 'Ghana',
          currency: 'GHS',
          type: bank.type,
          active: true,
        })),
      });
      return true;
    }
    if (route === 'GET /bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const name = accountHolder(url.searchParams.get('bank_code') ?? '', accountNumber);
      if (name === undefined) {
        sendJson(response, 422, {
          status: false,
          message: 'Could not resolve account name. Check parameters or try again.',
        });
        return true;
      }
      sendJson(response, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: name, bank_id: 1 },
      });
      return true;
    }
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      sendJson(response, 400, { status: false, message: 'Invalid JSON' });
      return true;
    }
    if (route === 'POST /transferrecipient') {
      const bankCode = typeof input.bank_code === 'string' ? input.bank_code : '';
      const accountNumber = typeof input.account_number === 'string' ? input.account_number : '';
      const bank = BANKS.find((known) => known.code === bankCode);
      if (!bank || bank.type !== input.type) {
        sendJson(response, 400, { status: false, message: 'Account details are invalid' });
        return true;
      }
      const recipient = recipientOf(
        bankCode,
        accountNumber,
        typeof input.name === 'string' ? input.name : undefined,
        typeof input.currency === 'string' ? input.currency : undefined,
      );
      if (!recipient) {
        sendJson(response, 400, { status: false, message: 'Account details are invalid' });
        return true;
      }
      sendJson(response, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { ...recipient, active: true, is_deleted: false },
      });
      return true;
    }
    const named = /^RCP_([A-Za-z0-9]+)_(\d+)$/.exec(
      typeof input.recipient === 'string' ? input.recipient : '',
    );
    const recipient = named?.[1] && named[2] ? recipientOf(named[1], named[2]) : undefined;
    const amount = Number(input.amount);
    const reference = typeof input.reference === 'string' ? input.reference : '';
    if (!recipient) {
      sendJson(response, 400, { status: false, message: 'Recipient specified is invalid' });
      return true;
    }
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      sendJson(response, 400, { status: false, message: 'Invalid amount' });
      return true;
    }
    if (reference === '' || transferReferences.has(reference)) {
      sendJson(response, 400, { status: false, message: 'Duplicate Transfer Reference' });
      return true;
    }
    transferReferences.add(reference);
    const id = nextId++;
    const transfer = {
      id,
      domain: 'test',
      amount,
      currency: typeof input.currency === 'string' ? input.currency : 'GHS',
      source: 'balance',
      reason: typeof input.reason === 'string' ? input.reason : '',
      reference,
      status: 'pending',
      transfer_code: `TRF_${String(id).padStart(10, '0')}`,
      created_at: new Date().toISOString(),
    };
    sendJson(response, 200, {
      status: true,
      message: 'Transfer has been queued',
      data: { ...transfer, recipient: recipient.id },
    });
    sendTransferWebhook(transfer, recipient);
    return true;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(`The stand-in failed a request: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { status: false, message: 'Error' });
      else response.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const standIn: PaystackStandIn = {
    baseUrl,
    webhookUrl: options.webhookUrl,
    refundOutcome: 'processed',
    transfersAvailable: true,
    deliveries,
    delivered: async () => {
      await Promise.all(underWay);
    },
    async settle(reference, outcome, change = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
      const wasOngoing = transaction.status === 'ongoing';
      settle(transaction, outcome, change);
      if (wasOngoing && outcome === 'success' && change.webhook !== false) {
        await sendWebhook(transaction);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
