import type { AddressInfo } from 'node:net';
import { createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import type { MailTransport } from '../src/features/email/email.service';
import { insertOutboxEmail } from '../src/features/email/outbox.repository';
import { latestEmailTo, startTestApiPerTest, type TestApi } from './helpers';
import { until } from './wait';

const start = startTestApiPerTest();

type SentMail = Parameters<MailTransport['sendMail']>[0];

/** A transport that keeps what it was handed; `refuse` says which attempts fail (1 = first). */
function recordingTransport(refuse: (attempt: number) => boolean = () => false) {
  const sent: SentMail[] = [];
  let attempts = 0;
  const transport: MailTransport = {
    sendMail: (mail) => {
      attempts += 1;
      if (refuse(attempts)) return Promise.reject(new Error(`421 ${mail.to}: try again later`));
      sent.push(mail);
      return Promise.resolve({});
    },
  };
  return { transport, sent, attempts: () => attempts };
}

async function deliveredOrFailed(api: TestApi, to: string) {
  await until(async () => (await latestEmailTo(api.db, to))?.status !== 'pending');
  return latestEmailTo(api.db, to);
}

describe('e-mail over SMTP', () => {
  it('delivers through the transport with a Message-ID, and records it as sent without its text', async () => {
    const { transport, sent } = recordingTransport();
    const api = await start({
      env: { MAIL_FROM: 'Test <test@example.com>' },
      mailTransport: transport,
    });
    const user = await createUser(api.db);

    await api.client.auth.forgotPassword({ body: { email: user.email } });
    await api.app.passwordResetRequests.drain();
    const email = await deliveredOrFailed(api, user.email);

    expect(email).toMatchObject({ status: 'sent', attempts: 1, lastError: null, bodyText: '' });
    expect(email?.sentAt).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: 'Test <test@example.com>', to: user.email });
    expect(sent[0]?.text).toMatch(/code is: \d{6}/);
    expect(sent[0]?.messageId).toMatch(/^<\d+\.\d+@example\.com>$/);
  });

  it('retries a refused delivery with backoff and delivers it once, with the same Message-ID', async () => {
    const { transport, sent, attempts } = recordingTransport((attempt) => attempt === 1);
    const api = await start({ mailTransport: transport, captureLog: true });

    const row = await insertOutboxEmail(api.db, {
      to: 'ama.mensah@example.com',
      subject: 'How to pay',
      text: 'Pay by bank transfer',
    });
    const email = await deliveredOrFailed(api, 'ama.mensah@example.com');

    expect(email).toMatchObject({ id: row.id, status: 'sent', attempts: 2, lastError: null });
    expect(attempts()).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.messageId).toBe(`<${row.id}.${row.createdAt.getTime()}@example.com>`);
    const retried = api.logLines.filter((line) =>
      line.includes('E-mail delivery failed; retrying'),
    );
    expect(retried).toHaveLength(1);
    expect(retried[0]).toContain('421 a***@example.com: try again later');
    expect(api.logLines.join('\n')).not.toContain('ama.mensah');
  });

  it('after the last attempt, keeps the e-mail failed with its text and the job failed with its error', async () => {
    const { transport } = recordingTransport(() => true);
    // Recorded while no worker runs, given a single attempt, then a worker starts.
    const recorder = await start({ env: { JOB_WORKER: 'off' } });
    const user = await createUser(recorder.db, { email: 'kofi.boateng@example.com' });
    const row = await insertOutboxEmail(recorder.db, {
      to: user.email,
      subject: 'How to pay',
      text: 'Pay by bank transfer',
    });
    await sql`update graphile_worker._private_jobs set max_attempts = 1`.execute(recorder.db);
    await start({ besides: recorder, mailTransport: transport });

    const email = await deliveredOrFailed(recorder, user.email);
    expect(email).toMatchObject({
      id: row.id,
      status: 'failed',
      attempts: 1,
      lastError: '421 k***@example.com: try again later',
      bodyText: 'Pay by bank transfer',
    });
    // The queue records the job's failure once the attempt has ended.
    const failedJob = async () =>
      (
        await sql<{ attempts: number; lastError: string | null }>`
          select attempts, last_error as "lastError" from graphile_worker.jobs
          where key = ${`deliver-email:${row.id}`}`.execute(recorder.db)
      ).rows;
    await until(async () => (await failedJob())[0]?.lastError != null);
    expect(await failedJob()).toEqual([
      { attempts: 1, lastError: '421 k***@example.com: try again later' },
    ]);
  });
});

/** An SMTP server on loopback that answers 451 to the first `refusals` senders. */
async function smtpServer(refusals: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onMailFrom(_address, _session, callback) {
      if (refused >= refusals) return callback();
      refused += 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail through a real SMTP server (SMTP_URL)', () => {
  it('is refused once, retried, and delivered once with its Message-ID', async () => {
    const smtp = await smtpServer(1);
    try {
      const api = await start({
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'CoInvest <no-reply@example.com>' },
      });
      const row = await insertOutboxEmail(api.db, {
        to: 'esi.owusu@example.com',
        subject: 'How to pay',
        text: 'Pay by bank transfer',
      });
      const email = await deliveredOrFailed(api, 'esi.owusu@example.com');

      expect(email).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.refused()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(
        `Message-ID: <${row.id}.${row.createdAt.getTime()}@example.com>`,
      );
      expect(smtp.received[0]).toContain('Pay by bank transfer');
    } finally {
      await smtp.close();
    }
  });
});

function decodeQuotedPrintable(content: string): string {
  const bytes: number[] = [];
  const text = content.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    const hex = text[index] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(index + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The parts of a received MIME message, each decoded, by content type. */
function mimeParts(raw: string): Map<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  const parts = new Map<string, string>();
  if (!boundary) return parts;
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...body] = part.trim().split(/\r?\n\r?\n/);
    const type = /content-type:\s*([\w/]+)/i.exec(head)?.[1]?.toLowerCase();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const content = body.join('\n\n');
    const decoded =
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(content)
          : content;
    if (type) parts.set(type, decoded);
  }
  return parts;
}

describe('e-mail layout', () => {
  it('sends an HTML and a plain-text part with the same code and link, escaped, right-to-left in Arabic', async () => {
    const smtp = await smtpServer(0);
    try {
      const api = await start({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@example.com' } });
      const user = await createUser(api.db, {
        firstName: '<script>alert("x")</script>',
        preferredLanguage: 'ar',
      });

      await api.client.auth.forgotPassword({ body: { email: user.email } });
      await api.app.passwordResetRequests.drain();
      await until(async () => (await latestEmailTo(api.db, user.email))?.status === 'sent');

      const raw = smtp.received[0] ?? '';
      expect(raw).toMatch(/content-type: multipart\/alternative/i);
      const parts = mimeParts(raw);
      const text = parts.get('text/plain') ?? '';
      const html = parts.get('text/html') ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      expect(code).toBeDefined();
      expect(html).toContain(`>${code}</span>`);
      const link = `${api.app.config.web.investorUrl}/forgot-password`;
      expect(text).toContain(link);
      expect(html).toContain(`href="${link}"`);
      expect(text).toContain('<script>alert("x")</script>');
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).toContain('<html lang="ar" dir="rtl">');
      // The Arabic footer with the configured support address, in both parts.
      expect(text).toContain('أكرا، غانا · help@example.com');
      expect(html).toContain('أكرا، غانا · help@example.com');
      expect(html).not.toMatch(/<img|https?:\/\/[^"]*\.(png|jpg|gif)|<style|<link/i);
    } finally {
      await smtp.close();
    }
  });
});

describe('several instances', () => {
  it('start with e-mails queued and deliver each exactly once between them', async () => {
    const recorder = await start({ env: { JOB_WORKER: 'off' } });
    const addresses = Array.from({ length: 12 }, (_, index) => `queued-${index}@example.com`);
    for (const to of addresses) {
      await insertOutboxEmail(recorder.db, { to, subject: 'How to pay', text: 'Pay by transfer' });
    }
    const first = recordingTransport();
    const second = recordingTransport();
    await Promise.all([
      start({ besides: recorder, mailTransport: first.transport }),
      start({ besides: recorder, mailTransport: second.transport }),
    ]);

    await until(async () => {
      const pending = await recorder.db
        .selectFrom('emailOutbox')
        .select('id')
        .where('status', '!=', 'sent')
        .execute();
      return pending.length === 0;
    });
    const delivered = [...first.sent, ...second.sent].map((mail) => mail.to).sort();
    expect(delivered).toEqual([...addresses].sort());
  });
});
