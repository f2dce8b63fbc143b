import type { TPaymentInstructionsInput } from '@coinvest/contract';
import { createKycVerification, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditRecordsOf,
  signedIn,
  signedInAdmin,
  signedInUser,
  type Caller,
} from './admin-fixtures';
import { mailSentTo, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
let investor: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
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

describe('payment instructions', () => {
  it('are null for an investor until the admin saves them, and need a session', async () => {
    const visitor = await api.client.paymentInstructions.getPaymentInstructions();
    expect(visitor.status).toBe(401);
    const none = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(none).toMatchObject({ status: 200, body: null });
  });

  it('are saved by the admin, audited, and then shown to a signed-in investor', async () => {
    const saved = await admin.client.adminPaymentInstructions.updatePaymentInstructions({
      body: instructions(),
    });
    expect(saved.status).toBe(200);
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
    expect(saved.body).toMatchObject(expected);

    const shown = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(shown).toMatchObject({ status: 200, body: expected });

    const changed = await admin.client.adminPaymentInstructions.updatePaymentInstructions({
      body: { ...instructions(), mobileMoney: [] },
    });
    expect(changed.status === 200 && changed.body.mobileMoney).toEqual([]);
    const trail = await auditRecordsOf(api.db, 'payment_instructions', 'escrow');
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'payment_instructions.update',
        actorUserId: admin.user.id,
        before: null,
        after: expect.objectContaining(expected) as object,
      }),
      expect.objectContaining({
        before: expect.objectContaining(expected) as object,
        after: expect.objectContaining({ mobileMoney: [] }) as object,
      }),
    ]);
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
      const response = await admin.client.adminPaymentInstructions.updatePaymentInstructions({
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, issues: [{ path, message }] });
    }
    const unknownNetwork = await fetch(`${api.baseUrl}/api/secure-admin/payment-instructions`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...instructions(),
        mobileMoney: [{ network: 'vodafone', merchantName: 'X', merchantNumber: '0240000001' }],
      }),
    });
    expect(unknownNetwork.status).toBe(400);
    expect(await unknownNetwork.json()).toMatchObject({
      message: 'Network must be MTN MoMo, Telecel Cash or AirtelTigo Money',
    });
    expect(await auditCount(api.db)).toBe(before);
  });

  it('may be changed by the admin only: 401 for a visitor, 403 for an investor', async () => {
    const visitor = await api.client.adminPaymentInstructions.updatePaymentInstructions({
      body: instructions(),
    });
    expect(visitor.status).toBe(401);
    const refused = await investor.client.adminPaymentInstructions.updatePaymentInstructions({
      body: instructions(),
    });
    expect(refused.status).toBe(403);
    const shown = await investor.client.paymentInstructions.getPaymentInstructions();
    expect(shown.status === 200 && shown.body?.bankAccount.bankName).toBe('Test Escrow Bank');
    expect(shown.status === 200 && shown.body?.mobileMoney).toEqual([]);
  });
});

describe('the e-mail at investment creation', () => {
  it('tells the investor, in their language, the amount, reference, deadline and where to pay', async () => {
    await admin.client.adminPaymentInstructions.updatePaymentInstructions({ body: instructions() });
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

    const mail = await mailSentTo(api, user.email);
    expect(mail?.subject).toBe(`Comment payer votre investissement ${reference}`);
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
