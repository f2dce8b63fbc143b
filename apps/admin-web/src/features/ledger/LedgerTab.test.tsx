import type { TLedgerAccount, TLedgerAccounts } from '@coinvest/contract';
import { stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function account(overrides: Partial<TLedgerAccount>): TLedgerAccount {
  return {
    id: 1,
    name: 'provider_clearing:USD',
    kind: 'provider_clearing',
    currency: 'USD',
    projectId: null,
    userId: null,
    balance: '0.00',
    ...overrides,
  };
}

async function openLedger(body: TLedgerAccounts | StubbedResponse) {
  storeSession(admin);
  stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/ledger/accounts': 'status' in body ? body : { status: 200, body },
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Ledger' }));
}

describe('Ledger tab', () => {
  it('lists the accounts by currency with their signed balances and the last check', async () => {
    await openLedger({
      items: [
        account({ id: 1, name: 'provider_clearing:USD', balance: '100.50' }),
        account({
          id: 2,
          name: 'project:7:escrow:USD',
          kind: 'project_escrow',
          projectId: 7,
          balance: '-100.50',
        }),
        account({
          id: 3,
          name: 'bank_clearing:GHS',
          kind: 'bank_clearing',
          currency: 'GHS',
          balance: '1234.00',
        }),
        account({
          id: 4,
          name: 'project:7:escrow:GHS',
          kind: 'project_escrow',
          currency: 'GHS',
          projectId: 7,
          balance: '-1234.00',
        }),
      ],
      lastCheck: { checkedAt: '2026-11-29T03:15:00.000Z', differences: 0 },
    });

    const dollars = await screen.findByRole('table', { name: 'USD accounts' });
    const escrow = within(dollars).getByRole('row', { name: /project:7:escrow:USD/ });
    expect(within(escrow).getByRole('cell', { name: 'Project escrow' })).toBeInTheDocument();
    expect(within(escrow).getByRole('cell', { name: '-$100.50' })).toBeInTheDocument();
    expect(within(dollars).queryByText('bank_clearing:GHS')).not.toBeInTheDocument();

    const cedis = screen.getByRole('table', { name: 'GHS accounts' });
    const clearing = within(cedis).getByRole('row', { name: /bank_clearing:GHS/ });
    expect(within(clearing).getByRole('cell', { name: 'Bank clearing' })).toBeInTheDocument();
    expect(within(clearing).getByRole('cell', { name: /1,234\.00/ })).toBeInTheDocument();

    expect(
      screen.getByText('Differences: 0. Every entry and account adds up.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last checked /)).toBeInTheDocument();
  });

  it('says how many differences the reconciliation found', async () => {
    await openLedger({
      items: [account({ balance: '0.05' })],
      lastCheck: { checkedAt: '2026-11-29T03:15:00.000Z', differences: 2 },
    });
    expect(
      await screen.findByText('2 differences found: entries or accounts do not add up.'),
    ).toBeInTheDocument();
  });

  it('says when the ledger has no accounts and was never checked', async () => {
    await openLedger({ items: [], lastCheck: null });
    expect(
      await screen.findByText('No money has moved yet: the ledger has no accounts.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The daily reconciliation has not run yet.')).toBeInTheDocument();
  });
});
