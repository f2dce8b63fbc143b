import { createUser } from '@coinvest/db/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createEmailService,
  type EmailMessage,
  type MailTransport,
} from '../src/features/email/email.service';
import { insertOutboxEmail } from '../src/features/email/outbox.repository';
import { latestEmailTo, startTestApi, type TestApi } from './helpers';
import { WAIT_BUDGET_MS } from './wait';

let api: TestApi | undefined;
afterEach(() => api?.close());

function waitForDelivery(testApi: TestApi, to: string) {
  return vi.waitFor(
    async () => {
      const email = await latestEmailTo(testApi.db, to);
      if (!email || email.status === 'pending') throw new Error('still pending');
      return email;
    },
    { timeout: WAIT_BUDGET_MS, interval: 50 },
  );
}

describe('e-mail over SMTP', () => {
  it('delivers through the transport and records it as sent', async () => {
    const sent: { from: string; to: string; subject: string; text: string }[] = [];
    const transport: MailTransport = {
      sendMail: (mail) => {
        sent.push(mail);
        return Promise.resolve({});
      },
    };
    api = await startTestApi({
      env: { MAIL_FROM: 'Test <test@example.com>' },
      mailTransport: transport,
    });
    const user = await createUser(api.db);

    await api.client.auth.forgotPassword({ body: { email: user.email } });
    const email = await waitForDelivery(api, user.email);

    expect(email).toMatchObject({ status: 'sent', attempts: 1, lastError: null, bodyText: '' });
    expect(email.sentAt).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: 'Test <test@example.com>', to: user.email });
    expect(sent[0]?.text).toMatch(/code is: \d{6}/);
  });

  it('records a failed delivery without the text or the address, and the caller still gets the usual answer', async () => {
    const transport: MailTransport = {
      sendMail: (mail) => Promise.reject(new Error(`550 ${mail.to}: mailbox unavailable`)),
    };
    api = await startTestApi({ mailTransport: transport, captureLog: true });
    const user = await createUser(api.db, { email: 'ama.mensah@example.com' });

    const response = await api.client.auth.forgotPassword({ body: { email: user.email } });
    expect(response.status).toBe(200);
    const email = await waitForDelivery(api, user.email);
    expect(email).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 a***@example.com: mailbox unavailable',
      bodyText: '',
      bodyHtml: null,
    });
    const failed = api.logLines.filter((line) => line.includes('E-mail delivery failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('550 a***@example.com: mailbox unavailable');
    expect(api.logLines.join('\n')).not.toContain('ama.mensah');
  });
});

describe('deliveries handed over together', () => {
  it('hands the transport at most two at once, each marking its row, and sends every one', async () => {
    api = await startTestApi();
    const { db } = api;
    let inFlight = 0;
    let mostAtOnce = 0;
    const transport: MailTransport = {
      sendMail: async () => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
      },
    };
    const email = createEmailService({
      db,
      log: api.app.log,
      from: 'Test <test@example.com>',
      transport,
      driver: 'test',
    });
    const messages = Array.from({ length: 7 }, (_, index) => ({
      to: `batch-${index}@example.com`,
      subject: 'How to pay',
      text: 'Pay by bank transfer',
    }));
    const rows = await Promise.all(messages.map((message) => insertOutboxEmail(db, message)));
    rows.forEach((row, index) => email.deliverRecorded(row.id, messages[index] as EmailMessage));
    await email.settled();

    expect(mostAtOnce).toBe(2);
    const statuses = await db
      .selectFrom('emailOutbox')
      .select('status')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(Array(7).fill('sent'));
  });
});
