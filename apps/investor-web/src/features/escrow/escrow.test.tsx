import type { TProjectEscrow } from '@coinvest/contract';
import { renderWithProviders, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { EscrowLine, ProjectEscrowSection } from '.';

const escrow: TProjectEscrow = {
  projectId: 4,
  balances: [
    { currency: 'GHS', received: '100000.00', released: '25000.00', held: '75000.00' },
    { currency: 'USD', received: '8000.00', released: '0.00', held: '8000.00' },
  ],
  tranches: [
    {
      milestoneId: null,
      milestoneName: null,
      sharePercent: '10.00',
      signedOff: false,
      released: '10000.00',
    },
    {
      milestoneId: 31,
      milestoneName: 'Third-floor slab cast',
      sharePercent: '30.00',
      signedOff: true,
      released: '15000.00',
    },
    {
      milestoneId: 32,
      milestoneName: 'Handover',
      sharePercent: '60.00',
      signedOff: false,
      released: '0.00',
    },
  ],
  releases: [
    {
      id: 2,
      milestoneId: 31,
      milestoneName: 'Third-floor slab cast',
      amount: '15000.00',
      currency: 'GHS',
      reason: 'Slab cast and inspected',
      status: 'paid',
      signOff: {
        updateId: 57,
        inspectorName: 'Efua Mensah',
        signedOffAt: '2026-11-10T10:00:00.000Z',
        evidenceCount: 3,
      },
      requestedAt: '2026-11-20T09:00:00.000Z',
      approvedAt: '2026-11-20T10:00:00.000Z',
      paidAt: '2026-11-21T08:00:00.000Z',
    },
    {
      id: 1,
      milestoneId: null,
      milestoneName: null,
      amount: '10000.00',
      currency: 'GHS',
      reason: 'Funding closed',
      status: 'paid',
      signOff: null,
      requestedAt: '2026-10-01T09:00:00.000Z',
      approvedAt: '2026-10-01T10:00:00.000Z',
      paidAt: '2026-10-02T08:00:00.000Z',
    },
  ],
};

function stubEscrow(body: TProjectEscrow = escrow) {
  stubFetch({ 'GET /api/projects/4/escrow': { status: 200, body } });
}

afterEach(() => vi.unstubAllGlobals());

describe("a project's escrow", () => {
  it('shows per currency what it received, released and holds, the plan and each release with its sign-off', async () => {
    stubEscrow();
    renderWithProviders(<ProjectEscrowSection projectId={4} />, { i18n });
    const section = await screen.findByRole('region', { name: 'Escrow' });

    const balances = within(section).getByRole('table', { name: 'What the escrow holds' });
    const cedis = within(balances).getByRole('row', { name: /^GHS/ });
    // Intl puts a no-break space between the currency and the amount.
    const cells = within(cedis).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'GHS 100,000.00',
      'GHS 25,000.00',
      'GHS 75,000.00',
    ]);
    expect(within(balances).getByRole('row', { name: /^USD/ })).toHaveTextContent('$8,000.00');

    const plan = within(section).getByRole('table', { name: 'Release plan' });
    expect(within(plan).getByRole('row', { name: /^Opening tranche/ })).toHaveTextContent(
      'Opening tranche10%At funding closeGHS 10,000.00',
    );
    expect(within(plan).getByRole('row', { name: /^Third-floor slab cast/ })).toHaveTextContent(
      'Third-floor slab cast30%Signed offGHS 15,000.00',
    );
    expect(within(plan).getByRole('row', { name: /^Handover/ })).toHaveTextContent(
      'Not signed off yet',
    );

    const [slab, opening] = within(
      within(section).getByRole('list', { name: 'Releases' }),
    ).getAllByRole('listitem');
    expect(slab).toHaveTextContent('Third-floor slab castGHS 15,000.00PaidNov 21, 2026');
    expect(within(slab!).getByText('Signed off by Efua Mensah on Nov 10, 2026')).toBeVisible();
    expect(within(slab!).getByText('Evidence files: 3')).toBeVisible();
    expect(within(slab!).getByRole('link', { name: 'See the verified update' })).toHaveAttribute(
      'href',
      '#update-57',
    );
    expect(within(opening!).getByText('Opening tranche')).toBeVisible();
    expect(
      within(opening!).getByText('Released at funding close, before any milestone'),
    ).toBeVisible();
  });

  it('says so before anything is paid in, planned or released', async () => {
    stubEscrow({ projectId: 4, balances: [], tranches: [], releases: [] });
    renderWithProviders(<ProjectEscrowSection projectId={4} />, { i18n });
    const section = await screen.findByRole('region', { name: 'Escrow' });
    expect(
      within(section).getByText("Nothing has been paid into this project's escrow yet."),
    ).toBeVisible();
    expect(within(section).getByText('No release plan has been set yet.')).toBeVisible();
    expect(
      within(section).getByText('Nothing has been released to the developer yet.'),
    ).toBeVisible();
  });

  it("sums it up on an investment's card: held, released and the latest release", async () => {
    stubEscrow();
    renderWithProviders(<EscrowLine projectId={4} />, { i18n });
    const line = await screen.findByRole('group', { name: 'Escrow' });
    expect(line).toHaveTextContent(
      'Escrow holds GHS 75,000.00 + $8,000.00; GHS 25,000.00 + $0.00 released to the developer',
    );
    expect(line).toHaveTextContent(
      'Latest release: GHS 15,000.00 for Third-floor slab cast on Nov 21, 2026',
    );
  });
});
