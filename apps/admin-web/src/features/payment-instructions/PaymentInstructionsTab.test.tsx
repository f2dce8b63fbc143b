import type { TPaymentInstructions } from '@coinvest/contract';
import { sentBodies, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const saved: TPaymentInstructions = {
  bankAccount: {
    bankName: 'Demo Escrow Bank',
    branch: 'Airport City, Accra',
    accountName: 'CoInvest Accra Escrow',
    accountNumber: '0000123456789',
    swiftCode: 'DEMOGHAC',
  },
  mobileMoney: [
    { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '0240000001' },
  ],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

async function openTab(
  routes: Record<string, StubbedResponse | ((body: unknown) => StubbedResponse)>,
) {
  storeSession(admin);
  const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin }, ...routes });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payment Instructions' }));
  return fetchStub;
}

describe('Payment Instructions tab', () => {
  it('shows the saved account and merchants, and saves the ticked networks', async () => {
    const fetchStub = await openTab({
      'GET /api/payment-instructions': { status: 200, body: saved },
      'PUT /api/secure-admin/payment-instructions': (body) => ({
        status: 200,
        body: { ...(body as object), updatedAt: '2026-11-24T11:00:00.000Z' },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Payment Instructions' });
    expect(await within(section).findByRole('textbox', { name: /^Account number/ })).toHaveValue(
      '0000123456789',
    );
    expect(within(section).getByRole('textbox', { name: /^MTN MoMo merchant number/ })).toHaveValue(
      '0240000001',
    );
    expect(
      within(section).queryByRole('textbox', { name: /^Telecel Cash merchant number/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Accept Telecel Cash' }));
    await userEvent.type(
      within(section).getByRole('textbox', { name: /^Telecel Cash merchant name/ }),
      'CoInvest Accra',
    );
    await userEvent.type(
      within(section).getByRole('textbox', { name: /^Telecel Cash merchant number/ }),
      '0200000002',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Save Payment Instructions' }),
    );

    expect(await screen.findByText('Payment instructions saved')).toBeVisible();
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/payment-instructions')).toEqual([
      {
        bankAccount: saved.bankAccount,
        mobileMoney: [
          { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '0240000001' },
          { network: 'telecel_cash', merchantName: 'CoInvest Accra', merchantNumber: '0200000002' },
        ],
      },
    ]);
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const fetchStub = await openTab({
      'GET /api/payment-instructions': { status: 200, body: null },
    });
    const section = await screen.findByRole('region', { name: 'Payment Instructions' });
    await userEvent.type(
      await within(section).findByRole('textbox', { name: /^Account number/ }),
      '12ab',
    );
    await userEvent.type(within(section).getByRole('textbox', { name: /^SWIFT code/ }), 'ABC');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Accept MTN MoMo' }));
    await userEvent.click(
      within(section).getByRole('button', { name: 'Save Payment Instructions' }),
    );

    expect(
      await within(section).findByText('Bank name is required (at most 100 characters)'),
    ).toBeVisible();
    expect(within(section).getByText('Account number must be 6 to 20 digits')).toBeVisible();
    expect(
      within(section).getByText('SWIFT code must be 8 or 11 letters and digits, e.g. ABCDGHAC'),
    ).toBeVisible();
    expect(
      within(section).getByText('Merchant number must be 5 to 15 digits (a leading + is allowed)'),
    ).toBeVisible();
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/payment-instructions')).toEqual([]);
  });
});
