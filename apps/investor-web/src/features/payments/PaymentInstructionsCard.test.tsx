import type { TPaymentInstructions } from '@coinvest/contract';
import { renderWithProviders, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeSiteLanguage, i18n } from '../../i18n';
import { PREFERRED_CURRENCY_KEY } from '../../lib/currency';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { PaymentInstructionsCard } from './PaymentInstructionsCard';

const instructions: TPaymentInstructions = {
  bankAccount: {
    bankName: 'Demo Escrow Bank',
    branch: 'Airport City, Accra',
    accountName: 'CoInvest Accra Escrow',
    accountNumber: '0000123456789',
    swiftCode: 'DEMOGHAC',
  },
  mobileMoney: [
    { network: 'mtn_momo', merchantName: 'CoInvest Accra', merchantNumber: '0240000001' },
    { network: 'telecel_cash', merchantName: 'CoInvest Accra', merchantNumber: '0200000002' },
  ],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const investment = {
  id: 7,
  amount: '6000.00',
  paymentReference: 'INV-7K2M9Q0A1B2C',
  paymentDeadline: '2026-11-29T10:00:00.000Z',
};

function renderCard(body: TPaymentInstructions | null = instructions, timeZone = 'Africa/Accra') {
  stubFetch({
    ...currencyRatesRoute,
    'GET /api/payment-instructions': { status: 200, body },
  });
  return renderWithProviders(
    <PaymentInstructionsCard
      investment={investment}
      now={new Date('2026-11-24T09:00:00.000Z')}
      timeZone={timeZone}
    />,
    { i18n },
  );
}

afterEach(() => localStorage.clear());

describe('PaymentInstructionsCard', () => {
  it('shows the amount in dollars and in the chosen currency, the reference and the time left', async () => {
    localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GHS');
    renderCard();
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(within(card).getByText('$6,000.00')).toBeVisible();
    // 6,000 dollars at 12.5 cedis per dollar.
    expect(await within(card).findByText(/^About GHS.75,000\.00 in your currency$/)).toBeVisible();
    expect(within(card).getByText('INV-7K2M9Q0A1B2C')).toBeVisible();
    expect(within(card).getByText('5 days, 1 hour left')).toBeVisible();
  });

  it("gives the deadline in Accra's time, and in the reader's when their clock differs", () => {
    renderCard(instructions, 'America/Toronto');
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(within(card).getByText('Nov 29, 2026, 10:00 AM GMT (Accra time)')).toBeVisible();
    expect(within(card).getByText('Nov 29, 2026, 05:00 AM EST in your time zone')).toBeVisible();
  });

  it('gives the deadline once to a reader on Accra’s clock', () => {
    renderCard(instructions, 'Europe/London');
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(within(card).getByText('Nov 29, 2026, 10:00 AM GMT (Accra time)')).toBeVisible();
    expect(within(card).queryByText(/in your time zone/)).not.toBeInTheDocument();
  });

  it('gives mobile money payers the amount in cedis at the day’s rate, to copy', async () => {
    const events = userEvent.setup();
    renderCard();
    // 6,000 dollars at 12.5 cedis per dollar.
    expect(await screen.findByText(/^GHS.75,000\.00$/)).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Copy cedi amount' }));
    expect(await navigator.clipboard.readText()).toBe('75000.00');
  });

  it('says the time left in the reader’s language', async () => {
    await changeSiteLanguage(i18n, 'fr');
    try {
      renderCard();
      expect(screen.getByText('Il reste 5 jours et 1 heure')).toBeVisible();
      expect(screen.getByText(/^29 nov\. 2026, 10:00 UTC\+0 \(heure d’Accra\)$/)).toBeVisible();
    } finally {
      await changeSiteLanguage(i18n, 'en');
    }
  });

  it('gives every value a copy button named for it, which says Copied once clicked', async () => {
    const events = userEvent.setup();
    renderCard();
    expect(await screen.findByText('0000123456789')).toBeVisible();
    for (const name of [
      'Copy amount',
      'Copy payment reference',
      'Copy bank name',
      'Copy branch',
      'Copy account name',
      'Copy account number',
      'Copy SWIFT code',
      'Copy MTN MoMo merchant number',
      'Copy Telecel Cash merchant number',
    ]) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await events.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('0000123456789');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('6000.00');
  });

  it('still shows the amount and reference, and says so, while no instructions are set', async () => {
    renderCard(null);
    expect(await screen.findAllByText(/cannot be shown right now/)).toHaveLength(2);
    expect(screen.getByText('INV-7K2M9Q0A1B2C')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy account number' })).not.toBeInTheDocument();
  });
});
