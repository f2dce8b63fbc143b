import { SECOND_FACTOR_MESSAGES, type TPaymentInstructionsInput } from '@coinvest/contract';
import {
  createInvestment,
  createKycVerification,
  createProject,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditRecordsOf,
  signedIn,
  signedInAdmin,
  signedInUser,
  type Caller,
} from './admin-fixtures';
import { mailboxEmails, mailSentTo, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
let secondAdmin: Caller;
let investor: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
  secondAdmin = await signedInAdmin(api);
  investor = await signedInUser(api);
});
afterAll(() => api.close());

function instructions(): TPaymentInstructionsInput {
  return {
    bankAccount: {
      bankName: 'Test Escrow Bank',
      branch: 'Ridge, Accra',
      accountName: 'CoInvest Accra Escrow',
      accountNumber: '1234 5678 9012',
      swiftCode: 'tsteghac',
    },
    mobileMoney: [
      { network: 'telecel_cash', merchantName: 'CoInvest Accra', merchantNumber: '020 111 2222' },
      { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '024-333-4444' },
    ],
  };
}

/** A confirmation by password: these test admins have no second factor (it is optional here). */
const byPassword = (caller: Caller) => ({ currentPassword: caller.user.plainPassword });

/** Makes instructions live the only way there is: one admin proposes, the other approves. */
async function makeLive(input: TPaymentInstructionsInput) {
  const proposed = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
    body: { instructions: input, confirmation: byPassword(admin) },
  });
  if (proposed.status !== 201) throw new Error(`Proposal answered ${proposed.status}`);
  const approved =
    await secondAdmin.client.adminPaymentInstructions.approvePaymentInstructionsProposal({
      params: { proposalId: String(proposed.body.id) },
      body: byPassword(secondAdmin),
    });
  if (approved.status !== 200) throw new Error(`Approval answered ${approved.status}`);
  return approved.body;
}

async function liveBankName() {
  const shown = await investor.client.paymentInstructions.getPaymentInstructions();
  return shown.status === 200 ? (shown.body?.bankAccount.bankName ?? null) : undefined;
}

/** An admin with a second factor enrolled through the API; answers the caller and the secret. */
async function adminWithSecondFactor() {
  const caller = await signedInAdmin(api);
  const started = await caller.client.auth.startSecondFactorEnrolment({ body: {} });
  if (started.status !== 200) throw new Error(`Enrolment answered ${started.status}`);
  const confirmed = await caller.client.auth.confirmSecondFactorEnrolment({
    body: {
      code: await generate({
        secret: started.body.secret,
        epoch: Math.floor(Date.now() / 1000) - 30,
      }),
      currentPassword: caller.user.plainPassword,
    },
  });
  if (confirmed.status !== 200) throw new Error(`Confirmation answered ${confirmed.status}`);
  return { caller, secret: started.body.secret };
}

async function pending() {
  const response =
    await admin.client.adminPaymentInstructions.getPendingPaymentInstructionsProposal();
  if (response.status !== 200) throw new Error(`The pending proposal answered ${response.status}`);
  return response.body;
}

async function rejectPending() {
  const proposal = await pending();
  if (proposal) {
    await admin.client.adminPaymentInstructions.rejectPaymentInstructionsProposal({
      params: { proposalId: String(proposal.id) },
    });
  }
}

describe('payment instructions', () => {
  it('are null for an investor until two admins have set them, and need a session', async () => {
    const visitor = await api.client.paymentInstructions.getPaymentInstructions();
    expect(visitor.status).toBe(401);
    const none = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(none).toMatchObject({ status: 200, body: null });
  });

  it('change only when a second admin approves the proposal, and are audited', async () => {
    const proposed = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: instructions(), confirmation: byPassword(admin) },
    });
    expect(proposed.status).toBe(201);
    if (proposed.status !== 201) return;
    const expected = {
      bankAccount: {
        bankName: 'Test Escrow Bank',
        branch: 'Ridge, Accra',
        accountName: 'CoInvest Accra Escrow',
        accountNumber: '123456789012',
        swiftCode: 'TSTEGHAC',
      },
      // In network order, whatever order the form sent.
      mobileMoney: [
        { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '0243334444' },
        { network: 'telecel_cash', merchantName: 'CoInvest Accra', merchantNumber: '0201112222' },
      ],
    };
    expect(proposed.body).toMatchObject({
      status: 'pending',
      current: null,
      proposedBy: { id: admin.user.id, username: admin.user.username },
    });
    expect(proposed.body.proposed.bankAccount).toEqual(expected.bankAccount);
    // Proposed is not live.
    expect(await liveBankName()).toBeNull();
    expect(await pending()).toMatchObject({ id: proposed.body.id, status: 'pending' });

    const approved =
      await secondAdmin.client.adminPaymentInstructions.approvePaymentInstructionsProposal({
        params: { proposalId: String(proposed.body.id) },
        body: byPassword(secondAdmin),
      });
    expect(approved).toMatchObject({ status: 200, body: expected });
    const shown = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(shown).toMatchObject({ status: 200, body: expected });
    expect(await pending()).toBeNull();

    const trail = await auditRecordsOf(api.db, 'payment_instructions', 'escrow');
    expect(trail.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['payment_instructions.propose', admin.user.id],
      ['payment_instructions.approve', secondAdmin.user.id],
    ]);
    expect(trail[1]).toMatchObject({
      before: null,
      after: expect.objectContaining({ ...expected, proposedBy: admin.user.id }) as object,
    });
  });

  it('cannot be approved by the admin who proposed them (403), and stay as they were', async () => {
    const proposed = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
      body: {
        instructions: { ...instructions(), mobileMoney: [] },
        confirmation: byPassword(admin),
      },
    });
    expect(proposed.status).toBe(201);
    if (proposed.status !== 201) return;
    const own = await admin.client.adminPaymentInstructions.approvePaymentInstructionsProposal({
      params: { proposalId: String(proposed.body.id) },
      body: byPassword(admin),
    });
    expect(own).toMatchObject({
      status: 403,
      body: {
        message: 'A second admin must approve this change: you cannot approve your own',
        errorCode: 'PAYMENT_INSTRUCTIONS_OWN_PROPOSAL',
      },
    });
    const shown = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(shown.status === 200 && shown.body?.mobileMoney).toHaveLength(2);
    expect(await pending()).toMatchObject({ id: proposed.body.id, status: 'pending' });
  });

  it('allow one pending proposal at a time (409), until it is rejected', async () => {
    const first = await pending();
    expect(first).not.toBeNull();
    const second = await secondAdmin.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: instructions(), confirmation: byPassword(secondAdmin) },
    });
    expect(second).toMatchObject({
      status: 409,
      body: { errorCode: 'PAYMENT_INSTRUCTIONS_PROPOSAL_PENDING' },
    });
    const before = await auditCount(api.db);
    const rejected =
      await secondAdmin.client.adminPaymentInstructions.rejectPaymentInstructionsProposal({
        params: { proposalId: String(first?.id) },
      });
    expect(rejected).toMatchObject({
      status: 200,
      body: { status: 'rejected', decidedBy: { id: secondAdmin.user.id } },
    });
    expect(await auditCount(api.db)).toBe(before + 1);
    const trail = await auditRecordsOf(api.db, 'payment_instructions', 'escrow');
    expect(trail.at(-1)).toMatchObject({
      action: 'payment_instructions.reject',
      actorUserId: secondAdmin.user.id,
    });
    // A rejected proposal changes nothing and can no longer be approved.
    expect(await liveBankName()).toBe('Test Escrow Bank');
    const late =
      await secondAdmin.client.adminPaymentInstructions.approvePaymentInstructionsProposal({
        params: { proposalId: String(first?.id) },
        body: byPassword(secondAdmin),
      });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'This change is no longer waiting for approval' },
    });
    expect(await pending()).toBeNull();
  });

  it('need the proposer’s current code where they have a second factor: a wrong one stores nothing', async () => {
    const { caller, secret } = await adminWithSecondFactor();
    const before = await auditCount(api.db);
    const changed = {
      ...instructions(),
      bankAccount: { ...instructions().bankAccount, bankName: 'Other Bank' },
    };

    const withoutCode = await caller.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: changed, confirmation: byPassword(caller) },
    });
    expect(withoutCode).toMatchObject({
      status: 400,
      body: { message: 'Enter the current code from your authenticator app to confirm' },
    });
    const wrong = await caller.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: changed, confirmation: { code: '000000' } },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: SECOND_FACTOR_MESSAGES.codeInvalid },
    });
    expect(await pending()).toBeNull();
    expect(await auditCount(api.db)).toBe(before);
    const stored = await api.db
      .selectFrom('paymentInstructionProposals')
      .select('id')
      .where('proposedBy', '=', caller.user.id)
      .execute();
    expect(stored).toEqual([]);

    const right = await caller.client.adminPaymentInstructions.proposePaymentInstructions({
      body: {
        instructions: changed,
        confirmation: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) },
      },
    });
    expect(right.status).toBe(201);
    expect(await liveBankName()).toBe('Test Escrow Bank');
    await rejectPending();
  });

  it('without a second factor need the current password: a wrong one stores nothing', async () => {
    const wrong = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: instructions(), confirmation: { currentPassword: 'not-my-password' } },
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'CURRENT_PASSWORD_WRONG' } });
    const missing = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
      body: { instructions: instructions(), confirmation: {} },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'Enter your current password to confirm' },
    });
    expect(await pending()).toBeNull();
  });

  it('refuse bad fields with the form’s message and write nothing', async () => {
    const before = await auditCount(api.db);
    const cases: [TPaymentInstructionsInput, string, string][] = [
      [
        { ...instructions(), bankAccount: { ...instructions().bankAccount, bankName: '  ' } },
        'bankAccount.bankName',
        'Bank name is required (at most 100 characters)',
      ],
      [
        {
          ...instructions(),
          bankAccount: { ...instructions().bankAccount, accountNumber: '12a45' },
        },
        'bankAccount.accountNumber',
        'Account number must be 6 to 20 digits',
      ],
      [
        { ...instructions(), bankAccount: { ...instructions().bankAccount, swiftCode: 'ABC' } },
        'bankAccount.swiftCode',
        'SWIFT code must be 8 or 11 letters and digits, e.g. ABCDGHAC',
      ],
      [
        {
          ...instructions(),
          mobileMoney: [{ network: 'mtn_momo', merchantName: 'X', merchantNumber: '12' }],
        },
        'mobileMoney.0.merchantNumber',
        'Merchant number must be 5 to 15 digits (a leading + is allowed)',
      ],
      [
        {
          ...instructions(),
          mobileMoney: [
            { network: 'mtn_momo', merchantName: 'A', merchantNumber: '0240000001' },
            { network: 'mtn_momo', merchantName: 'B', merchantNumber: '0240000002' },
          ],
        },
        'mobileMoney.1.network',
        'Each network may appear once',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await admin.client.adminPaymentInstructions.proposePaymentInstructions({
        body: { instructions: body, confirmation: byPassword(admin) },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message,
        issues: [{ path: `instructions.${path}`, message }],
      });
    }
    const unknownNetwork = await fetch(
      `${api.baseUrl}/api/secure-admin/payment-instructions/proposals`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          instructions: {
            ...instructions(),
            mobileMoney: [{ network: 'vodafone', merchantName: 'X', merchantNumber: '0240000001' }],
          },
          confirmation: byPassword(admin),
        }),
      },
    );
    expect(unknownNetwork.status).toBe(400);
    expect(await unknownNetwork.json()).toMatchObject({
      message: 'Network must be MTN MoMo, Telecel Cash or AirtelTigo Money',
    });
    expect(await auditCount(api.db)).toBe(before);
    expect(await pending()).toBeNull();
  });

  it('may be proposed, approved or rejected by admins only: 401 for a visitor, 403 for an investor', async () => {
    const body = { instructions: instructions(), confirmation: byPassword(admin) };
    expect(
      (await api.client.adminPaymentInstructions.proposePaymentInstructions({ body })).status,
    ).toBe(401);
    expect(
      (await investor.client.adminPaymentInstructions.proposePaymentInstructions({ body })).status,
    ).toBe(403);
    expect(
      (await investor.client.adminPaymentInstructions.getPendingPaymentInstructionsProposal())
        .status,
    ).toBe(403);
    expect(await pending()).toBeNull();
  });
});

describe('an approved change', () => {
  it('tells investors with an unpaid investment, in the app and by e-mail, and no one else', async () => {
    const awaiting = await createUser(api.db);
    await api.db
      .updateTable('users')
      .set({ preferredLanguage: 'fr' })
      .where('id', '=', awaiting.id)
      .execute();
    // Their choice to get no payment notices does not silence a change of where to pay.
    await api.db
      .insertInto('notificationPreferences')
      .values({ userId: awaiting.id, kind: 'payment', inApp: false, byEmail: false })
      .execute();
    await createInvestment(api.db, { userId: awaiting.id, status: 'pending_payment' });
    const paid = await createUser(api.db);
    await createInvestment(api.db, { userId: paid.id, status: 'confirmed' });
    const cancelled = await createUser(api.db);
    await createInvestment(api.db, { userId: cancelled.id, status: 'cancelled' });

    await makeLive({
      ...instructions(),
      bankAccount: { ...instructions().bankAccount, bankName: 'New Escrow Bank' },
    });

    const notices = await api.db
      .selectFrom('notifications')
      .select(['userId', 'textKey'])
      .where('userId', 'in', [awaiting.id, paid.id, cancelled.id])
      .execute();
    expect(notices).toEqual([{ userId: awaiting.id, textKey: 'paymentInstructionsChanged' }]);
    const reader = await signedIn(api, awaiting);
    const inbox = await reader.client.notifications.listNotifications({
      params: { userId: String(awaiting.id) },
      query: {},
    });
    expect(inbox.status === 200 && JSON.stringify(inbox.body)).toContain(
      'Coordonnées de paiement modifiées',
    );

    await api.app.notificationMailer.run();
    await api.app.email.settled();
    const mails = await mailboxEmails(api.mailDir);
    const toAwaiting = mails.filter((mail) => mail.to === awaiting.email);
    expect(toAwaiting).toHaveLength(1);
    expect(toAwaiting[0]?.text).toContain('New Escrow Bank');
    expect(toAwaiting[0]?.text).toContain('tableau de bord');
    expect(mails.some((mail) => mail.to === paid.email || mail.to === cancelled.email)).toBe(false);
  });
});

describe('the e-mail at investment creation', () => {
  it('tells the investor, in their language, the amount, reference, deadline and where to pay', async () => {
    await makeLive(instructions());
    const user = await createUser(api.db);
    await api.db
      .updateTable('users')
      .set({ preferredLanguage: 'fr' })
      .where('id', '=', user.id)
      .execute();
    await createKycVerification(api.db, { userId: user.id, status: 'approved' });
    const caller = await signedIn(api, user);
    const project = await createProject(api.db, { minInvestment: '5000.00' });
    const unit = await createUnit(api.db, {
      projectId: project.id,
      price: '150000.00',
      minInvestmentAmount: '5000.00',
    });

    const created = await caller.client.investments.createInvestment({
      body: {
        userId: user.id,
        projectId: project.id,
        unitId: unit.id,
        amount: '12000',
        satisfactionConfirmed: true,
      },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const reference = created.body.paymentReference;

    // The investment's notification is e-mailed too, at the same time: the how-to-pay e-mail
    // is found by its subject.
    await mailSentTo(api, user.email);
    const mail = (await mailboxEmails(api.mailDir)).find(
      (each) =>
        each.to === user.email &&
        each.subject === `Comment payer votre investissement ${reference}`,
    );
    expect(mail).toBeDefined();
    expect(mail?.text).toContain('12\u202f000,00\u00a0$US');
    expect(mail?.text).toContain(`la référence de paiement ${reference}`);
    expect(mail?.text).toContain('Numéro de compte : 123456789012');
    expect(mail?.text).toContain('Code SWIFT : TSTEGHAC');
    expect(mail?.text).toContain('MTN MoMo: CoInvest Accra, 0243334444');
    // The deadline, 7 days on, in Accra time.
    const deadline = new Intl.DateTimeFormat('fr', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Africa/Accra',
    }).format(new Date(created.body.paymentDeadline));
    expect(mail?.text).toContain(`avant le ${deadline}`);
  });
});
