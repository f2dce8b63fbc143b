import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPaystackSignatureValid,
  paystackClient,
  type Paystack,
} from '../src/features/payments/paystack';
import {
  startPaystackStandIn,
  type PaystackStandIn,
} from '../src/features/payments/paystack-stand-in/stand-in';

const SECRET_KEY = 'sk_test_transfers';

/** What arrived at the webhook target: each raw body and its signature. */
const received: { body: string; signature: string | undefined }[] = [];
let target: Server;
let standIn: PaystackStandIn;
let paystack: Paystack;

beforeAll(async () => {
  target = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['x-paystack-signature'];
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const { port } = target.address() as AddressInfo;
  standIn = await startPaystackStandIn({
    secretKey: SECRET_KEY,
    webhookUrl: `http://127.0.0.1:${port}/webhook`,
  });
  paystack = paystackClient({ secretKey: SECRET_KEY, baseUrl: standIn.baseUrl });
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => target.close(() => resolve()));
});

/** The transfer events that arrived for a reference, each checked against its signature. */
function eventsFor(reference: string) {
  return received
    .map(({ body, signature }) => ({
      signed: isPaystackSignatureValid(SECRET_KEY, Buffer.from(body), signature),
      event: JSON.parse(body) as { event: string; data: Record<string, unknown> },
    }))
    .filter(({ event }) => event.data.reference === reference);
}

describe('the Paystack adapter against the stand-in: payouts', () => {
  it('lists Ghanaian banks and the three mobile-money networks by code', async () => {
    const banks = await paystack.listBanks('ghipss');
    expect(banks.length).toBeGreaterThan(0);
    expect(banks).toContainEqual({ code: '040100', name: 'GCB Bank' });
    expect(await paystack.listBanks('mobile_money')).toEqual([
      { code: 'MTN', name: 'MTN Mobile Money' },
      { code: 'ATL', name: 'AirtelTigo Money' },
      { code: 'VOD', name: 'Telecel Cash' },
    ]);
  });

  it('resolves the name on an account, the same each time, and nothing for one it cannot find', async () => {
    const found = await paystack.resolveAccount({
      accountNumber: '1234567890',
      bankCode: '040100',
    });
    expect(found).toEqual({ accountName: expect.any(String) as unknown });
    expect(
      await paystack.resolveAccount({ accountNumber: '1234567890', bankCode: '040100' }),
    ).toEqual(found);
    expect(
      await paystack.resolveAccount({ accountNumber: '0001234567', bankCode: '040100' }),
    ).toBeUndefined();
    expect(
      await paystack.resolveAccount({ accountNumber: '1234567890', bankCode: '999999' }),
    ).toBeUndefined();
  });

  it('registers one recipient per account', async () => {
    const input = {
      type: 'mobile_money',
      name: 'KOFI BOATENG DEVELOPERS',
      accountNumber: '0241234567',
      bankCode: 'MTN',
      currency: 'GHS',
    } as const;
    const first = await paystack.createTransferRecipient(input);
    expect(first.recipientCode).toMatch(/^RCP_/);
    expect(await paystack.createTransferRecipient(input)).toEqual(first);
    const other = await paystack.createTransferRecipient({ ...input, accountNumber: '0247654321' });
    expect(other.recipientCode).not.toBe(first.recipientCode);
  });

  it('accepts a transfer as pending, refuses its reference again, and reports it paid by a signed transfer.success', async () => {
    const { recipientCode } = await paystack.createTransferRecipient({
      type: 'ghipss',
      name: 'AMA OWUSU HOMES',
      accountNumber: '1234567890',
      bankCode: '040100',
      currency: 'GHS',
    });
    const transfer = {
      amountMinor: 1_250_050n,
      currency: 'GHS',
      recipientCode,
      reference: 'REL-TEST-0001',
      reason: 'Foundations signed off',
    };
    const accepted = await paystack.initiateTransfer(transfer);
    expect(accepted).toEqual({
      transferCode: expect.stringMatching(/^TRF_/) as unknown,
      status: 'pending',
    });
    await expect(paystack.initiateTransfer(transfer)).rejects.toMatchObject({
      name: 'PaystackError',
      status: 400,
    });

    await standIn.delivered();
    const events = eventsFor('REL-TEST-0001');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      signed: true,
      event: {
        event: 'transfer.success',
        data: {
          reference: 'REL-TEST-0001',
          transfer_code: accepted.transferCode,
          amount: 1_250_050,
          currency: 'GHS',
          status: 'success',
          reason: 'Foundations signed off',
          recipient: {
            recipient_code: recipientCode,
            details: { account_number: '1234567890', bank_code: '040100' },
          },
        },
      },
    });
  });

  it('reports a transfer to an account ending 0009 failed', async () => {
    const { recipientCode } = await paystack.createTransferRecipient({
      type: 'ghipss',
      name: 'YAW DARKO BUILDERS',
      accountNumber: '5550000009',
      bankCode: '130100',
      currency: 'GHS',
    });
    await paystack.initiateTransfer({
      amountMinor: 10_000n,
      currency: 'GHS',
      recipientCode,
      reference: 'REL-TEST-0002',
      reason: 'Roof signed off',
    });
    await standIn.delivered();
    expect(eventsFor('REL-TEST-0002')).toMatchObject([
      { signed: true, event: { event: 'transfer.failed', data: { status: 'failed' } } },
    ]);
  });

  it('refuses a transfer to a recipient it never registered', async () => {
    await expect(
      paystack.initiateTransfer({
        amountMinor: 10_000n,
        currency: 'GHS',
        recipientCode: 'RCP_unknown',
        reference: 'REL-TEST-0003',
        reason: 'Walls signed off',
      }),
    ).rejects.toMatchObject({ name: 'PaystackError', status: 400 });
  });

  it('throws a PaystackError when the provider fails, rather than finding no account', async () => {
    standIn.transfersAvailable = false;
    try {
      await expect(
        paystack.resolveAccount({ accountNumber: '1234567890', bankCode: '040100' }),
      ).rejects.toMatchObject({ name: 'PaystackError', status: 500 });
      await expect(paystack.listBanks('ghipss')).rejects.toMatchObject({ name: 'PaystackError' });
    } finally {
      standIn.transfersAvailable = true;
    }
  });
});
