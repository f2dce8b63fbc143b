import { CONTACT_MESSAGES as M, type TContactBody } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSentTo, startTestApi, type TestApi } from './helpers';

const SUPPORT = 'help@coinvest.example.com';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { SUPPORT_EMAIL: SUPPORT } });
});
afterAll(() => api.close());

const message: TContactBody = {
  name: 'Akosua Boateng',
  email: 'Akosua.Boateng@Example.com',
  phone: '+44 20 7946 0958',
  subject: 'Investing from London',
  message: 'Can I co-invest from the UK, and in which currency do I pay?',
};

describe('POST /api/contact', () => {
  it('stores the message, e-mails the support inbox and answers 201', async () => {
    const response = await api.client.contact.sendContactMessage({ body: message });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message received' });

    const stored = await api.db
      .selectFrom('contactMessages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Akosua Boateng',
      email: 'akosua.boateng@example.com',
      phone: '+44 20 7946 0958',
      subject: 'Investing from London',
      message: message.message,
    });

    const email = await mailSentTo(api, SUPPORT);
    expect(email?.subject).toBe('Contact form: Investing from London');
    expect(email?.text).toContain(message.message);
    expect(email?.text).toContain('Phone: +44 20 7946 0958');
    expect(email?.text).toContain('Reply to: Akosua Boateng <akosua.boateng@example.com>');
  });

  it('stores no phone when none is given, and keeps a subject on one line', async () => {
    const { phone: _phone, ...withoutPhone } = message;
    const response = await api.client.contact.sendContactMessage({
      body: { ...withoutPhone, subject: 'Two\r\nBcc: someone@example.com' },
    });
    expect(response.status).toBe(201);
    const stored = await api.db
      .selectFrom('contactMessages')
      .select('phone')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBeNull();
    const email = await mailSentTo(api, SUPPORT);
    expect(email?.subject).toBe('Contact form: Two Bcc: someone@example.com');
    expect(email?.text).toContain('Phone: not given');
  });

  it.each([
    ['name', 'A', M.contactNameTooShort, 'Name must be at least 2 characters'],
    ['email', 'akosua@example', M.contactEmailInvalid, 'Please enter a valid email address'],
    ['subject', 'Help', M.contactSubjectTooShort, 'Subject must be at least 5 characters'],
    ['message', 'Call me.', M.contactMessageTooShort, 'Message must be at least 10 characters'],
    ['phone', 'not a phone', M.contactPhoneInvalid, 'Please enter a valid phone number'],
    [
      'message',
      'x'.repeat(5001),
      M.contactMessageTooLong,
      'Message must be at most 5000 characters',
    ],
  ])(
    "refuses %s %j with the contact form's message and stores nothing",
    async (field, value, ours, text) => {
      expect(ours).toBe(text);
      const before = await api.db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await api.client.contact.sendContactMessage({
        body: { ...message, [field]: value },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: text,
        errorCode: 'VALIDATION_FAILED',
        issues: [{ path: field, message: text }],
      });
      const after = await api.db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('lists every problem of an empty form, the first one as the message', async () => {
    const response = await api.client.contact.sendContactMessage({
      body: { name: '', email: '', subject: '', message: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Name must be at least 2 characters',
      issues: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'subject', message: 'Subject must be at least 5 characters' },
        { path: 'message', message: 'Message must be at least 10 characters' },
      ],
    });
  });
});

describe('the contact form is rate limited', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({
      env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(() => limited.close());

  it('answers the 4th message within the window with 429, and sends no e-mail for it', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await limited.client.contact.sendContactMessage({ body: message })).status).toBe(201);
    }
    const fourth = await limited.client.contact.sendContactMessage({ body: message });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      errorCode: 'TOO_MANY_REQUESTS',
    });
    const { n } = await limited.db
      .selectFrom('emailOutbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
    // Other public routes keep answering.
    expect((await limited.client.currencyRates.listCurrencyRates()).status).toBe(200);
  });
});
