import { ESCROW_MESSAGES, type TPayoutAccount } from '@coinvest/contract';
import { requestedRoutes, sentBodies, sentQueries, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const developer = {
  id: 3,
  name: 'Oak Ridge Homes',
  description: 'Gated communities in East Legon.',
  email: 'hello@oakridge.example',
  phone: '+233 30 123 4567',
  website: null,
  address: '12 Boundary Road, East Legon',
  city: 'Accra',
  country: 'Ghana',
  establishedYear: 2009,
  licenseNumber: null,
  specialties: [],
  logoUrl: null,
  completedProjects: 14,
  totalValue: '52000000.00',
  rating: '4.60',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const ACCOUNT = '/api/secure-admin/developers/3/payout-account';
const BANKS = '/api/secure-admin/payout-banks';

const banksOf = (_body: unknown, url: URL) => ({
  status: 200,
  body:
    url.searchParams.get('kind') === 'mobile_money'
      ? [
          { code: 'MTN', name: 'MTN Mobile Money' },
          { code: 'VOD', name: 'Telecel Cash' },
        ]
      : [
          { code: '280100', name: 'Access Bank' },
          { code: '300323', name: 'Ecobank Ghana' },
        ],
});

const wallet: TPayoutAccount = {
  kind: 'mobile_money',
  bankCode: 'MTN',
  accountNumber: '0244123456',
  accountName: 'KWAME ASANTE',
  verifiedAt: '2026-11-28T10:00:00.000Z',
};

async function openPayoutAccount(put: (body: unknown) => { status: number; body: unknown }) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/developers': { status: 200, body: [developer] },
    'GET /api/secure-admin/developers/3/licences': { status: 200, body: [] },
    [`GET ${ACCOUNT}`]: { status: 200, body: null },
    [`GET ${BANKS}`]: banksOf,
    [`PUT ${ACCOUNT}`]: put,
  });
  renderApp('/');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Developers' }));
  await user.click(await screen.findByRole('button', { name: 'Edit developer Oak Ridge Homes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Developer Oak Ridge Homes' });
  const section = within(await within(dialog).findByRole('region', { name: 'Payout account' }));
  return { fetchStub, user, section };
}

describe("a developer's payout account on the admin site", () => {
  it('sets a mobile-money wallet from the provider’s networks and shows whose it is', async () => {
    let refuse = true;
    const { fetchStub, user, section } = await openPayoutAccount(() =>
      refuse
        ? { status: 422, body: { message: ESCROW_MESSAGES.payoutAccountNotResolved } }
        : { status: 200, body: wallet },
    );
    expect(await section.findByText('No payout account on file.')).toBeInTheDocument();
    const form = within(section.getByRole('form', { name: 'Payout account' }));
    expect(await form.findByRole('option', { name: 'Access Bank' })).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText(/^Account kind/), 'mobile_money');
    await user.click(form.getByRole('button', { name: 'Save payout account' }));
    expect(form.getByText(ESCROW_MESSAGES.payoutBankCodeInvalid)).toBeInTheDocument();
    expect(form.getByText(ESCROW_MESSAGES.payoutAccountNumberInvalid)).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain(`PUT ${ACCOUNT}`);

    expect(await form.findByRole('option', { name: 'MTN Mobile Money' })).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/^Mobile-money network/), 'MTN');
    await user.type(form.getByLabelText(/^Account number/), '024 412 3456');
    await user.click(form.getByRole('button', { name: 'Save payout account' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      ESCROW_MESSAGES.payoutAccountNotResolved,
    );

    refuse = false;
    await user.click(form.getByRole('button', { name: 'Save payout account' }));
    expect(
      await form.findByText(
        'The provider found the account of KWAME ASANTE: released money goes there.',
      ),
    ).toBeInTheDocument();
    expect(section.getByText('MTN Mobile Money', { selector: 'dd' })).toBeInTheDocument();
    expect(section.getByText('KWAME ASANTE', { selector: 'dd' })).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', ACCOUNT)).toEqual([
      { kind: 'mobile_money', bankCode: 'MTN', accountNumber: '024 412 3456' },
      { kind: 'mobile_money', bankCode: 'MTN', accountNumber: '024 412 3456' },
    ]);
    expect(sentQueries(fetchStub, 'GET', BANKS).map((query) => query.get('kind'))).toEqual(
      expect.arrayContaining(['bank_account', 'mobile_money']),
    );
  });

  it('shows the provider being out of reach', async () => {
    const { user, section } = await openPayoutAccount(() => ({
      status: 503,
      body: { message: ESCROW_MESSAGES.payoutProviderUnavailable },
    }));
    const form = within(await section.findByRole('form', { name: 'Payout account' }));
    await user.selectOptions(
      form.getByLabelText(/^Bank/),
      await form.findByRole('option', { name: 'Ecobank Ghana' }),
    );
    await user.type(form.getByLabelText(/^Account number/), '1441000123456');
    await user.click(form.getByRole('button', { name: 'Save payout account' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      ESCROW_MESSAGES.payoutProviderUnavailable,
    );
  });
});
