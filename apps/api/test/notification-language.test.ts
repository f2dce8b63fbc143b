import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_MESSAGES,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import { createProject, createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEachNotification,
  createNotification,
} from '../src/features/notifications/create-notifications';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { mailboxEmails, mailSentTo, startTestApi, type TestApi } from './helpers';
import { authenticatedSocket } from './socket-client';
import { until } from './wait';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

async function investor() {
  return signedIn(api, await createUser(api.db));
}

const titlesOf = async (caller: Caller) => {
  const page = await caller.client.notifications.listNotifications({
    params: { userId: String(caller.user.id) },
    query: {},
  });
  if (page.status !== 200) throw new Error(`list: ${page.status}`);
  return page.body.items;
};

/** An interest the admin approves: the investor is notified through the real route. */
async function approvedInterest(caller: Caller) {
  const project = await createProject(api.db, { title: 'Legon Court' });
  const created = await caller.client.projectInterests.createProjectInterest({
    body: {
      userId: caller.user.id,
      projectId: project.id,
      unitId: null,
      unitType: null,
      interestAmount: '2500',
      currency: 'USD',
      contactPreference: 'whatsapp',
      contactInfo: '+233 24 123 4567',
      message: 'Call after 5pm',
      interestType: 'unit',
      unitsRequested: 1,
    },
  });
  if (created.status !== 201) throw new Error(`interest: ${created.status}`);
  const approved = await admin.client.adminProjectInterests.approveProjectInterest({
    params: { id: String(created.body.id) },
  });
  expect(approved.status).toBe(200);
  return project;
}

describe("notifications in the reader's language", () => {
  it('reads in French for a French user and follows a change of language, older ones too', async () => {
    const caller = await investor();
    await caller.client.users.updateMyPreferences({ body: { language: 'fr' } });
    await approvedInterest(caller);
    await createNotification(api.db, {
      userId: caller.user.id,
      ...NOTIFICATION_TEXTS.investmentSubmitted({
        amount: '12000',
        projectTitle: 'Legon Court',
        unitNumber: 'A-1',
        reference: 'INV-0123456789AB',
      }),
    });

    const [submitted, approved] = await titlesOf(caller);
    expect(approved).toMatchObject({
      title: 'Intérêt accepté',
      message:
        'Votre intérêt pour Legon Court a été accepté. Nous vous contacterons sous 24 heures.',
      kind: 'interest',
    });
    expect(submitted?.message).toContain('12\u202f000,00\u00a0$US');

    await caller.client.users.updateMyPreferences({ body: { language: 'de' } });
    const [submittedDe, approvedDe] = await titlesOf(caller);
    expect(approvedDe?.title).toBe('Interesse angenommen');
    expect(submittedDe?.message).toContain('12.000,00\u00a0$');
  });

  it("pushes a notification to the socket in the reader's language", async () => {
    const caller = await investor();
    await caller.client.users.updateMyPreferences({ body: { language: 'es' } });
    const socket = await authenticatedSocket(api.baseUrl, caller.token);
    await createNotification(api.db, {
      userId: caller.user.id,
      ...NOTIFICATION_TEXTS.kycApproved(),
    });
    const pushed = await socket.waitFor((message) => message.type === 'notification');
    expect(pushed).toMatchObject({ data: { title: 'KYC aprobado', kind: 'kyc' } });
    socket.close();
  });

  it("keeps a project update's own words and older rows as they were written", async () => {
    const caller = await investor();
    await caller.client.users.updateMyPreferences({ body: { language: 'fr' } });
    await createNotification(api.db, {
      userId: caller.user.id,
      ...NOTIFICATION_TEXTS.projectUpdate({
        projectTitle: 'Legon Court',
        updateTitle: 'Roof done',
        description: 'The roof of block A is on.',
      }),
    });
    expect(await titlesOf(caller)).toMatchObject([
      { title: 'Legon Court: Roof done', message: 'The roof of block A is on.', kind: null },
    ]);
  });
});

describe('the password reset e-mail', () => {
  it("arrives in the account's saved language, English without one", async () => {
    const french = await investor();
    await french.client.users.updateMyPreferences({ body: { language: 'fr' } });
    await api.client.auth.forgotPassword({ body: { email: french.user.email } });
    const mail = await mailSentTo(api, french.user.email);
    expect(mail?.subject).toBe('Votre code de réinitialisation du mot de passe');
    expect(mail?.text).toMatch(/Votre code de réinitialisation du mot de passe est : \d{6}/);

    const english = await investor();
    await api.client.auth.forgotPassword({ body: { email: english.user.email } });
    expect((await mailSentTo(api, english.user.email))?.subject).toBe('Your password reset code');
  });
});

describe('GET and PUT /api/users/me/notification-preferences', () => {
  it('refuses a visitor (401) and bad values (400 with the message)', async () => {
    expect((await api.client.notifications.getMyNotificationPreferences()).status).toBe(401);
    expect(
      (
        await api.client.notifications.updateMyNotificationPreferences({
          body: { kyc: { inApp: false, email: false } },
        })
      ).status,
    ).toBe(401);
    const caller = await investor();
    const bad = await caller.client.notifications.updateMyNotificationPreferences({
      body: { kyc: { inApp: 'no' } } as never,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: NOTIFICATION_PREFERENCE_MESSAGES.preferenceInvalid },
    });
  });

  it("starts at the defaults and changes only the caller's own choices", async () => {
    const caller = await investor();
    const other = await investor();
    expect((await caller.client.notifications.getMyNotificationPreferences()).body).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    const saved = await caller.client.notifications.updateMyNotificationPreferences({
      body: { interest: { inApp: false, email: true } },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, interest: { inApp: false, email: true } },
    });
    expect((await other.client.notifications.getMyNotificationPreferences()).body).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('writes no notification of a kind turned off in the app, and e-mails it when asked', async () => {
    const caller = await investor();
    await caller.client.users.updateMyPreferences({ body: { language: 'fr' } });
    await caller.client.notifications.updateMyNotificationPreferences({
      body: { interest: { inApp: false, email: true } },
    });
    await approvedInterest(caller);
    expect(await titlesOf(caller)).toEqual([]);

    await api.app.notificationMailer.run();
    const mail = await mailSentTo(api, caller.user.email);
    expect(mail?.subject).toBe('Intérêt accepté');
    expect(mail?.text).toContain('Votre intérêt pour Legon Court a été accepté.');
  });

  it('sends no e-mail for a kind left off by e-mail (project interests by default)', async () => {
    const caller = await investor();
    await approvedInterest(caller);
    expect((await titlesOf(caller)).map((note) => note.title)).toEqual(['Interest Approved']);
    await api.app.notificationMailer.run();
    await api.app.email.settled();
    expect((await mailboxEmails(api.mailDir)).some((mail) => mail.to === caller.user.email)).toBe(
      false,
    );
  });
});

describe('a notification e-mail taken off the queue', () => {
  const queuedFor = (userId: number) =>
    api.db.selectFrom('notificationEmailQueue').select('id').where('userId', '=', userId).execute();

  it('stays queued when its outbox row cannot be written, and goes out once it can', async () => {
    const caller = await investor();
    // A failing trigger stands for any failure between taking the e-mail and recording it.
    await sql`create function outbox_write_fails() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(api.db);
    await sql`create trigger outbox_write_fails before insert on email_outbox
      for each row execute function outbox_write_fails()`.execute(api.db);
    try {
      await createNotification(api.db, {
        userId: caller.user.id,
        ...NOTIFICATION_TEXTS.kycApproved(),
      });
      await api.app.notificationMailer.run();
      expect(await queuedFor(caller.user.id)).toHaveLength(1);
      // The failed run waits in the job queue with its error, retried, where an admin sees it.
      await until(async () => {
        const { rows } = await sql<{ lastError: string | null }>`
          select last_error as "lastError" from graphile_worker.jobs
          where task_identifier = 'send-notification-emails'`.execute(api.db);
        return rows.some((row) => row.lastError?.includes('disk full'));
      });
    } finally {
      await sql`drop trigger outbox_write_fails on email_outbox`.execute(api.db);
      await sql`drop function outbox_write_fails()`.execute(api.db);
    }

    await api.app.notificationMailer.run();
    expect(await queuedFor(caller.user.id)).toEqual([]);
    expect((await mailSentTo(api, caller.user.email))?.subject).toBe('KYC Approved');
  });
});

describe("a batch of events, each its reader's own (the reservation outbox)", () => {
  it("writes each its own text and follows each reader's choices", async () => {
    const byEmailOnly = await investor();
    const inAppOnly = await investor();
    await byEmailOnly.client.notifications.updateMyNotificationPreferences({
      body: { investment: { inApp: false, email: true } },
    });
    await inAppOnly.client.notifications.updateMyNotificationPreferences({
      body: { investment: { inApp: true, email: false } },
    });
    await api.db.transaction().execute((trx) =>
      createEachNotification(trx, [
        {
          userId: byEmailOnly.user.id,
          ...NOTIFICATION_TEXTS.investmentSubmitted({
            amount: '1000',
            projectTitle: 'Legon Court',
            unitNumber: 'A1',
            reference: 'INV-AAAAAA',
          }),
        },
        {
          userId: inAppOnly.user.id,
          ...NOTIFICATION_TEXTS.investmentSubmitted({
            amount: '2500.5',
            projectTitle: 'Airport Hills',
            unitNumber: 'B2',
            reference: 'INV-BBBBBB',
          }),
        },
      ]),
    );

    expect(await titlesOf(byEmailOnly)).toEqual([]);
    expect((await titlesOf(inAppOnly)).map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Investment Submitted',
        message:
          'Your investment of $2,500.50 in Airport Hills (unit B2) awaits payment. Reference INV-BBBBBB.',
      },
    ]);
    await api.app.notificationMailer.run();
    expect((await mailSentTo(api, byEmailOnly.user.email))?.text).toContain(
      'Your investment of $1,000.00 in Legon Court (unit A1) awaits payment. Reference INV-AAAAAA.',
    );
    expect(await mailSentTo(api, inAppOnly.user.email)).toBeUndefined();
  });
});
