import type { TPaymentInstructions, TPaymentInstructionsProposal } from '@coinvest/contract';
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

const PROPOSALS = '/api/secure-admin/payment-instructions/proposals';
const noneWaiting = { [`GET ${PROPOSALS}/pending`]: { status: 200, body: null } };
const withFactor = {
  'GET /api/auth/second-factor': { status: 200, body: { enabled: true, required: true } },
};

function proposalBy(id: number, username: string): TPaymentInstructionsProposal {
  return {
    id: 7,
    status: 'pending',
    proposed: {
      bankAccount: { ...saved.bankAccount, accountNumber: '9999888877' },
      mobileMoney: saved.mobileMoney,
    },
    current: saved,
    proposedBy: { id, username },
    proposedAt: '2026-11-25T09:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
  };
}

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
  it('shows the live account and merchants, and proposes the ticked networks with the code', async () => {
    const fetchStub = await openTab({
      ...noneWaiting,
      ...withFactor,
      'GET /api/payment-instructions': { status: 200, body: saved },
      [`POST ${PROPOSALS}`]: { status: 201, body: proposalBy(1, 'boss') },
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
    await userEvent.type(
      within(section).getByRole('textbox', { name: /^Your current authenticator code/ }),
      '123456',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Propose Change' }));

    expect(await screen.findByText('Change proposed')).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', PROPOSALS)).toEqual([
      {
        instructions: {
          bankAccount: saved.bankAccount,
          mobileMoney: [
            { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '0240000001' },
            {
              network: 'telecel_cash',
              merchantName: 'CoInvest Accra',
              merchantNumber: '0200000002',
            },
          ],
        },
        confirmation: { code: '123456' },
      },
    ]);
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const fetchStub = await openTab({
      ...noneWaiting,
      ...withFactor,
      'GET /api/payment-instructions': { status: 200, body: null },
    });
    const section = await screen.findByRole('region', { name: 'Payment Instructions' });
    await userEvent.type(
      await within(section).findByRole('textbox', { name: /^Account number/ }),
      '12ab',
    );
    await userEvent.type(within(section).getByRole('textbox', { name: /^SWIFT code/ }), 'ABC');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Accept MTN MoMo' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Propose Change' }));

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
    expect(sentBodies(fetchStub, 'POST', PROPOSALS)).toEqual([]);
  });

  it('shows another admin’s proposal next to the live details, and approves it with the code', async () => {
    const fetchStub = await openTab({
      ...withFactor,
      'GET /api/payment-instructions': { status: 200, body: saved },
      [`GET ${PROPOSALS}/pending`]: { status: 200, body: proposalBy(2, 'treasurer') },
      [`POST ${PROPOSALS}/7/approve`]: { status: 200, body: saved },
    });
    const pending = await screen.findByRole('region', { name: 'Change waiting for approval' });
    expect(within(pending).getByText(/Proposed by treasurer/)).toBeVisible();
    const row = within(pending).getByRole('row', { name: /Account number/ });
    expect(within(row).getByText('0000123456789')).toBeVisible();
    expect(within(row).getByText('9999888877')).toBeVisible();
    // No second proposal while this one waits.
    expect(screen.queryByRole('button', { name: 'Propose Change' })).not.toBeInTheDocument();

    await userEvent.type(
      within(pending).getByRole('textbox', { name: /^Your current authenticator code/ }),
      '654321',
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Change' }));
    expect(await screen.findByText('Change approved')).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', `${PROPOSALS}/7/approve`)).toEqual([{ code: '654321' }]);
  });

  it('shows the server’s refusal of a wrong code, and lets another admin reject', async () => {
    const fetchStub = await openTab({
      ...withFactor,
      'GET /api/payment-instructions': { status: 200, body: saved },
      [`GET ${PROPOSALS}/pending`]: { status: 200, body: proposalBy(2, 'treasurer') },
      [`POST ${PROPOSALS}/7/approve`]: {
        status: 400,
        body: { message: 'Invalid or already used code', errorCode: 'SECOND_FACTOR_CODE_INVALID' },
      },
      [`POST ${PROPOSALS}/7/reject`]: {
        status: 200,
        body: { ...proposalBy(2, 'treasurer'), status: 'rejected' },
      },
    });
    const pending = await screen.findByRole('region', { name: 'Change waiting for approval' });
    await userEvent.type(
      within(pending).getByRole('textbox', { name: /^Your current authenticator code/ }),
      '000000',
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Change' }));
    expect(await screen.findByText('Invalid or already used code')).toBeVisible();

    await userEvent.click(within(pending).getByRole('button', { name: 'Reject Change' }));
    expect(await screen.findByText('Change rejected')).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', `${PROPOSALS}/7/reject`)).toHaveLength(1);
  });

  it('offers its own proposer only to withdraw it', async () => {
    await openTab({
      'GET /api/auth/second-factor': { status: 200, body: { enabled: false, required: false } },
      'GET /api/payment-instructions': { status: 200, body: saved },
      [`GET ${PROPOSALS}/pending`]: { status: 200, body: proposalBy(1, 'boss') },
    });
    const pending = await screen.findByRole('region', { name: 'Change waiting for approval' });
    expect(within(pending).getByRole('button', { name: 'Withdraw Change' })).toBeVisible();
    expect(
      within(pending).queryByRole('button', { name: 'Approve Change' }),
    ).not.toBeInTheDocument();
  });

  it('asks an admin without a second factor for the current password', async () => {
    const fetchStub = await openTab({
      ...noneWaiting,
      'GET /api/auth/second-factor': { status: 200, body: { enabled: false, required: false } },
      'GET /api/payment-instructions': { status: 200, body: saved },
      [`POST ${PROPOSALS}`]: { status: 201, body: proposalBy(1, 'boss') },
    });
    const section = await screen.findByRole('region', { name: 'Payment Instructions' });
    await userEvent.type(await within(section).findByLabelText(/^Your current password/), 'secret');
    await userEvent.click(within(section).getByRole('button', { name: 'Propose Change' }));
    expect(await screen.findByText('Change proposed')).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', PROPOSALS)).toEqual([
      expect.objectContaining({ confirmation: { currentPassword: 'secret' } }),
    ]);
  });
});
