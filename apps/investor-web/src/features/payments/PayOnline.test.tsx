import {
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type TInvestmentPayment,
  type TPaymentInstructions,
  type TStartedPayment,
} from '@coinvest/contract';
import { sentBodies, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { renderWithProviders } from '@coinvest/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeSiteLanguage, i18n } from '../../i18n';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { PENDING_PAYMENT_POLL_MS } from './api/get-investment-payments';
import { openCheckout } from './lib/open-checkout';
import { PaymentInstructionsCard } from './PaymentInstructionsCard';
import { makeInvestmentPayment } from './testing';

vi.mock('./lib/open-checkout', () => ({ openCheckout: vi.fn() }));

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
  ],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const investment = {
  id: 7,
  amount: '6000.00',
  paymentReference: 'INV-7K2M9Q0A1B2C',
  paymentDeadline: '2026-11-29T10:00:00.000Z',
};

/** The day's rate stored with the payment differs from the site's display rate (12.5). */
const started: TStartedPayment = {
  reference: 'PAY-3F9A2C',
  authorizationUrl: 'http://127.0.0.1:4010/checkout/PAY-3F9A2C',
  amount: '91500.00',
  currency: 'GHS',
  rate: '15.25',
  investmentAmount: '6000.00',
};

function renderCard({
  start = { status: 201, body: started },
  payments = [],
  route = '/dashboard',
}: {
  start?: StubbedResponse;
  payments?: TInvestmentPayment[];
  route?: string;
} = {}) {
  const fetchStub = stubFetch({
    ...currencyRatesRoute,
    'GET /api/payment-instructions': { status: 200, body: instructions },
    'POST /api/investments/7/payments': start,
    'GET /api/investments/7/payments': { status: 200, body: payments },
  });
  renderWithProviders(
    <PaymentInstructionsCard investment={investment} now={new Date('2026-11-24T09:00:00.000Z')} />,
    { i18n, route },
  );
  return fetchStub;
}

afterEach(() => vi.mocked(openCheckout).mockClear());

describe('paying online', () => {
  it('shows the cedi amount, the rate and the dollar amount before sending the investor to the checkout', async () => {
    const events = userEvent.setup();
    const fetchStub = renderCard();
    const card = screen.getByRole('region', { name: 'How to Pay' });

    const channel = within(card).getByRole('radiogroup', { name: 'Pay with' });
    expect(within(channel).getByRole('radio', { name: 'Mobile money' })).toBeChecked();
    await events.click(within(channel).getByRole('radio', { name: 'Card' }));
    await events.click(within(card).getByRole('button', { name: 'Pay Now' }));

    const charge = await within(card).findByRole('region', { name: 'You Will Be Charged' });
    expect(within(charge).getByText('GHS 91,500.00')).toBeVisible();
    expect(within(charge).getByText('$1.00 = GHS 15.25')).toBeVisible();
    expect(within(charge).getByText('$6,000.00')).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', '/api/investments/7/payments')).toEqual([
      { channel: 'card' },
    ]);
    // Nobody leaves before seeing the charge.
    expect(openCheckout).not.toHaveBeenCalled();

    await events.click(within(card).getByRole('button', { name: 'Continue to Payment' }));
    expect(openCheckout).toHaveBeenCalledWith('http://127.0.0.1:4010/checkout/PAY-3F9A2C');
  });

  it('keeps the bank transfer beside it', async () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(within(card).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(await within(card).findByText('0000123456789')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Bank Transfer' })).toBeVisible();
  });

  it('explains, and offers no online payment, when payments are limited to bank transfer', async () => {
    const events = userEvent.setup();
    renderCard({
      start: {
        status: 409,
        body: {
          message: PAYMENT_MESSAGES.bankTransferOnly,
          errorCode: PAYMENT_ERROR_CODES.bankTransferOnly,
        },
      },
    });
    const card = screen.getByRole('region', { name: 'How to Pay' });
    await events.click(within(card).getByRole('button', { name: 'Pay Now' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Payment by card or mobile money is not available: please pay by bank transfer',
    );
    expect(within(card).getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(within(card).getByRole('radio', { name: 'Card' })).toBeDisabled();
    expect(within(card).getByText('0000123456789')).toBeVisible();
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it("gives the API's reason in the reader's language, and lets them try again", async () => {
    const events = userEvent.setup();
    await changeSiteLanguage(i18n, 'fr');
    try {
      renderCard({
        start: {
          status: 503,
          body: {
            message: PAYMENT_MESSAGES.providerUnavailable,
            errorCode: PAYMENT_ERROR_CODES.providerUnavailable,
          },
        },
      });
      const card = screen.getByRole('region', { name: 'Comment payer' });
      await events.click(within(card).getByRole('button', { name: 'Payer maintenant' }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Le prestataire de paiement est injoignable : veuillez réessayer dans un instant',
      );
      expect(within(card).getByRole('button', { name: 'Payer maintenant' })).toBeEnabled();
    } finally {
      await changeSiteLanguage(i18n, 'en');
    }
  });

  it('says the payment is being confirmed when the investor comes back from a paid checkout', async () => {
    renderCard({
      route: '/dashboard?investment=7&trxref=PAY-3F9A2C&reference=PAY-3F9A2C',
      payments: [makeInvestmentPayment({ status: 'pending' })],
    });
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Payment received — confirming…',
    );
    // Paid once is enough: nothing invites a second payment.
    expect(within(card).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says a failed or abandoned payment was not completed, and the reservation stays payable', async () => {
    const events = userEvent.setup();
    renderCard({
      route: '/dashboard?investment=7&trxref=PAY-3F9A2C&reference=PAY-3F9A2C',
      payments: [makeInvestmentPayment({ status: 'failed' })],
    });
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your payment was not completedYour unit stays reserved for you until the payment deadline',
    );
    await events.click(within(card).getByRole('button', { name: 'Pay Now' }));
    expect(await within(card).findByText('GHS 91,500.00')).toBeVisible();
  });

  it('says a payment that could not confirm the investment will be checked, with no title of a failure', async () => {
    renderCard({
      route: '/dashboard?investment=7&trxref=PAY-3F9A2C&reference=PAY-3F9A2C',
      payments: [makeInvestmentPayment({ status: 'exception' })],
    });
    const card = screen.getByRole('region', { name: 'How to Pay' });
    const note = await within(card).findByRole('status');
    expect(note).toHaveTextContent(
      'We received a payment that could not confirm this investment. Our team will check it and contact you',
    );
    expect(note).not.toHaveTextContent('Your payment was not completed');
  });

  it('reads a pending payment again until its outcome is known here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [
        makeInvestmentPayment({ status: 'pending' }),
        makeInvestmentPayment({ status: 'abandoned' }),
      ];
      stubFetch({
        ...currencyRatesRoute,
        'GET /api/payment-instructions': { status: 200, body: instructions },
        'GET /api/investments/7/payments': () => ({
          status: 200,
          body: [answers.length > 1 ? answers.shift()! : answers[0]!],
        }),
      });
      renderWithProviders(<PaymentInstructionsCard investment={investment} />, {
        i18n,
        route: '/dashboard?investment=7&reference=PAY-3F9A2C',
      });
      const card = screen.getByRole('region', { name: 'How to Pay' });
      expect(await within(card).findByRole('status')).toHaveTextContent(
        'Payment received — confirming…',
      );

      await act(() => vi.advanceTimersByTimeAsync(PENDING_PAYMENT_POLL_MS));
      expect(await within(card).findByRole('status')).toHaveTextContent(
        'Your payment was not completed',
      );
      expect(within(card).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a reference that is not one of its payments', '/dashboard?investment=7&reference=PAY-OTHER'],
    ["another investment's return", '/dashboard?investment=8&reference=PAY-3F9A2C'],
  ])('shows no outcome for %s', async (_case, route) => {
    renderCard({ route, payments: [makeInvestmentPayment()] });
    const card = screen.getByRole('region', { name: 'How to Pay' });
    expect(await within(card).findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });
});
